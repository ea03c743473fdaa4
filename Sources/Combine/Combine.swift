// Combine on Linux: Apple's Combine API (publishers, subscribers, subjects, operators,
// schedulers, `ObservableObject` and `@Published`), written for this package. The module brings
// Foundation along, as the files that use Combine on Apple platforms import it too.
@_exported import Foundation

import Foundation

/// A style with its type erased, as the environment keeps it: the view it makes of a
/// configuration, and its name in the dump. Each style family (labels, toggles, progress views,
/// group boxes, labeled content) is one specialization, made by the family's own `init`.
struct ErasedStyle<Configuration>: @unchecked Sendable {
    let body: @MainActor (Configuration) -> AnyView
    /// The style's name in the dump (nothing for a family's automatic style).
    let dumpAttributes: [DumpAttribute]

    /// A style shown in the dump as `dumpName` (`nil`: not shown), making `body`.
    init(dumpName: String?, body: @escaping @MainActor (Configuration) -> AnyView) {
        self.body = body
        dumpAttributes = dumpName.map { [DumpAttribute("style", $0)] } ?? []
    }
}

import Foundation

extension String.StandardComparator {
    /// The comparator Apple's Foundation names `localizedStandard` (the Finder's order: ignoring
    /// case, numbers by value, in the locale's order), which a sortable ``TableColumn`` uses by
    /// default. Linux's Foundation has no localized string comparator and no way to make one, so
    /// here it is `.lexical`: strings in Unicode order, case counting ("Zoe" before "adam").
    public static var localizedStandard: String.StandardComparator { .lexical }
}

/// `keyPath` as a `Sendable` key path, as Linux's Foundation asks of `KeyPathComparator`: a
/// column keeps its key path and never sends it to another actor (Apple's SwiftUI takes the key
/// path of a column as a plain `KeyPath`, and so does ``TableColumn``).
func sendableKeyPath<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

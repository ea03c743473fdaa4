import Foundation

/// A formatter that joins items into a list ("a, b, and c"), as Foundation's `ListFormatter` on
/// Apple platforms (Linux's Foundation has none). Joins through `ListFormatStyle`, which Linux has.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale the list is written in (the current one by default).
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// `strings` joined as a list with "and", as Apple's class method.
    open class func localizedString(byJoining strings: [String]) -> String { ListFormatter().join(strings) }

    /// The items' descriptions joined as a list with "and".
    open func string(from items: [Any]) -> String? { join(items.map { String(describing: $0) }) }

    open override func string(for obj: Any?) -> String? { (obj as? [Any]).flatMap(string(from:)) }

    private func join(_ strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(locale ?? .current))
    }
}

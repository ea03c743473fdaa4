import Tesselate

/// The contents of one pasteboard: its items, each a value per type identifier, behind a lock
/// (the values are `Any`, as UIKit's).
final class PasteboardStorage: @unchecked Sendable {
    struct Contents {
        var items: [[String: Any]] = []
        var changeCount = 0
    }

    private let lock = NSLock()
    private var value = Contents()

    func withLock<T>(_ body: (inout Contents) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The pasteboard, as UIKit's `UIPasteboard`: items of strings, URLs, images and colours, each
/// stored under its type identifier.
///
/// UIKit's general pasteboard is the device's, shared by every app. Here ``general`` is the
/// running host's own pasteboard (empty when the host is made; a test seeds and reads it through
/// `ViewHost.pasteboard`), or, for code that runs for no host, one for the process
/// (`UIKitRecords.unhosted.pasteboard`). Setting a property replaces the whole contents, as in
/// UIKit: `string = "a"` leaves one item holding "a".
public final class UIPasteboard: @unchecked Sendable {
    /// The storage, or `nil` for ``general``, which answers with the running host's.
    private let fixedStorage: PasteboardStorage?

    init(storage: PasteboardStorage?) { fixedStorage = storage }

    private static let generalPasteboard = UIPasteboard(storage: nil)

    /// The general pasteboard of the running host (see the type's discussion), as UIKit's `general`.
    public class var general: UIPasteboard { generalPasteboard }

    private var storage: PasteboardStorage { fixedStorage ?? UIKitRecords.running.pasteboard.fixedStorage ?? PasteboardStorage() }

    /// The type identifiers UIKit stores each kind of value under.
    enum TypeIdentifier {
        static let text = "public.utf8-plain-text"
        static let url = "public.url"
        static let png = "public.png"
        static let color = "com.apple.uikit.color"
    }

    /// The items, each a dictionary of values by type identifier, as UIKit's `items`.
    public var items: [[String: Any]] {
        get { storage.withLock { $0.items } }
        set { replace(with: newValue) }
    }

    /// How many items the pasteboard holds.
    public var numberOfItems: Int { storage.withLock { $0.items.count } }

    /// How many times the contents changed, as UIKit's `changeCount`.
    public var changeCount: Int { storage.withLock { $0.changeCount } }

    private func replace(with items: [[String: Any]]) {
        storage.withLock {
            $0.items = items
            $0.changeCount += 1
        }
    }

    private func values<T>(_ type: String, as _: T.Type) -> [T] {
        storage.withLock { contents in contents.items.compactMap { $0[type] as? T } }
    }

    /// The first item's string, as UIKit's `string`; setting it makes it the only item (`nil`
    /// empties the pasteboard).
    public var string: String? {
        get { strings?.first }
        set { replace(with: newValue.map { [[TypeIdentifier.text: $0]] } ?? []) }
    }

    /// The strings of the items that hold one, as UIKit's `strings`; setting it makes one item
    /// per string.
    public var strings: [String]? {
        get { nonEmpty(values(TypeIdentifier.text, as: String.self)) }
        set { replace(with: (newValue ?? []).map { [TypeIdentifier.text: $0] }) }
    }

    /// The first item's URL, as UIKit's `url`.
    public var url: URL? {
        get { urls?.first }
        set { replace(with: newValue.map { [[TypeIdentifier.url: $0]] } ?? []) }
    }

    /// The URLs of the items that hold one, as UIKit's `urls`.
    public var urls: [URL]? {
        get { nonEmpty(values(TypeIdentifier.url, as: URL.self)) }
        set { replace(with: (newValue ?? []).map { [TypeIdentifier.url: $0] }) }
    }

    /// The first item's image, as UIKit's `image`.
    public var image: UIImage? {
        get { images?.first }
        set { replace(with: newValue.map { [[TypeIdentifier.png: $0]] } ?? []) }
    }

    /// The images of the items that hold one, as UIKit's `images`.
    public var images: [UIImage]? {
        get { nonEmpty(values(TypeIdentifier.png, as: UIImage.self)) }
        set { replace(with: (newValue ?? []).map { [TypeIdentifier.png: $0] }) }
    }

    /// The first item's colour, as UIKit's `color`.
    public var color: UIColor? {
        get { colors?.first }
        set { replace(with: newValue.map { [[TypeIdentifier.color: $0]] } ?? []) }
    }

    /// The colours of the items that hold one, as UIKit's `colors`.
    public var colors: [UIColor]? {
        get { nonEmpty(values(TypeIdentifier.color, as: UIColor.self)) }
        set { replace(with: (newValue ?? []).map { [TypeIdentifier.color: $0] }) }
    }

    /// Whether an item holds a string, as UIKit's `hasStrings`.
    public var hasStrings: Bool { strings != nil }
    /// Whether an item holds a URL, as UIKit's `hasURLs`.
    public var hasURLs: Bool { urls != nil }
    /// Whether an item holds an image, as UIKit's `hasImages`.
    public var hasImages: Bool { images != nil }
    /// Whether an item holds a colour, as UIKit's `hasColors`.
    public var hasColors: Bool { colors != nil }

    /// Makes `items` the contents, as UIKit's `setItems(_:options:)` (the options, an expiry
    /// or local-only flag, do not apply to a host's pasteboard).
    public func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        replace(with: items)
    }

    /// Adds `items` after the current ones, as UIKit's `addItems(_:)`.
    public func addItems(_ items: [[String: Any]]) {
        storage.withLock {
            $0.items += items
            $0.changeCount += 1
        }
    }

    /// Makes `value` the only item, under `pasteboardType`, as UIKit's `setValue(_:forPasteboardType:)`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replace(with: [[pasteboardType: value]])
    }

    /// The first item's value under `pasteboardType`, as UIKit's `value(forPasteboardType:)`.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        storage.withLock { $0.items.first?[pasteboardType] }
    }

    /// Makes `data` the only item, under `pasteboardType`, as UIKit's `setData(_:forPasteboardType:)`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replace(with: [[pasteboardType: data]])
    }

    /// The first item's data under `pasteboardType`, as UIKit's `data(forPasteboardType:)`.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        value(forPasteboardType: pasteboardType) as? Data
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    /// The keys of ``setItems(_:options:)``'s options, as UIKit's `UIPasteboard.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Keeps the items on this device only.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
        /// Removes the items at a date.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
    }
}

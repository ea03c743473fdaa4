import Foundation

/// An item provider that carries data for a drag and drop or a copy, as Foundation's
/// `NSItemProvider` on Apple platforms (Linux's Foundation has none).
///
/// It keeps the data representations registered with
/// ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`` (or given to
/// ``init(item:typeIdentifier:)``) in order, and ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``
/// runs the first one of that type, as Foundation does. **Difference:** no object
/// representations (`NSItemProviderWriting`, `loadObject(ofClass:)`) and no file
/// representations: Linux has no Objective-C classes to load.
public final class NSItemProvider: @unchecked Sendable {
    /// Who may see a representation, as Foundation's `NSItemProviderRepresentationVisibility`.
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0
        case team = 1
        case group = 2
        case ownProcess = 3
    }

    private let lock = NSLock()
    private var representations: [(type: String, load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)] = []

    /// A name for the item, for the receiver to save it as.
    public var suggestedName: String?

    /// An item provider with no representations, as Foundation's `init()`.
    public init() {}

    /// An item provider with one representation: `item`'s data (a `Data`, or a `String`'s UTF-8,
    /// or a `URL`'s absolute string) as `typeIdentifier`, as Foundation's `init(item:typeIdentifier:)`.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier, let item else { return }
        let data: Data? =
            switch item {
            case let data as Data: data
            case let string as String: Data(string.utf8)
            case let url as URL: Data(url.absoluteString.utf8)
            default: nil
            }
        guard let data else { return }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// The type identifiers of the registered representations, in order.
    public var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.type) } }

    /// Whether a representation of `typeIdentifier` is registered (the exact identifier: there
    /// is no type hierarchy here).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Registers a representation of `typeIdentifier` whose data `loadHandler` gives when asked,
    /// as Foundation's `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        lock.withLock { representations.append((typeIdentifier, loadHandler)) }
    }

    /// Loads the first representation of `typeIdentifier`, as Foundation's
    /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)`: its load handler gives the
    /// data to `completionHandler`. With none registered, `completionHandler` gets `nil` and an
    /// error at once (Foundation reports it asynchronously).
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let load = lock.withLock({ representations.first { $0.type == typeIdentifier }?.load }) else {
            completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
            return progress
        }
        _ = load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }
}

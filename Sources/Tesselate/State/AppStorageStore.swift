import Foundation
import Synchronization

/// The values behind `@AppStorage`: an in-memory stand-in for `UserDefaults`, one per host.
///
/// SwiftUI's `AppStorage` reads and writes `UserDefaults`, which outlives the app. A Tesselate
/// host keeps the values in memory, starting empty, so that tests never share or persist them.
/// A test seeds and reads them through ``ViewHost/appStorage``; setting a value updates the
/// hosts whose views read the store. Values are stored as `UserDefaults` stores them: a
/// `RawRepresentable` as its raw value. Thread-safe.
public final class AppStorageStore: Sendable {
    private let values = Mutex<[String: any Sendable]>([:])
    let publisher = ObservableObjectPublisher()

    /// An empty store.
    public init() {}

    /// The value stored for `key`, or `nil`; setting `nil` removes it.
    public subscript(key: String) -> (any Sendable)? {
        get { values.withLock { $0[key] } }
        set {
            publisher.send()
            values.withLock { $0[key] = newValue }
        }
    }

    /// Every stored key, sorted.
    public var keys: [String] { values.withLock { $0.keys.sorted() } }

    /// Stores each of `values`, as if set one by one.
    public func merge(_ values: [String: any Sendable]) {
        for (key, value) in values { self[key] = value }
    }
}

import Combine
import Foundation

/// A property wrapper that reads and writes a value of the host's app storage and updates the
/// host when it changes, as SwiftUI's `AppStorage` does with `UserDefaults`.
///
/// The storage is the host's in-memory ``AppStorageStore`` (``ViewHost/appStorage``), which a test
/// seeds and reads; the `store:` argument and `defaultAppStorage(_:)` are accepted and the host's
/// store is used (chosen: tests never touch the machine's defaults). A key that holds no value,
/// or a value of another type, reads as the default. Outside a host the property reads its
/// default and ignores writes.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    /// The value as the store keeps it (`nil` removes it).
    let encode: (Value) -> (any Sendable)?
    let decode: (any Sendable) -> Value?
    let link = AppStorageLink()
    /// Which of the host's stores the property reads: the app's, or the scene's (`SceneStorage`).
    var isSceneStorage = false

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> (any Sendable)?, decode: @escaping (any Sendable) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.encode = encode
        self.decode = decode
    }

    public var wrappedValue: Value {
        get { link.store?[key].flatMap(decode) ?? defaultValue }
        nonmutating set { link.store?[key] = encode(newValue) }
    }

    /// A binding to the stored value, as `$name`.
    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }
}

/// Where an ``AppStorage`` finds the store the host gave it.
final class AppStorageLink {
    var store: AppStorageStore?
}

extension AppStorage: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        let store = isSceneStorage ? installation.host.services.sceneStorage : installation.host.services.appStorage
        link.store = store
        installation.observe(store.publisher, of: store.publisher)
    }
}

extension AppStorage {
    /// A value of a type `UserDefaults` keeps as it is.
    private init(plain key: String, default value: Value) where Value: Sendable {
        self.init(key: key, defaultValue: value, encode: { $0 }, decode: { $0 as? Value })
    }

    /// An optional value of a type `UserDefaults` keeps as it is.
    private init<Stored: Sendable>(optional key: String, _ type: Stored.Type) where Value == Stored? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Stored })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plain: key, default: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(plain: key, default: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plain: key, default: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(plain: key, default: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plain: key, default: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(plain: key, default: wrappedValue)
    }

    /// A `Double`; an `Int` stored for the key reads as a `Double`, as `UserDefaults` converts it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) })
    }

    /// An enumeration or other `RawRepresentable`, stored as its raw `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }

    /// An enumeration or other `RawRepresentable`, stored as its raw `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optional: key, Bool.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optional: key, Int.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optional: key, String.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(optional: key, URL.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optional: key, Data.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(optional: key, Date.self) }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, encode: { $0?.rawValue }, decode: { ($0 as? Int).flatMap(R.init(rawValue:)) })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, encode: { $0?.rawValue }, decode: { ($0 as? String).flatMap(R.init(rawValue:)) })
    }
}

extension View {
    /// Sets the store `@AppStorage` properties in this view use when they name none, as SwiftUI's
    /// `defaultAppStorage(_:)`. A Tesselate host keeps one in-memory store (see ``AppStorage``):
    /// the modifier is accepted and changes nothing.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

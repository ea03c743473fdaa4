import Foundation

/// A property wrapper that keeps a value for the scene, restored when the scene comes back, as
/// SwiftUI's `SceneStorage`.
///
/// A host is one window of one scene: the values live in the host's in-memory store
/// (``ViewHost/sceneStorage``, empty when the host is made), which a test seeds to play a
/// restored scene and reads to see what was saved. Otherwise it behaves as ``AppStorage``: the
/// same value types, a key with no value reads as the default, and writing updates the host.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    var storage: AppStorage<Value>

    private init(_ storage: AppStorage<Value>) {
        self.storage = storage
        self.storage.isSceneStorage = true
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value, as `$name`.
    public var projectedValue: Binding<Value> { storage.projectedValue }

    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(AppStorage(wrappedValue: wrappedValue, key))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(AppStorage(wrappedValue: wrappedValue, key))
    }
    public init(_ key: String) where Value == Bool? { self.init(AppStorage(key)) }
    public init(_ key: String) where Value == Int? { self.init(AppStorage(key)) }
    public init(_ key: String) where Value == Double? { self.init(AppStorage(key)) }
    public init(_ key: String) where Value == String? { self.init(AppStorage(key)) }
    public init(_ key: String) where Value == URL? { self.init(AppStorage(key)) }
    public init(_ key: String) where Value == Data? { self.init(AppStorage(key)) }
}

extension SceneStorage: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) { storage.install(&installation) }
}

extension ViewHost {
    /// The host's scene storage: the values its views' ``SceneStorage`` properties keep, in memory
    /// and empty when the host is made. Seed it (`host.sceneStorage["tab"] = "inbox"`) to show a
    /// restored scene; read what the views saved the same way.
    public var sceneStorage: AppStorageStore { services.sceneStorage }
}

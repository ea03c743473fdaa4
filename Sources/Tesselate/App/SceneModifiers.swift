import Foundation
import Observation

/// A scene whose windows' content is modified, as the environment modifiers on a scene make.
public struct _ModifiedScene<Content: Scene> {
    let content: Content
    let modify: @MainActor (AnyView) -> AnyView
    public typealias Body = Never
}

// Declared apart, so that making the scene is not main-actor isolated (as for views).
extension _ModifiedScene: Scene {}

extension _ModifiedScene: PrimitiveScene {
    var windows: [SceneWindow] {
        let modify = modify
        return content.sceneWindows.map { window in
            var window = window
            let makeContent = window.content
            window.content = { modify(makeContent()) }
            return window
        }
    }
}

extension Scene {
    /// Sets an environment value for every window of this scene, as SwiftUI's
    /// `Scene.environment(_:_:)`: the same as setting it on each window's content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Places an `@Observable` object in the environment of every window of this scene, as
    /// SwiftUI's `Scene.environment(_:)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(object)) }
    }

    /// Places an `ObservableObject` in the environment of every window of this scene, for
    /// `@EnvironmentObject` to read (SwiftUI sets it on the window's content the same way).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environmentObject(object)) }
    }
}

extension Scene {
    /// Runs `action` with the old and new value when `value` changes, as SwiftUI's
    /// `Scene.onChange(of:initial:_:)`: the same as `onChange(of:initial:_:)` on each window's
    /// content, compared after each update of the window (with `initial: true`, also once with
    /// the first value).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        let bound = MainActorBound((value, action))
        return _ModifiedScene(content: self) { content in
            let (value, action) = bound.value
            return AnyView(content.onChange(of: value, initial: initial, action))
        }
    }

    /// Runs `action` when `value` changes, as SwiftUI's `Scene.onChange(of:initial:_:)` with a
    /// closure of no arguments.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes, as SwiftUI's deprecated
    /// `Scene.onChange(of:perform:)`.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two-parameter or no-parameter action")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
        onChange(of: value, initial: false) { _, new in action(new) }
    }
}

import Foundation

/// A part of an app's user interface whose life the system manages, as SwiftUI's `Scene`.
///
/// Write a scene as in SwiftUI: a type whose `body` is built with ``SceneBuilder`` from
/// ``WindowGroup``s and other scenes. Tesselate has no system to run scenes: a ``ViewHost`` hosts
/// the content of an app's first window (``ViewHost/init(app:device:)``), and the other scenes
/// compile and are not shown.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body: Tesselate reads their windows itself, and never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene and has no body; Tesselate never reads it.")
    }
}

/// One window a scene declares: what a host shows of it.
struct SceneWindow {
    /// The title given to the window group, if any.
    var title: String?
    /// The identifier given to the window group, if any.
    var id: String?
    /// Makes the window's content.
    var content: @MainActor () -> AnyView
}

/// A scene that Tesselate reads itself instead of reading its `body`.
@MainActor
protocol PrimitiveScene {
    /// The windows this scene declares, in order.
    var windows: [SceneWindow] { get }
}

extension Scene {
    /// The windows this scene declares, in order: a primitive scene's own, or its body's.
    @MainActor var sceneWindows: [SceneWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.windows }
        if Body.self == Never.self { return [] }
        return body.sceneWindows
    }
}

/// A result builder that composes scenes, as SwiftUI's `SceneBuilder`: blocks of any number of
/// scenes, `if` (as SwiftUI's `buildOptional`) and `if #available`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content))
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes declared side by side (what ``SceneBuilder`` makes of a block).
public struct _TupleScene<T> {
    public var value: T
    public typealias Body = Never

    public init(_ value: T) { self.value = value }
}

extension _TupleScene: PrimitiveScene {
    var windows: [SceneWindow] {
        Mirror(reflecting: value).children.flatMap { child in (child.value as? any Scene)?.sceneWindows ?? [] }
    }
}

/// A scene declared under an `if` (what ``SceneBuilder`` makes of it).
public struct _OptionalScene<Content: Scene> {
    let content: Content?
    public typealias Body = Never
}

extension _OptionalScene: PrimitiveScene {
    var windows: [SceneWindow] { content?.sceneWindows ?? [] }
}

// The scene conformances are declared apart, so that making a scene is not main-actor isolated
// (as for views).
extension _TupleScene: Scene {}
extension _OptionalScene: Scene {}

import Tesselate
import UIKit

/// A wrapper for a UIKit view in a SwiftUI view, as SwiftUI's `UIViewRepresentable`.
///
/// SwiftUI makes the view (`makeUIView(context:)`), updates it as state changes
/// (`updateUIView(_:context:)`) and asks it its size (`sizeThatFits(_:uiView:context:)`). Tesselate
/// cannot show a UIKit view, so it calls none of them: a representable is drawn as a placeholder
/// named for its type (a light grey box in the picture, `UIViewRepresentable("MapView")` in the
/// dump), and lays out as SwiftUI lays out a representable whose view has no intrinsic content
/// size: it takes the size it is proposed, and 0 along a dimension left unspecified (in a scroll
/// view, under `fixedSize()`). `sizeThatFits(_:uiView:context:)` needs the view, which is never
/// made, so it is not asked: give such a representable a `frame` to size it. The representable's
/// own properties (`@Binding`s, `@ObservedObject`s) are installed as for any view.
///
/// One difference from SwiftUI: a representable's `Body` is Tesselate's placeholder rather than
/// `Never` (a representable never declares a body, so this does not show in an app's code).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == _PlatformViewPlaceholder {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// The type of the object that coordinates the view with SwiftUI; `Void` when there is none.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view. Not called by Tesselate (see the protocol's discussion).
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Updates the view with new information from SwiftUI. Not called by Tesselate.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view as it leaves. Not called by Tesselate.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator. Not called by Tesselate (there is no view to coordinate).
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The view's size for a proposal (iOS 16). Not called by Tesselate: it needs the view.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Does nothing by default, as in SwiftUI.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// `nil` by default: the default sizing, as in SwiftUI.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The placeholder Tesselate shows for the view.
    public var body: _PlatformViewPlaceholder {
        _PlatformViewPlaceholder(kind: "UIViewRepresentable", typeName: String(describing: Self.self))
    }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator, by default.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given, as SwiftUI's `UIViewRepresentableContext`: the
/// coordinator, the transaction and the environment. Tesselate calls none of those methods, so it
/// never makes one.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment of the view.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}

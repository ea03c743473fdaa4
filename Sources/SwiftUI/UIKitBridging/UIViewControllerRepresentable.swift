import Tesselate
import UIKit

/// A wrapper for a UIKit view controller in a SwiftUI view, as SwiftUI's
/// `UIViewControllerRepresentable`.
///
/// As for `UIViewRepresentable`, Tesselate calls none of the methods (the view controller is never
/// made): a representable is drawn as a placeholder named for its type
/// (`UIViewControllerRepresentable("ImagePicker")` in the dump), takes the size it is proposed, and
/// 0 along a dimension left unspecified. Its `Body` is Tesselate's placeholder rather than `Never`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == _PlatformViewPlaceholder {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the object that coordinates the view controller with SwiftUI; `Void` when there
    /// is none.
    associatedtype Coordinator = Void
    /// The context given to the methods.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller. Not called by Tesselate.
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the view controller with new information from SwiftUI. Not called by Tesselate.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up the view controller as it leaves. Not called by Tesselate.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator. Not called by Tesselate.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The view controller's size for a proposal (iOS 16). Not called by Tesselate.
    @MainActor @preconcurrency func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Does nothing by default, as in SwiftUI.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// `nil` by default: the default sizing, as in SwiftUI.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }

    /// The placeholder Tesselate shows for the view controller.
    public var body: _PlatformViewPlaceholder {
        _PlatformViewPlaceholder(kind: "UIViewControllerRepresentable", typeName: String(describing: Self.self))
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator, by default.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a view controller representable's methods are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`. Tesselate never makes one.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view controller's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment of the view controller.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}

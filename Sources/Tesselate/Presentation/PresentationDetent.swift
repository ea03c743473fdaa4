import Foundation

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, fraction(CGFloat), height(CGFloat)
    }
    let kind: Kind

    /// The full height: the card starts 10 below the top safe area.
    public static let large = PresentationDetent(kind: .large)
    /// About half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the large height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The card's height above the home indicator, given the large one and the window's height.
    func height(large: CGFloat, window: CGFloat) -> CGFloat {
        switch kind {
        case .large: large
        case .medium: (window / 2).rounded()
        case .fraction(let fraction): large * min(max(fraction.isFinite ? fraction : 1, 0), 1)
        case .height(let height): min(max(height.isFinite ? height : large, 0), large)
        }
    }
}

extension View {
    /// The heights the sheet this view is in can rest at, as SwiftUI's `presentationDetents(_:)`;
    /// the sheet rests at the smallest. Outside a sheet it does nothing.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modified(PresentationConfigModifier(detents: detents) { $0.detents = detents })
    }
}

/// What a presented view asks of its presentation, written while it is resolved.
@MainActor
final class PresentationConfig {
    var detents: Set<PresentationDetent> = []
    var dragIndicator: Visibility = .automatic
    /// Whether a person cannot swipe the sheet down (`interactiveDismissDisabled`).
    var interactiveDismissDisabled = false
    /// Whether the presentation makes every button in it dismiss it too (alerts, dialogs,
    /// context menus): it changes the nodes its content made, so no body in it runs again alone.
    var buttonsDismiss = false
    /// The sheet's corner radius asked for (`presentationCornerRadius`); `nil`, the system's.
    var cornerRadius: CGFloat?
    /// The sheet's background asked for (`presentationBackground`).
    var background: (any ShapeStyle)?

    /// Whether a sheet shows its grabber: when asked to, or by itself when it has more than one
    /// detent to drag between (as iOS's automatic indicator does).
    var showsDragIndicator: Bool {
        dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1)
    }
}

extension View {
    /// Shows or hides the grabber at the top of the sheet this view is in, as SwiftUI's
    /// `presentationDragIndicator(_:)`: a 36×5 capsule 5 points below the sheet's top edge
    /// (UIKit's `prefersGrabberVisible` grabber; its sizes from zelez-lab/dija's iOS sheet notes,
    /// Apple publishes none), drawn over the
    /// content; `.automatic` shows it when the sheet has several detents. Outside a sheet it does
    /// nothing.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modified(PresentationConfigModifier(detents: []) { $0.dragIndicator = visibility })
    }
}

struct PresentationConfigKey: EnvironmentKey {
    static var defaultValue: PresentationConfig? { nil }
}

extension EnvironmentValues {
    var presentationConfig: PresentationConfig? {
        get { self[PresentationConfigKey.self] }
        set { self[PresentationConfigKey.self] = newValue }
    }
}

/// Writes to the presentation's config; makes no node.
struct PresentationConfigModifier: PrimitiveModifier {
    var detents: Set<PresentationDetent>
    var write: @MainActor (PresentationConfig) -> Void

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        for detent in detents {
            switch detent.kind {
            case .fraction(let value) where !value.isFinite || value < 0 || value > 1,
                .height(let value) where !value.isFinite || value < 0:
                resolver.report(.invalidValue, "presentationDetents: \(detent.kind) is not a usable detent; it is clamped", context)
            default: break
            }
        }
        resolver.resolve(content, context, into: &nodes)
        if let config = context.environment.presentationConfig {
            write(config)
            resolver.noteNonLocalWrite()
        }
    }
}

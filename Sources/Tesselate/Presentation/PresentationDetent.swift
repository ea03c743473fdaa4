import Foundation

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, fraction(CGFloat), height(CGFloat)
    }
    let kind: Kind

    /// The full height: the card starts 10 below the top safe area (at it from iOS 26).
    public static let large = PresentationDetent(kind: .large)
    /// About half the window's height: 0.56 of the large detent's height, as UIKit resolves it
    /// (measured on iOS 17.5 and 26).
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the large height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The card's height above the home indicator, given the large one (UIKit's
    /// `maximumDetentValue`: the window less the top safe area, 10 points before iOS 26, and the
    /// bottom safe area) and the window's bottom safe area.
    ///
    /// `.medium` resolves to 0.56 of the large detent's value, and the card, with the bottom safe
    /// area under it, is rounded to the nearest pixel: iOS 17.5's UIKit medium sheets on an iPhone
    /// 15 (michaelhenry/XConfigs, 3x) have their top at 398.667, 0.56 × 749 + 34 = 453.44 → 453.333
    /// tall, to the pixel; the resolver's own values are 0.56 of the maximum exactly on iOS 26.1
    /// to 27 (Vercantez/openuikit's simulator fixtures: 425 of 759 on an iPhone 16;
    /// notKleja/simple-stupid-ios-sheet's measurements: 435.68 of 778, 469.84 of 839, and on iPads),
    /// and boscojwho/SheetInteraction derives the same maximum for iOS 16. On iOS 26 the maximum
    /// is the window less both safe areas (the large sheet starts at the top safe area), and the
    /// card floats, drawn scaled (``PresentedLayerNode/floatingTransform(of:size:)``):
    /// teufelaudio/HostedSnapshotHelper's medium sheet in an 844-point window with 62 and 4 of safe
    /// area, 0.56 × 778 + 4 → 439.667 scaled by 374/390, is 421.6 tall where the recording has
    /// 422. Apple's documentation says "approximately half the height of the screen".
    func height(large: CGFloat, bottom: CGFloat, rounding: PixelRounding) -> CGFloat {
        switch kind {
        case .large: return large
        case .medium: return max(rounding.round(PresentationDetent.mediumShare * large + bottom) - bottom, 0)
        case .fraction(let fraction): return large * min(max(fraction.isFinite ? fraction : 1, 0), 1)
        case .height(let height): return min(max(height.isFinite ? height : large, 0), large)
        }
    }

    /// The medium detent's share of the large one's value (see `height(large:bottom:rounding:)`).
    static let mediumShare: CGFloat = 0.56
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

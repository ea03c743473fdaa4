import Foundation

/// The size of controls, as SwiftUI's `ControlSize`; set it with `controlSize(_:)`.
///
/// On iOS most controls are UIKit's fixed-size controls, which have no size variants, and keep
/// their size whatever the control size (a `UISwitch` "enforces a size appropriate for the
/// control", Apple's `UISwitch.init(frame:)`): toggles, steppers, segmented pickers, sliders,
/// linear progress views and compact date pickers. Tesselate sizes bordered buttons (their
/// insets, label font and shape, below) and `ProgressView`'s spinner (`UIActivityIndicatorView`'s
/// medium and large styles) by it. Apple documents `.extraLarge` as resolving to `.large` outside
/// visionOS; on iOS 18.4 a bordered button at `.extraLarge` is as tall as at `.large` but a
/// capsule (pixelrevision/SwiftUIML's control-size snapshot).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's insets around its label, measured on iOS 18.4 (pixelrevision/SwiftUIML:
    /// `.bordered` at the five sizes, 3x): mini and small 5 above and below and 10 beside a
    /// subheadline label (28-point capsules), regular 7 and 12 (34.333 with a body label), large
    /// and extra large 15 and 20 (50.333; also a 16-point label 49.5 tall on iOS 17,
    /// BarredEwe/Prefire's sign-in screen). iOS 26 is measured at the regular size only.
    var borderedInsets: EdgeInsets {
        switch self {
        case .mini, .small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large, .extraLarge: EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }

    /// Whether a bordered button's automatic shape is a capsule at this size before iOS 26:
    /// mini, small and extra large are, regular and large are rounded rectangles (iOS 18.4, the
    /// same snapshot).
    var hasCapsuleBorder: Bool { self == .mini || self == .small || self == .extraLarge }

    /// A bordered button's corner radius with the automatic border shape, where it is a rounded
    /// rectangle.
    var borderedCornerRadius: CGFloat { self == .regular ? 6 : 12 }
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of controls in the subtree, `.regular` unless set with `controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls in this view, as SwiftUI's `controlSize(_:)`.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

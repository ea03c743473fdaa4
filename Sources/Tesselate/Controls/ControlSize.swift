import Foundation

/// The size of controls, as SwiftUI's `ControlSize`; set it with `controlSize(_:)`.
///
/// On iOS most controls are UIKit's fixed-size controls, which have no size variants, and keep
/// their size whatever the control size (a `UISwitch` "enforces a size appropriate for the
/// control", Apple's `UISwitch.init(frame:)`): toggles, steppers, segmented pickers, sliders,
/// linear progress views and compact date pickers. Tesselate sizes bordered buttons (their
/// insets, below) and `ProgressView`'s spinner (`UIActivityIndicatorView`'s medium and large
/// styles) by it. `.extraLarge` "resolves to `.large` on platforms other than visionOS"
/// (Apple's `ControlSize.extraLarge`), so it draws as `.large`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// The size controls are drawn at: `.extraLarge` is `.large` outside visionOS.
    var resolved: ControlSize { self == .extraLarge ? .large : self }

    /// A bordered button's insets around its label. Regular is 7 points top and bottom and 12
    /// leading and trailing; large is 15 and 20: a large bordered or prominent button with a
    /// 16-point label is 49.5 points tall at 2x on iOS 17 (measured, BarredEwe/Prefire's sign-in
    /// screen in the fidelity corpus). The others, and all leading and trailing insets, are
    /// Tesselate's choices (see LayoutRules), not measured.
    var borderedInsets: EdgeInsets {
        switch resolved {
        case .mini: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large, .extraLarge: EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }

    /// A bordered button's corner radius with the automatic border shape.
    var borderedCornerRadius: CGFloat {
        switch resolved {
        case .mini, .small: 4
        case .regular: 6
        case .large, .extraLarge: 12
        }
    }
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

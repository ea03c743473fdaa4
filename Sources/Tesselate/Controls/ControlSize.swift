import Foundation

/// The size of controls, as SwiftUI's `ControlSize`; set it with `controlSize(_:)`.
///
/// Tesselate sizes bordered buttons by it (their insets, below); other controls keep their
/// regular size, as iOS's switches and steppers do.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's insets around its label. Regular is 7 points top and bottom and 12
    /// leading and trailing; large is 14 and 20, so a large button with a body-text label is 50
    /// points tall. All are Tesselate's choices (see LayoutRules), not measured.
    var borderedInsets: EdgeInsets {
        switch self {
        case .mini: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .extraLarge: EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24)
        }
    }

    /// A bordered button's corner radius with the automatic border shape.
    var borderedCornerRadius: CGFloat {
        switch self {
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
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

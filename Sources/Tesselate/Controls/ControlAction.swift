import Foundation

/// What a person can do with a control, as the testing library performs it: one case per family
/// of controls, each carrying only what its family needs (a reader matches the case instead of
/// probing optional closures). Each action writes through the control's binding or calls its
/// closure; the host then updates as after any change. The host itself never runs them.
package enum ControlAction {
    /// Tapping a `Button` or a `NavigationLink`; `nil` when the button's style runs the action
    /// itself (its body's own button does).
    case tap((@MainActor () -> Void)?)
    /// A `Stepper`'s "+" and "−" segments; `nil` when the value is at that bound (the segment is
    /// disabled, as in SwiftUI).
    case step(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
    /// Flipping a `Toggle`.
    case toggle(@MainActor () -> Void)
    /// Choosing a `Picker` option by its tag (`false` when no option has that tag); `options`
    /// are the options' tags in order.
    case select(options: [AnyHashable], choose: @MainActor (AnyHashable) -> Bool)
    /// Dragging a `Slider`'s thumb to a value (clamped to the bounds, snapped to the step).
    case slide(@MainActor (Double) -> Void)
    /// Choosing a date in a `DatePicker`: answers why it cannot be chosen (outside the picker's
    /// range), or `nil` when it was.
    case pickDate(@MainActor (Date) -> String?)
    /// Choosing a colour in a `ColorPicker`.
    case pickColor(@MainActor (Color) -> Void)
    /// Opening a `contextMenu` (as a long press does) or expanding a `DisclosureGroup`.
    case open(@MainActor () -> Void)
    /// A `Menu`: opening it, and the primary action a tap runs instead, when it has one.
    case menu(open: @MainActor () -> Void, primaryAction: (@MainActor () -> Void)?)

    /// A tap's action, for the readers that only tap (buttons, links, keyboard shortcuts): a
    /// menu's tap opens it or runs its primary action, as on iOS.
    package var tapAction: (@MainActor () -> Void)? {
        switch self {
        case .tap(let action): action
        case .menu(let open, let primaryAction): primaryAction ?? open
        default: nil
        }
    }

    /// What opens a menu, a context menu or a disclosure group.
    package var openAction: (@MainActor () -> Void)? {
        switch self {
        case .open(let open), .menu(let open, _): open
        default: nil
        }
    }
}

import Foundation

/// How a `Picker` looks and lays out, as SwiftUI's `PickerStyle`: set with `pickerStyle(_:)`.
public protocol PickerStyle: Sendable {
    /// Which of iOS's looks the style is.
    var kind: PickerStyleKind { get }
}

/// The picker looks iOS has.
public enum PickerStyleKind: String, Hashable, Sendable {
    case automatic, menu, segmented, wheel, inline, navigationLink, palette
}

/// The platform's default: a menu (in a `Form` or `List` row, the label, then the selection and
/// the chevron on the trailing side), as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .automatic }
}

/// A button showing the selection that opens a menu of the options, as `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .menu }
}

/// A segmented control: the options side by side in equal segments, taking the width offered,
/// as `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .segmented }
}

/// A scrolling wheel (`UIPickerView`), as `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .wheel }
}

/// The options as rows, the selected one checked, as `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .inline }
}

/// A row showing the selection that pushes a list of the options, as `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .navigationLink }
}

/// Options in a row of buttons (in menus and toolbars), as `PalettePickerStyle`; outside them it
/// lays out as a segmented control, as on iOS.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { .init() } }

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view, as SwiftUI's `pickerStyle(_:)`.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style.kind)
    }
}

/// The sizes of the picker styles. Apple publishes none of them; these are Tesselate's choices
/// from UIKit's controls (LayoutRules.md, "Controls").
enum PickerMetrics {
    /// A segmented control's height: UIKit's `UISegmentedControl` since iOS 13, 32 (zelez-lab/dija,
    /// `docs/platforms/ios/components/segmented-control.md`: "Height 32pt"; an open-source app's
    /// constraint comment: "32 … the default UISegmentedControl height"; 29 on iOS 9–12).
    /// Measured 32 on iOS 17 and iOS 26 (criticalmaps/criticalmaps-ios's theme picker, framed 50
    /// and 40 tall: the control is centred in the frame, as wide as offered).
    static let segmentedHeight: CGFloat = 32
    /// A segment's title: 13 points (the same notes: "SF Pro Medium, 13pt"; drawn regular here),
    /// the selected one semibold (iOS 17 and 26, criticalmaps/criticalmaps-ios).
    static let segmentFont = Font.system(size: 13)
    /// iOS 17–18's segments (criticalmaps/criticalmaps-ios's theme picker, iOS 17, 358 wide):
    /// 2 points in from the bar's ends and 6 apart, equal (114 each of three, titles centred at
    /// 74.8, 195 and 314.8); the selected one a white thumb 2 in from the bar's top and bottom
    /// (28 tall); a 1 × 18 separator of (214, 214, 217) centred in each gap not beside the thumb;
    /// the bar `tertiarySystemFill`, (238, 238, 239) on white. iOS 26 splits the bar in thirds and
    /// its snapshots draw no thumb (the glass one is not rendered) and no separators.
    static let segmentInset: CGFloat = 2
    static let segmentGap: CGFloat = 6
    static let separatorSize = CGSize(width: 1, height: 18)
    static let separatorColor = Color(.sRGB, red: 214 / 255, green: 214 / 255, blue: 217 / 255, opacity: 1)
    /// The bar's corner radius on iOS 17–18 and the thumb's (about UIKit's; not measured).
    static let segmentedCornerRadius: CGFloat = 9
    static let thumbCornerRadius: CGFloat = 7
    /// A wheel's height: `UIPickerView`'s 216, and its rows' 32 (zelez-lab/dija,
    /// `docs/platforms/ios/components/picker.md`: "Total height 216pt (default)", "Row height
    /// (default) 32pt"), five rows shown.
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 32
    /// The checkmark of an inline picker's selected row, as the `checkmark` symbol at body size.
    static let checkmarkSize = CGSize(width: 17, height: 17)
}

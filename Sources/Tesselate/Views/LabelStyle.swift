import Foundation

/// How labels lay out their title and icon, as SwiftUI's `LabelStyle`. Set one with
/// `labelStyle(_:)`; write one by building a view from the configuration's `title` and `icon`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The view of a label with `configuration`'s title and icon.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a label a ``LabelStyle`` arranges, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, TypeErasedView {
        let view: any View
        init<V: View>(_ view: V) { self.view = view }
        public typealias Body = Never
    }

    /// The label's icon, as a view.
    public struct Icon: View, TypeErasedView {
        let view: any View
        init<V: View>(_ view: V) { self.view = view }
        public typealias Body = Never
    }

    public var title: Title
    public var icon: Icon
}

/// The automatic label style, as SwiftUI's `DefaultLabelStyle`: title and icon; in a navigation
/// bar or a toolbar the icon only, as on iOS.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

/// The icon, 8 points, then the title, as SwiftUI's `TitleAndIconLabelStyle`; the icon's centre
/// is half the font's cap height above the title's first baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLayout(configuration: configuration) }
}

/// The icon alone, as SwiftUI's `IconOnlyLabelStyle`. VoiceOver still reads the title: a text
/// title is the icon's accessibility label.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if let title = configuration.title.view as? Text {
            configuration.icon.accessibilityLabel(title)
        } else {
            configuration.icon
        }
    }
}

/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension View {
    /// Sets the style of labels in this view, as SwiftUI's `labelStyle(_:)`. The style nearest
    /// the label wins.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}

/// The title-and-icon arrangement: an `HStack` with 8 points between icon and title, aligned on
/// the icon's centre and, in the title, half a cap height above its first baseline.
struct TitleAndIconLayout: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.self) private var environment

    /// The title's guide: half the cap height of the label's font (to the half point) above the
    /// first baseline.
    var halfCapHeight: CGFloat {
        let capHeight = TextMetrics(font: environment.resolvedFont()).capHeight
        return (capHeight * 2).rounded() / 4
    }

    /// In an iOS 26 list row the icon is at the large image scale, centred in a column 23 points
    /// wide, and the title starts 38.333 after the row's content edge, whatever the icon
    /// (measured: the ink of arrow.left.arrow.right, plus and questionmark.circle centred 11.5 in,
    /// questionmark.circle's 20.333 wide at 16 points as SF Pro's large glyph, their titles' ink
    /// at 71.333–72.333 in rows whose content starts at 32; iOS 26.1, home-assistant/iOS's
    /// servers and server-switching screens). The icon is laid out as tall as the title's line:
    /// the row keeps its least height, 51 at the medium size, where the large symbol's frame
    /// (23.6) would make it 53.667.
    private var listColumn: (icon: CGFloat, spacing: CGFloat)? {
        environment.isListRow && environment.osVersion >= .iOS26 ? (23, 115.0 / 3 - 23) : nil
    }

    /// A sidebar row's icon is drawn in its list item tint, else the accent colour (the tint), as
    /// iOS draws sidebars.
    private var tintsIcon: Bool { environment.isListRow && environment.listStyleKind == .sidebar }

    /// The icon, in a sidebar row in its tint.
    private var icon: some View {
        let tints = tintsIcon, tint = environment.listItemTint
        return EnvironmentWriter(content: configuration.icon) { environment in
            guard tints else { return }
            environment.setForegroundStyle(tint.map { AnyShapeStyle($0.color) } ?? AnyShapeStyle(.tint))
        }
    }

    var body: some View {
        if let column = listColumn {
            let line = ceilToPixel(TextMetrics(font: environment.resolvedFont()).lineHeight, environment.displayScale)
            arrangement(icon.imageScale(.large).frame(width: column.icon, height: line), spacing: column.spacing)
        } else {
            arrangement(icon, spacing: 8)
        }
    }

    /// `icon` then the title, `spacing` apart, on the icon's centre and the title's guide.
    private func arrangement(_ icon: some View, spacing: CGFloat) -> some View {
        let half = halfCapHeight
        return HStack(alignment: VerticalAlignment(LabelIconCenter.self), spacing: spacing) {
            icon
            configuration.title.alignmentGuide(VerticalAlignment(LabelIconCenter.self)) { $0[.firstTextBaseline] - half }
        }
    }
}

/// The guide a label aligns its icon's centre and its title on.
enum LabelIconCenter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

/// A label style with its type erased, as the environment keeps it.
typealias AnyLabelStyle = ErasedStyle<LabelStyleConfiguration>

extension ErasedStyle where Configuration == LabelStyleConfiguration {
    nonisolated init<S: LabelStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        let name: String? =
            switch style {
            case is DefaultLabelStyle: nil
            case is TitleAndIconLabelStyle: ".titleAndIcon"
            case is IconOnlyLabelStyle: ".iconOnly"
            case is TitleOnlyLabelStyle: ".titleOnly"
            default: "\(S.self)"
            }
        self.init(dumpName: name) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { MainActor.assumeIsolated { AnyLabelStyle(DefaultLabelStyle()) } }
}

extension EnvironmentValues {
    /// The style of labels in the subtree.
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

import Foundation

/// How a control group is drawn, as SwiftUI's `ControlGroupStyle`. Set one with
/// `controlGroupStyle(_:)`; write one by building a view from the configuration's `content`
/// and `label`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    /// The view of a control group with `configuration`'s controls and label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a control group a ``ControlGroupStyle`` draws, as SwiftUI's
/// `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// A control group's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A control group's controls, with their type erased.
    public struct Content: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The label (an empty view when the group has none).
    public let label: ControlGroupStyleConfiguration.Label
    /// The controls.
    public let content: ControlGroupStyleConfiguration.Content
    /// Whether the group has a label (read by the menu styles).
    let hasLabel: Bool
}

/// iOS's control group, as SwiftUI's `AutomaticControlGroupStyle`: the buttons side by side,
/// bordered, sharing the width, 1 point apart (**chosen**).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) { configuration.content }
            .buttonStyle(.bordered)
            .environment(\.isInControlGroup, true)
    }
}

/// Controls for navigating, as SwiftUI's `NavigationControlGroupStyle`: "On iOS, it renders as
/// individual borderless buttons" (Apple's documentation), side by side with the default
/// spacing.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }.buttonStyle(.borderless)
    }
}

/// A menu of the controls, as SwiftUI's `MenuControlGroupStyle`: the group "presents its
/// content as a menu when the user presses the control" — a ``Menu`` with the group's label,
/// which the testing library opens with `open()`.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// A compact menu of the controls, as SwiftUI's `CompactMenuControlGroupStyle`; drawn as
/// ``MenuControlGroupStyle`` (iOS shows the compact menu's items in a row when opened).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        MenuControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// The controls as a palette, as SwiftUI's `PaletteControlGroupStyle`: "When used outside of
/// menus, this style is rendered as a segmented control" (Apple's documentation), which is the
/// automatic look here.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupStyle().makeBody(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// Sets the style of the control groups in this view, as SwiftUI's `controlGroupStyle(_:)`.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, AnyControlGroupStyle(style))
    }
}

/// A control group style with its type erased, as the environment keeps it (not named in the
/// dump).
typealias AnyControlGroupStyle = ErasedStyle<ControlGroupStyleConfiguration>

extension ErasedStyle where Configuration == ControlGroupStyleConfiguration {
    nonisolated init<S: ControlGroupStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        self.init(dumpName: nil) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyControlGroupStyle { MainActor.assumeIsolated { AnyControlGroupStyle(AutomaticControlGroupStyle()) } }
}

extension EnvironmentValues {
    var controlGroupStyle: AnyControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

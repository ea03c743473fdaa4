import Foundation

/// How a toggle is drawn and flipped, as SwiftUI's `ToggleStyle`. Set one with
/// `toggleStyle(_:)`; write one by building a view from the configuration's `label` and
/// `isOn` (flip it with `configuration.isOn.toggle()`). The testing library's `toggle()` flips
/// the toggle whatever its style.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    /// The view of a toggle with `configuration`'s label and state.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle a ``ToggleStyle`` draws, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// A toggle's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on, bound to the toggle's value.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state: always `false` (Tesselate has no toggles over a
    /// collection of bindings).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

/// The automatic toggle style, as SwiftUI's `DefaultToggleStyle`: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The label, a spacer and the iOS switch, as SwiftUI's `SwitchToggleStyle`; the switch alone
/// under `labelsHidden()`.
public struct SwitchToggleStyle: ToggleStyle {
    private var tint: Color?
    public init() {}
    /// A switch whose track is `tint` when on, as SwiftUI's deprecated `init(tint:)` (iOS 14; the
    /// `tint(_:)` modifier does the same since iOS 15).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use View.tint(_:) instead.")
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentWriter(content: SwitchToggleBody(configuration: configuration)) { [tint] environment in
            if let tint { environment.tintFill = .color(tint) }
        }
    }
}

/// A button that shows the label and flips the toggle, as SwiftUI's `ButtonToggleStyle`: drawn
/// as a `.bordered` button when on and a borderless one when off (Tesselate's rendering of iOS's
/// highlighted and plain states).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        if configuration.isOn {
            Button {
                isOn.wrappedValue.toggle()
            } label: {
                configuration.label
            }.buttonStyle(.bordered)
        } else {
            Button {
                isOn.wrappedValue.toggle()
            } label: {
                configuration.label
            }.buttonStyle(.borderless)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style of toggles in this view, as SwiftUI's `toggleStyle(_:)`.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// The switch style's layout.
struct SwitchToggleBody: View {
    var configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.osVersion) private var os

    var body: some View {
        if labelsHidden {
            RowControlGlyph(part: .switch(isOn: configuration.isOn), size: Toggle<EmptyView>.switchSize(on: os))
        } else {
            HStack {
                configuration.label
                Spacer()
                RowControlGlyph(part: .switch(isOn: configuration.isOn), size: Toggle<EmptyView>.switchSize(on: os))
            }
        }
    }
}

/// A toggle style with its type erased, as the environment keeps it (the automatic and switch
/// styles are not named in the dump).
typealias AnyToggleStyle = ErasedStyle<ToggleStyleConfiguration>

extension ErasedStyle where Configuration == ToggleStyleConfiguration {
    nonisolated init<S: ToggleStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        let name: String? =
            switch style {
            case is DefaultToggleStyle, is SwitchToggleStyle: nil
            case is ButtonToggleStyle: ".button"
            default: "\(S.self)"
            }
        self.init(dumpName: name) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { MainActor.assumeIsolated { AnyToggleStyle(DefaultToggleStyle()) } }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

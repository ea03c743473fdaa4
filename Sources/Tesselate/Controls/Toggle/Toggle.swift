import Foundation

/// A control that turns a value on and off, as SwiftUI's `Toggle`, drawn by its
/// ``ToggleStyle`` (the iOS switch unless `toggleStyle(_:)` says otherwise).
///
/// Layout of the switch style: the label on the leading side and the switch on the trailing
/// side, with a `Spacer` between, so a toggle takes all the width it is offered (its ideal width
/// is the label, 8 points and the switch); under `labelsHidden()` it is the switch alone. The
/// switch is a `UISwitch`, 51×31 points whatever it is offered (63×28 on iOS 26) (its frame logged by UIKit:
/// "frame = (0 0; 51 31)", c4ios.com "Hacking UISwitch"; OpenSwiftUI's `SwitchToggleStyle` wraps a
/// `UISwitch` with `.fixedSize()`). The testing library flips it with `toggle()`.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    public typealias Body = Never

    /// A toggle bound to `isOn`, described by `label`.
    @MainActor public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The size of the iOS switch (`UISwitch`) on `os`: 51×31 up to iOS 18; 63×28 on iOS 26
    /// (measured: the track of both switches of home-assistant/iOS's server-switching screen,
    /// iOS 26.1, 3x).
    static func switchSize(on os: OSVersion) -> CGSize {
        os >= .iOS26 ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31)
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let isOn = self.isOn
        let style = context.environment.toggleStyle
        let configuration = ToggleStyleConfiguration(label: .init(view: label), isOn: isOn, isMixed: false)
        // Toggles inside a style's body (`Toggle(configuration)`) are drawn as switches.
        let content = style.body(configuration).environment(\.toggleStyle, AnyToggleStyle(DefaultToggleStyle()))
        resolver.resolveControl(
            kind: .toggle, attributes: [DumpAttribute("isOn", "\(isOn.wrappedValue)")] + style.dumpAttributes,
            action: .toggle { isOn.wrappedValue.toggle() }, content: content, context, into: &nodes)
        if context.environment.labelsHidden {
            resolver.setImplicitAccessibility(nodes[nodes.count - 1], label: resolver.accessibilityText(of: label, context))
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle bound to `isOn` with the text `title` as its label.
    @MainActor public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, as SwiftUI's `init(_:)`: drawn in the switch
    /// style (SwiftUI uses the style around the one being defined).
    @MainActor public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Toggle: View, PrimitiveView {}

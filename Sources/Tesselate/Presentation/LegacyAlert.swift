import Foundation

/// An alert described as a value, as SwiftUI's iOS 13 `Alert` (deprecated for
/// `alert(_:isPresented:actions:message:)`), shown with `alert(isPresented:content:)` or
/// `alert(item:content:)`.
///
/// It is presented as the newer alerts are (see `alert(_:isPresented:actions:)`): a 270-point
/// box centred in the window with the title, the message and the buttons, found and tapped by the
/// testing library as any alert's; tapping a button runs its action and dismisses the alert.
/// Without buttons the alert has an "OK" button; two buttons are side by side, a cancel button
/// leading (as UIKit puts it, whichever is the primary one).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (`nil`: an "OK" button that only dismisses).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons side by side, the primary one first unless the secondary one is
    /// a cancel button, which leads.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        enum Style { case `default`, cancel, destructive }
        let label: Text
        let style: Style
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, style: .default, action: action)
        }

        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, style: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel" (the system's label in English).
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), style: .cancel, action: action)
        }

        /// A button for a destructive action, drawn red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, style: .destructive, action: action)
        }

        var role: ButtonRole? {
            switch style {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }
}

/// The buttons of an ``Alert`` or an ``ActionSheet`` as `Button` views, in order.
struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Tesselate.Button(role: button.role, action: { button.action?() }, label: { button.label })
        }
    }
}

extension View {
    /// Presents `content()`'s alert while `isPresented` is true, as SwiftUI's deprecated
    /// `alert(isPresented:content:)`; tapping a button sets `isPresented` to false.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modified(
            PresentationModifier(
                kind: .alert, isPresented: alert != nil, dismiss: { isPresented.wrappedValue = false },
                content: { AnyView(alert.map { LegacyAlertBox(alert: $0) }) }))
    }

    /// Presents the alert `content(item)` makes while `item` is not `nil`, as SwiftUI's deprecated
    /// `alert(item:content:)`; a new item (another id) is a new alert, and tapping a button sets
    /// the item to `nil`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let current = item.wrappedValue
        let alert = current.map(content)
        return modified(
            PresentationModifier(
                kind: .alert, isPresented: alert != nil, id: current.map { AnyHashable($0.id) },
                dismiss: { item.wrappedValue = nil }, content: { AnyView(alert.map { LegacyAlertBox(alert: $0) }) }))
    }
}

/// An ``Alert`` drawn as the newer alerts' box.
struct LegacyAlertBox {
    let alert: Alert
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension LegacyAlertBox: View {
    var body: some View {
        AlertBox(title: alert.title, message: alertMessage(alert.message), actions: LegacyAlertButtons(buttons: alert.buttons))
    }
}

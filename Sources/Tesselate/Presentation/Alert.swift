import Foundation

extension View {
    /// Presents an alert while `isPresented` is true, as SwiftUI's `alert(_:isPresented:actions:)`:
    /// a 270-point box centred in the window with the title and the action buttons (an "OK"
    /// button when there are none). Tapping any of its buttons runs it and dismisses the alert.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        alertBox(Text(titleKey), isPresented, actions(), nil as EmptyView?)
    }

    /// An alert titled with a string shown as it is.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        alertBox(Text(title), isPresented, actions(), nil as EmptyView?)
    }

    /// An alert titled with a text.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertBox(title, isPresented, actions(), nil as EmptyView?)
    }

    /// An alert with a message under its title, as SwiftUI's `alert(_:isPresented:actions:message:)`.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertBox(Text(titleKey), isPresented, actions(), message())
    }

    /// An alert titled with a string, with a message.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertBox(Text(title), isPresented, actions(), message())
    }

    /// An alert titled with a text, with a message.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertBox(title, isPresented, actions(), message())
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`, as
    /// SwiftUI's `alert(_:isPresented:presenting:actions:)`: the actions are built from the data.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertBox(Text(titleKey), presenting(isPresented, data), data.map(actions), nil as EmptyView?)
    }

    /// An alert about `data` titled with a string, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:)` with a string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertBox(Text(title), presenting(isPresented, data), data.map(actions), nil as EmptyView?)
    }

    /// An alert about `data` titled with a text.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertBox(title, presenting(isPresented, data), data.map(actions), nil as EmptyView?)
    }

    /// An alert about `data` with a message built from it, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alertBox(Text(titleKey), presenting(isPresented, data), data.map(actions), data.map(message))
    }

    /// An alert about `data` titled with a string, with a message built from it.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alertBox(Text(title), presenting(isPresented, data), data.map(actions), data.map(message))
    }

    /// An alert about `data` titled with a text, with a message built from it.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alertBox(title, presenting(isPresented, data), data.map(actions), data.map(message))
    }

    /// Presented while `isPresented` is true and there is data; dismissing sets it false.
    nonisolated private func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        let hasData = data != nil
        return Binding(get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
    }

    nonisolated private func alertBox<A: View, M: View>(_ title: Text, _ isPresented: Binding<Bool>, _ actions: A, _ message: M?)
        -> some View
    {
        let shown = alertMessage(message)
        return modified(
            PresentationModifier(
                kind: .alert, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
                content: { AnyView(AlertBox(title: title, message: shown, actions: AlertActions(actions: actions))) }))
    }
}

/// An alert's message as its box shows it. An empty text is UIKit's empty message label: it takes
/// no height, but the 4 points above it stay (iOS 16.4, pkozielecki/ios-swiftui-navigation's
/// alert with `message: { Text("") }`: its title area is 64 tall).
func alertMessage<M: View>(_ message: M?) -> AnyView? {
    guard let message else { return nil }
    if let text = message as? Text, text.content.isEmpty, text.runs.allSatisfy({ $0.format == nil }) {
        return AnyView(Color.clear.frame(height: 0))
    }
    return AnyView(message)
}

/// The alert's box: the title (headline) and message (footnote) centred, 20 above and below and
/// 16 at the sides; a divider; the buttons, 44 tall, side by side when there are two (the one
/// with the cancel role leading, a hairline between them), else one under the other. A button
/// with the cancel role is semibold. On iOS 26 the box of ``glassBody``.
///
/// An `alert` with a destructive button and none with the cancel role gets a "Cancel" button
/// after its own (``AlertActions``; iOS 15 and later: enebin.medium.com, "Adding destructive
/// button always adds cancel button too"; iOS 26, teufelaudio/HostedSnapshotHelper's alert: "OH
/// NO!" (destructive), "Hell yeah!", then a "Cancel" its code does not declare).
struct AlertBox<Actions: View> {
    var title: Text
    var message: AnyView?
    var actions: Actions
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension AlertBox: View {
    var body: some View { AlertBoxLayout(title: title, message: message, actions: actions) }
}

/// An alert's actions with the "Cancel" iOS adds after a destructive button when none has the
/// cancel role (the `alert` modifiers'; a legacy `Alert` shows the buttons it is given).
struct AlertActions<Actions: View> {
    var actions: Actions
}

extension AlertActions: View {
    var body: some View {
        actions
        if PresentationButtons.addsCancel(to: actions) { Button("Cancel", role: .cancel) {} }
    }
}

/// The box of ``AlertBox``, by the release the host models (a separate view: an environment
/// property would make `AlertBox`'s memberwise initialiser private to its file).
struct AlertBoxLayout<Actions: View>: View {
    var title: Text
    var message: AnyView?
    var actions: Actions
    @Environment(\.osVersion) private var os

    var body: some View {
        if os >= .iOS26 {
            glassBody
        } else {
            classicBody
        }
    }

    private var classicBody: some View {
        let count = PresentationButtons.count(of: actions)
        return VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline)
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 20)
            .frame(maxWidth: .infinity)
            Divider()
            if count == 0 {
                Button("OK") {}.frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
            } else if count == 2 {
                AlertButtonRow {
                    actions.frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
                    Divider()
                }
            } else {
                VStack(spacing: 0) { actions.frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight) }
            }
        }
        .environment(\.emphasizesCancelButton, true)
        .frame(width: PresentationMetrics.alertWidth)
        .background(RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius).fill(PresentationMetrics.boxFill))
    }
}

/// An alert's two buttons side by side, each half the width, and the hairline between them (the
/// last subview), as iOS draws them: the button with the cancel role leads wherever it is listed
/// (iOS 16.4, pkozielecki/ios-swiftui-navigation: "Cancel" leads a destructive "Delete" listed
/// before it; the hairline is at the middle, 1/3 point wide at 3x).
struct AlertButtonRow: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let buttons = Array(subviews.dropLast())
        // Typed steps: the chain of `??`, `max` and `map` in one expression took 120 ms to type-check.
        var widest: CGFloat = 0
        for button in buttons { widest = max(widest, button.sizeThatFits(.unspecified).width) }
        let width: CGFloat = proposal.width ?? widest * 2
        let half = ProposedViewSize(width: width / 2, height: nil)
        var tallest: CGFloat = 0
        for button in buttons { tallest = max(tallest, button.sizeThatFits(half).height) }
        return CGSize(width: width, height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let all = Array(subviews)
        guard let hairline = all.last else { return }
        var buttons = Array(all.dropLast())
        if let cancel = buttons.firstIndex(where: { PresentationButtons.hasCancelRole($0.node, in: $0.engine.tree) }), cancel > 0 {
            buttons.insert(buttons.remove(at: cancel), at: 0)
        }
        let half = bounds.width / 2
        for (slot, button) in buttons.enumerated() {
            button.place(
                at: CGPoint(x: bounds.minX + CGFloat(slot) * half, y: bounds.minY),
                proposal: ProposedViewSize(width: half, height: bounds.height))
        }
        hairline.place(at: CGPoint(x: bounds.minX + half, y: bounds.minY), proposal: ProposedViewSize(width: nil, height: bounds.height))
    }
}

struct EmphasizesCancelButtonKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a button with the cancel role draws its label semibold (in an alert, as UIKit's
    /// cancel action).
    var emphasizesCancelButton: Bool {
        get { self[EmphasizesCancelButtonKey.self] }
        set { self[EmphasizesCancelButtonKey.self] = newValue }
    }
}

/// Counting a presentation's buttons from a resolution of their own (as a `Picker` reads its
/// options).
enum PresentationButtons {
    @MainActor static func count<V: View>(of view: V) -> Int {
        let scratch = Resolver()
        var nodes: [NodeIndex] = []
        scratch.resolve(view, ResolveContext(identity: 0, environment: EnvironmentValues()), into: &nodes)
        return nodes.count
    }

    /// Whether one of them has the cancel role.
    @MainActor static func hasCancel<V: View>(_ view: V) -> Bool { roles(in: view).contains("role: .cancel") }

    /// Whether iOS adds a "Cancel" button to an alert with these buttons: one is destructive and
    /// none has the cancel role.
    @MainActor static func addsCancel<V: View>(to view: V) -> Bool {
        let roles = roles(in: view)
        return roles.contains("role: .destructive") && !roles.contains("role: .cancel")
    }

    /// The roles of the buttons in `view`, as their dumps name them.
    @MainActor private static func roles<V: View>(in view: V) -> Set<String> {
        let scratch = Resolver()
        var nodes: [NodeIndex] = []
        scratch.resolve(view, ResolveContext(identity: 0, environment: EnvironmentValues()), into: &nodes)
        return Set(
            (0..<scratch.tree.count).flatMap { index in
                ((scratch.tree[index].behavior as? ControlNode)?.attributes ?? []).map(\.description).filter { $0.hasPrefix("role: ") }
            })
    }

    /// Whether `node` or a view inside it is a button with the cancel role.
    @MainActor static func hasCancelRole(_ node: NodeIndex, in tree: ResolvedTree) -> Bool {
        isCancel(tree[node].behavior) || tree[node].children.contains { hasCancelRole($0, in: tree) }
    }

    @MainActor private static func isCancel(_ behavior: any NodeBehavior) -> Bool {
        (behavior as? ControlNode)?.attributes.contains { $0.description == "role: .cancel" } ?? false
    }
}

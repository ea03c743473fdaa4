import Foundation

/// A control that shows a list of actions when opened, as SwiftUI's `Menu` on iOS.
///
/// Closed, it is its label drawn as a borderless button (in the tint), whose text centres its
/// lines unless the label sets another `multilineTextAlignment` (iOS 17.0.1: a three-line label
/// at accessibility5, bitwarden/authenticator-ios; bitwarden/ios sets `.leading` and `.trailing`
/// on its menu rows' texts to keep them at the edges). The testing library opens
/// it with `open()`, or with `tap()` unless it has a primary action, which a tap runs instead
/// (Apple: "the action to perform on primary interaction with the menu"; the menu then opens on
/// a long press, which `open()` stands for). Open, its items show below the label, from its
/// leading edge, in a `VStack` on a material background laid over what follows (they take no
/// room in the layout, as iOS's menu is a pop-over; unlike iOS they are not moved to stay in the
/// window), and tapping one runs it and closes the menu. The dump shows `isOpen`.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false

    /// A menu of `content` shown as `label`.
    @MainActor public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu of `content` shown as `label`, whose tap runs `primaryAction` (a long press opens
    /// it). `primaryAction` is a plain closure, called on the main actor, as a ``Button``'s action.
    @MainActor public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        let callback = MainActorBound(primaryAction)
        self.primaryAction = { callback.value() }
    }

    public var body: some View {
        MenuControl(label: label, content: content, primaryAction: primaryAction, isOpen: $isOpen)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized key, whose tap runs `primaryAction`.
    @MainActor public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title`, whose tap runs `primaryAction`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Tesselate.Label<Text, Image> {
    /// A menu titled with a localized key and a system symbol.
    @MainActor public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tesselate.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled `title` with a system symbol.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tesselate.Label(title, systemImage: systemImage) }
    }

    /// A menu titled with a localized key and a system symbol, whose tap runs `primaryAction`.
    @MainActor public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Tesselate.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// A menu titled `title` with a system symbol, whose tap runs `primaryAction`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Tesselate.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

/// The menu's control node: the label and, when open, the items.
struct MenuControl<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    let isOpen: Binding<Bool>
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let isOpen = self.isOpen
        let tint = context.environment.tintFill?.representativeColor ?? .accentColor
        let shown = label.multilineTextAlignment(.center).foregroundColor(tint).overlay(alignment: .bottomLeading) {
            if isOpen.wrappedValue {
                VStack(alignment: .leading, spacing: 12) { content }
                    .padding(12)
                    .fixedSize()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
                    .simultaneousGesture(TapGesture().onEnded { isOpen.wrappedValue = false })
                    .alignmentGuide(.bottom) { $0[.top] }
            }
        }
        resolver.resolveControl(
            kind: .menu, attributes: [DumpAttribute("isOpen", "\(isOpen.wrappedValue)")],
            action: .menu(open: { isOpen.wrappedValue = true }, primaryAction: primaryAction),
            content: shown, context, into: &nodes)
    }
}

import Foundation

/// Related controls shown together, as SwiftUI's `ControlGroup`, drawn by the environment's
/// ``ControlGroupStyle``. iOS's automatic look puts its buttons side by side in an `HStack`
/// with 1 point between them, each drawn `.bordered` and taking an equal share of the width (the
/// spacing is Tesselate's choice, not measured); the label, when given, is used by the menu
/// styles.
public struct ControlGroup<Content: View>: View {
    let content: Content
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls in `content`.
    @MainActor public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let parts = content as? any LabeledControlGroupParts
        style.body(
            ControlGroupStyleConfiguration(
                label: .init(view: parts?.labelView ?? EmptyView()), content: .init(view: parts?.contentView ?? content),
                hasLabel: parts != nil))
    }
}

extension ControlGroup {
    /// A group of the controls in `content` described by `label`.
    @MainActor public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A group of the controls in `content` titled with a localized key.
    @MainActor public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of the controls in `content` titled `title`.
    @_disfavoredOverload
    @MainActor public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group of the controls in `content` titled with a localized key and a symbol.
    @MainActor public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// A group of the controls in `content` titled `title` and a symbol.
    @_disfavoredOverload
    @MainActor public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

/// The content of a control group with a label, as SwiftUI's `LabeledControlGroupContent`: its
/// controls (the label is the group's, for its style).
public struct LabeledControlGroupContent<Content: View, Label: View>: View, LabeledControlGroupParts {
    let content: Content
    let label: Label

    public var body: some View { content }

    var contentView: any View { content }
    var labelView: any View { label }
}

/// A control group's content that carries a label.
@MainActor
protocol LabeledControlGroupParts {
    var contentView: any View { get }
    var labelView: any View { get }
}

struct IsInControlGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether buttons are in a ``ControlGroup``: a bordered one then takes all the width offered.
    var isInControlGroup: Bool {
        get { self[IsInControlGroupKey.self] }
        set { self[IsInControlGroupKey.self] = newValue }
    }
}

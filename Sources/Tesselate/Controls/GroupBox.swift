import Foundation

/// A box around related content with an optional label, as SwiftUI's `GroupBox` on iOS: the
/// label (in the headline font) above the content in a leading-aligned `VStack`, 16 points of
/// padding, on a rounded rectangle (radius 8) of the secondary grouped background colour
/// (242, 242, 247). The padding and radius are Tesselate's choices, not measured.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box of `content` titled with `label`.
    @MainActor public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if Label.self != EmptyView.self { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    @MainActor public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of `content` titled `title`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

import Foundation

/// How a group box is drawn, as SwiftUI's `GroupBoxStyle`. Set one with `groupBoxStyle(_:)`;
/// write one by building a view from the configuration's `label` and `content`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    /// The view of a group box with `configuration`'s label and content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a group box a ``GroupBoxStyle`` draws, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A group box's content, with its type erased.
    public struct Content: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The label (an empty view when the box has none).
    public let label: GroupBoxStyleConfiguration.Label
    /// The content.
    public let content: GroupBoxStyleConfiguration.Content
    /// Whether the box has a label (read by the automatic style).
    let hasLabel: Bool
}

/// iOS's group box, as SwiftUI's `DefaultGroupBoxStyle`: the label (headline) above the content
/// in a leading-aligned stack, 16 points of padding, on a rounded rectangle (radius 8) of the
/// secondary grouped background colour (242, 242, 247); padding and radius are Tesselate's
/// choices, not measured.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            if configuration.hasLabel { configuration.label.font(.headline) }
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of the group boxes in this view, as SwiftUI's `groupBoxStyle(_:)`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}

/// A group box style with its type erased, as the environment keeps it (not named in the dump).
typealias AnyGroupBoxStyle = ErasedStyle<GroupBoxStyleConfiguration>

extension ErasedStyle where Configuration == GroupBoxStyleConfiguration {
    nonisolated init<S: GroupBoxStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        self.init(dumpName: nil) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { MainActor.assumeIsolated { AnyGroupBoxStyle(DefaultGroupBoxStyle()) } }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

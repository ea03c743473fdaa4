import Foundation

/// How a disclosure group is drawn, as SwiftUI's `DisclosureGroupStyle`. Set one with
/// `disclosureGroupStyle(_:)`; write one from the configuration's `label`, `content` and
/// `isExpanded` (a binding the style may flip). Whatever the style draws, the group stays a
/// control the testing library opens with `open()`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The view of a disclosure group with `configuration`'s label, content and expansion.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a disclosure group a ``DisclosureGroupStyle`` draws, as SwiftUI's
/// `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    /// A disclosure group's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A disclosure group's content, with its type erased.
    public struct Content: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content, shown when the group is expanded (the style decides).
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// iOS's disclosure group outside a list, as SwiftUI's `DefaultDisclosureGroupStyle`: a button
/// row of the label, a spacer and a 12×17 chevron that flips the group, and the content below it
/// when expanded, in a leading-aligned `VStack` with the default spacing.
public struct DefaultDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    ControlGlyph(part: .chevron, size: CGSize(width: 12, height: 17))
                }
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    public static var automatic: DefaultDisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups in this view, as SwiftUI's
    /// `disclosureGroupStyle(_:)`.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyDisclosureGroupStyle(style))
    }
}

/// A disclosure group style with its type erased, as the environment keeps it (not named in the
/// dump).
typealias AnyDisclosureGroupStyle = ErasedStyle<DisclosureGroupStyleConfiguration>

extension ErasedStyle where Configuration == DisclosureGroupStyleConfiguration {
    nonisolated init<S: DisclosureGroupStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        self.init(dumpName: nil) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyDisclosureGroupStyle {
        MainActor.assumeIsolated { AnyDisclosureGroupStyle(DefaultDisclosureGroupStyle()) }
    }
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyDisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

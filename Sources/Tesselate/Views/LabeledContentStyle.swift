import Foundation

/// How labeled content is laid out, as SwiftUI's `LabeledContentStyle`. Set one with
/// `labeledContentStyle(_:)`; write one from the configuration's `label` and `content`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view of labeled content with `configuration`'s label and content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of labeled content a ``LabeledContentStyle`` lays out, as SwiftUI's
/// `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    /// The label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The content, with its type erased.
    public struct Content: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

/// iOS's automatic style, as SwiftUI's `AutomaticLabeledContentStyle`: the label leading, a
/// spacer, and the content trailing in the secondary style; at the accessibility Dynamic Type
/// sizes (`.accessibility1` and larger) the label above the content, both leading, as iOS
/// stacks a row's label and value when the text is that large. The gap between them is 2 pixels
/// (0.667 points) to iOS 18 and 12 (4) on iOS 26: StanfordSpezi/SpeziViews' recordings of a
/// row at `.accessibility3` on an iPhone 13 Pro, iOS 18 and iOS 26 (measured at that size only).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContent(configuration: configuration)
    }
}

/// The automatic style's view: it reads the Dynamic Type size its content is shown at.
struct AutomaticLabeledContent: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.osVersion) private var os

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: os >= .iOS26 ? 4 : 2.0 / 3) {
                configuration.label
                configuration.content.foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                configuration.label
                Spacer()
                configuration.content.foregroundStyle(.secondary)
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets the style of the labeled content in this view, as SwiftUI's `labeledContentStyle(_:)`.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, AnyLabeledContentStyle(style))
    }
}

/// A labeled-content style with its type erased, as the environment keeps it (not named in the
/// dump).
typealias AnyLabeledContentStyle = ErasedStyle<LabeledContentStyleConfiguration>

extension ErasedStyle where Configuration == LabeledContentStyleConfiguration {
    nonisolated init<S: LabeledContentStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        self.init(dumpName: nil) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle {
        MainActor.assumeIsolated { AnyLabeledContentStyle(AutomaticLabeledContentStyle()) }
    }
}

extension EnvironmentValues {
    var labeledContentStyle: AnyLabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

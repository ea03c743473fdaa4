import Foundation

/// How a progress view is drawn, as SwiftUI's `ProgressViewStyle`. Set one with
/// `progressViewStyle(_:)`; write one by building a view from the configuration's
/// `fractionCompleted`, `label` and `currentValueLabel`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view of a progress view with `configuration`'s progress and labels.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view a ``ProgressViewStyle`` draws, as SwiftUI's
/// `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A progress view's current-value label, with its type erased.
    public struct CurrentValueLabel: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The fraction done, 0…1; `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, `nil` when the progress view has none.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, `nil` when the progress view has none.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The platform's style, as SwiftUI's `DefaultProgressViewStyle`: a spinner when indeterminate,
/// a bar otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewBody(
            fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// A bar, as SwiftUI's `LinearProgressViewStyle`: an indeterminate one shows an empty track.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bar filled in `tint` (deprecated in SwiftUI for `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewBody(
            fraction: configuration.fractionCompleted ?? 0, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel
        )
        .tint(tint)
    }
}

/// A spinner, as SwiftUI's `CircularProgressViewStyle`: on iOS it spins whether or not the
/// progress is known.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A spinner in `tint` (deprecated in SwiftUI for `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewBody(fraction: nil, label: configuration.label, currentValueLabel: configuration.currentValueLabel).tint(tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style of the progress views in this view, as SwiftUI's `progressViewStyle(_:)`.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

/// A progress view style with its type erased, as the environment keeps it.
typealias AnyProgressViewStyle = ErasedStyle<ProgressViewStyleConfiguration>

extension ErasedStyle where Configuration == ProgressViewStyleConfiguration {
    nonisolated init<S: ProgressViewStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        let name: String? =
            switch style {
            case is DefaultProgressViewStyle: nil
            case is LinearProgressViewStyle: ".linear"
            case is CircularProgressViewStyle: ".circular"
            default: "\(S.self)"
            }
        self.init(dumpName: name) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { MainActor.assumeIsolated { AnyProgressViewStyle(DefaultProgressViewStyle()) } }
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

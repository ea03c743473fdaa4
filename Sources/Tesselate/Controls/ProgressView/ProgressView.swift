import Foundation

/// A view that shows a task's progress, as SwiftUI's `ProgressView` on iOS.
///
/// Without a value (or with a `nil` one) it is indeterminate: iOS's spinner, a
/// `UIActivityIndicatorView` of 20×20 points (19×19 on iOS 26; 37×37 under `controlSize(.large)`
/// or `.extraLarge`), with the label below it in the secondary colour. With a value it is a linear
/// bar: the label above, then a 4-point track as wide as offered with the fraction `value / total`
/// filled in the tint, then the current-value label below. A value outside `0...total` is
/// clamped and a total that is not positive shows an empty bar, each with a diagnostic. The
/// dump shows the fraction (`value: 0.5`) or `indeterminate`.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    public typealias Body = Never

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label, currentValueLabel: CurrentValueLabel) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        guard let given = value else { fraction = nil; problem = nil; return }
        let total = Double(total), value = Double(given)
        if !(total > 0) || !total.isFinite {
            fraction = 0
            problem = "ProgressView: total \(total) is not a positive number; the bar is empty"
        } else if !(0...total).contains(value) {
            fraction = value.isNaN ? 0 : Swift.min(Swift.max(value / total, 0), 1)
            problem = "ProgressView: value \(value) is outside 0...\(total); it is clamped"
        } else {
            fraction = value / total
            problem = nil
        }
    }

    /// The spinner's side for `controlSize`: `UIActivityIndicatorView`'s medium (20; 19 on iOS 26,
    /// measured on iOS 26.2, hiragram/tweakable's loading screen: a background behind
    /// `ProgressView()` paints a 19-point square) and large styles. The large one is 35.667 (107
    /// pixels at 3x), not UIKit's documented 37: iOS 17.0.1, bitwarden/ios's loading overlay, its
    /// ink 35.333 square 16 below the card's top, the card 92.667 tall around it and a headline
    /// label (light and dark). iOS 26 is not measured and takes the same.
    static func spinnerSide(_ controlSize: ControlSize, os: OSVersion = .default) -> CGFloat {
        controlSize == .large || controlSize == .extraLarge ? 107.0 / 3 : os >= .iOS26 ? 19 : 20
    }
    /// The linear track's height.
    static var barHeight: CGFloat { 4 }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let problem { resolver.report(.invalidValue, problem, context) }
        let attribute = DumpAttribute("value", fraction.map { "\($0)" } ?? "indeterminate")
        let showsLabel = !context.environment.labelsHidden
        let style = context.environment.progressViewStyle
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: showsLabel && Label.self != EmptyView.self ? ProgressViewStyleConfiguration.Label(view: label) : nil,
            currentValueLabel: CurrentValueLabel.self != EmptyView.self
                ? ProgressViewStyleConfiguration.CurrentValueLabel(view: currentValueLabel) : nil)
        resolver.resolveContainer(
            NamedContainerNode(kindName: "ProgressView", attributes: [attribute] + style.dumpAttributes),
            content: style.body(configuration),
            context, into: &nodes)
        resolver.setImplicitAccessibility(
            nodes[nodes.count - 1], label: showsLabel ? nil : resolver.accessibilityText(of: label, context),
            value: fraction.map(accessibilityPercent) ?? "In progress", isElement: true)
    }
}

/// The spinner or the bar with their labels (the built-in styles' look).
struct ProgressViewBody: View {
    var fraction: Double?
    var label: ProgressViewStyleConfiguration.Label?
    var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tintFill) private var tint
    @Environment(\.osVersion) private var os

    var body: some View {
        if let fraction {
            VStack(alignment: .leading) {
                if let label { label }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.gray.opacity(0.3))
                        Capsule().fill(tint?.representativeColor ?? .accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: ProgressView<EmptyView, EmptyView>.barHeight)
                if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
            }
        } else {
            VStack {
                ControlGlyph(
                    part: .activityIndicator,
                    size: CGSize(
                        width: ProgressView<EmptyView, EmptyView>.spinnerSide(controlSize, os: os),
                        height: ProgressView<EmptyView, EmptyView>.spinnerSide(controlSize, os: os)))
                if let label { label.foregroundStyle(.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the spinner.
    @MainActor public init() {
        self.init(value: Double?.none, total: 1, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A progress view of `value` out of `total`; indeterminate when `value` is `nil`.
    @MainActor public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with `label` below the spinner.
    @MainActor public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, total: 1, label: label(), currentValueLabel: EmptyView())
    }

    /// A progress view of `value` out of `total` with `label` above the bar.
    @MainActor public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView {
    /// A progress view of `value` out of `total` with `label` above the bar and
    /// `currentValueLabel` below it.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey) {
        self.init(value: Double?.none, total: 1, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// An indeterminate progress view titled `title`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none, total: 1, label: Text(title), currentValueLabel: EmptyView())
    }

    /// A progress view of `value` out of `total` titled with a localized key.
    @MainActor public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A progress view of `value` out of `total` titled `title`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: EmptyView())
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ProgressView: View, PrimitiveView {}

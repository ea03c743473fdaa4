import Foundation
import Tesselate

/// Why a view has its frame: the chain of proposals from the window down to the view, and at
/// each level the rule that decided, in words (``description``) and as JSON (``json``).
///
/// Made by `host.explain(match)` or `host.explain(.text("Title"))`. Each ``Step`` is one view
/// of the chain, the root first and the explained view last: the proposal its parent made, the
/// size it chose, its frame, and the ``Rule`` that turned one into the other, with the numbers
/// (`fixed width 200`, `VStack offered 743: spacing 20 × 2 leaves 703, …`). The explanation
/// says what the recorded numbers show; where the rule is not known, it says the view sized
/// itself.
public struct LayoutExplanation: Sendable, CustomStringConvertible {
    /// The version of the JSON form, its `schema` member: `tesselate.explain/1`.
    public static let schema = "tesselate.explain/1"

    /// The rule a level of the chain followed.
    public enum Rule: String, CaseIterable, Sendable {
        /// `frame(width:height:)`: the fixed dimensions, whatever is offered; the others pass
        /// through.
        case fixedFrame
        /// `frame(minWidth:idealWidth:maxWidth:…)`: the offered length (or the child's)
        /// clamped to the limits.
        case flexibleFrame
        /// An `HStack` or `VStack` (lazy ones too): the offer less the spacing, shared among the
        /// children by layout priority, then least flexible first.
        case stack
        /// A `ZStack`, `background`, `overlay` or `mask`: layers offered the same proposal.
        case layers
        /// `padding`: the offer less the insets to the child, the child's size plus the insets.
        case padding
        /// `fixedSize`: the ideal size (a `nil` proposal) on the fixed axes.
        case fixedSize
        /// The safe area: the window's (what the host proposes to the root), `safeAreaPadding`,
        /// `safeAreaInset` or `ignoresSafeArea`.
        case safeArea
        /// A `Text`: its lines in the offered width, and whether it is cut short.
        case text
        /// `aspectRatio`: the rectangle of the ratio that fits or fills the offer.
        case aspectRatio
        /// A `ScrollView`: the offered size, and `nil` (the ideal length) offered to its content
        /// along the axes it scrolls.
        case scrollView
        /// A `ViewThatFits`: the first child whose ideal size fits the offer, or the last.
        case viewThatFits
        /// A `NavigationStack`: the page is offered the stack's size less its bars.
        case navigationStack
        /// A list's sections, a section's card and a list row: the style's gaps and margins, the
        /// row insets, the least row height.
        case list
        /// A `Grid`, `GridRow`, `LazyVGrid` or `LazyHGrid`: columns and rows sized by their cells
        /// or by their grid items.
        case grid
        /// A `Layout` the app declares: its `sizeThatFits` and `placeSubviews` decided.
        case customLayout
        /// A view that passes the proposal on to its only child and takes its size.
        case passesThrough
        /// Any other view: it chose its size for the proposal by its own rule.
        case sizedItself
    }

    /// One view of the chain.
    public struct Step: Sendable {
        /// The view's path, as `ViewMatch`'s `path` and the dump name it.
        public let path: String
        /// The view's kind as the dump names it.
        public let kind: ViewKind
        /// The view's dump line without its frame: `frame(width: 200)`.
        public let summary: String
        /// The proposal the view was placed with (`nil` when it was not placed).
        public let proposal: ProposedViewSize?
        /// The size the view chose for that proposal (before rounding to pixels).
        public let size: CGSize
        /// The frame in window coordinates, rounded to pixels as drawn.
        public let frame: CGRect
        /// The rule that decided.
        public let rule: Rule
        /// The rule with its numbers, in words.
        public let detail: String
        /// For a ``Rule/stack`` step offered a length along its axis: how the stack shared it
        /// among its children, step by step; `nil` otherwise.
        public let stackSharing: StackSharing?
    }

    /// The explained view's path.
    public let path: String
    /// The window's size.
    public let window: CGSize
    /// The chain, the root first and the explained view last.
    public let steps: [Step]

    /// The explanation in words, a paragraph a level:
    ///
    /// ```
    /// Why VStack/frame[2]/TextField is 200×34 at (96.667, 776):
    /// 1. padding(8) — offered 393×759, chose 216×759 [padding]
    ///    The host proposed its safe area, 393×759 (the window is 393×852). …
    /// ```
    public var description: String {
        guard let last = steps.last else { return "Why \(path): the view was not found in the layout" }
        var lines = ["Why \(path) is \(Self.size(last.size)) at (\(formatNumber(last.frame.minX)), \(formatNumber(last.frame.minY))):"]
        for (index, step) in steps.enumerated() {
            let offered = step.proposal.map { "offered \($0), " } ?? "not placed, "
            lines.append("\(index + 1). \(step.summary) — \(offered)chose \(Self.size(step.size)) [\(step.rule.rawValue)]")
            lines.append("   " + step.detail)
        }
        return lines.joined(separator: "\n")
    }

    /// `W×H` with the dump's rounding.
    static func size(_ size: CGSize) -> String { "\(formatNumber(size.width))×\(formatNumber(size.height))" }
}

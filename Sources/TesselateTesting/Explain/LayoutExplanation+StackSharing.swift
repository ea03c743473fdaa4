import Foundation
import Tesselate

extension LayoutExplanation {
    /// How an `HStack` or `VStack` (lazy ones too) shared the length it was offered among its
    /// children, re-derived step by step from the numbers the layout pass recorded: a
    /// ``Step``'s ``Step/stackSharing`` when the stack was offered a length along its axis.
    ///
    /// The stack takes the spacing out of the offer, then offers what is left to its children
    /// by layout priority, highest first (keeping back the least lengths of the lower
    /// priorities), and within a priority least flexible first: each child is offered an equal
    /// share of what is left among the children still to serve, and what it takes is subtracted.
    /// ``shares`` lists the children in that order, with what was left, the offer and the answer.
    public struct StackSharing: Sendable {
        /// `horizontal` for an `HStack` (widths are shared), `vertical` for a `VStack`.
        public let axis: Axis
        /// The length the stack was offered along its axis.
        public let offered: CGFloat
        /// The spacing between the children, in all, as their frames show it.
        public let spacing: CGFloat
        /// The children, in the order they were offered space.
        public let shares: [Share]
        /// Whether each re-derived offer is the one the child was placed with (to the dump's
        /// rounding); when not, the numbers recorded do not explain the sharing fully.
        public var rederivesEveryOffer: Bool { shares.allSatisfy(\.matchesPlacement) }

        /// One child's turn.
        public struct Share: Sendable {
            /// The child's index among the stack's children (source order).
            public let child: Int
            /// The child's kind as the dump names it.
            public let kind: ViewKind
            /// The child's layout priority: its `layoutPriority(_:)`, −∞ for a `Spacer` (other
            /// views get their least lengths first), else 0.
            public let priority: Double
            /// The child's length for a zero and for an infinite offer along the axis (the
            /// recorded answers; `nil` where the pass did not record one).
            public let minimum: CGFloat?
            public let maximum: CGFloat?
            /// What was left of the offer when the child's turn came, after the earlier children
            /// took theirs.
            public let remaining: CGFloat
            /// The least lengths of the lower priorities' children, kept back from `remaining`.
            public let reserved: CGFloat
            /// How many children of the child's priority were still to be served, itself included.
            public let sharing: Int
            /// The re-derived offer: (`remaining` − `reserved`) ÷ `sharing`, at least 0.
            public let offer: CGFloat
            /// The length the child took for it.
            public let answer: CGFloat
            /// The length along the axis the child was placed with (`nil` when not placed).
            public let placedOffer: CGFloat?

            /// The child's flexibility: `maximum − minimum`, `nil` when either is unknown.
            public var flexibility: CGFloat? {
                guard let minimum, let maximum else { return nil }
                return maximum - minimum
            }

            /// Whether the re-derived offer is the one the child was placed with.
            public var matchesPlacement: Bool {
                guard let placedOffer else { return false }
                return placedOffer == offer || abs(placedOffer - offer) < 0.0005
            }
        }
    }
}

extension LayoutExplanation.StackSharing {
    /// The JSON form, a step's `stack` member.
    var jsonValue: JSONDumpValue {
        func length(_ value: CGFloat?) -> JSONDumpValue { value.map { .coordinate($0) } ?? .null }
        return .object([
            ("axis", .string(axis == .horizontal ? "horizontal" : "vertical")),
            ("offered", .coordinate(offered)),
            (
                "shares",
                .array(
                    shares.map { share in
                        .object([
                            ("answer", .coordinate(share.answer)),
                            ("child", .int(share.child)),
                            ("kind", .string(share.kind.name)),
                            ("maximum", length(share.maximum)),
                            ("minimum", length(share.minimum)),
                            ("offer", .coordinate(share.offer)),
                            ("placedOffer", length(share.placedOffer)),
                            ("priority", .coordinate(CGFloat(share.priority))),
                            ("remaining", .coordinate(share.remaining)),
                            ("reserved", .coordinate(share.reserved)),
                            ("sharing", .int(share.sharing)),
                        ])
                    })
            ),
            ("spacing", .coordinate(spacing)),
        ])
    }
}

import Foundation

/// A proposal as two words, for the caches that look proposals up thousands of times a pass (a
/// node's measurements, a text's layouts): each length's bits, `nil` as a NaN pattern (no cache
/// keeps a NaN proposal) and −0 as 0, so that comparing two keys compares two integers.
struct ProposalKey: Equatable {
    var width: UInt64
    var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_DEAD_0000_0001

    /// No proposal at all: a node not placed (see ``PlacedProposals``).
    static let unplaced = ProposalKey(width: 0x7FF8_DEAD_0000_0002, height: 0x7FF8_DEAD_0000_0002)

    /// A key made of two words' bits (``unplaced``, and an empty measure cache's unread keys).
    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    init(_ proposal: ProposedViewSize) {
        width = ProposalKey.bits(proposal.width)
        height = ProposalKey.bits(proposal.height)
    }

    /// A length as one word: its bits, `nil` as a NaN pattern of its own, −0 as 0 (also what a
    /// flexible frame keeps its bounds as, see ``FlexibleFrameAxis``).
    static func bits(_ length: CGFloat?) -> UInt64 {
        guard let length else { return unspecified }
        return length == 0 ? 0 : UInt64(length.bitPattern)
    }

    /// The length ``bits(_:)`` made `bits` of.
    static func length(_ bits: UInt64) -> CGFloat? {
        bits == unspecified ? nil : CGFloat(bitPattern: UInt(bits))
    }

    var proposal: ProposedViewSize { ProposedViewSize(width: ProposalKey.length(width), height: ProposalKey.length(height)) }

    /// A hash for ``PositionIndex``: the two words mixed by multiplication (Fibonacci hashing).
    var hash: UInt64 { (width &* 0x9E37_79B9_7F4A_7C15) ^ (height &* 0xC2B2_AE3D_27D4_EB4F) }
}

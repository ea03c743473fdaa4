import Foundation

/// The proposal each node was placed with in a pass, `nil` for a node not placed: two words a
/// node (a ``ProposalKey``, with a pattern of its own for "not placed") instead of the four of an
/// optional proposal.
struct PlacedProposals {
    private let keys: NodeBuffer<ProposalKey>

    init(count: Int) { keys = NodeBuffer(repeating: .unplaced, count: count) }

    private init(keys: NodeBuffer<ProposalKey>) { self.keys = keys }

    subscript(node: NodeIndex) -> ProposedViewSize? {
        get {
            let key = keys[node]
            return key == .unplaced ? nil : key.proposal
        }
        nonmutating set { keys[node] = newValue.map(ProposalKey.init) ?? .unplaced }
    }

    /// The proposals for the tree a partial pass left (see ``NodeBuffer/replacing(_:with:inPlace:)``).
    func replacing(_ blocks: [ReplacedBlock], inPlace: Bool) -> PlacedProposals {
        PlacedProposals(keys: keys.replacing(blocks, with: .unplaced, inPlace: inPlace))
    }
}

import Foundation

extension FuzzTree {
    /// Smaller trees made from this one, smallest steps last: a child instead of its parent, a
    /// stack without one of its children, a modifier dropped, a subtree shrunk.
    var shrinkCandidates: [FuzzTree] {
        var candidates: [FuzzTree] = []
        switch self {
        case .leaf(let leaf):
            if leaf != .color { candidates.append(.leaf(.color)) }
        case let .stack(kind, spacing, alignment, children):
            candidates += children
            for i in children.indices {
                var fewer = children
                fewer.remove(at: i)
                candidates.append(.stack(kind, spacing: spacing, alignment: alignment, fewer))
            }
            if spacing != nil { candidates.append(.stack(kind, spacing: nil, alignment: alignment, children)) }
            if alignment != 0 { candidates.append(.stack(kind, spacing: spacing, alignment: 0, children)) }
            if kind == .lazyH { candidates.append(.stack(.h, spacing: spacing, alignment: alignment, children)) }
            if kind == .lazyV { candidates.append(.stack(.v, spacing: spacing, alignment: alignment, children)) }
            for i in children.indices {
                for smaller in children[i].shrinkCandidates {
                    var changed = children
                    changed[i] = smaller
                    candidates.append(.stack(kind, spacing: spacing, alignment: alignment, changed))
                }
            }
        case let .scroll(axes, content):
            candidates.append(content)
            candidates += content.shrinkCandidates.map { .scroll(axes, $0) }
        case let .geometry(fraction, content):
            candidates.append(content)
            candidates += content.shrinkCandidates.map { .geometry(fraction: fraction, $0) }
        case let .viewThatFits(children):
            candidates += children
            if children.count > 1 {
                candidates += children.indices.map { i in .viewThatFits(children.enumerated().filter { $0.offset != i }.map(\.element)) }
            }
            for i in children.indices {
                for smaller in children[i].shrinkCandidates {
                    var changed = children
                    changed[i] = smaller
                    candidates.append(.viewThatFits(changed))
                }
            }
        case let .modified(content, modifier):
            candidates.append(content)
            switch modifier {
            case let .background(decoration):
                candidates += decoration.shrinkCandidates.map { .modified(content, .background($0)) }
            case let .overlay(decoration):
                candidates += decoration.shrinkCandidates.map { .modified(content, .overlay($0)) }
            case let .mask(decoration):
                candidates += decoration.shrinkCandidates.map { .modified(content, .mask($0)) }
            default: break
            }
            candidates += content.shrinkCandidates.map { .modified($0, modifier) }
        }
        return candidates
    }

    /// The smallest tree reachable by shrinking steps that still `fails`, trying at most `budget`
    /// candidates.
    @MainActor func shrunk(budget: Int = 2_000, while fails: (FuzzTree) -> Bool) -> FuzzTree {
        var current = self
        var tries = 0
        var improved = true
        while improved && tries < budget {
            improved = false
            for candidate in current.shrinkCandidates {
                tries += 1
                if fails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
                if tries >= budget { break }
            }
        }
        return current
    }
}

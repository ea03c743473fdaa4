import XCTest
@testable import Tesselate

/// Property-based layout testing: seeded random trees over every view and modifier the fuzzer
/// knows (``FuzzGenerator``), with bad values in some, checked against invariants that hold for
/// any tree. A failure is reported with its seed and the smallest tree that still fails, as code.
///
/// `swift test` runs ``defaultTreeCount`` trees. `TESSELATE_FUZZ_TREES=10000 swift test --filter
/// LayoutFuzzTests` runs more (the long mode); `TESSELATE_FUZZ_SEED=N` runs the one tree of seed N
/// and prints it with its dump.
final class LayoutFuzzTests: XCTestCase {
    static let defaultTreeCount = 300
    /// A tree that takes longer than this (debug build) counts as a hang: 5 s, four times that while every partial update is checked
    /// against a full one (`TESSELATE_VERIFY_PARTIAL_UPDATES=1`), which more than doubles the work.
    static let timeLimit: TimeInterval =
        ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1" ? 20 : 5

    struct Violation: Equatable {
        var invariant: String
        var detail: String
    }

    @MainActor func testRandomTreesKeepTheLayoutInvariants() async {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64]
        if let seed = environment["TESSELATE_FUZZ_SEED"].flatMap(UInt64.init) {
            seeds = [seed]
        } else {
            let count = environment["TESSELATE_FUZZ_TREES"].flatMap(Int.init) ?? Self.defaultTreeCount
            seeds = (0..<UInt64(count)).map { $0 }
        }
        var reported = Set<String>()
        for seed in seeds {
            let tree = Self.tree(seed: seed)
            if seeds.count == 1 { print(tree.source, "\n", ViewHost(tree.view).dump()) }
            let started = Date()
            let violations = Self.violations(of: tree)
            if Date().timeIntervalSince(started) > Self.timeLimit {
                XCTFail("seed \(seed): took \(Date().timeIntervalSince(started)) s (a hang?)\n\(tree.source)")
            }
            // One report per invariant: the first seed that breaks it, shrunk.
            for violation in violations where reported.insert(violation.invariant).inserted {
                let small = tree.shrunk { candidate in
                    Self.violations(of: candidate).contains { $0.invariant == violation.invariant }
                }
                let detail = Self.violations(of: small).first { $0.invariant == violation.invariant }?.detail ?? violation.detail
                XCTFail(
                    """
                    seed \(seed) breaks "\(violation.invariant)": \(detail)
                    shrunk tree (window \(formatNumber(Self.window(for: small).width))×\(formatNumber(Self.window(for: small).height))):
                    \(small.source)
                    """)
            }
        }
    }

    // Seeds that long runs (`TESSELATE_FUZZ_TREES=10000`) found breaking an invariant, kept so
    // that every `swift test` checks them: lazy containers whose estimates swung an update between
    // two sets of rows (637, 957), a NaN stack spacing in a lazy stack's estimate (6572), greedy
    // rows giving a lazy stack an infinite estimate (8497).
    @MainActor func testSeedsFoundByLongRuns() async {
        for seed: UInt64 in [637, 957, 6572, 8497] {
            let violations = Self.violations(of: Self.tree(seed: seed))
            XCTAssertEqual(violations.map(\.invariant), [], "seed \(seed): \(violations.map(\.detail))")
        }
    }

    /// The tree of `seed`: about one in three has bad values.
    static func tree(seed: UInt64) -> FuzzTree {
        var generator = FuzzGenerator(seed: seed, allowsBadValues: seed % 3 == 2)
        return generator.tree()
    }

    /// What `tree` breaks of the invariants.
    @MainActor static func violations(of tree: FuzzTree) -> [Violation] {
        var found: [Violation] = []
        let window = window(for: tree)
        let host = makeHost(tree, window)
        let dump = host.dump()
        let messages = host.diagnostics.map(\.description)

        let bad = tree.badValues
        if bad.isEmpty, !messages.isEmpty {
            found.append(Violation(invariant: "good input gives no diagnostic", detail: messages.joined(separator: "; ")))
        }
        // A lazy container in a scroll view that did not make some rows never read their views
        // (as in SwiftUI), so their bad values go unseen, and its estimates depend on the rows it
        // made before (LayoutRules.md, "Lazy containers in scroll views").
        let isPartial = dump.contains("unrealised")
        if messages.count < bad.count, !isPartial {
            found.append(
                Violation(
                    invariant: "every bad value is diagnosed",
                    detail: "bad: \(bad.joined(separator: ", ")); reported: \(messages.joined(separator: "; "))"))
        }
        if let problem = frameProblem(host) {
            found.append(Violation(invariant: "frames are finite and not negative", detail: problem))
        }
        if let problem = orderProblem(host) {
            found.append(Violation(invariant: "stack children keep their order along the axis", detail: problem))
        }
        let ids = (0..<host.tree.count).map { host.tree[$0].id }
        if Set(ids).count != ids.count {
            found.append(Violation(invariant: "every view has its own NodeID", detail: "\(ids.count - Set(ids).count) repeated"))
        }
        if makeHost(tree, window).dump() != dump {
            found.append(Violation(invariant: "two hosts dump the same tree identically", detail: "dumps differ"))
        }
        host.size = CGSize(width: 200, height: 300)
        _ = host.dump()
        host.size = window
        if host.dump() != dump, !isPartial, !host.dump().contains("unrealised") {
            found.append(Violation(invariant: "resizing and coming back gives the same dump", detail: lineDiff(dump, host.dump())))
        }
        let differences = host.uncachedLayoutDifferences()
        if !differences.isEmpty {
            found.append(Violation(invariant: "cached and uncached layout agree", detail: differences.prefix(3).joined(separator: "; ")))
        }
        return found
    }

    /// A host of `tree` in `window`; the iPhone-sized window is an iPhone 16, with its safe areas.
    @MainActor static func makeHost(_ tree: FuzzTree, _ window: CGSize) -> ViewHost<AnyView> {
        window == CGSize(width: 393, height: 852) ? ViewHost(tree.view, device: .iPhone16) : ViewHost(tree.view, size: window)
    }

    /// The window a tree is shown in: mostly an iPhone's, sometimes narrow, flat or empty. It is
    /// chosen from the tree's code, so a shrunk tree may be shown in another.
    static func window(for tree: FuzzTree) -> CGSize {
        let windows = [
            CGSize(width: 393, height: 852), CGSize(width: 393, height: 852), CGSize(width: 120, height: 600),
            CGSize(width: 1000, height: 30), .zero,
        ]
        let hash = tree.source.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF_FFFF }
        return windows[hash % windows.count]
    }

    /// A frame that is not finite or is negative, or a NaN answer, in `host`'s layout (the number
    /// fuzzer checks the same).
    @MainActor static func frameProblem<V: View>(_ host: ViewHost<V>) -> String? {
        let tree = host.tree, engine = host.engine
        for node in 0..<tree.count {
            for frame in [engine.exactFrames[node], engine.frames[node]].compactMap({ $0 }) {
                let values = [frame.minX, frame.minY, frame.width, frame.height]
                if values.contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
                    return "\(tree.path(to: node)) has the frame \(frame)"
                }
            }
            for entry in engine.answers(of: node) where entry.size.width.isNaN || entry.size.height.isNaN {
                return "\(tree.path(to: node)) answered \(entry.size) to \(entry.proposal)"
            }
        }
        return nil
    }

    @MainActor private static func orderProblem<V: View>(_ host: ViewHost<V>) -> String? {
        let tree = host.tree, engine = host.engine
        for node in 0..<tree.count {
            let axis: Axis
            switch tree[node].behavior.kindName {
            case "HStack", "LazyHStack": axis = .horizontal
            case "VStack", "LazyVStack": axis = .vertical
            default: continue
            }
            let starts = tree[node].children.compactMap { engine.exactFrames[$0] }.map { axis == .horizontal ? $0.minX : $0.minY }
            for (a, b) in zip(starts, starts.dropFirst()) where b < a - 0.001 {
                return "\(tree.path(to: node)): a child starts at \(formatNumber(b)), before the one ahead of it at \(formatNumber(a))"
            }
        }
        return nil
    }

    private static func lineDiff(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n"), right = b.split(separator: "\n")
        guard let i = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "line counts \(left.count) ≠ \(right.count)"
        }
        return "first difference: \(left[i]) ≠ \(right[i])"
    }
}

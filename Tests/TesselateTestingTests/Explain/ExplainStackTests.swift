import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// A stack's explanation re-derives each child's share (issue 35, part 4): the order the
/// children were served (priority, then flexibility), what was left and for how many at each
/// turn, the offer and the answer; each re-derived offer is the one the child was placed with.
final class ExplainStackTests: XCTestCase {
    @MainActor private func sharing(_ host: ViewHost<some View>, _ query: ViewQuery) throws -> LayoutExplanation.StackSharing {
        let explanation = try XCTUnwrap(host.explain(query))
        return try XCTUnwrap(explanation.steps.compactMap(\.stackSharing).last, explanation.description)
    }

    /// `HStack(spacing: 8) { Text("Name"); Color.red; Text("42").frame(width: 60) }` in 280:
    /// 264 after the spacing; the fixed frame first (88 offered, 60 taken), the text next (204
    /// left for 2: 102, it takes 45), the colour last (159 left for 1).
    @MainActor func testEachShareIsReDerivedInTheOrderTheChildrenWereServed() async throws {
        let host = ViewHost(ExplainTests.Row(), size: CGSize(width: 300, height: 100))
        let sharing = try sharing(host, .id("bar"))
        XCTAssertEqual(sharing.axis, .horizontal)
        XCTAssertEqual(sharing.offered, 280)
        XCTAssertEqual(sharing.spacing, 16)
        XCTAssertEqual(sharing.shares.map(\.child), [2, 0, 1])
        XCTAssertEqual(sharing.shares.map(\.sharing), [3, 2, 1])
        XCTAssertEqual(sharing.shares.map { formatNumber($0.remaining) }, ["264", "204", "159"])
        XCTAssertEqual(sharing.shares.map { formatNumber($0.offer) }, ["88", "102", "159"])
        XCTAssertEqual(sharing.shares.map { formatNumber($0.answer) }, ["60", "45", "159"])
        XCTAssertEqual(sharing.shares.map { $0.flexibility.map(formatNumber) }, ["0", "45", "∞"])
        XCTAssertTrue(sharing.rederivesEveryOffer)
        let detail = try XCTUnwrap(host.explain(.id("bar"))?.steps.first { $0.rule == .stack }?.detail)
        XCTAssertTrue(
            detail.contains(
                "[2] frame 60…60 (flexibility 0): 264 left for 3, offered 88, took 60; [0] Text 0…45 (flexibility 45): "
                    + "204 left for 2, offered 102, took 45; [1] Color 0…∞ (flexibility ∞): 159 left for 1, offered 159, took 159."),
            detail)
    }

    /// Right to left the stack places its first child on the right; the spacing, the order and
    /// the shares are the same.
    @MainActor func testRightToLeftTheSharesAreTheSame() async throws {
        let host = ViewHost(
            ExplainTests.Row().environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 300, height: 100))
        let sharing = try sharing(host, .id("bar"))
        XCTAssertEqual(sharing.spacing, 16)
        XCTAssertEqual(sharing.shares.map { formatNumber($0.offer) }, ["88", "102", "159"])
        XCTAssertTrue(sharing.rederivesEveryOffer)
    }

    /// A higher priority is served first, with the least widths of the lower priorities kept
    /// back; the others share what it leaves.
    @MainActor func testAHigherPriorityIsServedFirstWithTheLowerLeastLengthsKeptBack() async throws {
        let host = ViewHost(
            HStack(spacing: 10) {
                Text("A long headline that wants room").layoutPriority(1)
                Text("Some more words here").id("t")
                Color.red.frame(minWidth: 10)
            }, size: CGSize(width: 300, height: 100))
        let sharing = try sharing(host, .id("t"))
        XCTAssertEqual(sharing.shares.map(\.child), [0, 1, 2])
        XCTAssertEqual(sharing.shares.map(\.priority), [1, 0, 0])
        let first = try XCTUnwrap(sharing.shares.first)
        let lower = sharing.shares.dropFirst().compactMap(\.minimum).reduce(0, +)
        XCTAssertEqual(first.reserved, lower, accuracy: 0.001)
        XCTAssertEqual(first.remaining, 280, accuracy: 0.001)
        XCTAssertEqual(first.offer, 280 - lower, accuracy: 0.001)
        XCTAssertEqual(sharing.shares[1].remaining, 280 - first.answer, accuracy: 0.001)
        XCTAssertEqual(sharing.shares[1].reserved, 0)
        XCTAssertTrue(sharing.rederivesEveryOffer, "\(sharing.shares.map(\.offer)) vs \(sharing.shares.map(\.placedOffer))")
    }

    /// A `Spacer` has the lowest priority: the others are offered the height less its least
    /// length, and it takes what they leave.
    @MainActor func testASpacerIsServedLast() async throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Top")
                Color.blue.id("c")
                Spacer()
            }, size: CGSize(width: 300, height: 400))
        let sharing = try sharing(host, .id("c"))
        XCTAssertEqual(sharing.axis, .vertical)
        XCTAssertEqual(sharing.shares.map(\.child), [0, 1, 2])
        XCTAssertEqual(sharing.shares.map(\.priority), [0, 0, -.infinity])
        XCTAssertEqual(sharing.shares.map(\.reserved), [8, 8, 0])
        XCTAssertEqual(sharing.shares[0].offer, (400 - 8) / 2, accuracy: 0.001)
        XCTAssertEqual(sharing.shares[2].offer, 8, accuracy: 0.001)
        XCTAssertTrue(sharing.rederivesEveryOffer)
        let detail = try XCTUnwrap(host.explain(.id("c"))?.steps.first?.detail)
        XCTAssertTrue(detail.contains("[2] Spacer priority -∞ (a Spacer's)"), detail)
    }

    /// A stack offered no length along its axis (a scroll view's content) shares nothing: each
    /// child takes its ideal length.
    @MainActor func testAStackOfferedNoLengthHasNoSharing() async throws {
        let host = ViewHost(
            ScrollView {
                VStack {
                    Text("One"); Text("Two").id("two")
                }
            }, size: CGSize(width: 300, height: 400))
        let explanation = try XCTUnwrap(host.explain(.id("two")))
        let stack = try XCTUnwrap(explanation.steps.first { $0.rule == .stack })
        XCTAssertNil(stack.stackSharing)
        XCTAssertTrue(stack.detail.contains("It was offered no height (nil)"), stack.detail)
    }

    /// The JSON form has the sharing as a `stack` member of the stack's step, the children in
    /// the order they were served.
    @MainActor func testTheJSONFormHasTheSharing() async throws {
        let host = ViewHost(ExplainTests.Row(), size: CGSize(width: 300, height: 100))
        let explanation = try XCTUnwrap(host.explain(.id("bar")))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(explanation.json.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "tesselate.explain/1")
        let chain = try XCTUnwrap(object["chain"] as? [[String: Any]])
        XCTAssertEqual(chain.map { $0["stack"] != nil }, [false, true, false])
        let stack = try XCTUnwrap(chain[1]["stack"] as? [String: Any])
        XCTAssertEqual(stack["axis"] as? String, "horizontal")
        XCTAssertEqual(stack["offered"] as? Double, 280)
        XCTAssertEqual(stack["spacing"] as? Double, 16)
        let shares = try XCTUnwrap(stack["shares"] as? [[String: Any]])
        XCTAssertEqual(shares.compactMap { $0["child"] as? Int }, [2, 0, 1])
        XCTAssertEqual(shares.compactMap { $0["offer"] as? Double }, [88, 102, 159])
        XCTAssertEqual(shares.compactMap { $0["placedOffer"] as? Double }, [88, 102, 159])
        XCTAssertEqual(shares.compactMap { $0["remaining"] as? Double }, [264, 204, 159])
        XCTAssertEqual(shares.compactMap { $0["sharing"] as? Int }, [3, 2, 1])
        XCTAssertEqual(shares.last?["maximum"] as? String, "∞")
        XCTAssertEqual(
            Set(shares[0].keys),
            ["answer", "child", "kind", "maximum", "minimum", "offer", "placedOffer", "priority", "remaining", "reserved", "sharing"])
    }
}

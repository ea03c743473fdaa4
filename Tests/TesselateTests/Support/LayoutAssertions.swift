import XCTest
@testable import Tesselate

// Shared helpers for the layout specification tests.
//
// Note on ids: an id names the view it is applied to, not the modifiers applied after it: in
// `box.id("a").frame(width: 60)`, `host.frame(id: "a")` is the box's frame. Give the outer view
// its own id (`.frame(width: 60).id("f")`) to reach the frame.

/// Asserts that `rect` is (x, y, w×h), within `accuracy`.
func assertFrame(
    _ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
    accuracy: CGFloat = 0.001, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let rect else {
        XCTFail("no frame (view not found or not placed) \(message)", file: file, line: line)
        return
    }
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= accuracy }
    if !(close(rect.minX, x) && close(rect.minY, y) && close(rect.width, w) && close(rect.height, h)) {
        XCTFail(
            "frame \(describe(rect)) ≠ expected (\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(w))×\(formatNumber(h))) \(message)",
            file: file, line: line)
    }
}

/// Asserts that `rect` has the size w×h, wherever it is.
func assertSize(
    _ rect: CGRect?, _ w: CGFloat, _ h: CGFloat, accuracy: CGFloat = 0.001, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let rect else {
        XCTFail("no frame (view not found or not placed) \(message)", file: file, line: line)
        return
    }
    if !((rect.width == w || abs(rect.width - w) <= accuracy) && (rect.height == h || abs(rect.height - h) <= accuracy)) {
        XCTFail(
            "size \(formatNumber(rect.width))×\(formatNumber(rect.height)) ≠ expected \(formatNumber(w))×\(formatNumber(h)) \(message)",
            file: file, line: line)
    }
}

/// Asserts that `proposal` is w×h (`nil` for an unspecified dimension).
func assertProposal(
    _ proposal: ProposedViewSize?, _ w: CGFloat?, _ h: CGFloat?, accuracy: CGFloat = 0.001,
    file: StaticString = #filePath, line: UInt = #line
) {
    func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a == b || abs(a - b) <= accuracy
        default: false
        }
    }
    guard let proposal, close(proposal.width, w), close(proposal.height, h) else {
        XCTFail(
            "proposal \(proposal.map(String.init(describing:)) ?? "none") ≠ expected "
                + "\(ProposedViewSize(width: w, height: h))", file: file, line: line)
        return
    }
}

private func describe(_ rect: CGRect) -> String {
    "(\(formatNumber(rect.minX)), \(formatNumber(rect.minY)), \(formatNumber(rect.width))×\(formatNumber(rect.height)))"
}

/// A solid view of a fixed size: `Color.gray.frame(width: w, height: h)`.
@MainActor func box(_ w: CGFloat, _ h: CGFloat) -> some View {
    Color.gray.frame(width: w, height: h)
}

/// A view `min…max` wide (10 wide at its ideal size unless `ideal` is given) and as tall as offered.
@MainActor func flexWidth(_ min: CGFloat, _ max: CGFloat, ideal: CGFloat? = nil) -> some View {
    Color.gray.frame(minWidth: min, idealWidth: ideal, maxWidth: max)
}

/// A layout that proposes one fixed proposal to its subviews, places them at its top-leading
/// corner with that proposal, and takes the size of the largest: a way to propose `nil`, 0 or
/// infinity to a view under test. An infinite answer is not its own size (a view answers ∞ only
/// to ∞): it takes what it was offered there; read the view's answer with `answer(id:to:)`.
struct Proposing: Layout {
    var proposal: ProposedViewSize

    init(width: CGFloat?, height: CGFloat?) { proposal = ProposedViewSize(width: width, height: height) }

    func sizeThatFits(proposal offered: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.reduce(CGSize.zero) { size, subview in
            let answer = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, answer.width), height: max(size.height, answer.height))
        }
        return CGSize(
            width: size.width.isFinite ? size.width : offered.width ?? 0,
            height: size.height.isFinite ? size.height : offered.height ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

extension ViewHost {
    /// The unrounded frame, in window coordinates, of the outermost view with the explicit id `id`.
    func exactFrame<ID: Hashable>(id: ID) -> CGRect? {
        node(id: id).flatMap { engine.exactFrames[$0] }
    }

    /// The proposal the outermost view with the explicit id `id` was placed with.
    func placedProposal<ID: Hashable>(id: ID) -> ProposedViewSize? {
        node(id: id).flatMap { engine.placedProposals[$0] }
    }

    /// The size the view with the explicit id `id` answered to `proposal` in the last pass.
    func answer<ID: Hashable>(id: ID, to proposal: ProposedViewSize) -> CGSize? {
        node(id: id).flatMap { node in engine.answers(of: node).first { $0.proposal == proposal }?.size }
    }

    /// The proposals the view with the explicit id `id` answered in the last pass, in order.
    func answeredProposals<ID: Hashable>(id: ID) -> [ProposedViewSize] {
        node(id: id).map { engine.answers(of: $0).map(\.proposal) } ?? []
    }
}

import XCTest
@testable import Tesselate

/// `frame(minWidth:idealWidth:maxWidth:…)` (research notes R3.2): every measured example, with a
/// 20-wide child. Sources: https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:) ;
/// https://www.swiftuifieldguide.com/layout/flexible-frames/ ; probes C, D of
/// https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-frame-semantics.swift and
/// P4–P4d of https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-layout-input-validation.swift
final class FlexibleFrameTests: XCTestCase {
    /// The width the flexible frame `framed` chooses when proposed `width` (height 10), with
    /// the proposal its child was placed with.
    @MainActor private func measure<V: View>(
        _ width: CGFloat?, childWidth: CGFloat = 20,
        _ framed: (AnyView) -> V
    ) -> (width: CGFloat?, child: ProposedViewSize?) {
        let view = Proposing(width: width, height: 10) { framed(AnyView(box(childWidth, 10).id("child"))).id("frame") }
        let host = ViewHost(view, size: CGSize(width: 500, height: 10), displayScale: 1)
        return (host.frame(id: "frame")?.width, host.placedProposal(id: "child"))
    }

    // min 40, max 80: a concrete proposal is clamped (child not consulted); at nil the child's 20
    // is clamped to 40. @30 the child is proposed 40.
    @MainActor func testMinAndMax() async {
        XCTAssertEqual(measure(100) { $0.frame(minWidth: 40, maxWidth: 80) }.width, 80)
        XCTAssertEqual(measure(60) { $0.frame(minWidth: 40, maxWidth: 80) }.width, 60)
        let at30 = measure(30) { $0.frame(minWidth: 40, maxWidth: 80) }
        XCTAssertEqual(at30.width, 40)
        XCTAssertEqual(at30.child?.width, 40)
        // Placed at nil: the child is re-proposed the frame's 40 on the constrained axis.
        XCTAssertEqual(measure(nil) { $0.frame(minWidth: 40, maxWidth: 80) }.width, 40)
    }

    // R3.2 placement: min40 max80 @nil places the child with 40×nil (nil stays nil on the
    // unconstrained axis).
    @MainActor func testPlacementProposalAtNil() async {
        let view = Proposing(width: nil, height: nil) { box(20, 10).id("child").frame(minWidth: 40, maxWidth: 80).id("frame") }
        let host = ViewHost(view, size: CGSize(width: 500, height: 10), displayScale: 1)
        assertProposal(host.placedProposal(id: "child"), 40, nil)
    }

    // maxWidth 80: @100 → 80, @30 → 30, @nil → the child's 20; a 200-wide child @nil → 80.
    @MainActor func testMaxOnly() async {
        XCTAssertEqual(measure(100) { $0.frame(maxWidth: 80) }.width, 80)
        XCTAssertEqual(measure(30) { $0.frame(maxWidth: 80) }.width, 30)
        XCTAssertEqual(measure(nil) { $0.frame(maxWidth: 80) }.width, 20)
        XCTAssertEqual(measure(nil, childWidth: 200) { $0.frame(maxWidth: 80) }.width, 80)
    }

    // minWidth 40 @100 → 40 (the child's 20 raised to 40); minWidth 400 @100 → 400.
    @MainActor func testMinOnly() async {
        XCTAssertEqual(measure(100) { $0.frame(minWidth: 40) }.width, 40)
        XCTAssertEqual(measure(100) { $0.frame(minWidth: 400) }.width, 400)
    }

    // idealWidth 80: @nil → 80 (the child is proposed its ideal 80), @300 → the child's 20.
    @MainActor func testIdealOnly() async {
        let atNil = measure(nil) { $0.frame(idealWidth: 80) }
        XCTAssertEqual(atNil.width, 80)
        XCTAssertEqual(atNil.child?.width, 80)
        XCTAssertEqual(measure(300) { $0.frame(idealWidth: 80) }.width, 20)
    }

    // min 40, ideal 80, max 120: @nil → 80, @300 → 120.
    @MainActor func testMinIdealMax() async {
        XCTAssertEqual(measure(nil) { $0.frame(minWidth: 40, idealWidth: 80, maxWidth: 120) }.width, 80)
        XCTAssertEqual(measure(300) { $0.frame(minWidth: 40, idealWidth: 80, maxWidth: 120) }.width, 120)
    }

    // maxWidth .infinity: @100 → 100, @nil → 20, @∞ → ∞.
    @MainActor func testMaxInfinity() async {
        XCTAssertEqual(measure(100) { $0.frame(maxWidth: .infinity) }.width, 100)
        XCTAssertEqual(measure(nil) { $0.frame(maxWidth: .infinity) }.width, 20)
        let view = Proposing(width: .infinity, height: 10) { box(20, 10).frame(maxWidth: .infinity).id("frame") }
        let host = ViewHost(view, size: CGSize(width: 500, height: 10), displayScale: 1)
        XCTAssertEqual(host.answer(id: "frame", to: ProposedViewSize(width: .infinity, height: 10))?.width, .infinity)
        XCTAssertEqual(host.diagnostics, [])
    }

    // frame(minWidth: 0, maxWidth: .infinity) always adopts a concrete proposal, even 0 and 55.
    @MainActor func testZeroToInfinityAdoptsProposal() async {
        XCTAssertEqual(measure(55) { $0.frame(minWidth: 0, maxWidth: .infinity) }.width, 55)
        XCTAssertEqual(measure(0) { $0.frame(minWidth: 0, maxWidth: .infinity) }.width, 0)
    }

    // R3.2 placement: maxWidth ∞ @100×100 places the 20×20 child with 100×20 (the frame's
    // final size on both axes), then aligns it: centred at x = 40, or at 0 with .leading.
    @MainActor func testPlacementProposalAndAlignment() async {
        let centred = ViewHost(
            box(20, 20).id("child").frame(maxWidth: .infinity).id("frame"),
            size: CGSize(width: 100, height: 100), displayScale: 1)
        assertFrame(centred.frame(id: "frame"), 0, 40, 100, 20)
        assertFrame(centred.frame(id: "child"), 40, 40, 20, 20)
        assertProposal(centred.placedProposal(id: "child"), 100, 20)
        let leading = ViewHost(
            box(20, 20).id("child").frame(maxWidth: .infinity, alignment: .leading).id("frame"),
            size: CGSize(width: 100, height: 100), displayScale: 1)
        assertFrame(leading.frame(id: "child"), 0, 40, 20, 20)
    }

    // Contradictions (probes P4b–d) log "Contradictory frame constraints specified." and the
    // frame is still built: min80/max40 → 80 at 100 and at nil; min60/ideal40 @nil → 60;
    // ideal100/max80 @nil → 100.
    @MainActor func testContradictoryConstraints() async {
        XCTAssertEqual(measure(100) { $0.frame(minWidth: 80, maxWidth: 40) }.width, 80)
        XCTAssertEqual(measure(nil) { $0.frame(minWidth: 80, maxWidth: 40) }.width, 80)
        XCTAssertEqual(measure(nil) { $0.frame(minWidth: 60, idealWidth: 40) }.width, 60)
        XCTAssertEqual(measure(nil) { $0.frame(idealWidth: 100, maxWidth: 80) }.width, 100)
        let host = ViewHost(box(20, 10).frame(minWidth: 80, maxWidth: 40), size: CGSize(width: 100, height: 10), displayScale: 1)
        XCTAssertTrue(host.diagnostics.contains { $0.message.contains("Contradictory frame constraints") })
    }

    // The same rules per axis on height: minHeight 30, maxHeight 50 at 100 → 50 tall.
    @MainActor func testHeightAxis() async {
        let host = ViewHost(
            box(10, 20).frame(minHeight: 30, maxHeight: 50).id("frame"),
            size: CGSize(width: 100, height: 100), displayScale: 1)
        assertFrame(host.frame(id: "frame"), 45, 25, 10, 50)
    }

    // A plain axis (each bound missing, finite and at least 0, a maximum perhaps +∞, in order)
    // skips validation: it is exactly the axes that validation would not report and that
    // normalisation leaves as they are.
    func testAPlainAxisIsOneValidationLeavesAlone() {
        let values: [CGFloat?] = [nil, -1, 0, 5, 10, .infinity, -.infinity, .nan]
        for min in values {
            for ideal in values {
                for max in values {
                    let axis = FlexibleFrameAxis(min: min, ideal: ideal, max: max)
                    let valid =
                        [min, ideal].allSatisfy { $0 == nil || $0!.isFinite } && !(max.map { $0.isNaN || $0 == -.infinity } ?? false)
                    let untouched = valid && axis.isOrdered && axis.normalized == axis
                    XCTAssertEqual(
                        axis.isPlain, untouched,
                        "min \(String(describing: min)), ideal \(String(describing: ideal)), max \(String(describing: max))")
                }
            }
        }
    }

    // An axis keeps each bound in a word, "none" as a NaN of its own: the bounds read back as
    // set (∞ and 0 too), −0 is 0, and an ordinary NaN stays a NaN for validation to report.
    func testAnAxisReadsBackItsBounds() {
        let axis = FlexibleFrameAxis(min: 0, ideal: nil, max: .infinity)
        XCTAssertEqual(axis.min, 0)
        XCTAssertNil(axis.ideal)
        XCTAssertEqual(axis.max, .infinity)
        XCTAssertFalse(FlexibleFrameAxis().isConstrained)
        XCTAssertEqual(FlexibleFrameAxis(min: -0.0), FlexibleFrameAxis(min: 0))
        XCTAssertNotEqual(FlexibleFrameAxis(min: 0), FlexibleFrameAxis())
        XCTAssertTrue(FlexibleFrameAxis(max: .nan).max?.isNaN ?? false)
        var changed = axis
        changed.min = nil
        changed.ideal = 40
        XCTAssertNil(changed.min)
        XCTAssertEqual(changed.ideal, 40)
    }
}

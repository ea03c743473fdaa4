import Foundation
import XCTest

@testable import Tesselate

/// `host.audit()` (issue 35, part 1): each rule reports what it must and stays quiet where the
/// window is fine. Windows are 300×300 with no safe area unless a test says otherwise.
final class AuditTests: XCTestCase {
    @MainActor private func findings<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 300)) -> [AuditFinding] {
        ViewHost(view, size: size).audit()
    }

    @MainActor private func kinds<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 300)) -> [AuditFinding.Kind] {
        findings(view, size: size).map(\.kind)
    }

    // MARK: Texts

    @MainActor func testATruncatedTextIsReportedWithWhatItShows() async {
        let found = findings(Text("A sentence far too long for its frame").lineLimit(1).frame(width: 80))
        XCTAssertEqual(found.map(\.kind), [.truncatedText])
        XCTAssertTrue(found.first?.message.contains("…") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.path.hasSuffix("Text") == true)
        XCTAssertEqual(kinds(Text("Fits").frame(width: 80)), [])
    }

    @MainActor func testATextCutOffByAClipIsReportedButNotOneAScrollViewCuts() async {
        let clipped = findings(Text("Clipped text").fixedSize().frame(width: 40).clipped())
        XCTAssertEqual(clipped.map(\.kind), [.clippedText])
        XCTAssertTrue(clipped.first?.message.contains("clip of") == true, clipped.first?.message ?? "")
        let scrolled = ScrollView { VStack(spacing: 0) { ForEach(0..<40) { Text("Row \($0)").frame(height: 21) } } }
        XCTAssertEqual(kinds(scrolled), [], "content a scroll view's edge cuts is not a finding")
    }

    @MainActor func testTextsDrawnOverEachOtherAreReportedUnlessSomethingOpaqueIsBetween() async {
        let overlapping = findings(
            ZStack {
                Text("First"); Text("Second")
            })
        XCTAssertEqual(overlapping.map(\.kind), [.overlappingText])
        XCTAssertTrue(overlapping.first?.message.hasPrefix("\"Second\" is drawn over \"First\"") == true, overlapping.first?.message ?? "")
        XCTAssertEqual(
            kinds(
                ZStack {
                    Text("First"); Color.white.frame(width: 100, height: 40); Text("Second")
                }), [])
        XCTAssertEqual(
            kinds(
                VStack(spacing: 0) {
                    Text("First"); Text("Second")
                }), [], "texts that touch do not overlap")
    }

    // MARK: Contrast (WCAG 2.1, 1.4.3)

    func testTheContrastRatioFollowsWCAG() {
        XCTAssertEqual(ContrastRule.ratio(.black, .white), 21, accuracy: 0.001)
        XCTAssertEqual(ContrastRule.ratio(.white, .white), 1, accuracy: 0.001)
        // #777777 on white is WCAG's usual example of a grey just below 4.5:1.
        XCTAssertEqual(ContrastRule.ratio(Color(white: 0x77 / 255.0), .white), 4.48, accuracy: 0.01)
        XCTAssertTrue(ContrastRule.isLarge(size: 18, weight: 400))
        XCTAssertTrue(ContrastRule.isLarge(size: 14, weight: 700))
        XCTAssertFalse(ContrastRule.isLarge(size: 17, weight: 600))
    }

    @MainActor func testLowContrastDependsOnTheTextsSizeAndWhatIsBehindIt() async {
        let grey = Color(white: 0.55)  // 3.35:1 on white: enough for large text only
        let small = findings(Text("Small").foregroundStyle(grey))
        XCTAssertEqual(small.map(\.kind), [.lowContrast])
        XCTAssertTrue(small.first?.message.contains("3.35:1") == true, small.first?.message ?? "")
        XCTAssertEqual(kinds(Text("Large").font(.system(size: 24)).foregroundStyle(grey)), [])
        XCTAssertEqual(kinds(Text("Bold").font(.system(size: 14, weight: .bold)).foregroundStyle(grey)), [])
        XCTAssertEqual(kinds(Text("White on black").foregroundStyle(.white).padding().background(Color.black)), [])
        XCTAssertEqual(kinds(Text("White on yellow").foregroundStyle(.white).padding().background(Color.yellow)), [.lowContrast])
        XCTAssertEqual(kinds(Text("Faded").opacity(0.3)), [.lowContrast], "the text's opacity lightens it")
        let gradient = LinearGradient(colors: [.white, .yellow], startPoint: .leading, endPoint: .trailing)
        XCTAssertEqual(kinds(Text("On a gradient").foregroundStyle(.white).padding().background(gradient)), [], "not judged")
    }

    @MainActor func testTheDarkAppearanceIsJudgedInItsOwnColours() async {
        XCTAssertEqual(kinds(Text("Label").preferredColorScheme(.dark)), [])
        XCTAssertEqual(kinds(Text("Black").foregroundStyle(Color(white: 0.1)).preferredColorScheme(.dark)), [.lowContrast])
    }

    // MARK: Placement

    @MainActor func testContentOutsideTheWindowIsReportedButNotABackground() async {
        let outside = findings(Text("Edge").position(x: 295, y: 100))
        XCTAssertEqual(outside.map(\.kind), [.outsideWindow])
        XCTAssertTrue(outside.first?.message.contains("past the right edge") == true, outside.first?.message ?? "")
        XCTAssertEqual(kinds(Color.red.frame(width: 400, height: 400)), [], "shapes are not content")
    }

    @MainActor func testContentInTheUnsafeAreaIsReportedButNotWhatScrollsThere() async {
        let top = VStack {
            Text("Under the island"); Spacer()
        }.ignoresSafeArea()
        let found = ViewHost(top, device: .iPhone16).audit()
        XCTAssertEqual(found.map(\.kind), [.outsideSafeArea])
        XCTAssertTrue(found.first?.message.contains("past the top edge") == true, found.first?.message ?? "")
        XCTAssertEqual(
            ViewHost(
                VStack {
                    Text("Safe"); Spacer()
                }, device: .iPhone16
            ).audit(), [])
        XCTAssertEqual(ViewHost(Color.blue.ignoresSafeArea(), device: .iPhone16).audit(), [])
        let scrolled = ScrollView { Text("Scrolled").frame(height: 2_000, alignment: .top) }
        XCTAssertEqual(ViewHost(scrolled, device: .iPhone16).audit().filter { $0.kind == .outsideSafeArea }, [])
        // A bar's items are where iOS puts them: the bar starts at the status bar's bottom, above
        // the safe area, and at the accessibility sizes its symbol items grow upwards.
        let barred = ViewHost(
            NavigationStack {
                Text("Page").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        Button {
                        } label: {
                            Image(systemName: "square.and.arrow.up").padding(4)
                        }
                    }
            }, device: .iPhone16)
        barred.dynamicTypeSize = .accessibility3
        XCTAssertEqual(barred.audit().filter { $0.kind == .outsideSafeArea }, [])
    }

    // MARK: Controls

    @MainActor func testAControlCoveredByAViewIsReportedUnlessTheViewTakesNoTouches() async {
        // Black labels: the tint's systemBlue is below 4.5:1 on white (a finding of its own).
        let big = Button {
        } label: {
            Text("Tap").foregroundStyle(.black).frame(width: 60, height: 60)
        }
        let covered = findings(
            ZStack {
                big; Color.blue.frame(width: 80, height: 80)
            })
        XCTAssertEqual(covered.map(\.kind), [.coveredControl])
        XCTAssertTrue(covered.first?.message.contains("by ZStack/frame[1]/Color") == true, covered.first?.message ?? "")
        XCTAssertEqual(
            kinds(
                ZStack {
                    big; Color.blue.frame(width: 80, height: 80).allowsHitTesting(false)
                }), [])
        XCTAssertEqual(kinds(big), [])
    }

    /// Content scrolled under a bar fixed over its scroll view is neither covered nor overlapping.
    @MainActor func testContentScrolledUnderAFixedBarIsNoFinding() async {
        let rows = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Button {
                    } label: {
                        Text("Row \(index)").foregroundStyle(.black).frame(width: 300, height: 44)
                    }
                }
            }
        }
        let bar = VStack {
            Text("Title").frame(width: 300, height: 66).background(Color.white); Spacer()
        }
        let host = ViewHost(
            ZStack {
                rows; bar
            }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.audit(), [], "Row 0 and Row 1 are under the bar")
        let fixed = ZStack {
            Button {
            } label: {
                Text("Row").foregroundStyle(.black).frame(width: 300, height: 44)
            }; Color.white.frame(height: 66)
        }
        XCTAssertEqual(kinds(fixed), [.coveredControl], "a control that does not scroll stays covered")
    }

    @MainActor func testAClippedControlIsReported() async {
        let button = Button {
        } label: {
            Text("Tap").foregroundStyle(.black).frame(width: 60, height: 60)
        }
        let found = findings(button.frame(width: 30).clipped())
        XCTAssertEqual(found.map(\.kind), [.clippedControl])
        XCTAssertTrue(found.first?.message.contains("30×60 of its 60×60 shows") == true, found.first?.message ?? "")
    }

    @MainActor func testATapTargetSmallerThan44PointsIsReportedButNotAListRow() async {
        let small = findings(
            Button {
            } label: {
                Text("x").foregroundStyle(.black)
            })
        XCTAssertEqual(small.map(\.kind), [.smallTapTarget])
        XCTAssertTrue(small.first?.message.contains("44×44") == true)
        XCTAssertEqual(
            kinds(
                Button {
                } label: {
                    Text("Big").foregroundStyle(.black).frame(width: 44, height: 44)
                }), [])
        XCTAssertEqual(
            kinds(
                List {
                    Button {
                    } label: {
                        Text("A row").foregroundStyle(.black)
                    }
                }), [], "the row, 44 tall, is the tap target")
    }

    // MARK: Accessibility

    @MainActor func testAnIconOnlyButtonNeedsALabel() async {
        let icon = Button {
        } label: {
            Image(systemName: "plus").frame(width: 44, height: 44)
        }
        let found = findings(icon)
        XCTAssertEqual(found.map(\.kind), [.missingAccessibilityLabel])
        XCTAssertTrue(found.first?.message.hasPrefix("Button shows only images") == true, found.first?.message ?? "")
        XCTAssertEqual(kinds(icon.accessibilityLabel("Add")), [])
        XCTAssertEqual(kinds(Image(systemName: "star")), [], "a symbol is read by its own label")
    }

    @MainActor func testAnImageReadByItsAssetNameNeedsALabel() async {
        ImageAssets.register("audit-tests.IMG_0042", size: CGSize(width: 50, height: 50))
        XCTAssertEqual(kinds(Image("audit-tests.IMG_0042")), [.missingAccessibilityLabel])
        XCTAssertEqual(kinds(Image("audit-tests.IMG_0042", label: Text("A harbour at dusk"))), [])
        XCTAssertEqual(kinds(Image(decorative: "audit-tests.IMG_0042")), [])
        XCTAssertEqual(kinds(Image("audit-tests.IMG_0042").accessibilityLabel("A harbour")), [])
    }

    @MainActor func testAnElementWithAnEmptyLabelIsReported() async {
        XCTAssertEqual(kinds(Text("Read me").accessibilityLabel(" ")), [.emptyAccessibilityLabel])
        XCTAssertEqual(kinds(Text("")), [], "an empty text draws nothing and is not read")
    }

    /// A progress view without a label is read by its value: "In progress", or its percentage
    /// (the controls gallery's spinner and gauge bar were reported before this rule).
    @MainActor func testAnElementReadByItsValueHasNoEmptyLabel() async {
        XCTAssertEqual(kinds(ProgressView()), [])
        XCTAssertEqual(kinds(ProgressView(value: 0.6).frame(width: 200)), [])
        XCTAssertEqual(kinds(ProgressView().accessibilityLabel("")), [.emptyAccessibilityLabel], "a label set empty is still one")
    }

    @MainActor func testDuplicateIdentifiersAreReportedOnEveryViewThatHasOne() async {
        let found = findings(
            VStack {
                Text("One").accessibilityIdentifier("row"); Text("Two").accessibilityIdentifier("row")
            })
        XCTAssertEqual(found.map(\.kind), [.duplicateAccessibilityIdentifier, .duplicateAccessibilityIdentifier])
        XCTAssertEqual(found.map(\.path), ["VStack/Text[0]", "VStack/Text[1]"])
        XCTAssertEqual(
            kinds(
                VStack {
                    Text("One").accessibilityIdentifier("one"); Text("Two").accessibilityIdentifier("two")
                }), [])
    }

    // MARK: Order and bad input

    @MainActor func testFindingsAreSortedByKindThenTreeOrderAndAreTheSameEachTime() async {
        let view = VStack {
            Text("Low").foregroundStyle(Color(white: 0.8))
            Button("x") {}
            Text("Truncated sentence that is long").lineLimit(1).frame(width: 60)
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 300))
        let found = host.audit()
        XCTAssertEqual(found.map(\.kind), [.truncatedText, .smallTapTarget, .lowContrast, .lowContrast])
        XCTAssertEqual(found.filter { $0.kind == .lowContrast }.map(\.path), ["VStack/Text[0]", "VStack/Button[1]/Text"])
        XCTAssertEqual(host.audit(), found)
        XCTAssertEqual(found[1].nodeID, host.layoutSnapshot.id(of: host.layoutSnapshot.preorder()[2]))
    }

    @MainActor func testFramesThatAreNotFiniteAreNotJudgedAndDoNotCrash() async {
        _ = findings(Text("NaN").frame(width: .nan, height: .nan))
        _ = findings(Button("∞") {}.position(x: .infinity, y: -.infinity))
        _ = findings(
            ZStack {
                Text("Huge").offset(x: .greatestFiniteMagnitude); Text("Huge")
            })
        _ = ViewHost(Text("Zero"), size: CGSize(width: CGFloat.nan, height: 0)).audit()
    }
}

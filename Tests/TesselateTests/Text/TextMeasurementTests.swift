import XCTest
@testable import Tesselate

/// The public measuring API agrees with what `Text` lays out, and serves seed 002's
/// self-sizing editor (which measures with `String.boundingRect` on iOS).
final class TextMeasurementTests: XCTestCase {
    @MainActor private func textSize<V: View>(_ view: V, width: CGFloat?) -> CGSize {
        let h = ViewHost(view, size: CGSize(width: 1000, height: 1000))
        return h.engine.size(of: h.nodes(kind: .text)[0], ProposedViewSize(width: width, height: nil))
    }

    // For every string, font, width and line limit, TextMeasurement's size is Text's size.
    @MainActor func testMeasurementEqualsText() async {
        let strings = [
            "", "Hello", "The quick brown fox jumps over the lazy dog", "吾輩は猫である。名前はまだ無い。",
            "SwiftUIでレイアウト", "one\ntwo\n", "Supercalifragilisticexpialidocious",
        ]
        for string in strings {
            for font in [Font.body, .largeTitle, .caption.bold(), .system(size: 13, design: .monospaced)] {
                for width in [nil, 0, 50, 120.5, 300] as [CGFloat?] {
                    for limit in [nil, 1, 2] as [Int?] {
                        let measured = TextMeasurement(string, font: font, width: width, lineLimit: limit)
                        XCTAssertEqual(
                            measured.size, textSize(Text(string).font(font).lineLimit(limit), width: width),
                            "\(string) \(font) \(String(describing: width)) \(String(describing: limit))")
                    }
                }
            }
        }
    }

    // boundingRect: the seed's call, with a Font instead of UIFont; origin zero, height by lines.
    @MainActor func testBoundingRect() async {
        let rect = "The quick brown fox jumps over the lazy dog".boundingRect(
            with: CGSize(width: 100, height: CGFloat.infinity), font: Font.body)
        XCTAssertEqual(rect.origin, CGPoint.zero)
        XCTAssertEqual(rect.height, 81.333333, accuracy: 1e-5)  // 4 lines × 20.287, rounded up at 3x
        XCTAssertEqual(TextMeasurement("The quick brown fox jumps over the lazy dog", width: 100).lineCount, 4)
    }

    /// Seed 002's AutoResizingTextEditor, ported: the editor's height is the measured text height
    /// plus 2 × 8 padding, at most maxHeight; empty text is still one line tall.
    struct AutoResizingTextEditor: View {
        @Binding var text: String
        var font: Font = .body
        var width: CGFloat = 361
        var maxHeight: CGFloat = 100
        private var height: CGFloat {
            let height = text.boundingRect(with: CGSize(width: width - 8 * 2 - 12, height: 852), font: font).height
            return min(height + 8 * 2, maxHeight)
        }
        var body: some View {
            TextEditor(text: $text).font(font).frame(height: height).padding(8)
        }
    }

    @MainActor func testSeedEditorGrowsThenStops() async {
        final class Box { var text = "" }
        let box = Box()
        let binding = Binding(get: { box.text }, set: { box.text = $0 })
        let h = ViewHost(
            VStack {
                Spacer(); AutoResizingTextEditor(text: binding).id("editor")
            }, size: CGSize(width: 361, height: 600))
        let editorHeight = { h.frames(kind: .textEditor).first?.height ?? -1 }
        XCTAssertEqual(editorHeight(), 36.333333, accuracy: 1e-5)  // one line (20.333) + 16
        h.typeText("The quick brown fox jumps over the lazy dog, and again the quick brown fox", into: .id("editor"))
        XCTAssertEqual(editorHeight(), 56.666667, accuracy: 1e-5)  // two lines at 333 points: 40.667 + 16
        h.typeText(String(repeating: " more words", count: 40), into: .id("editor"))
        XCTAssertEqual(editorHeight(), 100)
        XCTAssertTrue(h.dump().contains("scrolls"))
    }
}

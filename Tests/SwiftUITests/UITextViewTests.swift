import SwiftUI
import TesselateTesting
import XCTest

/// `UITextView`, as apps wrap it in a `UIViewRepresentable`: the wrapper compiles as written and
/// lays out as a representable; the view keeps its state and sizes its text as UIKit does.
final class UITextViewTests: XCTestCase {
    struct NotesEditor: UIViewRepresentable {
        @Binding var text: String

        final class Coordinator: NSObject, UITextViewDelegate {
            var parent: NotesEditor
            init(_ parent: NotesEditor) { self.parent = parent }
            func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        func makeUIView(context: Context) -> UITextView {
            let textView = UITextView()
            textView.delegate = context.coordinator
            textView.font = .preferredFont(forTextStyle: .body)
            textView.isScrollEnabled = false
            textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
            textView.autocapitalizationType = .sentences
            textView.returnKeyType = .done
            return textView
        }

        func updateUIView(_ uiView: UITextView, context: Context) {
            if uiView.text != text { uiView.text = text }
        }
    }

    @MainActor func testARepresentedTextViewLaysOutAsARepresentable() async throws {
        let host = ViewHost(NotesEditor(text: .constant("Notes")).frame(height: 120), size: CGSize(width: 300, height: 400))
        XCTAssertTrue(host.diagnostics.isEmpty, "\(host.diagnostics)")
        XCTAssertTrue(host.dump(proposals: false).contains("NotesEditor"), host.dump(proposals: false))
    }

    @MainActor func testTheViewSizesItsTextInsideItsInsets() async throws {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "One line"
        let one = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(one.width, 300, "the width offered is kept")
        XCTAssertEqual(one.height, TextMeasurement("One line", font: .system(size: 17)).size.height + 16, "8 above and below")
        view.text = String(repeating: "many words wrap ", count: 20)
        XCTAssertGreaterThan(view.sizeThatFits(CGSize(width: 300, height: 1000)).height, one.height * 3)
        view.textContainerInset = .zero
        XCTAssertEqual(
            view.sizeThatFits(CGSize(width: 300, height: 1000)).height,
            TextMeasurement(view.text, font: .system(size: 17), width: 290).size.height)
    }

    @MainActor func testSettingTextCallsNoDelegate() async throws {
        final class Spy: NSObject, UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let spy = Spy(), view = UITextView()
        view.delegate = spy
        view.text = "Set in code"
        XCTAssertEqual(spy.changes, 0, "UIKit tells its delegate about typing only")
        XCTAssertEqual(view.text, "Set in code")
    }

    /// Content priorities, as a wrapper sets them so that SwiftUI can narrow the view: kept per
    /// axis and answered back, with UIKit's defaults (250 hugging, 750 compression resistance)
    /// where none was set.
    @MainActor func testContentPrioritiesAreKept() async throws {
        let view = UITextView()
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        view.setContentHuggingPriority(.required - 1, for: .vertical)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), UILayoutPriority(750))
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical).rawValue, 999)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertLessThan(UILayoutPriority.fittingSizeLevel, .defaultLow)
    }
}

import Tesselate
import XCTest

@testable import TesselateTesting

/// The command line names a view by its path, id, accessibility identifier, text or kind.
final class ViewLocatorTests: XCTestCase {
    private struct Screen: View {
        var body: some View {
            VStack {
                Text("Hello").id("greeting")
                Text("42").id(7)
                Button("Save") {}.accessibilityIdentifier("save")
                Toggle("On", isOn: .constant(true))
            }
        }
    }

    @MainActor private func locate(_ text: String) -> Result<String, PreviewTools.Failure> {
        let locator = ViewLocator(host: ViewHost(AnyView(Screen()), size: CGSize(width: 300, height: 300)))
        do { return .success(try locator.locate(text).path) } catch { return .failure(error) }
    }

    @MainActor private func path(_ query: ViewQuery) -> String? {
        ViewHost(Screen(), size: CGSize(width: 300, height: 300)).find(query)?.path
    }

    @MainActor func testEachWayOfNamingAViewFindsIt() async throws {
        XCTAssertEqual(try locate("greeting").get(), path(.id("greeting")))
        XCTAssertEqual(try locate("id:greeting").get(), path(.id("greeting")))
        XCTAssertEqual(try locate("7").get(), path(.id(7)), "an integer id")
        XCTAssertEqual(try locate("save").get(), path(.accessibilityIdentifier("save")))
        XCTAssertEqual(try locate("Hello").get(), path(.text("Hello")))
        XCTAssertEqual(try locate("text:42").get(), path(.text("42")))
        XCTAssertEqual(try locate("Toggle").get(), path(.kind(.toggle)))
        let toggle = try XCTUnwrap(path(.kind(.toggle)))
        XCTAssertEqual(try locate(toggle).get(), toggle)
        XCTAssertEqual(try locate("path:\(toggle)").get(), toggle)
    }

    @MainActor func testAPrefixSaysWhichKindOfNameItIs() async {
        XCTAssertThrowsError(try locate("text:greeting").get(), "greeting is an id, not a text")
        XCTAssertThrowsError(try locate("id:Hello").get())
    }

    @MainActor func testAnEmptyAmbiguousOrUnknownNameIsAFailureThatSaysWhy() async {
        XCTAssertEqual(locate("  ").failureDescription, "name the view: a path, an id or a text")
        let ambiguous = locate("kind:Text").failureDescription ?? ""
        let texts = ViewHost(Screen(), size: CGSize(width: 300, height: 300)).findAll(.kind(.text))
        XCTAssertGreaterThan(texts.count, 1)
        XCTAssertEqual(
            ambiguous,
            "\(texts.count) views have the kind \"Text\"; name one by its path:\n" + texts.map { "  " + $0.path }.joined(separator: "\n"))
        XCTAssertTrue(locate("Nothing").failureDescription?.hasPrefix("no view has the path, id") == true)
    }
}

extension Result where Failure == PreviewTools.Failure {
    fileprivate var failureDescription: String? {
        if case .failure(let failure) = self { return failure.description }
        return nil
    }
}

import XCTest
import Tesselate
import TesselateTesting

/// Queries find views by id, text, kind, type or predicate, in the window or under a view, and
/// tell where each view is and how it was laid out.
final class QueryTests: XCTestCase {
    @MainActor private func cardHost() -> ViewHost<Card> {
        ViewHost(Card(), size: CGSize(width: 300, height: 200), displayScale: 1)
    }

    @MainActor func testFindsByIDAndReadsGeometry() async {
        let host = cardHost()
        let red = host.find(.id("red"))
        XCTAssertEqual(red?.kind, .frame)
        XCTAssertEqual(red?.size, CGSize(width: 40, height: 40))
        XCTAssertNotNil(red?.proposal, "the proposal the row placed it with")
        XCTAssertEqual(red?.answers.last?.size, CGSize(width: 40, height: 40))
        let blue = host.find(.id("blue"))!
        XCTAssertEqual(blue.frame().minX - red!.frame().maxX, 10, "the row's spacing")
        XCTAssertEqual(blue.frame(in: .local), CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(blue.children.map(\.kind), ["Color"])
        XCTAssertEqual(blue.parent?.kind, .hStack)
        XCTAssertEqual(blue.path, "padding/VStack/HStack[1]/frame[1]")
    }

    /// A view's parameters are read by label, as the dump shows them.
    @MainActor func testReadsParametersByLabel() async {
        let host = ViewHost(
            VStack(spacing: 4) { Text("A long title that cannot fit").lineLimit(1).frame(minWidth: 10, maxWidth: 60) },
            size: CGSize(width: 300, height: 200), displayScale: 1)
        let title = host.find(.text(containing: "A long title"))
        XCTAssertEqual(title?.attribute(\.lineLimit), 1)
        XCTAssertEqual(title?.attribute("shows")?.hasSuffix("…\""), true)
        XCTAssertNil(title?.attribute("font"))
        XCTAssertEqual(title?.parent?.attribute(\.maxWidth), 60)
        XCTAssertEqual(title?.parent?.attribute(\.minWidth), 10)
        XCTAssertEqual(host.find(.kind(.vStack))?.attribute(\.spacing), 4)
    }

    @MainActor func testFindsByTextAndScope() async {
        let host = cardHost()
        let title = host.find(.text("Palette"))
        XCTAssertEqual(title?.kind, .text)
        XCTAssertEqual(title?.text, "Palette")
        XCTAssertEqual(title?.id, AnyHashable("title"))
        XCTAssertEqual(host.findAll(.text(containing: "Pal")).count, 1)
        let row = host.find(.id("row"))!
        XCTAssertEqual(row.findAll(.kind(.color)).count, 2, "scoped to the row")
        XCTAssertTrue(row.findAll(.text("Palette")).isEmpty, "the title is not in the row")
    }

    @MainActor func testFindsTheViewsOfAUserTypeAndBuiltInTypes() async {
        let host = cardHost()
        let card = host.find(.type(Card.self))
        XCTAssertEqual(card?.kind, .padding, "the outermost view of Card's body")
        XCTAssertTrue(card?.userType == Card.self)
        XCTAssertEqual(host.findAll(.type(Text.self)).count, 1)
        XCTAssertEqual(host.findAll(.type(Color.self)).count, 2)
    }

    @MainActor func testFindsByPredicate() async {
        let host = cardHost()
        let wide = host.findAll(.where("wider than 80") { $0.kind == .hStack && $0.size.width > 80 })
        XCTAssertEqual(wide.count, 1)
        XCTAssertEqual(wide.first?.size.width, 90)
    }

    @MainActor func testFrameInANamedCoordinateSpace() async {
        let host = ViewHost(Framed(), size: CGSize(width: 400, height: 300), displayScale: 1)
        let square = host.find(.id("square"))!
        XCTAssertEqual(square.frame(in: .named("box")), CGRect(x: 75, y: 25, width: 50, height: 50))
        XCTAssertEqual(square.frame(in: .global), CGRect(x: 175, y: 125, width: 50, height: 50))
        XCTAssertEqual(square.frame(in: .named("nowhere")), square.frame(), "an unknown name is the window, as in SwiftUI")
    }

    @MainActor func testAFailedQueryShowsCandidatesAndTheSearchedSubtree() async {
        let host = cardHost()
        let failures = collectingFailures { XCTAssertNil(host.find(.text("Palete"))) }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first ?? ""
        XCTAssertTrue(message.hasPrefix("No view matches text \"Palete\" in the window."), message)
        XCTAssertTrue(message.contains("Nearest candidates:\n  padding/VStack/frame[0]/Text: Text(\"Palette\", id: \"title\")"), message)
        XCTAssertTrue(message.contains("Searched:\nTesselate dump v1 · window 300×200 @1x\nCard ▸ padding(10)"), message)
    }

    @MainActor func testAnIDQueryThatFindsNothingListsTheIDsThatExist() async {
        let host = cardHost()
        let message = collectingFailures { host.find(.id("bleu")) }.first ?? ""
        XCTAssertTrue(message.contains("No view matches id \"bleu\" in the window."), message)
        XCTAssertTrue(
            message.contains("Nearest candidates:\n  padding/VStack/HStack[1]/frame[1]: frame(width: 40, height: 40, id: \"blue\")"),
            message)
    }

    @MainActor func testAScopedQueryThatFindsNothingShowsOnlyTheScope() async {
        let host = cardHost()
        let message = collectingFailures { host.find(.id("row"))?.find(.text("Palette")) }.first ?? ""
        XCTAssertTrue(message.hasPrefix("No view matches text \"Palette\" under padding/VStack/HStack[1]."), message)
        XCTAssertTrue(message.contains("· subtree padding/VStack/HStack[1]\nHStack(spacing: 10, id: \"row\")"), message)
        XCTAssertFalse(message.contains("Text(\"Palette\""), "the title is outside the scope: \(message)")
    }

    @MainActor func testAQueryThatFindsSeveralFailsAndListsThem() async {
        let host = cardHost()
        let message = collectingFailures { host.find(.kind(.color)) }.first ?? ""
        XCTAssertTrue(message.hasPrefix("2 views match kind Color in the window; expected one."), message)
        XCTAssertTrue(message.contains("  padding/VStack/HStack[1]/frame[0]/Color: Color(red)  (105, 94, 40×40)"), message)
    }

    // Controls by their titles, as XCUITest's `app.buttons["Add"]`: the control, not its text;
    // a title that matches nothing lists the controls of that kind by their labels.
    @MainActor func testFindsControlsByTheirTitles() async {
        struct Settings: View {
            @State var wifi = true
            @State var count = 1
            @State var name = ""
            var body: some View {
                VStack {
                    Button("Add") {}
                    Button("Remove") {}
                    Toggle("Wi-Fi", isOn: $wifi)
                    Stepper("Count", value: $count)
                    TextField("Name", text: $name, prompt: Text("Your name"))
                    SecureField("Password", text: $name)
                    TextEditor(text: $name)
                }
            }
        }
        let host = ViewHost(Settings(), size: CGSize(width: 300, height: 500), displayScale: 1)
        XCTAssertEqual(host.find(.button("Add"))?.kind, .button)
        XCTAssertEqual(host.find(.toggle("Wi-Fi"))?.kind, .toggle)
        XCTAssertEqual(host.find(.stepper())?.kind, .stepper)
        XCTAssertEqual(host.find(.textField("Name"))?.kind, .textField)
        XCTAssertEqual(host.find(.textField(prompt: "Your name"))?.kind, .textField)
        XCTAssertEqual(host.find(.textField("Password"))?.kind, .secureField)
        XCTAssertEqual(host.find(.textEditor)?.kind, .textEditor)
        XCTAssertEqual(host.findAll(.textField()).count, 2)
        XCTAssertEqual(collectingFailures { host.find(.toggle("Add")) }.count, 1, "a button's title is not a toggle's")
        let message = collectingFailures { host.find(.button("Ad")) }.first ?? ""
        XCTAssertTrue(message.hasPrefix("No view matches button \"Ad\" in the window."), message)
        XCTAssertTrue(message.contains("VStack/Button[0]: Button"), message)
        XCTAssertTrue(host.find(.toggle("Wi-Fi"))?.toggle() == true)
        XCTAssertEqual(host.find(.toggle("Wi-Fi"))?.attribute(\.isOn), false)
    }
}

extension QueryTests {
    /// A `List` makes only the rows near the visible area, as SwiftUI's does: a query for a row
    /// further down finds nothing, and the failure says which rows the list made and how to
    /// make the others.
    @MainActor func testAQueryForARowNotMadeYetSaysToScroll() async {
        let host = ViewHost(List(0..<1_000, id: \.self) { Text("Row \($0)") }, device: .iPhone16)
        let message = collectingFailures { host.find(.text("Row 500")) }.first ?? ""
        XCTAssertTrue(message.hasPrefix("No view matches text \"Row 500\" in the window."), message)
        XCTAssertTrue(message.contains("the view may be in a row not made yet. Scroll to make it"), message)
        XCTAssertNotNil(message.range(of: #"  ListContent [^\n]*: rows 0–\d+ of 1000 made"#, options: .regularExpression), message)
        host.find(.text("Row 3"))?.drag(by: CGSize(width: 0, height: -22_000))
        let after = collectingFailures { host.find(.text("Row 500")) }
        XCTAssertEqual(after, [], "scrolling made the row")
    }

    @MainActor func testAQueryInAListWhoseRowsAreAllMadeSaysNothingOfScrolling() async {
        let host = ViewHost(List(0..<3, id: \.self) { Text("Row \($0)") }, device: .iPhone16)
        let message = collectingFailures { host.find(.text("Row 5")) }.first ?? ""
        XCTAssertFalse(message.contains("not made yet"), message)
    }
}

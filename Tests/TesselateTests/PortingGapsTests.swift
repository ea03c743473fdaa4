import XCTest
@testable import Tesselate

/// Small gaps that stopped real SwiftUI files from compiling: `@Observable` with only
/// `import Tesselate`, `onChange(of:perform:)`, `ForEach($items)`, `Button` titles held in
/// variables. Each compiles as SwiftUI code does and behaves as SwiftUI documents.
@Observable
final class PortingGapsCounter {
    var count = 0
}

final class PortingGapsTests: XCTestCase {
    struct Item: Identifiable {
        let id: Int
        var name: String
    }

    struct Editor: View {
        @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Button(item.name) { item.name += "!" }
                }
                Text(items.map(\.name).joined(separator: ","))
            }
        }
    }

    @MainActor func testForEachOverBindings() async {
        let host = ViewHost(Editor())
        XCTAssertTrue(host.dump().contains("\"a,b\""), host.dump())
        // Tap the second button, as the testing library's `tap()` does.
        let buttons = host.nodes(kind: .button)
        (host.tree[buttons[1]].behavior as? ControlNode)?.action.tapAction?()
        _ = host.settle()
        XCTAssertTrue(host.dump().contains("\"a,b!\""), host.dump())
    }

    struct Watcher: View {
        let counter: PortingGapsCounter
        let seen: (Int) -> Void
        var body: some View {
            Text("\(counter.count)").onChange(of: counter.count, perform: seen)
        }
    }

    @MainActor func testObservableAndOnChangePerform() async {
        let counter = PortingGapsCounter()
        var seen: [Int] = []
        let host = ViewHost(Watcher(counter: counter) { seen.append($0) })
        counter.count = 3
        _ = host.settle()
        XCTAssertEqual(seen, [3])
    }

    /// `textContentType(.emailAddress)` compiles as on iOS (a `UITextContentType`) and shows
    /// in the dump.
    @MainActor func testTextContentTypeAsOnIOS() async {
        @MainActor struct SignIn: View {
            @State var email = ""
            var body: some View {
                TextField("Email", text: $email).textContentType(.emailAddress).keyboardType(.emailAddress)
            }
        }
        XCTAssertTrue(ViewHost(SignIn()).dump().contains("textContentType: .emailAddress"))
    }

    @MainActor func testButtonTitlesInVariables() async {
        let key: LocalizedStringKey = "Save"
        let string = "Cancel"
        let host = ViewHost(
            HStack {
                Button(key) {}; Button(string) {}; Button("Literal") {}
            })
        let dump = host.dump()
        for title in ["Save", "Cancel", "Literal"] { XCTAssertTrue(dump.contains("\"\(title)\""), dump) }
    }
}

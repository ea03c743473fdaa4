import Observation
import XCTest

import Tesselate
import TesselateTesting

extension FocusedValues {
    /// Declared with `@Entry`, as Apple's documentation declares focused values.
    @Entry var draftTitle: String?
    @Entry var draftBinding: Binding<String>?
}

/// Declared with a key, the way before `@Entry`.
struct SelectionCountKey: FocusedValueKey { typealias Value = Int }

extension FocusedValues {
    var selectionCount: Int? {
        get { self[SelectionCountKey.self] }
        set { self[SelectionCountKey.self] = newValue }
    }
}

/// Focused values as SwiftUI documents them
/// (<https://developer.apple.com/documentation/swiftui/focusedvalues>): a reader sees the value
/// published closest to the focused view (`focusedValue`), else the scene's (`focusedSceneValue`),
/// else `nil`; it follows the focus as it moves and the published value as it changes.
final class FocusedValueTests: XCTestCase {
    /// Shows what a reader of `draftTitle` and `selectionCount` sees.
    struct Reader: View {
        @FocusedValue(\.draftTitle) private var title
        @FocusedValue(\.selectionCount) private var count

        var body: some View {
            Text(verbatim: "title: \(title ?? "nil"), count: \(count.map(String.init) ?? "nil")")
        }
    }

    /// Two fields, each publishing its own text as the title; the second is inside a group that
    /// publishes a count.
    struct Editor: View {
        @State private var first = "Groceries"
        @State private var second = "Trip"

        var body: some View {
            VStack {
                Reader()
                TextField("First", text: $first).focusedValue(\.draftTitle, first)
                VStack {
                    TextField("Second", text: $second).focusedValue(\.draftTitle, second)
                }
                .focusedValue(\.selectionCount, 2)
            }
        }
    }

    @MainActor func testTheReaderSeesTheFocusedFieldsValueAndFollowsTheFocus() async {
        let host = ViewHost(Editor())
        XCTAssertTrue(host.exists(.text("title: nil, count: nil")))
        host.focus(.prompt("First"))
        XCTAssertTrue(host.exists(.text("title: Groceries, count: nil")))
        // The second field's own title, and its group's count (an ancestor of the focused view).
        host.focus(.prompt("Second"))
        XCTAssertTrue(host.exists(.text("title: Trip, count: 2")))
        host.clearFocus()
        XCTAssertTrue(host.exists(.text("title: nil, count: nil")))
    }

    @MainActor func testTheReaderFollowsThePublishedValueAsItChanges() async {
        let host = ViewHost(Editor())
        host.typeText(" list", into: .prompt("First"))
        XCTAssertTrue(host.exists(.text("title: Groceries list, count: nil")))
        assertNoDiagnostics(host)
    }

    /// The publisher closest to the focus wins; an optional `nil` publishes nothing, so the
    /// outer value shows through.
    @MainActor func testTheClosestPublisherWins() async {
        struct Nested: View {
            @State private var text = ""
            var inner: String?
            var body: some View {
                VStack {
                    Reader()
                    VStack {
                        TextField("Field", text: $text).focusedValue(\.draftTitle, inner)
                    }
                    .focusedValue(\.draftTitle, "outer")
                }
            }
        }
        let inner = ViewHost(Nested(inner: "inner"))
        inner.focus(.first)
        XCTAssertTrue(inner.exists(.text("title: inner, count: nil")))
        let outer = ViewHost(Nested(inner: nil))
        outer.focus(.first)
        XCTAssertTrue(outer.exists(.text("title: outer, count: nil")))
    }

    /// A scene value is seen with nothing focused; a focused publisher of the same key is closer.
    @MainActor func testASceneValueIsSeenWithoutFocus() async {
        struct Screen: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    Reader()
                    TextField("Field", text: $text).focusedValue(\.draftTitle, "field")
                }
                .focusedSceneValue(\.draftTitle, "scene")
                .focusedSceneValue(\.selectionCount, 7)
            }
        }
        let host = ViewHost(Screen())
        XCTAssertTrue(host.exists(.text("title: scene, count: 7")))
        XCTAssertTrue(host.exists(.kind("focusedSceneValue")))
        host.focus(.first)
        XCTAssertTrue(host.exists(.text("title: field, count: 7")))
        host.clearFocus()
        XCTAssertTrue(host.exists(.text("title: scene, count: 7")))
    }

    /// A scene value goes when its view goes.
    @MainActor func testASceneValueGoesWithItsView() async {
        struct Screen: View {
            @State private var publishes = true
            var body: some View {
                VStack {
                    Reader()
                    if publishes { Color.red.focusedSceneValue(\.selectionCount, 3) }
                    Button("Remove") { publishes = false }
                }
            }
        }
        let host = ViewHost(Screen())
        XCTAssertTrue(host.exists(.text("title: nil, count: 3")))
        host.find(.button("Remove"))?.tap()
        XCTAssertTrue(host.exists(.text("title: nil, count: nil")))
    }

    /// `@FocusedBinding` unwraps a published binding and writes through it.
    @MainActor func testAFocusedBindingWritesThroughThePublishedBinding() async {
        struct Toolbar: View {
            @FocusedBinding(\.draftBinding) private var draft
            var body: some View {
                VStack {
                    Text(verbatim: "draft: \(draft ?? "nil")")
                    Button("Clear") { draft = "" }
                }
            }
        }
        struct Screen: View {
            @State private var text = "Hello"
            var body: some View {
                VStack {
                    Toolbar()
                    TextField("Body", text: $text).focusedValue(\.draftBinding, $text)
                    Text(verbatim: "text: \(text)")
                }
            }
        }
        let host = ViewHost(Screen())
        XCTAssertTrue(host.exists(.text("draft: nil")))
        host.find(.button("Clear"))?.tap()
        XCTAssertTrue(host.exists(.text("text: Hello")))
        host.focus(.first)
        XCTAssertTrue(host.exists(.text("draft: Hello")))
        host.find(.button("Clear"))?.tap()
        XCTAssertTrue(host.exists(.text("text: ")))
        XCTAssertTrue(host.exists(.text("draft: ")))
    }

    @Observable final class Composer {
        var words = 3
    }

    /// An `@Observable` object published by its type, read with `@FocusedValue(Type.self)`.
    @MainActor func testAnObservableObjectIsPublishedByItsType() async {
        struct Counter: View {
            @FocusedValue(Composer.self) private var composer
            var body: some View { Text(verbatim: "words: \(composer.map { String($0.words) } ?? "nil")") }
        }
        struct Screen: View {
            @State private var composer = Composer()
            @State private var text = ""
            var body: some View {
                VStack {
                    Counter()
                    TextField("Body", text: $text).focusedValue(composer)
                    Button("More") { composer.words += 1 }
                }
            }
        }
        let host = ViewHost(Screen())
        XCTAssertTrue(host.exists(.text("words: nil")))
        host.focus(.first)
        XCTAssertTrue(host.exists(.text("words: 3")))
        host.find(.button("More"))?.tap()
        XCTAssertTrue(host.exists(.text("words: 4")))
    }

    @MainActor final class Document: ObservableObject {
        @Published var title = "Untitled"
    }

    /// An `ObservableObject` published to the scene, read with `@FocusedObject`; the reader
    /// follows the object's changes, and its projection makes bindings.
    @MainActor func testAFocusedSceneObjectIsReadWithFocusedObject() async {
        struct TitleBar: View {
            @FocusedObject private var document: Document?
            var body: some View {
                VStack {
                    Text(verbatim: "title: \(document?.title ?? "nil")")
                    if let title = $document?.title { Button("Rename") { title.wrappedValue = "Renamed" } }
                }
            }
        }
        struct Screen: View {
            @StateObject private var document = Document()
            var body: some View {
                VStack {
                    TitleBar()
                    Button("Edit") { document.title = "Edited" }
                }
                .focusedSceneObject(document)
            }
        }
        let host = ViewHost(Screen())
        XCTAssertTrue(host.exists(.text("title: Untitled")))
        host.find(.button("Edit"))?.tap()
        XCTAssertTrue(host.exists(.text("title: Edited")))
        host.find(.button("Rename"))?.tap()
        XCTAssertTrue(host.exists(.text("title: Renamed")))
    }

    @MainActor final class BodyCount { var reads = 0 }

    /// When a published value changes, the readers run again and the other views do not.
    @MainActor func testOnlyTheReadersRunAgain() async {
        struct Bystander: View {
            let count: BodyCount
            var body: some View {
                count.reads += 1
                return Text("bystander")
            }
        }
        struct Publisher: View {
            @State private var text = ""
            @State private var title = "one"
            var body: some View {
                VStack {
                    TextField("Field", text: $text).focusedSceneValue(\.draftTitle, title)
                    Button("Next") { title = "two" }
                }
            }
        }
        let count = BodyCount()
        let host = ViewHost(
            VStack {
                Reader()
                Bystander(count: count)
                Publisher()
            })
        XCTAssertTrue(host.exists(.text("title: one, count: nil")))
        let before = count.reads
        host.find(.button("Next"))?.tap()
        XCTAssertTrue(host.exists(.text("title: two, count: nil")))
        // The verify mode (`TESSELATE_VERIFY_PARTIAL_UPDATES=1`) checks each partial update
        // against a full one, which runs every body again.
        if ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] != "1" {
            XCTAssertEqual(count.reads, before)
        }
    }

    /// Outside a host nothing publishes: the readers are `nil`.
    @MainActor func testOutsideAHostTheValuesAreNil() async {
        XCTAssertNil(FocusedValue(\.draftTitle).wrappedValue)
        XCTAssertNil(FocusedBinding(\.draftBinding).wrappedValue)
    }
}

import XCTest
@testable import Tesselate

/// `onPreferenceChange` runs its action when the value of the key first becomes known (after the
/// first layout, whatever the value: the default, `nil` included), then on each change. Apple
/// documents it as "an action to perform when the specified preference key's value changes"
/// (developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)); SwiftUI also
/// delivers the first value, which apps rely on to read a child's size.
final class OnPreferenceChangeTests: XCTestCase {
    final class Log { var entries: [String] = [] }

    struct Selected: PreferenceKey {
        static let defaultValue: Int? = nil
        static func reduce(value: inout Int?, nextValue: () -> Int?) { value = value ?? nextValue() }
    }

    struct Title: PreferenceKey {
        static let defaultValue: String? = nil
        static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
    }

    struct Source: View {
        var selected: Int?
        var title: String? = nil
        let log: Log
        var body: some View {
            VStack {
                Color.red.preference(key: Selected.self, value: selected)
                Color.blue.preference(key: Title.self, value: title)
            }
            .onPreferenceChange(Selected.self) { log.entries.append("selected \($0.map(String.init) ?? "nil")") }
            .onPreferenceChange(Title.self) { log.entries.append("title \($0 ?? "nil")") }
        }
    }

    /// The first value is delivered even when it is `nil` (the old code took a `nil` never seen
    /// for one seen, or a `nil` seen for a value never seen); then nil → some → nil are changes,
    /// and an unchanged value is not delivered again.
    @MainActor func testOptionalValueGoingNilSomeNil() async {
        let log = Log()
        let host = ViewHost(Source(selected: nil, log: log))
        XCTAssertEqual(log.entries.sorted(), ["selected nil", "title nil"], "the first values, nil")
        log.entries = []
        host.rootView = Source(selected: 4, log: log)
        host.rootView = Source(selected: 4, log: log)
        host.rootView = Source(selected: nil, log: log)
        XCTAssertEqual(log.entries, ["selected 4", "selected nil"])
    }

    /// A view that appears with a value gets it once; two keys with `Optional` values in one
    /// view keep their own memory.
    @MainActor func testAppearingWithAValueAndTwoKeys() async {
        let log = Log()
        let host = ViewHost(Source(selected: 5, title: "a", log: log))
        XCTAssertEqual(log.entries.sorted(), ["selected 5", "title a"])
        log.entries = []
        host.rootView = Source(selected: 5, title: nil, log: log)
        XCTAssertEqual(log.entries, ["title nil"])
    }

    /// Content built from a preference value (`overlayPreferenceValue`) is built from the
    /// default value before the first layout, and from `nil` when the value turns `nil`.
    @MainActor func testOverlayBuiltFromAnOptionalValue() async {
        struct Overlaid: View {
            var selected: Int?
            var body: some View {
                Color.red.frame(width: 10, height: 10).preference(key: Selected.self, value: selected)
                    .overlayPreferenceValue(Selected.self) { value in Text(value.map(String.init) ?? "none") }
            }
        }
        let host = ViewHost(Overlaid(selected: 3))
        XCTAssertEqual(host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.content }, ["3"])
        host.rootView = Overlaid(selected: nil)
        XCTAssertEqual(host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.content }, ["none"])
    }
}

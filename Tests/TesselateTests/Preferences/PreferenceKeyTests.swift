import XCTest
import Observation
import Tesselate

/// More of the preference and state machinery: transforms, anchors, preference-built overlays,
/// `@Observable` models, and `onDisappear`.
final class PreferenceKeyTests: XCTestCase {
    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Bounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// A key whose value is optional needs no `defaultValue`: SwiftUI supplies `nil`.
    struct Selected: PreferenceKey {
        static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
    }

    @MainActor func testAnOptionalKeyDefaultsToNil() async {
        XCTAssertNil(Selected.defaultValue)
        var seen: [String?] = []
        let view = VStack {
            Color.red.transformPreference(Selected.self) {
                seen.append($0); $0 = "red"
            }
        }.onPreferenceChange(Selected.self) { seen.append($0) }
        ViewHost(view).settle()
        XCTAssertEqual(seen.first, .some(nil), "a transform starts from the default, nil")
        XCTAssertEqual(seen.last, "red")
    }

    /// `preference` replaces what the content set; `transformPreference` changes it; values in a
    /// background reach the ancestors of the decorated view.
    @MainActor func testSetReplacesTransformChangesBackgroundContributes() async {
        var seen: [String] = []
        let view = VStack {
            Color.red.preference(key: Names.self, value: ["inner"]).preference(key: Names.self, value: ["outer"])
            Color.red.background(Color.clear.preference(key: Names.self, value: ["background"]))
            Color.red.transformPreference(Names.self) { $0.append("transformed") }
        }.onPreferenceChange(Names.self) { seen = $0 }
        ViewHost(view).settle()
        XCTAssertEqual(seen, ["outer", "background", "transformed"])
    }

    /// An anchor resolves in the reader's coordinates.
    @MainActor func testAnchorPreferenceResolvedInOverlay() async {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 30, height: 10).anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(Bounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.green.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100), displayScale: 1)
        // The green highlight, moved by the offset onto the blue view.
        XCTAssertEqual(host.frames(kind: .color).last, CGRect(x: 35, y: 55, width: 30, height: 10))
        XCTAssertEqual(host.diagnostics, [])
    }

    @Observable final class Model {
        var width: CGFloat = 10
    }

    /// A body that reads an `@Observable` property is updated when the property changes.
    @MainActor func testObservableModelUpdatesTheHost() async {
        struct Bar: View {
            let model: Model
            var body: some View { Color.red.frame(width: model.width, height: 5).id("bar") }
        }
        let model = Model()
        let host = ViewHost(Bar(model: model), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 10)
        model.width = 42
        XCTAssertEqual(host.frame(id: "bar")?.width, 42)
    }

    /// A binding made from a test-local box updates the host, which settles before it answers.
    @MainActor func testBindingFromALocalBox() async {
        final class Box { var value: CGFloat = 1 }
        let box = Box()
        struct Bar: View {
            @Binding var width: CGFloat
            var body: some View { Color.red.frame(width: width, height: 5).id("bar") }
        }
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let host = ViewHost(Bar(width: binding), displayScale: 1)
        binding.wrappedValue = 7
        XCTAssertEqual(host.frame(id: "bar")?.width, 7)
    }

    @MainActor func testOnDisappearRunsWhenTheViewLeaves() async {
        var events: [String] = []
        struct Root: View {
            var show: Bool
            var record: (String) -> Void
            var body: some View {
                VStack { if show { Color.red.onAppear { record("appear") }.onDisappear { record("disappear") } } }
            }
        }
        let host = ViewHost(Root(show: true) { events.append($0) })
        host.rootView = Root(show: false) { events.append($0) }
        host.settle()
        XCTAssertEqual(events, ["appear", "disappear"])
    }
}

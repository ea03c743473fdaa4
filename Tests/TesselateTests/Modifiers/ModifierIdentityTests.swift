import XCTest
import Tesselate

/// Each modifier of a chain is a view of its own: its callbacks, state and memories do not mix
/// with its neighbours' (SwiftUI runs every `onAppear`, `task` and `onChange` for itself).
final class ModifierIdentityTests: XCTestCase {
    @MainActor func testEveryLifecycleModifierRuns() async {
        var log: [String] = []
        let view = Text("x")
            .onDisappear { log.append("disappear") }
            .onAppear { log.append("appear1") }
            .onAppear { log.append("appear2") }
        ViewHost(view).settle()
        XCTAssertEqual(log, ["appear1", "appear2"])
    }

    /// Two `onChange`s on one view see only their own values, and a chain of them settles.
    @MainActor func testOnChangeChainSettles() async {
        struct Chain: View {
            @State private var a = 0
            @State private var b = 0
            @State private var c = 0
            var body: some View {
                Color.red.frame(width: CGFloat(a + b + c), height: 1).id("bar")
                    .onAppear { a = 1 }
                    .onChange(of: a) { b = a + 1 }
                    .onChange(of: b) { c = b + 1 }
            }
        }
        let host = ViewHost(Chain(), displayScale: 1)
        XCTAssertEqual(host.diagnostics, [])
        XCTAssertEqual(host.frame(id: "bar")?.width, 1 + 2 + 3)
        XCTAssertLessThanOrEqual(host.lastPassCount, 5)
    }

    /// A background and an overlay of one view are different views with their own state.
    @MainActor func testBackgroundAndOverlayKeepSeparateState() async {
        struct Counter: View {
            var start: Int
            var label: String
            @State private var n = 0
            var body: some View {
                Text("\(label) \(n)").onAppear { n = start }
            }
        }
        let host = ViewHost(Text("x").background(Counter(start: 7, label: "bg")).overlay(Counter(start: 3, label: "ov")), displayScale: 1)
        let dump = host.dump(proposals: false)
        XCTAssertTrue(dump.contains(#"Text("bg 7""#), dump)
        XCTAssertTrue(dump.contains(#"Text("ov 3""#), dump)
    }

    /// Writing a state value equal to the stored one changes nothing and costs no pass.
    @MainActor func testEqualStateWritesDoNotUpdate() async {
        struct Resetting: View {
            @State private var a = 0
            var body: some View { Color.red.onChange(of: a, initial: true) { a = 0 } }
        }
        XCTAssertEqual(ViewHost(Resetting()).lastPassCount, 1)
    }
}

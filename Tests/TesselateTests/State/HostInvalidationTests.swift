import XCTest
import Observation
import Tesselate

/// A change outside of an update marks out of date only the hosts that showed what changed: the
/// hosts whose bodies read an `@Observable` property, the hosts that made or read a `Binding`. A
/// binding no host has made or read marks every host. Each test has two hosts, `a` and `b`, and
/// checks with `settle()` (the passes it ran: 0 when the host was up to date) and body counts.
final class HostInvalidationTests: XCTestCase {
    @Observable final class Model: @unchecked Sendable {
        var width: CGFloat = 10
    }

    /// How many times bodies were read.
    @MainActor final class Bodies {
        var count = 0
    }

    /// A bar as wide as the model says.
    private struct ModelBar: View {
        let model: Model
        let bodies: Bodies
        var body: some View {
            let _ = bodies.count += 1
            Color.red.frame(width: model.width, height: 5).id("bar")
        }
    }

    /// A bar that shows nothing anyone changes.
    private struct FixedBar: View {
        let bodies: Bodies
        var body: some View {
            let _ = bodies.count += 1
            Color.blue.frame(width: 20, height: 5).id("bar")
        }
    }

    @MainActor func testAnObservableChangeUpdatesOnlyTheHostThatReadIt() async {
        let model = Model(), aBodies = Bodies(), bBodies = Bodies()
        let a = ViewHost(ModelBar(model: model, bodies: aBodies), displayScale: 1)
        let b = ViewHost(FixedBar(bodies: bBodies), displayScale: 1)
        let bBefore = bBodies.count
        model.width = 42
        XCTAssertEqual(a.settle(), 1)
        XCTAssertEqual(a.frame(id: "bar")?.width, 42)
        XCTAssertEqual(b.settle(), 0, "b did not read the model")
        XCTAssertEqual(bBodies.count, bBefore)
    }

    @MainActor func testAnObservableChangeFromAnotherThreadMarksTheHost() async {
        let model = Model()
        let a = ViewHost(ModelBar(model: model, bodies: Bodies()), displayScale: 1)
        let b = ViewHost(FixedBar(bodies: Bodies()), displayScale: 1)
        await Task.detached { model.width = 7 }.value
        XCTAssertEqual(a.frame(id: "bar")?.width, 7)
        XCTAssertEqual(b.settle(), 0, "b did not read the model")
    }

    /// A bar as wide as a binding it makes in its body over a box, which it hands out.
    private struct BoxBar: View {
        final class Box { var width: CGFloat = 10 }
        let box: Box
        var onMake: (Binding<CGFloat>) -> Void
        var body: some View {
            let box = box
            let binding = Binding(get: { box.width }, set: { box.width = $0 })
            let _ = onMake(binding)
            Color.red.frame(width: binding.wrappedValue, height: 5).id("bar")
        }
    }

    @MainActor func testABindingMadeInABodyUpdatesOnlyThatHost() async {
        var binding: Binding<CGFloat>?
        let a = ViewHost(BoxBar(box: BoxBar.Box(), onMake: { binding = $0 }), displayScale: 1)
        let b = ViewHost(FixedBar(bodies: Bodies()), displayScale: 1)
        binding?.wrappedValue = 30
        XCTAssertEqual(b.settle(), 0, "b did not make the binding")
        XCTAssertEqual(a.frame(id: "bar")?.width, 30)
    }

    /// A bar as wide as the binding it is given.
    private struct BoundBar: View {
        @Binding var width: CGFloat
        var body: some View { Color.red.frame(width: width, height: 5).id("bar") }
    }

    /// A binding derived from another (`size.width`) reaches the same hosts: `a` read `size`
    /// through it.
    @MainActor func testABindingMadeByTheTestUpdatesTheHostsThatReadIt() async {
        var stored = CGSize(width: 10, height: 5)
        let size = Binding(get: { stored }, set: { stored = $0 })
        let a = ViewHost(BoundBar(width: size.width), displayScale: 1)
        let b = ViewHost(FixedBar(bodies: Bodies()), displayScale: 1)
        size.wrappedValue = CGSize(width: 25, height: 5)
        XCTAssertEqual(b.settle(), 0, "b did not read the binding")
        XCTAssertEqual(a.frame(id: "bar")?.width, 25)
    }

    @MainActor func testABindingNoHostMadeOrReadUpdatesEveryHost() async {
        let box = BoxBar.Box()
        let binding = Binding(get: { box.width }, set: { box.width = $0 })
        let a = ViewHost(FixedBar(bodies: Bodies()), displayScale: 1)
        let b = ViewHost(FixedBar(bodies: Bodies()), displayScale: 1)
        binding.wrappedValue = 25
        XCTAssertEqual(a.settle(), 1, "no host is known to show it, so every host updates")
        XCTAssertEqual(b.settle(), 1)
    }
}

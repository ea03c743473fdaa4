import XCTest
import Tesselate

/// `ObservableObject` and `@Published` (Combine's): an object's `objectWillChange` marks out of
/// date the hosts whose views observe it (`@ObservedObject`, `@StateObject`,
/// `@EnvironmentObject`), and only those; each host subscribes with `sink`, as SwiftUI does.
final class ObservableObjectTests: XCTestCase {
    class Counter: ObservableObject, @unchecked Sendable {
        @Published var count = 1
        var unpublished = 0
    }

    /// A bar as wide as the observed counter says (10 per count).
    private struct ObservingBar: View {
        @ObservedObject var counter: Counter
        var body: some View { Color.red.frame(width: CGFloat(counter.count * 10), height: 5).id("bar") }
    }

    /// A bar that holds the counter without observing it, as a plain `let`.
    private struct PlainBar: View {
        let counter: Counter
        var body: some View { Color.red.frame(width: CGFloat(counter.count * 10), height: 5).id("bar") }
    }

    @MainActor func testAPublishedChangeUpdatesTheHostsThatObserveTheObject() async {
        let counter = Counter()
        let a = ViewHost(ObservingBar(counter: counter), displayScale: 1)
        let b = ViewHost(PlainBar(counter: counter), displayScale: 1)
        counter.count = 4
        XCTAssertEqual(a.frame(id: "bar")?.width, 40)
        XCTAssertEqual(b.settle(), 0, "b holds the object without observing it, as SwiftUI would not update it either")
        XCTAssertEqual(b.frame(id: "bar")?.width, 10)
    }

    @MainActor func testAChangeFromAnotherThreadMarksTheHost() async {
        let counter = Counter()
        let host = ViewHost(ObservingBar(counter: counter), displayScale: 1)
        await Task.detached { counter.count = 7 }.value
        XCTAssertEqual(host.frame(id: "bar")?.width, 70)
    }

    /// An object that sends by hand (`objectWillChange.send()` in `willSet`), with a publisher of
    /// its own.
    final class Manual: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        var width: CGFloat = 10 { willSet { objectWillChange.send() } }
    }

    @MainActor func testSendingByHandUpdatesTheHost() async {
        struct Bar: View {
            @ObservedObject var model: Manual
            var body: some View { Color.red.frame(width: model.width, height: 5).id("bar") }
        }
        let model = Manual()
        let host = ViewHost(Bar(model: model), displayScale: 1)
        model.width = 33
        XCTAssertEqual(host.frame(id: "bar")?.width, 33)
    }

    /// The default publisher is made once and shared by every `@Published` property, a
    /// subclass's included; a write to a property that is not published sends nothing.
    @MainActor func testTheDefaultPublisherIsSharedByThePublishedProperties() async {
        final class Labelled: Counter, @unchecked Sendable {
            @Published var label = "a"
        }
        let object = Labelled()
        XCTAssertTrue(object.objectWillChange === object.objectWillChange)
        let host = ViewHost(ObservingBar(counter: object), displayScale: 1)
        XCTAssertEqual(host.settle(), 0)
        object.label = "b"
        XCTAssertEqual(host.settle(), 1, "the subclass's property sends on the same publisher")
        object.unpublished = 3
        XCTAssertEqual(host.settle(), 0)
    }

    /// `$counter.count` is a binding that writes the object's property.
    @MainActor func testTheProjectedValueMakesBindingsToTheObjectsProperties() async {
        struct Bar: View {
            @ObservedObject var counter: Counter
            var onMake: (Binding<Int>) -> Void
            var body: some View {
                let _ = onMake($counter.count)
                Color.red.frame(width: CGFloat(counter.count), height: 5).id("bar")
            }
        }
        let counter = Counter()
        var binding: Binding<Int>?
        let host = ViewHost(Bar(counter: counter, onMake: { binding = $0 }), displayScale: 1)
        binding?.wrappedValue = 12
        XCTAssertEqual(counter.count, 12)
        XCTAssertEqual(host.frame(id: "bar")?.width, 12)
    }

    /// A change an `onAppear` makes (a view model loading) shows in the same update.
    @MainActor func testAChangeMadeByACallbackShowsInTheSameUpdate() async {
        struct Loading: View {
            @ObservedObject var counter: Counter
            var body: some View {
                Color.red.frame(width: CGFloat(counter.count * 10), height: 5).id("bar")
                    .onAppear { counter.count = 9 }
            }
        }
        let host = ViewHost(Loading(counter: Counter()), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 90)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// When no view observes the object any more, the host stops hearing it.
    @MainActor func testAHostStopsHearingAnObjectItsViewsNoLongerObserve() async {
        struct Root: View {
            var shows: Bool
            let counter: Counter
            var body: some View {
                if shows { ObservingBar(counter: counter) } else { Color.blue.frame(width: 5, height: 5) }
            }
        }
        let counter = Counter()
        let host = ViewHost(Root(shows: true, counter: counter), displayScale: 1)
        XCTAssertEqual(counter.objectWillChange.subscriberCount, 1)
        host.rootView = Root(shows: false, counter: counter)
        XCTAssertEqual(counter.objectWillChange.subscriberCount, 0)
        counter.count = 3
        XCTAssertEqual(host.settle(), 0)
    }

    @MainActor func testAHostThatGoesAwayStopsHearing() async {
        let counter = Counter()
        var host: ViewHost<ObservingBar>? = ViewHost(ObservingBar(counter: counter), displayScale: 1)
        XCTAssertNotNil(host)
        host = nil
        XCTAssertEqual(counter.objectWillChange.subscriberCount, 0)
    }

    /// A main-actor view model with a publisher of its own, as Swift 6 code declares it.
    @MainActor final class Isolated: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        private(set) var width: CGFloat = 5
        func widen() {
            objectWillChange.send()
            width += 5
        }
    }

    @MainActor func testAMainActorObjectWithItsOwnPublisher() async {
        struct Bar: View {
            @StateObject var model = Isolated()
            var onMake: (Isolated) -> Void
            var body: some View {
                let _ = onMake(model)
                Color.red.frame(width: model.width, height: 5).id("bar")
            }
        }
        var model: Isolated?
        let host = ViewHost(Bar(onMake: { model = $0 }), displayScale: 1)
        model?.widen()
        XCTAssertEqual(host.frame(id: "bar")?.width, 10)
    }

    /// An object whose `objectWillChange` is some other publisher that cannot fail.
    final class Subjected: ObservableObject {
        let objectWillChange = PassthroughSubject<Void, Never>()
        var width: CGFloat = 10 { willSet { objectWillChange.send() } }
    }

    @MainActor func testAnyPublisherThatCannotFailUpdatesTheHost() async {
        struct Bar: View {
            @ObservedObject var model: Subjected
            var body: some View { Color.red.frame(width: model.width, height: 5).id("bar") }
        }
        let model = Subjected()
        let host = ViewHost(Bar(model: model), displayScale: 1)
        XCTAssertEqual(model.objectWillChange.subscriberCount, 1, "the host subscribed")
        model.width = 44
        XCTAssertEqual(host.frame(id: "bar")?.width, 44)
    }

    /// `assign(to: &$count)` writes the property, which updates the observing host.
    @MainActor func testAssigningToAPublishedPropertyUpdatesTheHost() async {
        let counter = Counter()
        let source = PassthroughSubject<Int, Never>()
        source.assign(to: &counter.$count)
        let host = ViewHost(ObservingBar(counter: counter), displayScale: 1)
        source.send(6)
        XCTAssertEqual(host.frame(id: "bar")?.width, 60)
    }
}

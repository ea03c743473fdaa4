import XCTest
import Tesselate
import TesselateTesting

/// Combine's main schedulers run on the host's virtual clock: values that arrive while a host
/// runs (its update, a test's interaction with it, its views' tasks) schedule on its clock, so a
/// view model's `debounce(for:scheduler: DispatchQueue.main)` fires when the test advances the
/// host's time, and not before.
final class CombineSchedulingTests: XCTestCase {
    /// A search view model as apps write it: the query is debounced on the main queue.
    @MainActor final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private(set) var searches: [String] = []
        private var cancellables = Set<AnyCancellable>()

        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .removeDuplicates()
                .sink { [weak self] query in
                    guard let self else { return }
                    searches.append(query)
                    results = query.isEmpty ? [] : [query + " 1", query + " 2"]
                }
                .store(in: &cancellables)
        }
    }

    private struct Search: View {
        @StateObject var model = SearchModel()
        var onMake: (SearchModel) -> Void = { _ in }
        var body: some View {
            let _ = onMake(model)
            VStack {
                TextField("Search", text: $model.query)
                ForEach(model.results, id: \.self) { Text($0) }
            }
        }
    }

    @MainActor func testADebouncedQueryFiresWhenTheHostsClockAdvances() async {
        var model: SearchModel?
        let host = ViewHost(Search(onMake: { model = $0 }))
        await host.advance(by: .milliseconds(300))
        XCTAssertEqual(model?.searches, [""], "the initial value, debounced")
        host.find(.textField("Search"))?.typeText("swift")
        await host.advance(by: .milliseconds(299))
        XCTAssertEqual(model?.searches, [""], "not before 300 ms of quiet")
        XCTAssertEqual(host.findAll(.kind(.text)).compactMap(\.text), [])
        await host.advance(by: .milliseconds(1))
        XCTAssertEqual(model?.searches, ["", "swift"], "once, with the latest query")
        XCTAssertEqual(host.findAll(.kind(.text)).compactMap(\.text), ["swift 1", "swift 2"])
        host.find(.textField("Search"))?.typeText("ui")
        await host.advance(by: .milliseconds(200))
        host.find(.textField("Search"))?.typeText("!")
        await host.advance(by: .milliseconds(200))
        XCTAssertEqual(model?.searches, ["", "swift"], "typing again restarts the wait")
        await host.advance(by: .milliseconds(100))
        XCTAssertEqual(model?.searches, ["", "swift", "swiftui!"])
    }

    @MainActor func testHostsClocksAreIndependent() async {
        var first: SearchModel?, second: SearchModel?
        let a = ViewHost(Search(onMake: { first = $0 }))
        let b = ViewHost(Search(onMake: { second = $0 }))
        a.find(.textField("Search"))?.typeText("a")
        b.find(.textField("Search"))?.typeText("b")
        await a.advance(by: .seconds(1))
        XCTAssertEqual(first?.searches, ["a"])
        XCTAssertEqual(second?.searches, [], "b's clock has not moved")
        await b.advance(by: .seconds(1))
        XCTAssertEqual(second?.searches, ["b"])
    }

    /// A counter that a publisher on the main run loop and one delayed on the main queue update.
    @MainActor final class Loader: ObservableObject {
        @Published var value = 0
        @Published var delayed = 0
        @Published var now: Date?
        private var cancellables = Set<AnyCancellable>()

        func load() {
            Just(5).receive(on: RunLoop.main).assign(to: \.value, on: self).store(in: &cancellables)
            Just(7).delay(for: .seconds(2), scheduler: DispatchQueue.main).sink { [weak self] in self?.delayed = $0 }
                .store(in: &cancellables)
            now = RunLoop.main.now.date
        }
    }

    private struct Loading: View {
        @StateObject var loader = Loader()
        var body: some View {
            Text("\(loader.value) \(loader.delayed)").onAppear { loader.load() }
        }
    }

    @MainActor func testWorkScheduledDuringTheUpdateRunsAsTheHostsTasks() async {
        let host = ViewHost(Loading())
        host.date = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(host.find(.kind(.text))?.text, "0 0", "receive(on:) delivers later, not during the update")
        await host.runTasks()
        XCTAssertEqual(host.find(.kind(.text))?.text, "5 0", "before the host is idle")
        await host.advance(by: .milliseconds(1_999))
        XCTAssertEqual(host.find(.kind(.text))?.text, "5 0")
        await host.advance(by: .milliseconds(1))
        XCTAssertEqual(host.find(.kind(.text))?.text, "5 7", "the delay waited two seconds of the host's time")
    }

    @MainActor func testTheMainSchedulersNowIsTheHostsTime() async {
        var seen: [String] = []
        struct Clock: View {
            var onNow: (String) -> Void
            var body: some View {
                Button("now") {
                    let uptime = DispatchQueue.main.now.dispatchTime.uptimeNanoseconds
                    onNow("\(RunLoop.main.now.date.timeIntervalSince1970) \(OperationQueue.main.now.date.timeIntervalSince1970) \(uptime)")
                }
            }
        }
        let host = ViewHost(Clock(onNow: { seen.append($0) }))
        host.date = Date(timeIntervalSince1970: 5_000)
        host.tap(.text("now"))
        await host.advance(by: .milliseconds(2_500))
        host.tap(.text("now"))
        XCTAssertEqual(seen.count, 2)
        let dates = seen.map { $0.split(separator: " ").prefix(2).compactMap { Double($0) } }
        XCTAssertEqual(dates.first?.first ?? 0, 5_000, accuracy: 0.001, "the host's date")
        XCTAssertEqual(dates.first?.last ?? 0, 5_000, accuracy: 0.001)
        XCTAssertEqual(dates.last?.first ?? 0, 5_002.5, accuracy: 0.001, "moved by the host's virtual time")
        XCTAssertEqual(dates.last?.last ?? 0, 5_002.5, accuracy: 0.001)
        let uptimes = seen.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
        XCTAssertEqual(uptimes.count, 2)
        XCTAssertEqual(uptimes[1] - uptimes[0], 2_500_000_000, "the main queue's time is the virtual time")
    }

    /// Outside any host the main queue keeps real time.
    @MainActor func testOutsideAHostTheMainQueueKeepsRealTime() async {
        let received = expectation(description: "debounced in real time")
        let subject = PassthroughSubject<Int, Never>()
        let token = subject.debounce(for: .milliseconds(5), scheduler: DispatchQueue.main).sink { _ in received.fulfill() }
        subject.send(1)
        await fulfillment(of: [received], timeout: 5)
        _ = token
    }
}

import XCTest
import Tesselate
import TesselateTesting

/// `task(id:)` starts when the view appears and starts again, cancelling the run under way, each
/// time its id changes; a view model loading in it updates the host.
final class TaskIDTests: XCTestCase {
    @MainActor final class Search: ObservableObject {
        @Published var query = "a"
        @Published var results: [String] = []
        var started: [String] = []
        var cancelled: [String] = []

        func load(_ query: String) async {
            started.append(query)
            do {
                try await ViewTasks.sleep(for: .milliseconds(300))
                results = [query + "1", query + "2"]
            } catch {
                cancelled.append(query)
            }
        }
    }

    private struct Results: View {
        @StateObject var search = Search()
        var onMake: (Search) -> Void
        var body: some View {
            let _ = onMake(search)
            VStack {
                ForEach(search.results, id: \.self) { Text($0) }
            }
            .task(id: search.query) { await search.load(search.query) }
        }
    }

    @MainActor func testTheTaskRestartsWhenTheIDChanges() async {
        var search: Search?
        let host = ViewHost(Results(onMake: { search = $0 }))
        await host.runTasks()
        XCTAssertEqual(search?.started, ["a"])
        search?.query = "b"
        await host.runTasks()
        XCTAssertEqual(search?.started, ["a", "b"])
        XCTAssertEqual(search?.cancelled, ["a"], "the run for the old id is cancelled")
        await host.advance(by: .milliseconds(300))
        XCTAssertEqual(host.findAll(.kind(.text)).compactMap(\.text), ["b1", "b2"])
        search?.query = "b"
        await host.runTasks()
        XCTAssertEqual(search?.started, ["a", "b"], "an equal id does not restart the task")
        XCTAssertEqual(host.find(.kind(.task))?.attribute("id"), "\"b\"")
    }
}

import Observation
import XCTest

@testable import Tesselate

/// A scene's `onChange(of:)` runs when a value the app's body read changes, as SwiftUI updates an
/// app's scenes.
final class SceneOnChangeTests: XCTestCase {
    @Observable final class Library {
        var count = 0
        var changes: [String] = []
    }

    struct LibraryApp: App {
        let library: Library
        init() { library = Library() }
        init(library: Library) { self.library = library }
        var body: some Scene {
            WindowGroup {
                Button("Add") { library.count += 1 }
            }
            .onChange(of: library.count) { old, new in library.changes.append("\(old)→\(new)") }
            .onChange(of: library.count, initial: true) { library.changes.append("any") }
        }
    }

    @MainActor func testAScenesOnChangeRunsWhenTheValueChanges() async throws {
        let library = Library()
        let host = try XCTUnwrap(ViewHost(app: LibraryApp(library: library)))
        XCTAssertEqual(library.changes, ["any"], "initial: true runs once with the first value")
        library.count = 2
        _ = host.dump()
        XCTAssertEqual(library.changes, ["any", "0→2", "any"])
        _ = host.dump()
        XCTAssertEqual(library.changes.count, 3, "no change, no call")
    }
}

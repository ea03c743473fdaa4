import XCTest
import Tesselate

/// `@AppStorage` reads and writes the host's in-memory store, which a test seeds and reads.
final class AppStorageTests: XCTestCase {
    enum Theme: String { case plain, bold }
    enum Level: Int { case low = 1, high = 2 }

    private struct Settings: View {
        @AppStorage("width") private var width = 10.0
        @AppStorage("sound") private var sound = true
        @AppStorage("theme") private var theme = Theme.plain
        @AppStorage("level") private var level = Level.low
        @AppStorage("name") private var name: String?
        var onMake: (Binding<Double>, Binding<Bool>, Binding<Theme>) -> Void = { _, _, _ in }
        var body: some View {
            let _ = onMake($width, $sound, $theme)
            VStack(spacing: 0) {
                Color.red.frame(width: width, height: sound ? 5 : 1).id("bar")
                Color.blue.frame(width: theme == .bold ? 20 : 2, height: CGFloat(level.rawValue)).id("theme")
                Color.green.frame(width: CGFloat(name?.count ?? 0), height: 1).id("name")
            }
        }
    }

    @MainActor func testDefaultsUntilTheStoreHoldsAValue() async {
        let host = ViewHost(Settings(), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(host.frame(id: "theme")?.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(host.frame(id: "name")?.width, 0)
        XCTAssertEqual(host.appStorage.keys, [], "reading a default stores nothing")
    }

    @MainActor func testSeedingTheStoreUpdatesTheHost() async {
        let host = ViewHost(Settings(), displayScale: 1)
        host.appStorage["width"] = 30.0
        host.appStorage["sound"] = false
        host.appStorage.merge(["theme": "bold", "level": 2, "name": "Ada"])
        XCTAssertEqual(host.frame(id: "bar")?.size, CGSize(width: 30, height: 1))
        XCTAssertEqual(host.frame(id: "theme")?.size, CGSize(width: 20, height: 2), "raw values read as the enumeration")
        XCTAssertEqual(host.frame(id: "name")?.width, 3)
    }

    @MainActor func testWritesGoToTheStoreAsUserDefaultsKeepsThem() async {
        var width: Binding<Double>?, sound: Binding<Bool>?, theme: Binding<Theme>?
        let host = ViewHost(
            Settings(onMake: {
                width = $0; sound = $1; theme = $2
            }), displayScale: 1)
        width?.wrappedValue = 44
        sound?.wrappedValue = false
        theme?.wrappedValue = .bold
        XCTAssertEqual(host.appStorage["width"] as? Double, 44)
        XCTAssertEqual(host.appStorage["sound"] as? Bool, false)
        XCTAssertEqual(host.appStorage["theme"] as? String, "bold", "stored as its raw value")
        XCTAssertEqual(host.frame(id: "bar")?.size, CGSize(width: 44, height: 1))
    }

    /// A value of another type reads as the default; an `Int` reads as a `Double`.
    @MainActor func testValuesOfAnotherTypeReadAsTheDefault() async {
        let host = ViewHost(Settings(), displayScale: 1)
        host.appStorage["sound"] = "yes"
        host.appStorage["width"] = 25
        host.appStorage["theme"] = "unknown"
        XCTAssertEqual(host.frame(id: "bar")?.size, CGSize(width: 25, height: 5))
        XCTAssertEqual(host.frame(id: "theme")?.width, 2)
    }

    /// Each host has its own store; two views of one host share it.
    @MainActor func testStoresArePerHost() async {
        var bindings: [Binding<Double>] = []
        let a = ViewHost(
            VStack {
                Settings(onMake: { w, _, _ in bindings.append(w) }); Settings().id("second")
            }, displayScale: 1)
        let b = ViewHost(Settings(), displayScale: 1)
        bindings.last?.wrappedValue = 60
        XCTAssertEqual(a.appStorage["width"] as? Double, 60)
        XCTAssertEqual(a.frames(kind: .frame).filter { $0.width == 60 }.count, 2, "both views of the host read the key")
        XCTAssertNil(b.appStorage["width"])
        XCTAssertEqual(b.settle(), 0)
    }

    /// Outside a host a property reads its default and ignores writes.
    @MainActor func testOutsideAHost() async {
        let storage = AppStorage(wrappedValue: 3, "count")
        storage.wrappedValue = 9
        XCTAssertEqual(storage.wrappedValue, 3)
    }
}

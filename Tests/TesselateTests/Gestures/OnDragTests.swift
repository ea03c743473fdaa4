import XCTest

@testable import Tesselate

/// `onDrag` keeps its item provider for a drag that a host never starts; the provider loads
/// the data registered with it.
final class OnDragTests: XCTestCase {
    @MainActor func testOnDragIsInTheDumpAndKeepsItsProvider() async throws {
        var made = 0
        let host = ViewHost(
            Text("Drag me").onDrag {
                made += 1
                return NSItemProvider(item: "hello", typeIdentifier: "public.plain-text")
            }, size: CGSize(width: 200, height: 100))
        XCTAssertTrue(host.dump().contains("onDrag"), host.dump())
        XCTAssertEqual(made, 0, "no drag starts by itself")
        let marker = try XCTUnwrap((0..<host.tree.count).lazy.compactMap { host.tree[$0].behavior as? DragSourceMarker }.first)
        let provider = marker.data()
        XCTAssertEqual(made, 1)
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.plain-text"])
    }

    func testAProviderLoadsItsRepresentations() throws {
        let provider = NSItemProvider()
        provider.suggestedName = "note"
        provider.registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { completion in
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.data"))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.png"))
        let loaded = LockedBox<Data?>(nil)
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.data") { data, _ in loaded.value = data }
        XCTAssertEqual(loaded.value, Data([1, 2, 3]))
        XCTAssertEqual(progress.completedUnitCount, 1)
        let failed = LockedBox<Bool>(false)
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in failed.value = data == nil && error != nil }
        XCTAssertTrue(failed.value)
        XCTAssertEqual(
            NSItemProvider(item: URL(string: "https://example.com"), typeIdentifier: "public.url").registeredTypeIdentifiers, ["public.url"]
        )
        XCTAssertEqual(NSItemProvider(item: 42, typeIdentifier: "public.data").registeredTypeIdentifiers, [], "no data for that item")
    }
}

/// A value written from a `@Sendable` closure.
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

import SwiftUI
import TesselateTesting
import UniformTypeIdentifiers
import XCTest

/// `onDrop(of:isTargeted:perform:)` compiles as apps write it and ends as SwiftUI does while
/// nothing is dropped (a host cannot drag files in): no action, the target flag untouched,
/// layout unchanged.
final class OnDropTests: XCTestCase {
    final class Drops: @unchecked Sendable {
        var count = 0
    }

    struct DropZone: View {
        let drops: Drops
        @State private var isTargeted = false

        var body: some View {
            VStack {
                Text(isTargeted ? "Release to add" : "Drop files here")
                    .padding()
                    .onDrop(of: [.plainText, .url], isTargeted: $isTargeted) { providers in
                        drops.count += providers.count
                        return true
                    }
                Text("Or here")
                    .onDrop(of: [.image], isTargeted: nil) { providers, location in
                        drops.count += 1
                        return location.x >= 0
                    }
            }
        }
    }

    @MainActor func testNothingIsDroppedAndLayoutIsUnchanged() async throws {
        let drops = Drops()
        let host = ViewHost(DropZone(drops: drops), size: CGSize(width: 300, height: 200))
        let plain = ViewHost(
            VStack {
                Text("Drop files here").padding(); Text("Or here")
            }, size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.exists(.text("Drop files here")), "not targeted")
        XCTAssertEqual(drops.count, 0)
        let dump = host.dump(proposals: false)
        XCTAssertTrue(dump.contains("onDrop(of: public.plain-text, public.url)"), dump)
        XCTAssertEqual(host.findAll(.kind(.text)).map { $0.frame(in: .global) }, plain.findAll(.kind(.text)).map { $0.frame(in: .global) })
    }
}

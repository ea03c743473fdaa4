import Tesselate
import TesselateTesting
import XCTest

/// `sharedBackgroundVisibility(.hidden)` takes a bar item out of iOS 26's glass: it stands at the
/// bar's margin as wide as its content; before iOS 26 there is no glass and nothing changes.
final class ToolbarSharedBackgroundTests: XCTestCase {
    /// A page with "Edit" leading and one trailing item, text or symbol, whose glass is `glass`.
    struct Page: View {
        var symbol: Bool
        var glass: Visibility
        var body: some View {
            NavigationStack {
                Text("Page")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                        ToolbarItem(placement: .topBarTrailing) {
                            if symbol { Image(systemName: "plus") } else { Text("Done") }
                        }
                        .sharedBackgroundVisibility(glass)
                    }
            }
        }
    }

    @MainActor func frame(_ query: ViewQuery, symbol: Bool = false, _ glass: Visibility, os: OSVersion = .iOS26) -> CGRect {
        ViewHost(Page(symbol: symbol, glass: glass), device: .iPhone16, os: os).find(query)?.frame() ?? .null
    }

    @MainActor func testHiddenGlassLeavesTheItemItsContentsWidth() async {
        let inGlass = frame(.text("Done"), .automatic), bare = frame(.text("Done"), .hidden)
        XCTAssertEqual(bare.width, inGlass.width, "the text is the same")
        XCTAssertEqual(bare.maxX - inGlass.maxX, 16, accuracy: 0.01, "in glass the text is 16 inside its capsule; bare, at the margin")
        XCTAssertEqual(frame(.text("Edit"), .hidden), frame(.text("Edit"), .automatic), "an item without the modifier keeps its glass")
        XCTAssertEqual(frame(.text("Done"), .visible), inGlass)
        let plusInGlass = frame(.kind(.image), symbol: true, .visible), plusBare = frame(.kind(.image), symbol: true, .hidden)
        XCTAssertLessThan(plusBare.width, 44)
        XCTAssertEqual(plusBare.maxX, bare.maxX, accuracy: 0.01, "bare, the symbol ends at the margin too")
        XCTAssertEqual(plusInGlass.midX, bare.maxX - 22, accuracy: 0.34, "in glass it is centred in a 44-point circle (to the pixel)")
    }

    @MainActor func testBeforeIOS26NothingChanges() async {
        XCTAssertEqual(frame(.text("Done"), .hidden, os: .iOS18), frame(.text("Done"), .visible, os: .iOS18))
        XCTAssertEqual(frame(.kind(.image), symbol: true, .hidden, os: .iOS18), frame(.kind(.image), symbol: true, .visible, os: .iOS18))
    }
}

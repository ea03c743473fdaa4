import Tesselate
import TesselateTesting
import XCTest

/// Where a navigation bar's items stand on one side (`NavigationBarSlots.swift`), as measured on
/// iOS recordings at 3x (LayoutRules.md, "Navigation bars"):
///
/// - Separate items (several `ToolbarItem`s with one placement, or a `ToolbarItemGroup`'s
///   views) are 24 apart before iOS 26, content frame to content frame, the outermost ending at
///   the 16-point margin: iOS 17.0.1, bitwarden/ios's "Save" and menu, 24.2; iOS 17,
///   GordianSeedTool-iOS's plus and "Edit", 24.06; iOS 18.5, pixelrevision/SwiftUIML's plus and
///   pencil, 24.35. iOS 26 keeps 8 between its glass (not measured).
/// - Buttons and links in one item's `HStack` are its spacing + 8 apart before iOS 26, label to
///   label, the last label still at the margin (iOS 17.5/18.0, lunij/netbob's four symbols in an
///   `HStack(spacing: 20)`: 28.14, 28.10, 27.94 apart, 15.9 from the edge); + 4.5 on iOS 26
///   (iOS 26.2, hiragram/tweakable: 20.9 apart in an `HStack(spacing: 16)`). Each button is as
///   much wider than its label on each side, the outer inset overhanging the margin.
final class NavigationBarSlotsTests: XCTestCase {
    /// An inline page on an iPhone 16 (393 wide: the items' margin 16) with `items` trailing.
    @MainActor func host(os: OSVersion = .iOS18, @ToolbarContentBuilder _ items: () -> some ToolbarContent) -> ViewHost<some View> {
        let items = items()
        return ViewHost(
            NavigationStack {
                Text("Page").navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbar { items }
            }, device: .iPhone16, os: os)
    }

    @MainActor func frame(_ host: ViewHost<some View>, _ query: ViewQuery) -> CGRect { host.find(query)?.frame() ?? .null }

    /// `[Save] [Edit]|` before iOS 26: "Edit" ends at 377 (393 − 16) and "Save" 24 before it.
    @MainActor func testSeparateItemsOnOneSideAre24Apart() async {
        let items = host {
            ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        }
        let save = frame(items, .text("Save")), edit = frame(items, .text("Edit"))
        XCTAssertEqual(edit.maxX, 377, accuracy: 0.01)
        XCTAssertEqual(edit.minX - save.maxX, 24, accuracy: 0.01)

        // A group's views are items of their own: the same places.
        let group = host {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Save") {}
                Button("Edit") {}
            }
        }
        XCTAssertEqual(frame(group, .text("Save")), save)
        XCTAssertEqual(frame(group, .text("Edit")), edit)
        XCTAssertEqual(frame(group, .button("Edit")).width, edit.width, "a group's button is as wide as its label")
    }

    /// On iOS 26 separate items stay 8 apart, glass to glass: "Edit" 16 inside its capsule at the
    /// margin, "Save" 16 + 8 + 16 before it.
    @MainActor func testIOS26KeepsItsItemsEightApart() async {
        let items = host(os: .iOS26) {
            ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        }
        let save = frame(items, .text("Save")), edit = frame(items, .text("Edit"))
        XCTAssertEqual(edit.maxX, 377 - 16, accuracy: 0.01)
        XCTAssertEqual(edit.minX - save.maxX, 16 + 8 + 16, accuracy: 0.01)
    }

    /// One item, `HStack(spacing: 20) { Button; Button; NavigationLink }` of symbols, as netbob's:
    /// before iOS 26 the symbols are 28 apart, the link's symbol ends at the margin, and each
    /// button is its symbol and 4 on either side.
    @MainActor func testButtonsInOneItemAreTheSpacingAndEightApart() async {
        let items = host {
            ToolbarItem(placement: .topBarTrailing) {
                HStack(spacing: 20) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                    Button {
                    } label: {
                        Image(systemName: "square.and.arrow.down")
                    }
                    NavigationLink(destination: EmptyView()) {
                        Image(systemName: "info.circle")
                    }
                }
            }
        }
        let symbols = items.find(.kind(.navigationBar))?.findAll(.kind(.image)).map { $0.frame() } ?? []
        XCTAssertEqual(symbols.count, 3)
        guard symbols.count == 3 else { return }
        XCTAssertEqual(symbols[1].minX - symbols[0].maxX, 28, accuracy: 0.01)
        XCTAssertEqual(symbols[2].minX - symbols[1].maxX, 28, accuracy: 0.01)
        XCTAssertEqual(symbols[2].maxX, 377, accuracy: 0.01, "the outermost label at the margin")
        let buttons = items.find(.kind(.navigationBar))?.findAll(.kind(.button)).map { $0.frame() } ?? []
        XCTAssertEqual(buttons.first?.width ?? 0, symbols[0].width + 8, accuracy: 0.01)
        let link = frame(items, .kind(.navigationLink))
        XCTAssertEqual(link.width, symbols[2].width + 8, accuracy: 0.01)
        XCTAssertEqual(link.maxX, 377 + 4, accuracy: 0.01, "the link's outer 4 overhang the margin")
    }

    /// `navigationBarItems(trailing:)` makes one item, as iOS draws it (netbob's legacy version
    /// of the same screen, recorded the same day, has the same ink): buttons in its stack are
    /// the spacing + 8 apart.
    @MainActor func testNavigationBarItemsIsOneItem() async {
        let host = ViewHost(
            NavigationView {
                Text("Page")
                    .navigationBarTitle("T", displayMode: .inline)
                    .navigationBarItems(
                        trailing: HStack(spacing: 20) {
                            Button("Save") {}
                            Button("Edit") {}
                        })
            }, device: .iPhone16)
        let save = frame(host, .text("Save")), edit = frame(host, .text("Edit"))
        XCTAssertEqual(edit.maxX, 377, accuracy: 0.01)
        XCTAssertEqual(edit.minX - save.maxX, 28, accuracy: 0.01)
    }

    /// On iOS 26 buttons in one item are the spacing + 4.5 apart (tweakable's two symbols in an
    /// `HStack(spacing: 16)`), the item's glass as wide as its labels.
    @MainActor func testIOS26ButtonsInOneItemAreTheSpacingAndFourAndAHalfApart() async {
        let items = host(os: .iOS26) {
            ToolbarItem(placement: .topBarTrailing) {
                HStack(spacing: 16) {
                    Button("Save") {}
                    Button("Edit") {}
                }
            }
        }
        let save = frame(items, .text("Save")), edit = frame(items, .text("Edit"))
        XCTAssertEqual(edit.minX - save.maxX, 16 + 4.5, accuracy: 0.34, "to the pixel")
        XCTAssertEqual(edit.maxX, 377 - 16, accuracy: 0.01, "the text 16 inside its capsule, as a single button's")
    }

    /// A single button keeps its label at the margin, and the title keeps 14 from it, on both
    /// releases: the inset overhangs.
    @MainActor func testASingleButtonsLabelStaysAtTheMargin() async {
        for os in [OSVersion.iOS18, .iOS26] {
            let items = host(os: os) { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            let edit = frame(items, .text("Edit")), button = frame(items, .button("Edit"))
            XCTAssertEqual(edit.maxX, os >= .iOS26 ? 377 - 16 : 377, accuracy: 0.01, "\(os)")
            XCTAssertEqual(button.width - edit.width, os >= .iOS26 ? 4.5 : 8, accuracy: 0.34, "\(os), to the pixel")
        }
    }
}

import XCTest
@testable import Tesselate

/// `ViewBuilder` accepts what SwiftUI's does, and each construct resolves to the views it stands
/// for (SwiftUI: https://developer.apple.com/documentation/swiftui/viewbuilder).
final class ViewBuilderTests: XCTestCase {
    private struct Square: View {
        var side: CGFloat = 10
        var body: some View { Color.red.frame(width: side, height: side) }
    }

    /// Blocks of any length: parameter packs lift SwiftUI's old ten-child limit.
    @MainActor func testBlockOfTwelveChildren() async {
        let host = ViewHost(
            HStack(spacing: 0) {
                Square(); Square(); Square(); Square(); Square(); Square()
                Square(); Square(); Square(); Square(); Square(); Square()
            }, size: CGSize(width: 500, height: 100), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .frame).count, 12)
        XCTAssertEqual(host.frames(kind: .hStack).first?.width, 120)
    }

    @MainActor func testIfWithoutElseAddsNothingWhenFalse() async {
        func make(_ show: Bool) -> some View {
            HStack(spacing: 0) {
                Square()
                if show { Square() }
            }
        }
        XCTAssertEqual(ViewHost(make(true), displayScale: 1).frames(kind: .hStack).first?.width, 20)
        // An absent optional view adds no spacing either (SwiftUI: empty content is skipped).
        XCTAssertEqual(ViewHost(make(false), displayScale: 1).frames(kind: .hStack).first?.width, 10)
    }

    @MainActor func testIfElseAndIfLet() async {
        func make(_ side: CGFloat?) -> some View {
            VStack {
                if let side { Square(side: side) } else { Text("none") }
            }
        }
        XCTAssertEqual(ViewHost(make(30), displayScale: 1).frames(kind: .frame).first?.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(ViewHost(make(nil), displayScale: 1).nodes(kind: .text).count, 1)
    }

    @MainActor func testSwitchAndLetDeclarations() async {
        enum Shape { case small, large, none }
        func make(_ shape: Shape) -> some View {
            ZStack {
                let base: CGFloat = 10
                switch shape {
                case .small: Square(side: base)
                case .large: Square(side: base * 4)
                case .none: EmptyView()
                }
            }
        }
        XCTAssertEqual(ViewHost(make(.small), displayScale: 1).frames(kind: .zStack).first?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(ViewHost(make(.large), displayScale: 1).frames(kind: .zStack).first?.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(ViewHost(make(.none), displayScale: 1).frames(kind: .zStack).first?.size, .zero)
    }

    @MainActor func testAvailabilityCheck() async {
        let view = VStack {
            if #available(macOS 10.15, iOS 13, *) { Square() } else { Text("old") }
        }
        XCTAssertEqual(ViewHost(view, displayScale: 1).frames(kind: .frame).count, 1)
    }

    @MainActor func testBuilderOnFunctionsPropertiesAndInitParameters() async {
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                VStack(spacing: 0) {
                    header; content
                }
            }
            @ViewBuilder var header: some View { Square(side: 5) }
        }
        let host = ViewHost(
            Card {
                Square(); Square()
            }, displayScale: 1)
        XCTAssertEqual(host.frames(kind: .vStack).first?.size, CGSize(width: 10, height: 25))
    }

    @MainActor func testAnyViewAndGroupAreTransparent() async {
        let view = HStack(spacing: 0) {
            AnyView(Square())
            Group {
                Square(); Square()
            }
        }
        XCTAssertEqual(ViewHost(view, displayScale: 1).frames(kind: .hStack).first?.width, 30)
    }

    /// A modifier on a `Group` applies to each of its views, as in SwiftUI.
    @MainActor func testModifierOnGroupAppliesToEachChild() async {
        let view = HStack(spacing: 0) {
            Group {
                Square(); Square()
            }.padding(5)
        }
        let host = ViewHost(view, displayScale: 1)
        XCTAssertEqual(host.frames(kind: .padding).count, 2)
        XCTAssertEqual(host.frames(kind: .hStack).first?.width, 40)
    }

    @MainActor func testForEachOverRangeIdentifiableAndKeyPath() async {
        struct Item: Identifiable { let id: String }
        let items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
        let view = VStack(spacing: 0) {
            ForEach(0..<2) { _ in Square() }
            ForEach(items) { _ in Square() }
            ForEach([5, 6], id: \.self) { side in Square(side: CGFloat(side)) }
            ForEach(items.indices, id: \.self) { _ in Square() }
        }
        let host = ViewHost(view, displayScale: 1)
        XCTAssertEqual(host.frames(kind: .frame).count, 2 + 3 + 2 + 3)
        XCTAssertEqual(host.frames(kind: .vStack).first?.height, 20 + 30 + 11 + 30)
    }

    /// Elements keep their identity by id: the same element keeps the same identity whatever its
    /// position (SwiftUI: "ForEach … uses the identifier to keep track of each element").
    @MainActor func testForEachIdentityFollowsElementIDs() async {
        func identities(_ ids: [Int]) -> [Int: Int] {
            let host = ViewHost(VStack { ForEach(ids, id: \.self) { Square().id($0) } })
            return Dictionary(uniqueKeysWithValues: ids.map { ($0, host.tree[host.node(id: $0)!].identity) })
        }
        let before = identities([1, 2, 3])
        let after = identities([3, 1, 2])
        XCTAssertEqual(before, after)
    }

    @MainActor func testConditionalBranchesHaveDifferentIdentities() async {
        func identity(_ flag: Bool) -> Int {
            let host = ViewHost(VStack { if flag { Square() } else { Square() } })
            return host.tree[host.nodes(kind: .frame)[0]].identity
        }
        XCTAssertNotEqual(identity(true), identity(false))
    }

    @MainActor func testCustomViewModifier() async {
        struct Bordered: ViewModifier {
            func body(content: Content) -> some View { content.padding(3).background(Color.black) }
        }
        let host = ViewHost(Square().modifier(Bordered()), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .background).first?.size, CGSize(width: 16, height: 16))
    }

    @MainActor func testEnvironmentFlowsDown() async {
        struct FontReader: View {
            @Environment(\.font) var font
            var body: some View { Square(side: font?.size ?? 0) }
        }
        let host = ViewHost(VStack { FontReader() }.font(.title), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .frame).first?.width, 28)
    }

    /// As in SwiftUI, views can be built outside the main actor: a `@ViewBuilder` property of a
    /// plain enum (the seed 000 article's `ScrollPlace.mask`) compiles and resolves.
    @MainActor func testViewsBuiltOutsideTheMainActor() async {
        let host = ViewHost(NonisolatedShapes.wide.view, size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .text).count, 1)
        XCTAssertEqual(host.frames(kind: .linearGradient).count, 1)
    }
}

private enum NonisolatedShapes {
    case wide, narrow

    @ViewBuilder var view: some View {
        switch self {
        case .wide:
            HStack {
                Text("wide")
                LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
            }
        case .narrow:
            Color.black
        }
    }
}

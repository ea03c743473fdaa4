import XCTest
import Tesselate
import TesselateTesting

// Seed 003 (Zenn, "【SwiftUI】Viewをなるべく中央にキープする", 2024-02-25), tested as a person would
// use the article's demo: tap the steppers, watch the titles. The view is the article's
// ContentView, copied here since tests cannot import the Playgrounds executable; ids are added to
// find the two bars, and `.buttonStyle(.borderedProminent)` is left out (button styles are not
// implemented yet; it changes no layout here, since the steppers are not buttons).

private struct ContentView: View {
    @State private var rightButtonCount = 0
    @State private var leftButtonCount = 0

    var body: some View {
        VStack(spacing: 100) {
            OKView.id("ok")
            VStack {
                Stepper("右の要素：\(rightButtonCount)", value: $rightButtonCount, in: 0...10).id("right")
                Stepper("左の要素：\(leftButtonCount)", value: $leftButtonCount, in: 0...10).id("left")
            }
            NGView.id("ng")
        }
    }

    var OKView: some View {
        HStack {
            HStack {
                ForEach(0..<leftButtonCount, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))

            Text("タイトル")
                .lineLimit(1)
                .layoutPriority(1)

            HStack {
                Spacer(minLength: 0)
                ForEach(0..<rightButtonCount, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))
        }
        .frame(height: 50)
    }

    var NGView: some View {
        HStack {
            Spacer()
                .overlay {
                    HStack {
                        ForEach(0..<leftButtonCount, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                        Spacer(minLength: 0)
                    }
                }
                .frame(maxHeight: .infinity)
                .background(.orange.opacity(0.2))

            Text("タイトル")
                .lineLimit(1)
                .layoutPriority(1)

            Spacer()
                .overlay {
                    HStack {
                        Spacer(minLength: 0)
                        ForEach(0..<rightButtonCount, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                    }
                }
                .frame(maxHeight: .infinity)
                .background(.orange.opacity(0.2))
        }
        .frame(height: 50)
    }
}

final class SeedCenteredTitleBarTests: XCTestCase {
    @MainActor private func demo() -> ViewHost<ContentView> { ViewHost(ContentView()) }

    @MainActor private func title(in bar: String, of host: ViewHost<ContentView>) -> ViewMatch? {
        host.find(.id(bar))?.find(.text("タイトル"))
    }

    @MainActor private func tap(_ stepper: String, _ times: Int, on host: ViewHost<ContentView>) {
        for _ in 0..<times { host.find(.id(stepper))?.increment() }
    }

    /// "HStackに対してmaxWidth: .infinityを指定するとSpacerと同じような役割を果たすのでタイトルを中央に寄せることができます"
    @MainActor func testWithRoomBothTitlesAreCentred() async {
        let host = demo()
        assertNoDiagnostics(host)
        assertCentered(title(in: "ok", of: host), in: host.find(.id("ok")), axes: .horizontal)
        assertCentered(title(in: "ng", of: host), in: host.find(.id("ng")), axes: .horizontal)
        XCTAssertEqual(host.find(.id("right"))?.text, "右の要素：0")
    }

    /// Items that need more than the side's share push the working title off centre; the overlay
    /// version keeps it centred and lets the items run under it ("押し出す挙動が実現できませんでした").
    @MainActor func testMoreRightItemsPushOnlyTheWorkingTitle() async {
        let host = demo()
        tap("right", 4, on: host)
        XCTAssertEqual(host.find(.id("right"))?.text, "右の要素：4")
        let ok = host.find(.id("ok"))!, okTitle = title(in: "ok", of: host)!
        XCTAssertLessThan(okTitle.frame().midX, ok.frame().midX - 1, "pushed left")
        let items = ok.findAll(.kind("Color")).filter { $0.size == CGSize(width: 40, height: 40) }
        XCTAssertEqual(items.count, 4)
        XCTAssertGreaterThanOrEqual(items[0].frame().minX, okTitle.frame().maxX + 8, "the title stops 8 points before the items")
        assertCentered(title(in: "ng", of: host), in: host.find(.id("ng")), axes: .horizontal)
    }

    /// "親のHStackの1/3を超える幅になるとTextの文字が省略されてしまう": with no room left the
    /// title truncates with "…" instead of overflowing.
    @MainActor func testWhenFullTheTitleTruncates() async {
        let host = demo()
        tap("right", 7, on: host)
        let okTitle = title(in: "ok", of: host)
        XCTAssertEqual(okTitle?.attributes.contains { $0.hasPrefix("shows: ") && $0.contains("…") }, true, okTitle?.description ?? "")
        assertContained(okTitle, in: host.find(.id("ok")))
        assertNoDiagnostics(host)
    }

    /// Stepping back restores the centred title: the layout depends on the counts only.
    @MainActor func testSteppingBackRestoresTheCentre() async {
        let host = demo()
        tap("right", 4, on: host)
        tap("left", 4, on: host)
        assertCentered(title(in: "ok", of: host), in: host.find(.id("ok")), axes: .horizontal)
        for _ in 0..<4 { host.find(.id("left"))?.decrement() }
        XCTAssertEqual(host.find(.id("left"))?.text, "左の要素：0")
        XCTAssertLessThan(title(in: "ok", of: host)!.frame().midX, host.find(.id("ok"))!.frame().midX - 1)
    }
}

import SwiftUI
import TesselateTesting
import XCTest

/// A representable lays out as SwiftUI lays out one whose view has no intrinsic size (it takes
/// what it is offered, 0 where the offer is unspecified) and is drawn as a placeholder named for
/// its type; its `make`/`update` methods are not called.
final class UIViewRepresentableTests: XCTestCase {
    /// Counts the calls Tesselate must not make.
    @MainActor final class Calls {
        var made = 0
        var updated = 0
        var coordinators = 0
    }

    struct MapView: UIViewRepresentable {
        let calls: Calls
        @Binding var zoom: Double

        final class Coordinator {
            let parent: MapView
            init(_ parent: MapView) { self.parent = parent }
        }

        func makeCoordinator() -> Coordinator {
            calls.coordinators += 1
            return Coordinator(self)
        }

        func makeUIView(context: Context) -> UIView {
            calls.made += 1
            let view = UIView()
            view.backgroundColor = .systemBlue
            _ = context.coordinator.parent
            return view
        }

        func updateUIView(_ uiView: UIView, context: Context) {
            calls.updated += 1
            uiView.alpha = zoom
        }

        static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {}

        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
            CGSize(width: 10, height: 10)
        }
    }

    struct Picker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }

    @MainActor func testFillsWhatItIsOfferedInStacks() async {
        let calls = Calls()
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Title")
                MapView(calls: calls, zoom: .constant(1))
                HStack(spacing: 0) {
                    Picker()
                    Color.red.frame(width: 100)
                }
                .frame(height: 200)
            }, size: CGSize(width: 300, height: 600), displayScale: 1)
        let map = host.find(.kind("UIViewRepresentable"))
        let picker = host.find(.kind("UIViewControllerRepresentable"))
        XCTAssertEqual(map?.frame().width, 300)
        XCTAssertEqual(picker?.frame().size, CGSize(width: 200, height: 200))
        // The map takes the height left: the window less the title and the row.
        let title = host.find(.text("Title"))?.frame() ?? .zero
        XCTAssertEqual(map?.frame().height, 600 - title.height - 200)
        XCTAssertEqual(map?.frame().minY, title.maxY)
        XCTAssertEqual(calls.made, 0, "makeUIView is not called")
        XCTAssertEqual(calls.updated, 0, "updateUIView is not called")
        XCTAssertEqual(calls.coordinators, 0, "makeCoordinator is not called")
    }

    @MainActor func testUnspecifiedDimensionsAreZero() async {
        let calls = Calls()
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    MapView(calls: calls, zoom: .constant(1)).id("unsized")
                    MapView(calls: calls, zoom: .constant(1)).frame(height: 120).id("sized")
                }
            }, size: CGSize(width: 320, height: 480), displayScale: 1)
        XCTAssertEqual(host.find(.id("unsized"))?.frame().size, CGSize(width: 320, height: 0))
        XCTAssertEqual(host.find(.id("sized"))?.frame().size, CGSize(width: 320, height: 120))
        let fixed = ViewHost(Picker().fixedSize(), size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(fixed.find(.kind("UIViewControllerRepresentable"))?.frame().size, .zero)
    }

    @MainActor func testDrawnAsAPlaceholderNamedForItsType() async throws {
        let calls = Calls()
        let host = ViewHost(MapView(calls: calls, zoom: .constant(1)).frame(width: 120, height: 40), size: CGSize(width: 120, height: 40))
        let dump = host.dump()
        XCTAssertTrue(dump.contains("UIViewRepresentable(\"MapView\")"), dump)
        XCTAssertEqual(host.find(.type(MapView.self))?.kind, "UIViewRepresentable")
        XCTAssertTrue(host.svg().contains("MapView"), "the placeholder is labelled with the type's name")
        let png = try DecodedPNG(host.png())
        // The placeholder's grey (systemGray5) fills the frame; the window behind it is white.
        let corner = png.pixels[((2 * png.width) + 2) * png.channels..<((2 * png.width) + 2) * png.channels + 3]
        XCTAssertEqual(Array(corner), [229, 229, 234])
    }
}

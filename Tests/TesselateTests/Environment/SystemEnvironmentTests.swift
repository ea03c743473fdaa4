import XCTest
import Tesselate

/// The system's environment values in a host: an iPhone in portrait, light, English (US),
/// active; `dismiss` and `openURL` are recorded for the test.
final class SystemEnvironmentTests: XCTestCase {
    @MainActor func testAHostIsAnIPhoneInPortrait() async {
        var seen: EnvironmentValues?
        struct Reader: View {
            @Environment(\.self) var environment
            var onRead: (EnvironmentValues) -> Void
            var body: some View {
                let _ = onRead(environment)
                Color.red
            }
        }
        _ = ViewHost(Reader(onRead: { seen = $0 }))
        XCTAssertEqual(seen?.colorScheme, .light)
        XCTAssertEqual(seen?.horizontalSizeClass, .compact)
        XCTAssertEqual(seen?.verticalSizeClass, .regular)
        XCTAssertEqual(seen?.layoutDirection, .leftToRight)
        XCTAssertEqual(seen?.locale.identifier, "en_US")
        XCTAssertEqual(seen?.isEnabled, true)
        XCTAssertEqual(seen?.scenePhase, .active)
        XCTAssertEqual(seen?.dynamicTypeSize, .large)
        XCTAssertNil(EnvironmentValues().horizontalSizeClass, "a bare environment has no size class")
    }

    /// Views that branch on a value show the branch the environment names.
    @MainActor func testViewsBranchOnTheValues() async {
        struct Adaptive: View {
            @Environment(\.colorScheme) private var colorScheme
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                Color.red.frame(width: colorScheme == .dark ? 20 : 10, height: sizeClass == .regular ? 20 : 10).id("bar")
            }
        }
        XCTAssertEqual(ViewHost(Adaptive(), displayScale: 1).frame(id: "bar")?.size, CGSize(width: 10, height: 10))
        let dark = ViewHost(Adaptive().environment(\.colorScheme, .dark).environment(\.horizontalSizeClass, .regular), displayScale: 1)
        XCTAssertEqual(dark.frame(id: "bar")?.size, CGSize(width: 20, height: 20))
    }

    private struct Sheet: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        var onMake: (@escaping () -> Void, @escaping (URL) -> Void) -> Void
        var body: some View {
            let _ = onMake({ dismiss() }, { openURL($0) })
            Color.red
        }
    }

    @MainActor func testDismissAndOpenURLAreRecorded() async {
        var dismiss: (() -> Void)?, open: ((URL) -> Void)?
        let host = ViewHost(
            Sheet(onMake: {
                dismiss = $0; open = $1
            }))
        XCTAssertEqual(host.dismissCount, 0)
        dismiss?()
        dismiss?()
        open?(URL(string: "https://example.com")!)
        XCTAssertEqual(host.dismissCount, 2)
        XCTAssertEqual(host.openedURLs, [URL(string: "https://example.com")!])
    }

    /// A custom `OpenURLAction` runs its handler; `.systemAction` passes the URL (or another) on
    /// to the host, `.handled` and `.discarded` do not.
    @MainActor func testACustomOpenURLActionDecides() async {
        var handled: [URL] = []
        var open: ((URL) -> Void)?
        let action = OpenURLAction { url in
            handled.append(url)
            switch url.host {
            case "keep": return .handled
            case "drop": return .discarded
            case "edit": return .systemAction(url.appendingPathComponent("edit"))
            default: return .systemAction
            }
        }
        let host = ViewHost(Sheet(onMake: { open = $1 }).environment(\.openURL, action))
        for name in ["keep", "drop", "edit", "other"] { open?(URL(string: "https://\(name)")!) }
        XCTAssertEqual(handled.count, 4)
        XCTAssertEqual(host.openedURLs.map(\.absoluteString), ["https://edit/edit", "https://other"])
        var accepted: [Bool] = []
        let direct = OpenURLAction { _ in .discarded }
        direct(URL(string: "https://x")!) { accepted.append($0) }
        XCTAssertEqual(accepted, [false])
    }

    @MainActor func testScaledMetricScalesWithDynamicType() async {
        struct Icon: View {
            @ScaledMetric private var size = 20.0
            @ScaledMetric(relativeTo: .largeTitle) private var title: CGFloat = 34
            var body: some View {
                VStack {
                    Color.red.frame(width: size, height: size).id("icon")
                    Color.red.frame(width: title, height: 1).id("title")
                }
            }
        }
        let normal = ViewHost(Icon(), displayScale: 1)
        XCTAssertEqual(normal.frame(id: "icon")?.width, 20, "at the default size the metric is its value")
        XCTAssertEqual(normal.frame(id: "title")?.width, 34)
        let large = ViewHost(Icon().dynamicTypeSize(.xxxLarge), displayScale: 3)
        // As the style's leading grows (iOS 18.4, element-hq/compound-ios's previews), not its point size.
        XCTAssertEqual(large.frame(id: "icon")?.width ?? 0, 20 * 29 / 22, accuracy: 0.34, "body's leading grows from 22 to 29")
        XCTAssertEqual(large.frame(id: "title")?.width ?? 0, 34 * 48 / 41, accuracy: 0.34, "the large title's from 41 to 48")
        let small = ViewHost(Icon().dynamicTypeSize(.xSmall), displayScale: 1)
        XCTAssertEqual(small.frame(id: "icon")?.width ?? 0, 17, accuracy: 0.5, "body's leading is 19 at xSmall: 20 × 19 / 22")
        XCTAssertEqual(ScaledMetric(wrappedValue: 8.0).wrappedValue, 8, "outside a host it is the value")
    }

    @MainActor func testDynamicTypeSizeRangesClamp() async {
        var seen: [DynamicTypeSize] = []
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var size
            var onRead: (DynamicTypeSize) -> Void
            var body: some View {
                let _ = onRead(size)
                Color.red
            }
        }
        _ = ViewHost(
            VStack {
                Reader(onRead: { seen.append($0) }).dynamicTypeSize(...DynamicTypeSize.medium)
                Reader(onRead: { seen.append($0) }).dynamicTypeSize(.xLarge...)
                Reader(onRead: { seen.append($0) }).dynamicTypeSize(.small ... .xxLarge)
            }.dynamicTypeSize(.accessibility2))
        XCTAssertEqual(Array(seen.prefix(3)), [.medium, .accessibility2, .xxLarge])
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    /// A namespace's id is stable for its view and differs between views and properties.
    @MainActor func testNamespacesAreStablePerView() async {
        struct Spaces: View {
            @Namespace var first
            @Namespace var second
            var onRead: (Namespace.ID, Namespace.ID) -> Void
            var body: some View {
                let _ = onRead(first, second)
                Color.red
            }
        }
        var ids: [[Namespace.ID]] = []
        let host = ViewHost(
            VStack {
                Spaces(onRead: { ids.append([$0, $1]) })
                Spaces(onRead: { ids.append([$0, $1]) })
            })
        let firstPass = ids
        ids = []
        host.size = CGSize(width: 100, height: 100)
        XCTAssertEqual(ids, firstPass, "the same ids in every update")
        XCTAssertEqual(Set(firstPass.joined()).count, 4)
        XCTAssertNotEqual(Namespace().wrappedValue, Namespace().wrappedValue, "outside a host each read is new")
    }
}

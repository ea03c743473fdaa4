import Tesselate
import TesselateTesting
import XCTest

/// `progressViewStyle(_:)` (ProgressViewStyle): the built-in looks and a custom style built from
/// the configuration, as SwiftUI's.
final class ProgressViewStyleTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 300, height: 200), displayScale: 1)
    }

    // On iOS the circular style spins whatever the value; the linear one is a bar, empty when the
    // progress is unknown.
    @MainActor func testCircularSpinsAndLinearIsABar() async {
        let circular = host(ProgressView(value: 0.5).progressViewStyle(.circular))
        assertSize(circular.find(.kind(.activityIndicator)), width: 20, height: 20)
        XCTAssertTrue(circular.find(.kind(.progressView))?.attributes.contains("style: .circular") == true)
        let linear = host(ProgressView().progressViewStyle(.linear))
        XCTAssertEqual(linear.findAll(.kind(.capsule)).map { $0.frame().width }, [300, 0])
    }

    // A custom style draws what its makeBody returns, from the fraction and the labels.
    @MainActor func testACustomStyleDrawsItsBody() async {
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                }
            }
        }
        let h = host(ProgressView("Upload", value: 0.42).progressViewStyle(Percent()))
        XCTAssertNotNil(h.find(.text("42%")))
        XCTAssertNotNil(h.find(.text("Upload")))
        XCTAssertTrue(h.find(.kind(.progressView))?.attributes.contains("style: Percent") == true)
        XCTAssertEqual(h.findAll(.kind(.capsule)).count, 0, "no bar")
    }
}

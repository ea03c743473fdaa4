import XCTest
import Tesselate
import TesselateTesting

/// ProgressView as on iOS: an indeterminate spinner (`UIActivityIndicatorView`, 20 and 35.667
/// points) with its label below, or a linear bar as wide as offered with its label above.
/// Sources: <https://developer.apple.com/documentation/swiftui/progressview>; sizes in LayoutRules.
final class ProgressViewTests: XCTestCase {
    @MainActor func testTheSpinner() async {
        let host = ViewHost(ProgressView(), size: CGSize(width: 300, height: 200), displayScale: 1)
        assertSize(host.find(.kind(.progressView)), width: 20, height: 20)
        XCTAssertTrue(host.find(.kind(.progressView))!.attributes.contains("value: indeterminate"))
        // 35.667, 107 pixels at 3x (iOS 17.0.1, bitwarden/ios).
        let large = ViewHost(ProgressView().controlSize(.large), size: CGSize(width: 300, height: 200), displayScale: 3)
        assertSize(large.find(.kind(.activityIndicator)), width: 107.0 / 3, height: 107.0 / 3)
        let titled = ViewHost(ProgressView("Loading"), size: CGSize(width: 300, height: 200), displayScale: 1)
        let spinner = titled.find(.kind(.activityIndicator))!.frame(), text = titled.find(.text("Loading"))!.frame()
        XCTAssertGreaterThan(text.minY, spinner.maxY, "the label is below the spinner")
        XCTAssertEqual(text.midX, spinner.midX, accuracy: 0.5)
    }

    @MainActor func testTheLinearBar() async {
        let host = ViewHost(ProgressView("Downloading", value: 0.25), size: CGSize(width: 300, height: 200), displayScale: 1)
        let view = host.find(.kind(.progressView))!
        XCTAssertEqual(view.frame().width, 300, "the bar takes the offered width")
        XCTAssertTrue(view.attributes.contains("value: 0.25"), "\(view.attributes)")
        let capsules = host.findAll(.kind(.capsule))
        XCTAssertEqual(capsules.map { $0.frame().height }, [4, 4])
        XCTAssertEqual(capsules[1].frame().width, 75, "a quarter of the track is filled")
        XCTAssertLessThan(host.find(.text("Downloading"))!.frame().maxY, capsules[0].frame().minY, "the label is above the bar")

        let counted = ViewHost(
            ProgressView(value: 3, total: 4) {
                Text("Files")
            } currentValueLabel: {
                Text("3 of 4")
            },
            size: CGSize(width: 300, height: 200), displayScale: 1)
        XCTAssertEqual(counted.findAll(.kind(.capsule))[1].frame().width, 225)
        XCTAssertGreaterThan(counted.find(.text("3 of 4"))!.frame().minY, counted.findAll(.kind(.capsule))[0].frame().maxY)
        let nilValue = ViewHost(ProgressView(value: Double?.none), size: CGSize(width: 300, height: 200))
        XCTAssertNotNil(nilValue.find(.kind(.activityIndicator)), "a nil value is indeterminate")
    }

    @MainActor func testBadValuesAreDiagnosedAndClamped() async {
        let over = ViewHost(ProgressView(value: 2.0), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(over.findAll(.kind(.capsule))[1].frame().width, 100)
        XCTAssertTrue(over.diagnostics.contains { $0.message.contains("outside 0...1.0") }, "\(over.diagnostics)")
        let zero = ViewHost(ProgressView(value: 1.0, total: 0), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(zero.findAll(.kind(.capsule))[1].frame().width, 0)
        XCTAssertTrue(zero.diagnostics.contains { $0.message.contains("not a positive number") }, "\(zero.diagnostics)")
    }
}

import XCTest
import Tesselate
import TesselateTesting

/// `controlSize(_:)` per control, as iOS draws them. iOS's toggles, steppers, segmented pickers,
/// sliders, linear progress views and compact date pickers are UIKit's fixed-size controls with
/// no size variants (Apple's `UISwitch.init(frame:)`: the class "enforces a size appropriate for
/// the control"), so they keep their size; the spinner has `UIActivityIndicatorView`'s two
/// sizes; bordered buttons pad by the size; `.extraLarge` "resolves to `.large` on platforms
/// other than visionOS" (Apple's `ControlSize.extraLarge`).
final class ControlSizeTests: XCTestCase {
    /// The frame of the view `query` finds in `view` under each control size, mini to extraLarge.
    @MainActor private func sizes(_ query: ViewQuery, _ view: some View) -> [CGSize] {
        ControlSize.allCases.map { size in
            let host = ViewHost(view.controlSize(size), size: CGSize(width: 300, height: 400), displayScale: 1)
            return host.find(query)?.frame().size ?? .zero
        }
    }

    @MainActor func testFixedSizeControlsKeepTheirSize() async {
        let toggle = sizes(.kind(.toggle), Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        XCTAssertEqual(toggle, Array(repeating: CGSize(width: 51, height: 31), count: 5), "UISwitch is 51×31")
        let stepper = sizes(.kind(.stepper), Stepper("Count", value: .constant(1)).labelsHidden())
        XCTAssertEqual(stepper, Array(repeating: CGSize(width: 94, height: 32), count: 5), "UIStepper is 94×32")
        let segmented = sizes(
            .kind(.picker),
            Picker("Mode", selection: .constant(1)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }.pickerStyle(.segmented))
        XCTAssertEqual(Set(segmented.map(\.height)), [32], "UISegmentedControl is 32 tall")
        let slider = sizes(.kind(.slider), Slider(value: .constant(0.5)))
        XCTAssertEqual(Set(slider), [CGSize(width: 300, height: 31)])
        let bar = sizes(.kind(.progressView), ProgressView(value: 0.5))
        XCTAssertEqual(Set(bar.map(\.height)), [bar[2].height])
        let date = sizes(
            .kind(.datePicker),
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).labelsHidden())
        XCTAssertEqual(Set(date), [date[2]], "the compact date picker keeps its size")
    }

    @MainActor func testTheSpinnerHasTwoSizes() async {
        let spinner = sizes(.kind(.progressView), ProgressView())
        XCTAssertEqual(spinner.map(\.width), [20, 20, 20, 36, 36], "UIActivityIndicatorView's medium and large styles (35.667, rounded)")
    }
}

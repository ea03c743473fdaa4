import XCTest
import Tesselate
import TesselateTesting

/// `symbolEffect(_:options:isActive:)` and `symbolEffect(_:options:value:)`: a host plays no
/// animation and draws where it ends. Source:
/// <https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:)>.
final class SymbolEffectTests: XCTestCase {
    /// The effect, its configuration and options are recorded; layout is unchanged.
    @MainActor func testEffectsAreRecorded() async {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating)
                    Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: count)
                    Image(systemName: "heart").symbolEffect(.pulse, isActive: false)
                    Button("Ring") { count += 1 }
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 300))
        let effects = host.findAll(.kind("symbolEffect")).map { $0.attributes }
        XCTAssertEqual(
            effects,
            [
                [".variableColor.iterative.reversing", "options: .repeating", "isActive: true"], [".bounce.up.byLayer", "value: 0"],
                [".pulse", "isActive: false"],
            ])
        host.find(.button("Ring"))?.tap()
        XCTAssertEqual(host.findAll(.kind("symbolEffect"))[1].attributes, [".bounce.up.byLayer", "value: 1"])
        let plain = ViewHost(Image(systemName: "wifi").id("i"), size: CGSize(width: 300, height: 300))
        let effected = ViewHost(Image(systemName: "wifi").symbolEffect(.pulse).id("i"), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(plain.exactFrame(id: "i"), effected.exactFrame(id: "i"))
    }

    /// An active `.disappear` hides the symbol; inactive, it is drawn.
    @MainActor func testDisappearHidesWhileActive() async {
        struct Screen: View {
            @State var hidden = true
            var body: some View {
                VStack {
                    Image(systemName: "star.fill").symbolEffect(.disappear, isActive: hidden)
                    Button("Toggle") { hidden.toggle() }
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertFalse(host.svg().contains("<path"), host.svg())
        host.find(.button("Toggle"))?.tap()
        XCTAssertTrue(host.svg().contains("<path"), host.svg())
    }

    /// Options describe themselves as they were chained.
    func testOptions() {
        XCTAssertEqual(SymbolEffectOptions.default.description, ".default")
        XCTAssertEqual(SymbolEffectOptions.repeat(3).speed(2).description, ".repeat(3).speed(2)")
        XCTAssertEqual(SymbolEffectOptions.nonRepeating, SymbolEffectOptions.default.nonRepeating)
    }
}

import XCTest
import Tesselate
import TesselateTesting

/// `gaugeStyle`, `controlGroupStyle` and `disclosureGroupStyle`: the built-in styles as iOS
/// draws them (Apple's documentation of each style) and custom styles built from the
/// configuration. Sizes marked chosen in the styles' sources are Tesselate's.
final class ContainerStyleTests: XCTestCase {
    @MainActor private func gauge(_ value: Double = 30) -> some View {
        Gauge(value: value, in: 0...120) {
            Text("Speed")
        } currentValueLabel: {
            Text("\(Int(value))")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("120")
        }
    }

    /// iOS's automatic gauge is the linear capacity bar; the accessory circular styles are a
    /// 58-point ring with the current value at the centre; the accessory linear ones a bar
    /// without a progress view.
    @MainActor func testBuiltInGaugeStyles() async {
        func host(_ style: some GaugeStyle) -> ViewHost<AnyView> {
            ViewHost(AnyView(gauge().gaugeStyle(style)), size: CGSize(width: 300, height: 200), displayScale: 1)
        }
        let automatic = host(.automatic), linear = host(.linearCapacity)
        XCTAssertTrue(automatic.find(.kind(.progressView))!.attributes.contains("value: 0.25"))
        XCTAssertEqual(automatic.find(.text("Speed"))!.frame(), linear.find(.text("Speed"))!.frame())
        for style in [host(.accessoryCircular), host(.accessoryCircularCapacity)] {
            XCTAssertTrue(style.findAll(.kind(.progressView)).isEmpty)
            let ring = style.find(.kind(.zStack))!.frame()
            XCTAssertEqual(ring.size, CGSize(width: 58, height: 58))
            let current = style.find(.text("30"))!.frame()
            XCTAssertEqual(current.midX, ring.midX, accuracy: 0.5, "the current value is at the centre")
            XCTAssertEqual(current.midY, ring.midY, accuracy: 0.5)
        }
        let circular = host(.accessoryCircular)
        XCTAssertGreaterThan(
            circular.find(.text("0"))!.frame().midY, circular.find(.text("30"))!.frame().maxY, "the bounds sit in the opening")
        XCTAssertTrue(circular.findAll(.text("Speed")).isEmpty, "with bounds labels, the label is not shown")
        let accessoryLinear = host(.accessoryLinear)
        XCTAssertTrue(accessoryLinear.findAll(.kind(.progressView)).isEmpty)
        XCTAssertEqual(accessoryLinear.find(.kind(.geometryReader))!.frame().height, 6)
        XCTAssertEqual(host(.accessoryLinearCapacity).findAll(.kind(.capsule)).count, 2, "the track and the fill")
    }

    struct PercentGauge: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int(configuration.value * 100))%")
                configuration.maximumValueLabel
            }
        }
    }

    @MainActor func testACustomGaugeStyleReadsTheConfiguration() async {
        let host = ViewHost(gauge(90).gaugeStyle(PercentGauge()), size: CGSize(width: 300, height: 200))
        XCTAssertNotNil(host.find(.text("75%")), "the value is the fraction of the range")
        XCTAssertNotNil(host.find(.text("Speed")))
        XCTAssertNotNil(host.find(.text("120")))
        XCTAssertTrue(host.findAll(.text("90")).isEmpty, "the style left the current value out")
    }

    /// `.navigation` is borderless buttons on iOS; `.palette` outside a menu is the segmented
    /// look (the automatic one); `.menu` and `.compactMenu` are a menu with the group's label.
    @MainActor func testControlGroupStyles() async {
        final class Log { var taps: [String] = [] }
        let log = Log()
        func host(_ style: some ControlGroupStyle) -> ViewHost<AnyView> {
            ViewHost(
                AnyView(
                    ControlGroup {
                        Button("Cut") { log.taps.append("cut") }
                        Button("Copy") {}
                    } label: {
                        Text("Edit")
                    }
                    .controlGroupStyle(style)), size: CGSize(width: 301, height: 300), displayScale: 1)
        }
        XCTAssertTrue(host(.automatic).findAll(.kind(.button)).allSatisfy { $0.attributes.contains("style: .bordered") })
        XCTAssertEqual(host(.palette).findAll(.kind(.button)).map { $0.frame().width }, [150, 150])
        let navigation = host(.navigation).findAll(.kind(.button))
        XCTAssertTrue(navigation.allSatisfy { $0.attributes.contains("style: .borderless") }, "\(navigation.map(\.attributes))")
        XCTAssertLessThan(navigation[0].frame().width, 150)
        for style in [host(.menu), host(.compactMenu)] {
            XCTAssertTrue(style.findAll(.text("Cut")).isEmpty, "the controls are in the closed menu")
            style.find(.text("Edit"))?.open()
            style.find(.text("Cut"))?.tap()
        }
        XCTAssertEqual(log.taps, ["cut", "cut"])
    }

    struct StackedGroup: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label.font(.caption)
                configuration.content
            }
        }
    }

    @MainActor func testACustomControlGroupStyle() async {
        let host = ViewHost(
            ControlGroup("Text", systemImage: "textformat") {
                Button("Bold") {}
                Button("Italic") {}
            }
            .controlGroupStyle(StackedGroup()), size: CGSize(width: 300, height: 300), displayScale: 1)
        let label = host.find(.text("Text"))!.frame(), bold = host.find(.text("Bold"))!.frame()
        XCTAssertLessThanOrEqual(label.maxY, bold.minY)
        XCTAssertLessThanOrEqual(bold.maxY, host.find(.text("Italic"))!.frame().minY, "stacked, not side by side")
    }

    struct ArrowDisclosure: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Button(configuration.isExpanded ? "▼" : "▶") { configuration.isExpanded.toggle() }
                configuration.label
                if configuration.isExpanded { configuration.content.padding(.leading, 20) }
            }
        }
    }

    @MainActor func testACustomDisclosureGroupStyle() async {
        struct Details: View {
            @State var isExpanded = false
            var body: some View {
                DisclosureGroup("More", isExpanded: $isExpanded) { Text("Details") }.id("group")
                    .disclosureGroupStyle(ArrowDisclosure())
            }
        }
        let host = ViewHost(Details(), size: CGSize(width: 300, height: 300), displayScale: 1)
        XCTAssertTrue(host.findAll(.text("Details")).isEmpty)
        XCTAssertTrue(host.findAll(.kind(.chevron)).isEmpty, "the style draws an arrow, no chevron")
        host.find(.text("▶"))?.tap()
        XCTAssertEqual(host.find(.text("Details"))!.frame().minX, host.find(.text("More"))!.frame().minX + 20, "the style's indent")
        host.find(.text("▼"))?.tap()
        XCTAssertTrue(host.findAll(.text("Details")).isEmpty)
        host.find(.id("group"))?.open()
        XCTAssertNotNil(host.find(.text("Details")), "open() still expands a styled group")
        XCTAssertTrue(host.find(.id("group"))!.attributes.contains("isExpanded: true"))
    }
}

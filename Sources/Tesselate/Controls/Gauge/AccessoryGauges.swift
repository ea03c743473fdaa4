import Foundation

/// The accessory gauges' numbers (all **chosen**: no published iOS measurements).
enum AccessoryGaugeMetrics {
    static let ringSide: CGFloat = 58
    static let ringLine: CGFloat = 6
    /// The open ring's arc, as a fraction of the circle; the opening is at the bottom.
    static let openArc: CGFloat = 0.75
    static let barHeight: CGFloat = 6
    static let markerSide: CGFloat = 8
}

/// The bar of the accessory linear styles: marked at the value, or filled to it.
struct AccessoryLinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let fills: Bool
    @Environment(\.tintFill) private var tint

    var body: some View {
        let fraction = configuration.value
        let color = tint?.representativeColor ?? .accentColor
        VStack(alignment: .leading, spacing: 2) {
            if let current = configuration.currentValueLabel { current } else { configuration.label }
            HStack(spacing: 4) {
                configuration.minimumValueLabel
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.gray.opacity(0.3))
                        if fills {
                            Capsule().fill(color).frame(width: proxy.size.width * fraction)
                        } else {
                            Circle().fill(color)
                                .frame(width: AccessoryGaugeMetrics.markerSide, height: AccessoryGaugeMetrics.markerSide)
                                .offset(x: (proxy.size.width - AccessoryGaugeMetrics.markerSide) * fraction)
                        }
                    }
                }
                .frame(height: AccessoryGaugeMetrics.barHeight)
                configuration.maximumValueLabel
            }
        }
    }
}

/// The ring of the accessory circular styles: an open ring with a marker, or a closed ring
/// filled to the value; the current value's label at the centre.
struct AccessoryCircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    @Environment(\.tintFill) private var tint

    var body: some View {
        let metrics = AccessoryGaugeMetrics.self
        let color = tint?.representativeColor ?? .accentColor
        let line = StrokeStyle(lineWidth: metrics.ringLine, lineCap: .round)
        ZStack {
            if capacity {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: metrics.ringLine)
                Circle().trim(from: 0, to: configuration.value).rotation(.degrees(-90)).stroke(color, style: line)
            } else {
                // The arc starts at the lower left (135° from the right, clockwise) and ends at
                // the lower right, leaving the opening at the bottom.
                Circle().trim(from: 0, to: metrics.openArc).rotation(.degrees(135)).stroke(Color.gray.opacity(0.3), style: line)
                let angle = (135 + 360 * metrics.openArc * configuration.value) * .pi / 180
                let radius = (metrics.ringSide - metrics.ringLine) / 2
                Circle().fill(color).frame(width: metrics.ringLine + 2, height: metrics.ringLine + 2)
                    .offset(x: radius * cos(angle), y: radius * sin(angle))
            }
            configuration.currentValueLabel.font(.system(size: 12, weight: .medium))
            if !capacity {
                VStack {
                    Spacer()
                    if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                        HStack {
                            configuration.minimumValueLabel
                            Spacer()
                            configuration.maximumValueLabel
                        }
                        .padding(.horizontal, metrics.ringLine)
                    } else {
                        configuration.label
                    }
                }
                .font(.system(size: 9))
            }
        }
        .frame(width: metrics.ringSide, height: metrics.ringSide)
    }
}

import Foundation

/// What iOS draws over a device's window and no view declares: the status bar (the time 9:41, the
/// cellular bars, Wi-Fi and a full battery, as Apple's marketing pictures show) and the home
/// indicator. Drawn in the PNG only, over everything, in the label colour (white in the dark
/// appearance). Drawing only: no layout depends on it, and its shapes and places are Tesselate's
/// approximations (not measured): the time centred in the left part of the status bar beside
/// the sensor housing, the icons in the right part; on a device with a 20-point status bar the
/// time in the middle; on an iPad at the leading edge. iPhones hide the status bar in landscape.
@MainActor
enum SystemChrome {
    static func items(for device: Device) -> [DrawItem] {
        let size = device.windowSize
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return [] }
        var items: [DrawItem] = []
        let isPad = device.name.hasPrefix("iPad")
        let top = device.portraitSafeAreaInsets.top
        let statusBar = isPad ? device.safeAreaInsets.top : (device.portraitStatusBarHeight ?? top)
        if device.orientation == .portrait || isPad, statusBar >= 20, statusBar.isFinite {
            let hasEars = !isPad && top >= 44
            let centreY = hasEars ? min(statusBar / 2 + 3, 31) : statusBar / 2
            let timeSize: CGFloat = hasEars ? 17 : isPad ? 13 : 12
            let timeX = hasEars ? size.width * 0.17 : isPad ? 20 + 16 : size.width / 2
            items.append(time(centre: CGPoint(x: timeX, y: centreY), size: timeSize))
            let scale: CGFloat = hasEars ? 1 : 0.85
            let right = hasEars ? size.width - size.width * 0.085 : size.width - 8
            items += icons(right: right, centreY: centreY, scale: scale)
        }
        let bottom = device.safeAreaInsets.bottom
        if bottom > 0, bottom.isFinite {
            let width: CGFloat = isPad ? 315 : device.orientation == .portrait ? 134 : 220
            let bar = CGRect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
            items.append(.shape(path: Path(roundedRect: bar, cornerRadius: 2.5), fill: .color(.primary), frame: bar))
        }
        return items
    }

    /// "9:41" in semibold, centred on `centre`.
    private static func time(centre: CGPoint, size: CGFloat) -> DrawItem {
        let font = Font.system(size: size, weight: .semibold)
        let metrics = TextMetrics(font: font)
        let width = metrics.width(of: "9:41"), height = metrics.lineHeight
        var drawing = TextDrawing(lines: ["9:41"], font: font, color: .primary)
        drawing.lineWidths = [width]
        return .text(drawing, frame: CGRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height))
    }

    /// The cellular bars, Wi-Fi and the battery, ending at `right`.
    private static func icons(right: CGFloat, centreY: CGFloat, scale: CGFloat) -> [DrawItem] {
        var items: [DrawItem] = []
        // The battery: an outline at 35%, the charge, the terminal at 40%.
        let body = CGRect(x: right - 27 * scale, y: centreY - 6.5 * scale, width: 25 * scale, height: 13 * scale)
        let outline = Path(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4 * scale)
            .strokedPath(StrokeStyle(lineWidth: 1))
        items.append(.shape(path: outline, fill: .color(Color.primary.opacity(0.35)), frame: body))
        let charge = body.insetBy(dx: 2 * scale, dy: 2 * scale)
        items.append(.shape(path: Path(roundedRect: charge, cornerRadius: 2.5 * scale), fill: .color(.primary), frame: charge))
        let terminal = CGRect(x: body.maxX + 1, y: centreY - 2 * scale, width: 1.5 * scale, height: 4 * scale)
        items.append(
            .shape(path: Path(roundedRect: terminal, cornerRadius: 0.75 * scale), fill: .color(Color.primary.opacity(0.4)), frame: terminal)
        )
        // Wi-Fi: three arcs and a dot.
        let wifi = CGRect(x: body.minX - 6 * scale - 16 * scale, y: centreY - 6 * scale, width: 16 * scale, height: 12 * scale)
        if let glyph = SymbolGlyphs.glyph(named: "wifi", in: wifi, lineWidth: 2 * scale) {
            items.append(
                .shape(
                    path: glyph.stroke.strokedPath(StrokeStyle(lineWidth: 2 * scale, lineCap: .round)), fill: .color(.primary), frame: wifi)
            )
            items.append(.shape(path: glyph.fill, fill: .color(.primary), frame: wifi))
        }
        // Four cellular bars, rising.
        var bars = Path()
        let barsRight = wifi.minX - 6 * scale
        for (index, height) in [4.0, 6.5, 9.0, 11.5].enumerated() {
            let x = barsRight - CGFloat(4 - index) * 4.5 * scale
            bars.addRoundedRect(
                in: CGRect(x: x, y: centreY + 5.75 * scale - height * scale, width: 3 * scale, height: height * scale),
                cornerSize: CGSize(width: 1, height: 1))
        }
        items.append(.shape(path: bars, fill: .color(.primary), frame: wifi))
        return items
    }
}

import Foundation
import Tesselate

/// A text that says "nan" when a value computed outside the view tree (a measurement, a path's
/// bounds) is not finite, so that the probe's dump check reports it.
func finiteMark(_ what: String, _ values: CGFloat...) -> Text {
    Text(values.allSatisfy(\.isFinite) ? "\(what) finite" : "\(what) nan")
}

extension NumberFuzzCases {
    /// Fonts, text options and measurement: an invalid font size is reported (SwiftUI logs it);
    /// the rest must only stay finite.
    static let text: [NumberCase] = [
        .view("Font.system(size:weight:design:)", warns: { !$0.d.isFinite || $0.d < 0 }, names: "Text") { v in
            VStack {
                Text("sized").font(.system(size: v.f)); Text("below")
            }
        },
        .view("Font.custom(_:size:)", "Font.custom(_:fixedSize:)", "Font.custom(_:size:relativeTo:)") { v in
            VStack {
                Text("custom").font(.custom("Inter", size: v.f)); Text("fixed").font(.custom("Inter", fixedSize: v.f));
                Text("relative").font(.custom("Inter", size: v.f, relativeTo: .title))
            }
        },
        .view(
            "Text.tracking(_:)", "Text.kerning(_:)", "Text.baselineOffset(_:)", "View.tracking(_:)", "View.kerning(_:)",
            "View.baselineOffset(_:)"
        ) { v in
            VStack {
                Text("tracked").tracking(v.f) + Text("kerned").kerning(v.g) + Text("raised").baselineOffset(v.f)
                Text("view tracking").tracking(v.f); Text("view kerning").kerning(v.g); Text("view baseline").baselineOffset(v.f)
            }.frame(width: 120)
        },
        .view("View.lineSpacing(_:)", "View.minimumScaleFactor(_:)") { v in
            VStack {
                Text("spaced lines of wrapping text").lineSpacing(v.f);
                Text("shrinking text that does not fit").minimumScaleFactor(v.g).lineLimit(1)
            }.frame(width: 60)
        },
        .view(
            "View.lineLimit(_: Int?)", "View.lineLimit(_: ClosedRange<Int>)", "View.lineLimit(_: PartialRangeFrom<Int>)",
            "View.lineLimit(_: PartialRangeThrough<Int>)", "View.lineLimit(_:reservesSpace:)", kind: .int
        ) { v in
            VStack {
                Text("a limited text that wraps over lines").lineLimit(v.i)
                Text("a ranged text that wraps over lines").lineLimit(v.intRange)
                Text("from").lineLimit(v.intRange.upperBound...)
                Text("through").lineLimit(...v.intRange.upperBound)
                Text("reserving").lineLimit(v.i, reservesSpace: true)
            }.frame(width: 60)
        },
        .view("Text.init(_:style:)", "Text.init(_:)", showsValue: true) { v in
            VStack {
                Text(v.date, style: .date); Text(v.date, style: .time); Text(v.date, style: .relative); Text(v.date, style: .offset)
                Text(v.date, style: .timer); Text(v.dateRange)
            }
        },
        .view(
            "StringInterpolation.appendInterpolation(_: T)", "StringInterpolation.appendInterpolation(_: Double)",
            "StringInterpolation.appendInterpolation(_: Float)", "StringInterpolation.appendInterpolation(_: CGFloat)",
            "StringInterpolation.appendInterpolation(_:specifier:)", "StringInterpolation.appendInterpolation(_:style:)", showsValue: true
        ) { v in
            VStack {
                Text("double \(v.d) float \(Float(v.d)) cgfloat \(v.f) int \(v.i)")
                Text("specified \(v.d, specifier: "%.2f") \(v.i, specifier: "%d")")
                Text("date \(v.date, style: .date)")
            }
        },
        .view("LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:)", showsValue: true) { v in
            Text("date \(v.date, formatter: DateFormatter())")
        },
        .view("StringInterpolation.init(literalCapacity:interpolationCount:)", kind: .int) { v in
            Text(LocalizedStringKey(stringInterpolation: .init(literalCapacity: v.i, interpolationCount: v.i)))
        },
        .view(
            "TextMeasurement.init(_:font:width:height:options:)", "TextMeasurement.init(_:font:width:lineLimit:lineSpacing:displayScale:)",
            "TextMeasurement.init(_:width:height:options:)",
            "TextLayoutOptions.init(lineLimit:minimumLines:truncationMode:alignment:lineSpacing:minimumScaleFactor:allowsTightening:pushesOut:displayScale:)",
            "StyledRun.init(string:font:tracking:)", "StringProtocol.boundingRect(with:font:lineSpacing:displayScale:)"
        ) { v in
            let options = TextLayoutOptions(lineSpacing: v.f, minimumScaleFactor: v.g, pushesOut: true, displayScale: v.f)
            let plain = TextMeasurement("measured words", font: .system(size: v.f), width: v.f, height: v.g, options: options)
            let limited = TextMeasurement("limited words", width: v.f, lineLimit: 2, lineSpacing: v.f, displayScale: v.g)
            let styled = TextMeasurement(StyledText(runs: [StyledRun(string: "styled", font: .body, tracking: v.f)]), width: v.f)
            let bounds = "bounded".boundingRect(with: v.size, lineSpacing: v.f, displayScale: v.g)
            finiteMark(
                "measurements", plain.size.width, plain.size.height, limited.size.width, styled.size.width, bounds.width, bounds.height)
        },
        .view("TextMeasurement line limits", kind: .int) { v in
            let options = TextLayoutOptions(lineLimit: v.i, minimumLines: v.i)
            let measured = TextMeasurement("measured words over lines", width: 30, height: nil, options: options)
            let limited = TextMeasurement("limited words over lines", width: 30, lineLimit: v.i)
            finiteMark("measurements", measured.size.height, limited.size.height)
        },
    ]
}

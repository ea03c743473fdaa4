import Foundation

/// Cases the number fuzzer knows to fail on this branch, each with the helper (branch) expected
/// to fix it and what goes wrong. A `skip` entry (a crash or a hang, which would end every other
/// test with it) is not run; any other entry excuses the problems that start with one of its
/// `problems` prefixes (all problems when empty), and must still excuse one in the default run,
/// so that an entry left behind after its fix is noticed. The name `*` matches every case. The
/// lead removes entries as fixes are merged.
struct KnownNumberFailure {
    var name: String
    var values: Set<String>
    var fixer: String
    var symptom: String
    var skip = false
    var problems: [String] = []

    func matches(_ caseName: String, _ value: FuzzNumber) -> Bool {
        (name == "*" || name == caseName) && (values.contains(value.label) || values.contains("*"))
    }

    func excuses(_ problem: String) -> Bool { problems.isEmpty || problems.contains { problem.hasPrefix($0) } }
}

enum NumberFuzzKnownFailures {
    static let huge: Set<String> = ["max", "-max", "1e300", "-1e300"]
    static let nonFinite: Set<String> = ["nan", "inf", "-inf"]
    static let frame = "has the frame", dump = "the dump says", json = "the JSON dump", svgWord = "the SVG says"

    static func entries(_ caseName: String, _ value: FuzzNumber) -> [KnownNumberFailure] {
        (crashes + failures).filter { $0.matches(caseName, value) }
    }

    /// Crashes and hangs: not run.
    static let crashes: [KnownNumberFailure] = [
        .init(name: "Slider.init(value:in:onEditingChanged:)", values: ["nan", "inf", "-inf", "max"], fixer: "helper-nums", symptom: "crash: Int(NaN) in accessibilityPercent (AccessibilityTraits.swift:113)", skip: true),
        .init(name: "Slider.init(value:in:step:onEditingChanged:)", values: ["nan", "inf", "-inf", "max"], fixer: "helper-nums", symptom: "crash: Int(NaN) in accessibilityPercent (AccessibilityTraits.swift:113)", skip: true),
        .init(name: "Text.init(_:style:)", values: nonFinite.union(huge), fixer: "helper-nums", symptom: "crash: Int(…) of a NaN, infinite or huge date interval in Text.DateStyle.units (TextFormat.swift:122), every style, not only .timer", skip: true),
        .init(name: "Timer.publish(every:tolerance:on:in:options:)", values: ["nan", "inf", "max", "1e300"], fixer: "helper-nums", symptom: "crash: Duration.seconds(max(interval, 0.001)) traps for NaN (max keeps the NaN), ∞ and huge intervals (TimerPublisher.swift:85)", skip: true),
        .init(name: "LayoutSubview.place(at:anchor:proposal:)", values: ["-max", "-1e300"], fixer: "helper-nums", symptom: "crash: Int(ratio) of a hugely negative proposed height in TextLayout.maxLines (TextLineBudget.swift:22; the check is ratio < 1e9, not > -1e9)", skip: true),
        .init(name: "ProposedViewSize.init(_:)", values: ["-max", "-1e300"], fixer: "helper-nums", symptom: "crash: as above, a Text proposed a hugely negative height (TextLineBudget.swift:22)", skip: true),
        .init(name: "HStackLayout.placeSubviews(in:proposal:subviews:cache:)", values: ["-max", "-1e300"], fixer: "helper-nums", symptom: "crash: as above (TextLineBudget.swift:22)", skip: true),
        .init(name: "ZStackLayout.placeSubviews(in:proposal:subviews:cache:)", values: ["-max", "-1e300"], fixer: "helper-nums", symptom: "crash: as above (TextLineBudget.swift:22)", skip: true),
        .init(name: "Color.init(_:red:green:blue:opacity:)", values: nonFinite, fixer: "none yet (new)", symptom: "crash: Int(NaN) in Color(hue:saturation:brightness:) (ColorInitializers.swift)", skip: true),
        .init(name: "Path.move(to:)", values: ["1e300", "-1e300"], fixer: "none yet (new; helper-nums' class)", symptom: "crash: Int(…) of a huge segment length in PathSegment.steps (PathSegments.swift:45), from Path.contains and drawing", skip: true),
        .init(name: "Rectangle.path(in:)", values: ["1e300", "-1e300"], fixer: "none yet (new; helper-nums' class)", symptom: "crash: PathSegment.steps (PathSegments.swift:45) flattening a path 1e300 long", skip: true),
        .init(name: "Rectangle.inset(by:)", values: ["-1e300"], fixer: "none yet (new; helper-nums' class)", symptom: "crash: PathSegment.steps (PathSegments.swift:45)", skip: true),
        .init(name: "Stepper with integer bounds", values: ["Int.min", "Int.max"], fixer: "none yet (new)", symptom: "crash: value.advanced(by: ±step) overflows for a step of Int.max or Int.min (Stepper.swift:35)", skip: true),
        .init(name: "StringInterpolation.init(literalCapacity:interpolationCount:)", values: ["Int.min", "Int.max"], fixer: "none yet (new)", symptom: "crash: literalCapacity * 2 overflows (LocalizedStringKey.swift:48)", skip: true),
        .init(name: "View.gridCellColumns(_:)", values: ["Int.max"], fixer: "none yet (new)", symptom: "hang: a grid cell spanning Int.max columns", skip: true),
        .init(name: "alignment guide combining", values: ["Int.max"], fixer: "none yet (new)", symptom: "crash: n + 1 overflows in AlignmentID._combineExplicit (Alignment.swift:21)", skip: true),
        .init(name: "ViewMatch.slide(to:file:line:)", values: ["nan"], fixer: "helper-tl", symptom: "crash: slide(to: .nan)", skip: true),
        .init(name: "ViewHost.advance(by:file:line:)", values: ["Duration.max"], fixer: "none yet (new; helper-tl's clock)", symptom: "crash: advance(by: Duration.max) overflows the virtual clock", skip: true),
        .init(name: "drag and pinch steps", values: ["Int.max"], fixer: "none yet (new; helper-tl)", symptom: "hang: drag(by:steps: Int.max) makes Int.max moves", skip: true),
    ]
}

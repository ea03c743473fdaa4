import Foundation

extension NumberFuzzKnownFailures {
    /// Failures that do not crash: excused, and checked to still fail (the wildcard ones are not
    /// checked: they excuse one kind of problem wherever it shows).
    static let failures: [KnownNumberFailure] = [
        .init(
            name: "*", values: ["max", "-max"], fixer: "helper-nums",
            symptom: "formatNumber(±greatestFiniteMagnitude) prints ±inf: it multiplies by 1000 before rounding (ProposedViewSize.swift:69), so a ±max value echoed in a dump reads inf",
            problems: [dump + " inf"]),
        .init(
            name: "*", values: ["max", "-max"], fixer: "helper-nums",
            symptom: "the SVG prints ±greatestFiniteMagnitude (path data, stroke widths, blur radii, scales, font sizes) as inf",
            problems: [svgWord + " inf"]),
        .init(name: "Anchor.Source.rect(_:)", values: ["max", "-max"], fixer: "none yet (new; helper-nums' class)", symptom: "an anchor rect of ±greatestFiniteMagnitude resolves to an ∞ width: a frame of ∞, JSON with bare inf"),
        .init(name: "AnsweringLayout.sizeThatFits", values: ["max"], fixer: "helper-nums", symptom: "a custom Layout answering greatestFiniteMagnitude: ∞ frames, JSON with bare inf"),
        .init(name: "AnyLayout.placeSubviews(in:proposal:subviews:cache:)", values: ["nan", "inf", "-inf", "max", "-max"], fixer: "helper-nums", symptom: "a built-in layout's placeSubviews called by a custom Layout in NaN, ∞ or huge bounds leaves NaN/∞ frames, undiagnosed (the class of \"custom Layout placing at NaN\")"),
        .init(name: "Device.init(name:portraitSize:displayScale:portraitSafeAreaInsets:landscapeSafeAreaInsets:orientation:)", values: ["max", "-max"], fixer: "helper-nums, helper-out", symptom: "a window of ±greatestFiniteMagnitude: the dump and JSON print the window as ±inf (bare inf: JSON does not parse), frames ∞"),
        .init(name: "DragSession.move(by:steps:file:line:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "Gauge.init(value:in:label:)", values: ["max"], fixer: "none yet (new)", symptom: "a Gauge over -max...max computes its fraction as NaN (upper − lower overflows): \"value -nan is outside 0...1\""),
        .init(name: "Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "HStack.init(alignment:spacing:content:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "HStackLayout.init(alignment:spacing:)", values: ["nan", "max", "-max"], fixer: "none yet (new; helper-nums' class)", symptom: "HStackLayout(spacing: .nan) is not reported (HStack's is); ±max spacings overflow to ∞ frames"),
        .init(name: "HStackLayout.placeSubviews(in:proposal:subviews:cache:)", values: ["nan", "inf", "-inf", "max"], fixer: "helper-nums", symptom: "a built-in layout's placeSubviews called by a custom Layout in NaN, ∞ or huge bounds leaves NaN/∞ frames, undiagnosed (the class of \"custom Layout placing at NaN\")"),
        .init(name: "Image.resizable(capInsets:resizingMode:)", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "LayoutSubview.place(at:anchor:proposal:)", values: ["nan", "inf", "-inf", "max", "1e300"], fixer: "helper-nums", symptom: "a custom Layout placing at NaN, ±∞ or huge points (and proposing them) leaves NaN/∞ frames, undiagnosed"),
        .init(name: "LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "LazyHStack.init(alignment:spacing:pinnedViews:content:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "LazyVStack.init(alignment:spacing:pinnedViews:content:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "Preview.init(_:traits:fileID:line:body:)", values: ["max", "-max"], fixer: "helper-nums, helper-out", symptom: "a window of ±greatestFiniteMagnitude: the dump and JSON print the window as ±inf (bare inf: JSON does not parse), frames ∞"),
        .init(name: "ProposedViewSize.init(_:)", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "Spacer.init(minLength:)", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "Text.tracking(_:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "TextMeasurement.init(_:font:width:height:options:)", values: ["max", "1e300"], fixer: "none yet (new)", symptom: "TextMeasurement with a 1e300 or greatestFiniteMagnitude font size, width or height measures NaN"),
        .init(name: "VStack.init(alignment:spacing:content:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "VStackLayout.placeSubviews(in:proposal:subviews:cache:)", values: ["nan", "inf", "-inf", "max", "-max"], fixer: "helper-nums", symptom: "a built-in layout's placeSubviews called by a custom Layout in NaN, ∞ or huge bounds leaves NaN/∞ frames, undiagnosed (the class of \"custom Layout placing at NaN\")"),
        .init(name: "View.alignmentGuide(_: HorizontalAlignment, computeValue: (ViewDimensions) -> CGFloat)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "View.aspectRatio(_: CGFloat?, contentMode: ContentMode)", values: ["-0", "0"], fixer: "none yet (new, minor)", symptom: "aspectRatio(CGSize.zero) is reported as \"aspectRatio(nan)\": the message shows the 0/0 ratio, not the size given"),
        .init(name: "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "View.frame(width:height:alignment:)", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "View.listRowInsets(_:)", values: ["nan", "inf", "-inf", "max", "-max"], fixer: "none yet (new)", symptom: "listRowInsets with NaN, ±∞ or ±max insets are not checked: the row's frames are NaN/∞, no diagnostic"),
        .init(name: "View.offset(_:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.offset(x:y:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.padding(_: CGFloat)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.padding(_: EdgeInsets)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.padding(_:_:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.position(_:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.position(x:y:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "View.safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment, spacing: CGFloat?, content: () -> V)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "View.safeAreaPadding(_: CGFloat)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "ViewHost.init(_:size:displayScale:)", values: ["max", "-max"], fixer: "helper-nums, helper-out", symptom: "a window of ±greatestFiniteMagnitude: the dump and JSON print the window as ±inf (bare inf: JSON does not parse), frames ∞"),
        .init(name: "ViewMatch.drag(by:steps:file:line:)", values: ["max", "-max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks"),
        .init(name: "ZStackLayout.placeSubviews(in:proposal:subviews:cache:)", values: ["nan", "inf", "-inf", "max"], fixer: "helper-nums", symptom: "a built-in layout's placeSubviews called by a custom Layout in NaN, ∞ or huge bounds leaves NaN/∞ frames, undiagnosed (the class of \"custom Layout placing at NaN\")"),
        .init(name: "flexible frame, max only", values: ["max"], fixer: "helper-nums", symptom: "huge finite values (±greatestFiniteMagnitude) overflow to ∞ or NaN frames after the checks; the JSON dump has bare inf"),
        .init(name: "window size at scale 3", values: ["max", "-max"], fixer: "helper-nums, helper-out", symptom: "a window of ±greatestFiniteMagnitude: the dump and JSON print the window as ±inf (bare inf: JSON does not parse), frames ∞"),

    ]
}

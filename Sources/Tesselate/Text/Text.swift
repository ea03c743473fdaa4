import Foundation

/// A view that displays read-only text, as SwiftUI's `Text`.
///
/// Offered no width (`nil`) it takes one line per paragraph; offered a width it wraps at word
/// boundaries (between any two CJK characters; inside a word only when the word alone is too
/// wide) and takes the width of its longest line; limited in lines (`lineLimit(_:)` or the offered
/// height) it truncates with "…". Sizes are rounded up to whole pixels. Layout: `TextLayout`;
/// metrics: `TextMetrics`; the public measuring API that agrees with it: ``TextMeasurement``.
///
/// Texts concatenate with `+`, keeping each part's font and weight. A string literal is a
/// ``LocalizedStringKey`` (numbers interpolate as SwiftUI formats them); a `String` value or
/// `Text(verbatim:)` is shown as it is. Markdown in literals is not interpreted.
public struct Text: Equatable {
    /// A run of text with its own attributes (what `Text` modifiers and `+` build).
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        /// Whether `bold()` was applied: the font's emphasized weight, unless a weight is set.
        var isBold = false
        var design: Font.Design?
        var italic = false
        var monospacedDigit = false
        var color: Color?
        var tracking: CGFloat?
        var kerning: CGFloat?
        /// `nil`: the environment's; `.some(nil)`: turned off on this text.
        var underline: LineStyle??
        var strikethrough: LineStyle??
        var baselineOffset: CGFloat?
        /// The link of a Markdown `[text](url)`.
        var link: URL?
        /// Formatted where the text is shown (`string` is its text in the host's defaults).
        var format: TextFormat?
    }

    var runs: [Run]
    public typealias Body = Never

    /// The whole string shown.
    nonisolated var content: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    /// Text showing `content` as it is, as SwiftUI's `init(_:)` for strings.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Text showing a localized string key, as SwiftUI's `init(_:tableName:bundle:comment:)`
    /// (Tesselate shows the key; see ``LocalizedStringKey``). Inline Markdown in the key is read
    /// as SwiftUI reads it: bold, italic, code spans, strikethrough and links (see
    /// `InlineMarkdown`), around and over formatted interpolations, which are formatted where the
    /// text is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if let parts = key.parts {
            runs = InlineMarkdown.runs(parts) ?? [Run(string: key.key, format: key.format)]
        } else {
            runs = InlineMarkdown.runs(key.key) ?? [Run(string: key.key)]
        }
    }

    /// Text showing `content` as it is, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    init(runs: [Run]) { self.runs = runs }

    /// The two texts as one, each part keeping its attributes, as SwiftUI's `+`.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// A copy with `change` made to every run. Consuming: a text modified where it is made
    /// (`Text("…").font(.headline)`) changes its runs in place instead of copying them.
    consuming func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    /// This text in `font`, as SwiftUI's `Text.font(_:)`; `nil` uses the environment's.
    nonisolated public consuming func font(_ font: Font?) -> Text { changingRuns { $0.font = font } }
    /// This text in `weight`, as SwiftUI's `Text.fontWeight(_:)`.
    nonisolated public consuming func fontWeight(_ weight: Font.Weight?) -> Text { changingRuns { $0.weight = weight } }
    /// This text in `design`, as SwiftUI's `Text.fontDesign(_:)`.
    nonisolated public consuming func fontDesign(_ design: Font.Design?) -> Text { changingRuns { $0.design = design } }
    /// This text in bold, as SwiftUI's `Text.bold()`: its font's emphasized weight (``Font/bold()``)
    /// unless a weight is set.
    nonisolated public consuming func bold() -> Text { changingRuns { $0.isBold = true } }
    /// This text in bold when `isActive`, as SwiftUI's `Text.bold(_:)`.
    nonisolated public consuming func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italics, as SwiftUI's `Text.italic()`.
    nonisolated public consuming func italic() -> Text { changingRuns { $0.italic = true } }
    /// This text in italics when `isActive`, as SwiftUI's `Text.italic(_:)`.
    nonisolated public consuming func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text monospaced, as SwiftUI's `Text.monospaced(_:)`.
    nonisolated public consuming func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// This text with digits of equal width, as SwiftUI's `Text.monospacedDigit()`.
    nonisolated public consuming func monospacedDigit() -> Text { changingRuns { $0.monospacedDigit = true } }
    /// This text with `tracking` points added after each character, including the last, as
    /// SwiftUI's `Text.tracking(_:)`: on top of the system font's size-specific tracking (0 leaves
    /// the system's). A negative value can make the last character stick out of the frame.
    nonisolated public consuming func tracking(_ tracking: CGFloat) -> Text {
        changingRuns { $0.tracking = tracking.isFinite ? tracking : 0 }
    }
    /// This text with `kerning` points added after each character, as SwiftUI's
    /// `Text.kerning(_:)` (measured as ``tracking(_:)``: SwiftUI's kerning also keeps ligatures,
    /// which Tesselate does not model); 0 leaves the system's.
    nonisolated public consuming func kerning(_ kerning: CGFloat) -> Text { changingRuns { $0.kerning = kerning.isFinite ? kerning : 0 } }
    /// This text in `color`, as SwiftUI's `Text.foregroundColor(_:)` (recorded for drawing).
    nonisolated public consuming func foregroundColor(_ color: Color?) -> Text { changingRuns { $0.color = color } }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let environment = context.environment
        let (styled, options, color, problems) = styled(in: environment)
        for problem in problems { resolver.report(.invalidValue, problem, context) }
        let (text, layouts) = resolver.host.texts.prepared(styled)
        var node = TextNode(text: text, options: options, color: color, layouts: layouts)
        node.isRedacted = environment.redactsText
        node.allowsSelection = environment.textModifiers.allowsSelection
        nodes.append(resolver.makeNode(node, context))
    }

    /// The text's runs as `environment` styles them (fonts, case, tracking, lines), its layout
    /// options, its colour, and what is wrong with its input; what ``resolve(in:_:into:)`` and a
    /// canvas's `resolve(_:)` lay out.
    func styled(in environment: EnvironmentValues) -> (StyledText, TextLayoutOptions, Color?, problems: [String]) {
        var problems: [String] = []
        var styled: [StyledRun] = []
        styled.reserveCapacity(runs.count)
        let modifiers = environment.textModifiers
        for run in runs {
            let string = run.format?.render(environment) ?? run.string
            var font = environment.resolvedFont(own: run.font)
            if let weight = run.weight { font.weight = weight } else if run.isBold { font.weight = font.emphasizedWeight }
            if let design = run.design { font.design = design }
            if run.italic { font.isItalic = true }
            if run.monospacedDigit { font.hasMonospacedDigits = true }
            if !(font.size > 0) || !font.size.isFinite {
                problems.append(
                    "Text \(quoted(String(run.string.prefix(20)))): invalid font size "
                        + "\(formatNumber(font.size)); the body size, 17, is used")
                font.size = Font.body.size
            }
            var styledRun = StyledRun(
                string: environment.textCase?.apply(string) ?? string, font: font,
                tracking: (run.tracking ?? modifiers.tracking) + (run.kerning ?? modifiers.kerning))
            styledRun.baselineOffset = run.baselineOffset ?? modifiers.baselineOffset
            styledRun.isUnderlined = (run.underline ?? modifiers.underline) != nil
            styledRun.isStruckThrough = (run.strikethrough ?? modifiers.strikethrough) != nil
            styledRun.link = run.link
            styled.append(styledRun)
        }
        var options = TextLayoutOptions(environment: environment)
        problems += options.validate()
        var color = environment.foregroundColor
        for run in runs where run.color != nil {
            color = run.color
            break
        }
        return (StyledText(runs: styled), options, color, problems)
    }

    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { lhs.runs == rhs.runs }
}

/// `text` in double quotes, escaped, shortened to 60 characters.
func quoted(_ text: String) -> String {
    var shown = text.prefix(60).replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    if text.count > 60 { shown += "…(\(text.count) characters)" }
    return "\"\(shown)\""
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Text: View, PrimitiveView {}

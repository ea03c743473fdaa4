import Foundation

/// Sizes of the text-input controls. iOS draws them with UIKit; these are Tesselate's choices,
/// close to UIKit's defaults.
public enum TextInputMetrics {
    /// Around the text of a `.roundedBorder` field: 7 points on the sides (the text's ink starts
    /// 7 plus its side bearing inside the border on iOS 17–18.5: SpeziAccount, yogeshbharate25/
    /// SnapShotTesting), and 7 above and below the lines of a vertical field. A one-line field's
    /// height is `roundedBorderHeight(bodySize:lineHeight:)`, its line centred.
    public static let roundedBorderInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)

    /// The height of a one-line `.roundedBorder` field, before rounding to the pixel: 34 up to the
    /// large Dynamic Type size, then 1.4 × the size's body text + 10.133 (measured on iOS 18.5,
    /// yogeshbharate25/SnapShotTesting's field: 34 at the medium size, 49.333 at
    /// accessibilityMedium, 56.333 at accessibilityLarge, 84.333 at
    /// accessibilityExtraExtraExtraLarge; the sizes between are on the same line). It follows the
    /// Dynamic Type size, not the field's font: a title3 field (a 23.9-point line) is 34 tall at
    /// the medium size too (StanfordSpezi/SpeziAccount's login form, iOS 17 and 18). A line taller
    /// than that keeps 5 points above and below (the title3 field's room; larger fonts are not
    /// measured).
    static func roundedBorderHeight(bodySize: CGFloat, lineHeight: CGFloat) -> CGFloat {
        max(34, 1.4 * bodySize + 10.133, lineHeight + 10)
    }
    /// Around the text of a `TextEditor`: `UITextView`'s default `textContainerInset` (8 above and
    /// below) and `lineFragmentPadding` (5 on each side).
    public static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// The height of a plain one-line field whose font's line is `lineHeight` at `displayScale`
    /// pixels a point: the line rounded up to the pixel, and 1.5 more, rounded up to the pixel;
    /// the text's line starts 0.75 below its top. Measured on iOS 17 at 2x (BarredEwe/Prefire's
    /// sign-in screen on an iPhone and an iPad: 21 points tall with 16-point text, 22 with
    /// 17-point text) and on
    /// iOS 26 at 1x (nadvitek/gitlabourer's fields showing text at the small, large and xxxLarge
    /// sizes: 20, 23 and 30 with 15-, 17- and 23-point body text, lines of 17.9, 20.3 and 27.4,
    /// the text's ink where iOS has it).
    static func plainHeight(lineHeight: CGFloat, displayScale: CGFloat) -> CGFloat {
        let scale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        let line = (lineHeight * scale).rounded(.up) / scale
        return ((line + 1.5) * scale).rounded(.up) / scale
    }

    /// The height of a plain one-line field showing its `prompt:` on iOS 26: its line rounded up
    /// to the pixel, but at least a field of 17-point text (``plainHeight(lineHeight:displayScale:)``
    /// of body at the large size), the line centred. Measured at 1x on nadvitek/gitlabourer's empty
    /// field with `prompt: Text(…)`: 23, 23 and 28 points at the small, large and xxxLarge sizes
    /// (15-, 17- and 23-point lines of 17.9, 20.3 and 27.4), where the same field showing text is
    /// 20, 23 and 30. Not modelled where no recording shows it: iOS 17 and 18 (BarredEwe/Prefire's
    /// iOS 17 fields showing their titles are as tall as with text), and a title shown in place of
    /// a prompt on iOS 26.
    static func iOS26PromptHeight(lineHeight: CGFloat, displayScale: CGFloat) -> CGFloat {
        let scale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        let least = plainHeight(lineHeight: TextMetrics(font: .body).lineHeight, displayScale: scale)
        return max(least, (lineHeight * scale).rounded(.up) / scale)
    }
}

/// The node of a `TextField`, `SecureField` or `TextEditor`: a leaf that sizes itself from its
/// text (`TextLayout`) and carries the binding that ``ViewHost`` types into.
struct TextInputNode: NodeBehavior {
    enum Kind: String { case textField = "TextField", secureField = "SecureField", textEditor = "TextEditor" }

    var isTextInput: Bool { true }

    var kind: Kind
    var title: String
    var prompt: String?
    var text: Binding<String>
    var font: Font
    var axis: Axis = .horizontal
    var style: TextFieldStyleKind = .automatic
    var options: TextLayoutOptions
    var traits: [String: String] = [:]
    /// The focus states this input is bound to (`focused(_:)`, `focused(_:equals:)`).
    var focusBindings: [FocusBinding] = []
    /// The focused values the modifiers around it publish: the focused hierarchy's while it has
    /// the focus (`focusedValue(_:_:)`).
    var focusedValues = FocusedValues()
    /// The `onSubmit(of: .text)` actions around it, outermost first.
    var submitActions: [SubmitAction] = []
    /// The body text's size at the Dynamic Type size the field is shown at: a one-line
    /// rounded-border field's height follows it.
    var bodySize: CGFloat = 17
    /// Whether iOS 26 is modelled, where a plain field showing its prompt has a height of its own
    /// (``TextInputMetrics/iOS26PromptHeight(lineHeight:displayScale:)``).
    var isIOS26 = false
    /// The deprecated `onEditingChanged` action: told `true` when the field gains the focus and
    /// `false` when it loses it (by the host's focus, ``ViewHost/synchronizeFocus(_:)``).
    var onEditingChanged: ((Bool) -> Void)?

    /// Whether Return breaks the line (an editor, a vertical field) rather than submitting.
    var isMultiline: Bool { kind == .textEditor || axis == .vertical }

    var kindName: String { kind.rawValue }

    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute] = []
        if kind != .textEditor { attributes.append(DumpAttribute(quoted(title))) }
        attributes.append(DumpAttribute("text", quoted(kind == .secureField ? shownText : text.wrappedValue)))
        if let prompt { attributes.append(DumpAttribute("prompt", quoted(prompt))) }
        if font != .body { attributes.append(DumpAttribute("font", "\(font)")) }
        if axis == .vertical && kind != .textEditor { attributes.append(DumpAttribute("axis", ".vertical")) }
        if style != .automatic && kind != .textEditor { attributes.append(DumpAttribute("style", ".\(style.rawValue)")) }
        if options.alignment != .leading { attributes.append(DumpAttribute("multilineTextAlignment", ".\(options.alignment)")) }
        if let limit = options.lineLimit {
            attributes.append(DumpAttribute("lineLimit", options.minimumLines.map { "\($0)...\(limit)" } ?? "\(limit)"))
        }
        for (name, value) in traits.sorted(by: { $0.key < $1.key }) { attributes.append(DumpAttribute(name, "\(value)")) }
        return attributes
    }

    /// What is drawn: the text (bullets for a secure field), or the placeholder when empty.
    var shownText: String {
        let value = text.wrappedValue
        if kind == .secureField { return String(repeating: "•", count: value.count) }
        return value
    }

    var placeholder: String { prompt ?? title }

    /// Around the text: the editor's, a rounded-border field's or a plain one-line field's insets.
    var insets: EdgeInsets {
        switch kind {
        case .textEditor: TextInputMetrics.editorInsets
        case _ where style == .roundedBorder && axis == .horizontal:
            // One line, centred in the field's height.
            roundedBorderLineInsets
        case _ where style == .roundedBorder: TextInputMetrics.roundedBorderInsets
        case .textField where axis == .vertical: EdgeInsets()
        default: plainLineInsets
        }
    }

    /// A plain one-line field's insets: none on the sides, 0.75 above its line, and below it the
    /// rest of ``TextInputMetrics/plainHeight(lineHeight:displayScale:)``.
    private var plainLineInsets: EdgeInsets {
        let line = TextMetrics(font: font).lineHeight
        if isIOS26, prompt != nil, text.wrappedValue.isEmpty {
            let height = TextInputMetrics.iOS26PromptHeight(lineHeight: line, displayScale: options.displayScale)
            let top = (height - line) / 2
            return EdgeInsets(top: top, leading: 0, bottom: height - line - top, trailing: 0)
        }
        let height = TextInputMetrics.plainHeight(lineHeight: line, displayScale: options.displayScale)
        return EdgeInsets(top: 0.75, leading: 0, bottom: height - line - 0.75, trailing: 0)
    }

    /// A one-line rounded-border field's insets: 7 on the sides, and above and below its line
    /// what centres it in ``TextInputMetrics/roundedBorderHeight(bodySize:lineHeight:)`` rounded
    /// to the pixel.
    private var roundedBorderLineInsets: EdgeInsets {
        let line = TextMetrics(font: font).lineHeight
        let scale = options.displayScale > 0 ? options.displayScale : 1
        let height = (TextInputMetrics.roundedBorderHeight(bodySize: bodySize, lineHeight: line) * scale).rounded() / scale
        let vertical = (height - line) / 2
        let side = TextInputMetrics.roundedBorderInsets.leading
        return EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }

    /// `string` laid out in the control's font and options; one line unless `wraps`.
    func layout(_ string: String, width: CGFloat?, wraps: Bool) -> TextLayoutResult {
        var options = self.options
        if !wraps { options.lineLimit = nil; options.minimumLines = nil }
        let prepared = PreparedText(StyledText(string, font: font))
        return TextLayout(text: prepared).layout(TextLayoutRequest(width: wraps ? width : nil, height: nil, options: options))
    }

    /// The content's size for a content width (`nil`: ideal).
    func contentSize(width: CGFloat?) -> CGSize {
        let value = shownText
        switch kind {
        case .textField where axis == .horizontal, .secureField:
            // One line: the text (or the placeholder) unwrapped; taller lines do not exist.
            let measured = layout(value.isEmpty ? placeholder : value.replacingOccurrences(of: "\n", with: " "), width: nil, wraps: false)
            return CGSize(width: measured.size.width, height: TextMetrics(font: font).lineHeight)
        default:
            let measured = layout(value.isEmpty && kind != .textEditor ? placeholder : value, width: width, wraps: true)
            return measured.size
        }
    }

    /// A field is one line tall (a vertical field as tall as its wrapped lines, within its line
    /// limit) and takes the width it is offered; offered no width it is as wide as its text or
    /// placeholder. An editor takes whatever it is offered on both axes (it scrolls its text);
    /// offered nothing it is as big as its text.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        let insets = self.insets
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let contentWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0 - horizontal) : nil }
        let content = contentSize(width: contentWidth)
        let scale = options.displayScale
        let idealWidth = ceilToPixel(content.width + horizontal, scale)
        let width = proposal.width ?? idealWidth
        switch kind {
        case .textEditor:
            return CGSize(width: width, height: proposal.height ?? ceilToPixel(content.height + vertical, scale))
        default:
            return CGSize(width: width, height: ceilToPixel(content.height + vertical, scale))
        }
    }

    func placedDetails(_ proposal: ProposedViewSize) -> [DumpAttribute] {
        guard kind == .textEditor, let height = proposal.height, let width = proposal.width, width.isFinite else { return [] }
        let insets = self.insets
        let content = contentSize(width: max(0, width - insets.leading - insets.trailing))
        let total = content.height + insets.top + insets.bottom
        return total > height + 1e-6
            ? [DumpAttribute("scrolls", "content \(formatNumber(ceilToPixel(total, options.displayScale))) tall")] : []
    }

    var ownExplicitKeys: [AlignmentKey] { AlignmentKey.textBaselines }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return insets.top + TextMetrics(font: font).ascender
    }
}

/// The actions of SwiftUI's deprecated text field initializers: `onEditingChanged` (focus gained,
/// lost) and `onCommit` (Return).
struct TextInputCallbacks {
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
}

extension Resolver {
    /// Makes the node of a text-input control, reading its font, style and options from the
    /// environment.
    func resolveTextInput(
        _ kind: TextInputNode.Kind, title: String, prompt: String?, text: Binding<String>, axis: Axis,
        callbacks: TextInputCallbacks = TextInputCallbacks(), _ context: ResolveContext, into nodes: inout [NodeIndex]
    ) {
        let environment = context.environment
        var font = environment.resolvedFont()
        if !(font.size > 0) || !font.size.isFinite {
            report(.invalidValue, "\(kind.rawValue): invalid font size \(formatNumber(font.size)); the body size, 17, is used", context)
            font.size = Font.body.size
        }
        var options = TextLayoutOptions(environment: environment)
        options.usesStyleLeading = false
        for problem in options.validate() { report(.invalidValue, problem, context) }
        var submitActions = environment.submitActions.filter { $0.triggers.contains(environment.submitTrigger) }
        // The field's own `onCommit` runs first, then the `onSubmit` actions around it.
        if let commit = callbacks.onCommit { submitActions.insert(SubmitAction(triggers: .text, action: commit), at: 0) }
        var node = TextInputNode(
            kind: kind, title: title, prompt: prompt, text: text, font: font, axis: axis,
            style: environment.textFieldStyle, options: options, traits: environment.textInputTraits,
            focusBindings: environment.focusBindings,
            submitActions: submitActions, bodySize: Font.body.scaled(for: environment.dynamicTypeSize).size)
        node.isIOS26 = environment.osVersion >= .iOS26
        node.onEditingChanged = callbacks.onEditingChanged
        node.focusedValues = environment.publishedFocusedValues
        if !node.focusedValues.values.isEmpty { host.services.focusedValues.madePublisher = true }
        madeTextInput = true
        nodes.append(makeNode(node, context))
    }
}

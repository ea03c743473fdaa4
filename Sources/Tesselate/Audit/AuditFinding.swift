import Foundation

/// A problem ``ViewHost/audit()`` found in a window: its kind, the view it concerns and a message
/// in words.
///
/// Findings are sorted by kind (in the order of ``Kind``'s cases), then by the view's place in the
/// tree (depth first, as the dump lists views), then by message, so two audits of the same
/// window list the same findings in the same order.
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// What an audit looks for. Each rule, its threshold and where the threshold comes from is
    /// documented on its case and in the "Auditing a window" article.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A text cut short with "…": its line limit or its frame is too small for it.
        case truncatedText
        /// A text partly cut off by a `clipped()`, `clipShape(_:)` or `cornerRadius(_:)` around it
        /// (not by a scroll view's or list's edge, which content scrolls past).
        case clippedText
        /// A text drawn over another text (their frames overlap by more than half a point in
        /// both directions) with nothing opaque drawn between them. Content scrolling under a
        /// view fixed over its scroll view (a bar) is not an overlap.
        case overlappingText
        /// A text, image or control that reaches outside the window.
        case outsideWindow
        /// A text or control in the window's unsafe area (under the status bar or Dynamic Island,
        /// over the home indicator, or under the keyboard), outside any scroll view (whose content
        /// scrolls under the bars by design).
        case outsideSafeArea
        /// A control whose touch point (the centre of its visible part, where the testing
        /// library's `tap()` touches) is covered by another view drawn over it, which would take
        /// the touch. A presented sheet or alert over the screen below is not one, nor a view
        /// fixed over a scroll view (a bar) that the control scrolled under.
        case coveredControl
        /// A control cut off by a `clipped()`, `clipShape(_:)` or `cornerRadius(_:)` around it, in
        /// part or entirely.
        case clippedControl
        /// A control smaller than 44 × 44 points, the touch target Apple's Human Interface
        /// Guidelines give controls on iOS (the "Accessibility" page, buttons and controls). A control
        /// in a list row is measured by its row, which iOS makes tappable as a whole, a tab by its
        /// share of the tab bar; items of navigation bars and bottom toolbars are not judged
        /// (UIKit gives them touch areas beyond what they draw, which Tesselate does not lay out).
        case smallTapTarget
        /// An image VoiceOver reads by its file name (`Image(_:)` with no label), or a button or
        /// menu that shows only images and has no `accessibilityLabel(_:)`.
        case missingAccessibilityLabel
        /// A text whose contrast with what is drawn behind it is below WCAG 2.1's level AA
        /// (success criterion 1.4.3, "Contrast (Minimum)"): 4.5:1, or 3:1 for large text (at
        /// least 18 points, or 14 points bold). The text's colour and opacity are composited over
        /// the solid fills painted behind its centre, on the window's colour. Texts over a
        /// gradient or an image are not judged, nor the text of a disabled control (WCAG exempts
        /// inactive components).
        case lowContrast
        /// An `accessibilityIdentifier(_:)` that more than one view has: UI tests that find
        /// views by it find several.
        case duplicateAccessibilityIdentifier
        /// An accessibility element whose label is empty or only white space: VoiceOver reads
        /// nothing for it. An element without a label of its own that has a value is read by
        /// its value (a `ProgressView()` says "In progress", `ProgressView(value:)` its
        /// percentage) and is not one.
        case emptyAccessibilityLabel
    }

    /// What was found.
    public let kind: Kind
    /// The view's path in the tree, as `ViewMatch`'s `path` and the dump name it
    /// (`VStack/HStack[1]/Text`).
    public let path: String
    /// The view's frame in window coordinates, rounded to pixels as drawn.
    public let frame: CGRect
    /// The view's identity, the same in every update of the host.
    public let nodeID: NodeID
    /// What is wrong, in words, with the numbers measured (`contrast 2.3:1, needs 4.5:1`).
    public let message: String

    /// A finding of `kind` about the view at `path`.
    package init(kind: Kind, path: String, frame: CGRect, nodeID: NodeID, message: String) {
        self.kind = kind
        self.path = path
        self.frame = frame
        self.nodeID = nodeID
        self.message = message
    }

    /// The finding on one line: `lowContrast  VStack/Text  (16, 32, 54×24)  …`.
    public var description: String {
        "\(kind.rawValue)  \(path)  (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), "
            + "\(formatNumber(frame.width))×\(formatNumber(frame.height)))  \(message)"
    }
}

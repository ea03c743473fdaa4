import Foundation

/// Something that was wrong with a view tree, and where.
///
/// SwiftUI logs bad input (a negative frame, contradictory constraints, duplicate ids) to the
/// console and carries on; Tesselate does the same and keeps what it logged in
/// `ViewHost.diagnostics`, so that tests can read it. A diagnostic names what went wrong as a
/// ``Code`` (for code to test) and as a message (for people).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        /// The input was invalid and was replaced by a valid value, as SwiftUI does.
        case warning
        /// Tesselate could not do what was asked (a limit was reached).
        case error
    }

    /// What went wrong.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// A frame dimension is negative or not finite (SwiftUI: "Invalid frame dimension").
        case invalidFrameDimension
        /// Flexible frame bounds out of order (SwiftUI: "Contradictory frame constraints
        /// specified.").
        case contradictoryFrameConstraints
        /// A modifier or view was given a value it cannot use (a NaN padding, offset or opacity,
        /// an infinite spacing, a scale factor out of range, an invalid font size).
        case invalidValue
        /// A `ForEach` has several elements with one id.
        case duplicateID
        /// A `Picker` option has no tag of the selection's type.
        case untaggedOption
        /// A view chose a NaN, negative or infinite size, or was proposed NaN.
        case invalidSize
        /// An alignment guide computed a value that is not finite.
        case invalidAlignmentGuide
        /// A custom layout placed a subview outside `placeSubviews`.
        case misplacedSubview
        /// A scroll request found no view to scroll to, or no scroll view that can scroll.
        case scrollNotPossible
        /// Typing found no text field or editor.
        case textInputNotFound
        /// A list-row action (delete, move, select) found no row that offers it.
        case listRowActionNotPossible
        /// A navigation request found nothing to push or pop (a value with no destination,
        /// `goBack()` on a stack showing its root).
        case navigationNotPossible
        /// A request to dismiss a presentation found none to dismiss, or one that refuses
        /// (``ViewHost/swipeDownSheet()`` on a sheet with `interactiveDismissDisabled`).
        case presentationNotPossible
        /// The window's size or scale is not usable.
        case invalidWindow
        /// Views are nested deeper than the host can lay out, or views with effects deeper than a
        /// picture's memory allows (``ViewHost/png(scale:)`` draws those without their effects).
        case nestingTooDeep
        /// The update loop stopped before it settled.
        case updateDidNotSettle
        /// A view reads an environment object no ancestor set (SwiftUI: a fatal error "No
        /// ObservableObject of type … found"); the view is left out.
        case missingEnvironmentObject

        /// Limits reached and loops are errors; replaced input is a warning.
        public var severity: Severity {
            switch self {
            case .nestingTooDeep, .updateDidNotSettle, .missingEnvironmentObject: .error
            default: .warning
            }
        }
    }

    public var severity: Severity
    public var code: Code
    /// What was wrong, and what was done instead.
    public var message: String
    /// The view it concerns, as a path of view kinds from the root (`VStack/HStack[1]/Text`), or
    /// `ViewHost` for the host itself.
    public var path: String
    /// The view it concerns, the same across updates; `nil` for the host itself.
    public var node: NodeID?

    public init(code: Code, message: String, path: String, node: NodeID? = nil) {
        self.severity = code.severity
        self.code = code
        self.message = message
        self.path = path
        self.node = node
    }

    public var description: String { "\(severity.rawValue): \(path): \(message)" }
}

/// A view's identity in a host: the same for the same view (the same structural identity) from
/// one update to the next, as SwiftUI's view identity.
public struct NodeID: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "#\(String(UInt(bitPattern: rawValue), radix: 36))" }
}

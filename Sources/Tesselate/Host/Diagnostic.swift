import Foundation

/// Something that was wrong with a view tree, and where.
///
/// SwiftUI logs bad input (a negative frame, contradictory constraints, duplicate ids) to the
/// console and carries on; Tesselate does the same and keeps what it logged in
/// `ViewHost.diagnostics`, so that tests can read it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        /// The input was invalid and was replaced by a valid value, as SwiftUI does.
        case warning
        /// Tesselate could not do what was asked (a limit was reached).
        case error
    }

    public var severity: Severity
    /// What was wrong, and what was done instead.
    public var message: String
    /// The view it concerns, as a path of view kinds from the root (`VStack/HStack[1]/Text`).
    public var path: String

    public init(severity: Severity, message: String, path: String) {
        self.severity = severity
        self.message = message
        self.path = path
    }

    public var description: String { "\(severity.rawValue): \(path): \(message)" }
}

import Foundation

/// What a view shared through a ``ShareLink``, as the host records it: the items, and the subject
/// and message given with them (as plain text).
public struct Share: Hashable, Sendable, CustomStringConvertible {
    /// One shared item: Tesselate shares URLs and strings (SwiftUI shares any `Transferable`).
    public enum Item: Hashable, Sendable, CustomStringConvertible {
        case url(URL)
        case string(String)

        public var description: String {
            switch self {
            case .url(let url): url.absoluteString
            case .string(let string): quoted(string)
            }
        }
    }

    public var items: [Item]
    public var subject: String?
    public var message: String?

    public init(items: [Item], subject: String? = nil, message: String? = nil) {
        self.items = items
        self.subject = subject
        self.message = message
    }

    public var description: String {
        var parts = ["[" + items.map(\.description).joined(separator: ", ") + "]"]
        if let subject { parts.append("subject: \(quoted(subject))") }
        if let message { parts.append("message: \(quoted(message))") }
        return "Share(" + parts.joined(separator: ", ") + ")"
    }
}

extension ViewHost {
    /// What the host's views shared through ``ShareLink``s, in order. A host has no share sheet:
    /// tapping a share link records what a person would have shared.
    public var shares: [Share] { services.shares }
}

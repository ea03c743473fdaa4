import Foundation

/// An edge on the vertical axis, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }

    /// The same edge as an ``Edge``.
    var edge: Edge { self == .top ? .top : .bottom }
}

/// An edge on the horizontal axis, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }

    /// The same edge as an ``Edge``.
    var edge: Edge { self == .leading ? .leading : .trailing }
}

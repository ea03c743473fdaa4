import Foundation

/// Regions of the safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends this view into the safe area, as SwiftUI's `ignoresSafeArea(_:edges:)`. A
    /// Tesselate window has no safe area (its insets are zero), so, as in SwiftUI with zero
    /// insets, this changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }
}

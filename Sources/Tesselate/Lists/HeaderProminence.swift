import Foundation

/// How prominent a view hierarchy is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence. Not every view reacts to it: in Tesselate, section headers of
    /// grouped and inset grouped lists.
    case increased
}

struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The prominence of section headers in this view, as SwiftUI's `headerProminence`
    /// (`.standard` by default).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers in this view, as SwiftUI's `headerProminence(_:)`.
    ///
    /// With `.increased`, a grouped or inset grouped list's section headers are drawn as UIKit's
    /// prominent inset grouped header: title 3, bold, in the primary colour and their own case
    /// (instead of footnote, secondary and uppercased, or iOS 26's secondary headline). Other
    /// list styles' headers do not change (**chosen**: UIKit has no prominent variant for them).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

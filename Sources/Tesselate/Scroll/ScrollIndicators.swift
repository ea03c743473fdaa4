import Foundation

/// Whether scroll views show their scroll indicators, as SwiftUI's `ScrollIndicatorVisibility`
/// (iOS 16): `.automatic`, `.visible`, `.hidden` (hidden, though a platform may show them while
/// scrolling) and `.never`.
///
/// A host never draws scroll indicators (there is no scrolling animation to show them in); the
/// visibility is kept for tests: `EnvironmentValues.verticalScrollIndicatorVisibility` and
/// `horizontalScrollIndicatorVisibility` read it, and a `ScrollView`'s dump line says
/// `indicators: .hidden` (or `.never`, `.visible`) when they are not automatic.
public struct ScrollIndicatorVisibility: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// The platform's choice: shown while scrolling, on iOS.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    /// Shown.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    /// Hidden, unless the platform shows them anyway.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }

    public var description: String { ".\(name)" }
}

struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// The visibility of vertical scroll indicators in the subtree, as SwiftUI's
    /// `verticalScrollIndicatorVisibility`; `.automatic` by default.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility of horizontal scroll indicators in the subtree, as SwiftUI's
    /// `horizontalScrollIndicatorVisibility`; `.automatic` by default.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of the scroll indicators of the scrollable views inside along `axes`,
    /// as SwiftUI's `scrollIndicators(_:axes:)`. A `ScrollView(showsIndicators: false)` agrees
    /// with `.hidden` (its dump says `indicators: .hidden`), unless this modifier says `.never`.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        EnvironmentWriter(content: self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}

extension ScrollIndicatorVisibility {
    /// The visibility a scroll view shows along its axes: the environment's, `.hidden` for
    /// `showsIndicators: false` unless the environment says `.never`. One value stands for the
    /// axes of the scroll view (the vertical one's when it scrolls both ways and they differ).
    static func shown(by axes: Axis.Set, showsIndicators: Bool, in environment: EnvironmentValues) -> ScrollIndicatorVisibility {
        let own =
            axes.contains(.vertical) ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
        if !showsIndicators && own != .never { return .hidden }
        return own
    }
}

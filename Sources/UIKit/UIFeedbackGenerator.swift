import Tesselate

/// The base of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// UIKit plays haptics on the Taptic Engine. Here each haptic is recorded for the test on the
/// running host (`ViewHost.haptics`; `UIKitRecords.unhosted.haptics` for code that runs for no
/// host), in the order played.
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the Taptic Engine so the next haptic plays without delay, as UIKit's `prepare()`.
    /// Nothing is played, so nothing is recorded; a host has no latency to hide.
    open func prepare() {}

    func record(_ haptic: Haptic) { UIKitRecords.running.record(haptic) }
}

/// Haptics of physical impacts, as UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the impact, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as UIKit's `init()`.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity: records `.impact(style, intensity: 1)`.
    open func impactOccurred() { record(.impact(style, intensity: 1)) }

    /// Plays an impact at `intensity` (0…1; values outside are clamped, as the engine plays them):
    /// records `.impact(style, intensity:)`.
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        record(.impact(style, intensity: clamped))
    }
}

/// Haptics of success, warning and failure, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// Plays the haptic of `notificationType`: records `.notification(notificationType)`.
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}

/// The haptic of a changing selection, as UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection haptic: records `.selection`.
    open func selectionChanged() { record(.selection) }
}

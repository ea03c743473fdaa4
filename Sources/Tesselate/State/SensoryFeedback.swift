import Foundation

/// A haptic and/or audio feedback, as SwiftUI's `SensoryFeedback`, played by
/// `sensoryFeedback(_:trigger:)` and its variants.
///
/// A host has no Taptic Engine or speaker: it records each feedback the views play, in order
/// (`ViewHost.sensoryFeedback`), which is what a person would have felt or heard.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// A task completed successfully.
    public static let success = SensoryFeedback(description: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(description: "warning")
    /// A task produced an error.
    public static let error = SensoryFeedback(description: "error")
    /// The value of a UI element is changing.
    public static let selection = SensoryFeedback(description: "selection")
    /// An important value increased above a threshold.
    public static let increase = SensoryFeedback(description: "increase")
    /// An important value decreased below a threshold.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(description: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// A dragged item aligned with something.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// A drawn path completed (iOS 17.5).
    public static let pathComplete = SensoryFeedback(description: "pathComplete")
    /// UI elements colliding.
    public static let impact = SensoryFeedback(description: "impact")

    /// UI elements of `weight` colliding, at `intensity` (1 by default).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: "impact(weight: \(weight.name), intensity: \(formatNumber(CGFloat(intensity))))")
    }

    /// UI elements of `flexibility` colliding, at `intensity` (1 by default).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: "impact(flexibility: \(flexibility.name), intensity: \(formatNumber(CGFloat(intensity))))")
    }

    /// The weight of colliding objects, as SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of colliding objects, as SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` whenever `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`:
    /// recorded for the host (`ViewHost.sensoryFeedback`). Nothing plays when the view appears.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is `true`, as SwiftUI's
    /// `sensoryFeedback(_:trigger:condition:)`.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback `feedback(old, new)` gives when `trigger` changes, none for `nil`, as
    /// SwiftUI's `sensoryFeedback(trigger:_:)`.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { SensoryFeedbackRecords.running.record(played) }
        }
    }
}

/// The feedback a host's views played, in order.
final class SensoryFeedbackRecords: @unchecked Sendable {
    private let lock = NSLock()
    private var played: [SensoryFeedback] = []

    /// The records of the running host (or of code that runs for none).
    static var running: SensoryFeedbackRecords { records(of: RunningHost.currentOrStandalone) }

    static func records(of host: RunningHost) -> SensoryFeedbackRecords {
        host.slot(SensoryFeedbackRecords.self) { SensoryFeedbackRecords() }
    }

    func record(_ feedback: SensoryFeedback) { lock.withLock { played.append(feedback) } }
    var all: [SensoryFeedback] { lock.withLock { played } }
}

extension ViewHost {
    /// The sensory feedback the host's views played (`sensoryFeedback(_:trigger:)` and its
    /// variants), in order: what a person would have felt or heard.
    public var sensoryFeedback: [SensoryFeedback] { SensoryFeedbackRecords.records(of: runningHost).all }
}

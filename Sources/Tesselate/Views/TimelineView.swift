import Foundation

/// A view that updates its content at the dates of a schedule, as SwiftUI's `TimelineView`.
///
/// It has no look of its own: the content closure makes the view for a date. A host has no
/// real time: the date is the host's (`ViewHost.date`, moved by the testing library's
/// `advance(by:)`), and the content shows the schedule's latest entry at or before it, so a test
/// that advances past an entry sees the content for it. The cadence is always `.live`.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content closure is given, as SwiftUI's `TimelineView.Context`.
    public struct Context {
        /// How often the content updates, as SwiftUI's `TimelineView.Context.Cadence`.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The schedule's date this update is for (it may be in the past).
        public let date: Date
        /// How often the content updates: `.live` in a host.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context a timeline view's content closure receives, as SwiftUI's.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A view that makes its content with `content` at the dates of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View { TimelineContent(schedule: schedule, content: content) }
}

/// The content for the host's date: reads the date from the environment, so the host's clock
/// moving makes it again.
private struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\.referenceDate) private var now

    var body: some View {
        content(TimelineViewDefaultContext(date: schedule.latestEntry(at: now), cadence: .live))
    }
}

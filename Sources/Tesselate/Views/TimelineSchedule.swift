import Foundation

/// A type that provides the dates a ``TimelineView`` updates at, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The dates, ascending.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on, for `mode`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule's dates are needed, as SwiftUI's `TimelineScheduleMode`. A host is
/// always in `.normal` mode (iOS uses `.lowFrequency` for an always-on display).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A schedule that knows its latest date at or before a moment without walking its entries
/// (a periodic schedule has millions in a day).
protocol LatestTimelineEntry {
    func latestEntry(atOrBefore date: Date) -> Date?
}

/// Dates every `interval` from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, LatestTimelineEntry, Sendable {
    /// The dates of a periodic schedule, as SwiftUI's `PeriodicTimelineSchedule.Entries`.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Dates every `interval` seconds from `startDate`. An interval that is not positive (NaN
    /// too) gives `startDate` alone.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval > 0 && interval.isFinite ? interval : .infinity
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: self.startDate, interval: interval)
    }

    func latestEntry(atOrBefore date: Date) -> Date? {
        let elapsed = date.timeIntervalSince(startDate)
        guard elapsed >= 0 else { return nil }
        guard interval.isFinite else { return startDate }
        return startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    }
}

/// A date at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, LatestTimelineEntry, Sendable {
    /// The starts of the minutes from a date on, as SwiftUI's `EveryMinuteTimelineSchedule.Entries`.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    public init() {}

    /// The start of the minute `startDate` is in, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: Self.minuteStart(of: startDate))
    }

    func latestEntry(atOrBefore date: Date) -> Date? { Self.minuteStart(of: date) }

    private static func minuteStart(of date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

/// A schedule for content that changes every frame, as SwiftUI's `AnimationTimelineSchedule`.
/// A host has no frames: the content sees the host's date each time it updates (when a test
/// advances the clock); paused, the date when the view is first shown in the pass.
public struct AnimationTimelineSchedule: TimelineSchedule, LatestTimelineEntry, Sendable {
    /// The frames' dates, as SwiftUI's `AnimationTimelineSchedule.Entries`.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// Frames at most every `minimumInterval` seconds (every frame when `nil`), or none while
    /// `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = minimumInterval.map { $0 > 0 && $0.isFinite ? $0 : 1.0 / 60 } ?? 1.0 / 60
        return Entries(upcoming: startDate, interval: interval)
    }

    func latestEntry(atOrBefore date: Date) -> Date? { date }
}

/// The dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates` (ascending).
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given; `startDate` and `mode` are ignored, as in SwiftUI.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Frames at most every `minimumInterval` seconds, or none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }

    /// The date a timeline view shows at `now`: the latest entry at or before it (SwiftUI's first
    /// update "might be in the past": an every-minute schedule made at 10:09:55 shows 10:09:00);
    /// `now` itself when no entry has come yet. A schedule of our own answers at once; another
    /// is walked from `now` on, at most 100,000 entries.
    func latestEntry(at now: Date) -> Date {
        if let known = self as? any LatestTimelineEntry { return known.latestEntry(atOrBefore: now) ?? now }
        var latest: Date?
        for (index, entry) in entries(from: now, mode: .normal).enumerated() {
            guard entry <= now, index < timelineEntriesWalked else { break }
            latest = entry
        }
        return latest ?? now
    }
}

/// The most entries of a schedule a timeline view looks at for one update.
let timelineEntriesWalked = 100_000

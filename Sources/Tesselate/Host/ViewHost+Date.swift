import Foundation

extension ViewHost {
    /// The date the host's views see as now: what `Text(_:style:)` with `.relative`, `.offset`
    /// or `.timer` counts from. It is the real date when the host was made, and moves with the
    /// host's virtual clock (TesselateTesting's `advance(by:)`); set it for text that does not depend on when the test runs. Setting it
    /// runs the update before the setter returns.
    public var date: Date {
        get { clock.date }
        set {
            clock.startDate = clock.startDate.addingTimeInterval(newValue.timeIntervalSince(clock.date))
            invalidateForInteraction()
            settle()
        }
    }
}

import Foundation
import Tesselate

/// Choosing a value in the system pickers, as a person would in their popovers: the picker's
/// binding is set and the host settles.
extension ViewMatch {
    /// Chooses `date` in the `DatePicker` this view is or is in. A date outside the picker's range
    /// cannot be chosen: the test fails and the selection is unchanged.
    ///
    /// ```swift
    /// host.find(.label("Start"))?.pick(date: Date(timeIntervalSince1970: 1_736_070_060))
    /// ```
    @discardableResult
    public func pick(date: Date, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var problem: String?
        let done = perform("pick", control: .datePicker, file: file, line: line) { action -> (@MainActor () -> Void)? in
            guard case .pickDate(let pick) = action else { return nil }
            return { problem = pick(date) }
        }
        if let problem {
            FailureReporting.fail("pick(date:): \(problem); nothing was chosen", file: file, line: line)
            return false
        }
        return done
    }

    /// Chooses `color` in the `ColorPicker` this view is or is in (its opacity is dropped when
    /// the picker does not support opacity).
    @discardableResult
    public func pick(color: Color, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        perform("pick", control: .colorPicker, file: file, line: line) { action -> (@MainActor () -> Void)? in
            guard case .pickColor(let pick) = action else { return nil }
            return { pick(color) }
        }
    }
}

import Foundation
import Tesselate

/// Interaction as a person would do it: each acts on the nearest control or gesture at or above
/// the view (tapping a button's text taps the button), then settles the host, failing the test if
/// the host does not settle. Acting on a view with no such control, on a disabled one
/// (`disabled(true)`), on a view that does not receive touches (`allowsHitTesting(false)`, or not
/// drawn: `hidden()`, `opacity(0)`), on one clipped away entirely, on one that another view drawn
/// over it covers where the finger lands (its centre, or the centre of its visible part when a
/// clip hides the centre: the touch would reach that view), or on a gesture none of whose views draws anything
/// at the centre or has a `contentShape` there (a `Spacer`'s area: the touch reaches no gesture)
/// fails the test and does nothing.
extension ViewMatch {
    /// Taps the view `count` times in a row, at its centre: the `Button` it is or is in (or the
    /// `Menu`, which opens or runs its primary action), or the tap
    /// gestures (`onTapGesture`, `TapGesture`, `SpatialTapGesture`) attached to it or around it,
    /// as SwiftUI chooses among them: a high-priority gesture around the view wins over the ones
    /// inside, otherwise the innermost button or gesture wins; simultaneous gestures run too. A
    /// button answers a single tap. Returns whether anything ran.
    @discardableResult
    public func tap(count: Int = 1, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        perform(
            count == 1 ? "tap" : "tap(count: \(count))", gestureInput: { GestureInput(kind: .tap(count: count), start: $0) },
            buttons: count == 1, file: file, line: line
        ) { recognizers, input in
            for recognizer in recognizers {
                _ = recognizer.change(input)
                _ = recognizer.end(input)
                recognizer.reset()
            }
        }
    }

    /// Taps the "+" segment of the `Stepper` this view is or is in. Returns `false` (and does
    /// nothing) when the segment is disabled because the value is at its upper bound.
    @discardableResult
    public func increment(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        perform("increment", control: .stepper, file: file, line: line) { if case .step(let increment, _) = $0 { increment } else { nil } }
    }

    /// Taps the "−" segment of the `Stepper` this view is or is in. Returns `false` (and does
    /// nothing) when the segment is disabled because the value is at its lower bound.
    @discardableResult
    public func decrement(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        perform("decrement", control: .stepper, file: file, line: line) { if case .step(_, let decrement) = $0 { decrement } else { nil } }
    }

    /// Flips the `Toggle` this view is or is in.
    @discardableResult
    public func toggle(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        perform("toggle", control: .toggle, file: file, line: line) { if case .toggle(let toggle) = $0 { toggle } else { nil } }
    }

    /// Opens the `Menu` this view is or is in (its items then show in the host, below its label,
    /// and tapping one runs it and closes the menu; a long press on iOS when the menu has a primary
    /// action), or expands the `DisclosureGroup` it is or is in, whichever is nearer.
    @discardableResult
    public func open(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let isMenu =
            ([self] + ancestors).lazy.compactMap { $0.snapshot.control(of: $0.node) }
            .first { $0.kind == .menu || $0.kind == .disclosureGroup }?.kind != .disclosureGroup
        return perform("open", control: isMenu ? .menu : .disclosureGroup, file: file, line: line) { $0.openAction }
    }

    /// Drags the thumb of the `Slider` this view is or is in to `value`: the slider reports
    /// editing began, sets its value (clamped to its bounds and snapped to its step, as a drag
    /// would) and reports editing ended. A NaN value is no place on the track: the test fails and
    /// nothing happens (±∞ reach the ends, as any drag past them does).
    @discardableResult
    public func slide<V: BinaryFloatingPoint>(to value: V, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let target = Double(value)
        guard !target.isNaN else {
            FailureReporting.fail("slide(to:): NaN is no place on a slider's track; nothing happened (\(self))", file: file, line: line)
            return false
        }
        return perform("slide", control: .slider, file: file, line: line) { action -> (@MainActor () -> Void)? in
            guard case .slide(let slide) = action else { return nil }
            return { slide(target) }
        }
    }

    /// Chooses the option tagged `value` in the `Picker` this view is or is in; fails the test
    /// when no option has that tag.
    @discardableResult
    public func select<V: Hashable>(_ value: V, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var known: [AnyHashable] = []
        var chosen = true
        let done = perform("select", control: .picker, file: file, line: line) { action -> (@MainActor () -> Void)? in
            guard case .select(let options, let choose) = action else { return nil }
            known = options
            return { chosen = choose(AnyHashable(value)) }
        }
        if done && !chosen {
            FailureReporting.fail(
                "select(\(value)): the picker has no option tagged \(value) of type \(V.self); "
                    + "its options: \(known.map { "\($0.base)" }.joined(separator: ", "))", file: file, line: line)
            return false
        }
        return done
    }

    /// Runs the action `pick` finds on the nearest control of kind `control` at or above the view
    /// in the host's current state, then settles the host.
    func perform(
        _ name: String, control: ControlKind, file: StaticString, line: UInt,
        _ pick: (ControlAction) -> (@MainActor () -> Void)?
    ) -> Bool {
        guard let now = reachable(name, file: file, line: line) else { return false }
        guard
            let found = ([now] + now.ancestors).lazy.compactMap({ match in match.snapshot.control(of: match.node).map { (match, $0) } })
                .first(where: { $0.1.kind == control })
        else {
            FailureReporting.fail(
                "\(name)(): no \(control.rawValue) at or above \(now.path): \(now)\n"
                    + now.snapshot.dump(DumpOptions(properties: .layout), marks: [now.node: "◀︎ here"]), file: file, line: line)
            return false
        }
        guard found.1.isEnabled else {
            FailureReporting.fail(
                "\(name)(): the \(control.rawValue) at \(found.0.path) is disabled (disabled(true) on it or around it); "
                    + "nothing happened", file: file, line: line)
            return false
        }
        guard let action = pick(found.1.action) else { return false }
        host.runningForThisHost { action() }
        assertSettles(host, file: file, line: line)
        return true
    }
}

extension ViewHost {
    /// Finds the one view matching `query` and taps the button it is or is in.
    @discardableResult
    public func tap(_ query: ViewQuery, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        find(query, file: file, line: line)?.tap(file: file, line: line) ?? false
    }
}

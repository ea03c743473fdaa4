import Foundation
import Tesselate

/// Gestures as a person performs them: long presses and drags on the gestures attached to a view
/// or around it (taps are in `tap(count:)`).
extension ViewMatch {
    /// Presses the view at its centre and holds, as long as its long-press gesture asks
    /// (`onLongPressGesture`, `LongPressGesture`) or for `duration` seconds: a press shorter than
    /// the gesture's `minimumDuration` is not recognized. Where no long-press gesture takes the
    /// press and a `contextMenu` is at or above the view, the press opens the menu, as on iOS
    /// (see ``openContextMenu(file:line:)``). Returns whether anything ran.
    @discardableResult
    public func longPress(duration: Double? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if longPressOpensContextMenu() { return openContextMenu(file: file, line: line) }
        return perform(
            "longPress", gestureInput: { GestureInput(kind: .longPress(duration: duration), start: $0) }, buttons: false,
            file: file, line: line
        ) { recognizers, input in
            for recognizer in recognizers { _ = recognizer.change(input) }
            for recognizer in recognizers {
                _ = recognizer.end(input)
                recognizer.reset()
            }
        }
    }

    /// Drags from the view's centre by `translation` in `steps` even moves (at most 240), then lifts: the drag
    /// gestures at or around the view (`DragGesture`) hear each move (`onChanged`, `updating`) and
    /// the end (`onEnded`), and `@GestureState` goes back to its initial value. A drag shorter than
    /// a gesture's `minimumDistance` does not start it. Returns whether a gesture changed.
    ///
    /// On the content of a `ScrollView` (or a `List`) where no drag gesture hears the drag, the
    /// drag scrolls it, as a finger does: dragging up by 300 points (`height: -300`) moves the
    /// content offset down by 300, clamped to what the content allows.
    @discardableResult
    public func drag(by translation: CGSize, steps: Int = 10, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if let scrollView = scrollViewDragged(by: translation) {
            let scrolled = host.scroll(scrollView: scrollView.nodeID, by: CGSize(width: -translation.width, height: -translation.height))
            host.settle()
            return scrolled
        }
        guard let session = startDrag(file: file, line: line) else { return false }
        session.move(by: translation, steps: steps, file: file, line: line)
        return session.end(file: file, line: line)
    }

    /// The scroll view a drag of this view by `translation` scrolls: the nearest one at or around
    /// it when no drag gesture between the view and it hears the drag.
    private func scrollViewDragged(by translation: CGSize) -> ViewMatch? {
        let probe = GestureInput(kind: .drag, start: touchPoint)
        for match in [self] + ancestors {
            if match.kind == .scrollView { return match }
            if let gesture = match.snapshot.gesture(of: match.node), gesture.includesGesture,
                gesture.makeRecognizer(match.snapshot.gestureSpace(of: match.node)).accepts(probe)
            {
                return nil
            }
        }
        return nil
    }

    /// Puts a finger down at the view's centre for a drag that the test moves (``DragSession/move(by:steps:file:line:)``)
    /// and ends (``DragSession/end(file:line:)``), settling the host after each move: what a view
    /// shows while it is dragged (`@GestureState`) can be checked in between. `nil`, and a test
    /// failure, when no drag gesture is at or around the view.
    public func startDrag(file: StaticString = #filePath, line: UInt = #line) -> DragSession? {
        guard let now = reachable("startDrag", file: file, line: line) else { return nil }
        let start = now.touchPoint
        let probe = GestureInput(kind: .drag, start: start)
        guard let chosen = now.chooseGestures(for: probe, name: "startDrag", buttons: false, file: file, line: line) else { return nil }
        return DragSession(host: host, recognizers: chosen, start: start)
    }
}

/// A drag under way, started with ``ViewMatch/startDrag(file:line:)``.
@MainActor
public final class DragSession {
    let host: any InspectableHost
    let recognizers: [AnyGestureRecognizer]
    let start: CGPoint
    private var location: CGPoint
    private var time: TimeInterval = 0
    private var velocity = CGSize.zero
    private var changed = false
    private var isEnded = false

    init(host: any InspectableHost, recognizers: [AnyGestureRecognizer], start: CGPoint) {
        self.host = host
        self.recognizers = recognizers
        self.start = start
        self.location = start
    }

    /// How far the finger has moved from where it went down.
    public var translation: CGSize { CGSize(width: location.x - start.x, height: location.y - start.y) }

    /// Moves the finger by `translation` in `steps` even moves (at most 240), 1/60 s apart; the gestures hear
    /// each move and the host settles after each.
    public func move(by translation: CGSize, steps: Int = 10, file: StaticString = #filePath, line: UInt = #line) {
        guard !isEnded else {
            FailureReporting.fail("move(by:): the drag has ended", file: file, line: line)
            return
        }
        let count = min(max(steps, 1), maximumGestureSteps)
        let step = CGSize(width: translation.width / CGFloat(count), height: translation.height / CGFloat(count))
        for _ in 0..<count {
            location = CGPoint(x: location.x + step.width, y: location.y + step.height)
            time += 1.0 / 60
            velocity = CGSize(width: step.width * 60, height: step.height * 60)
            let input = self.input
            host.runningForThisHost {
                for recognizer in recognizers where recognizer.change(input) { changed = true }
            }
            assertSettles(host, file: file, line: line)
        }
    }

    /// Lifts the finger: the gestures hear the end and reset, and the host settles. Returns
    /// whether a gesture changed during the drag or ended with a value.
    @discardableResult
    public func end(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard !isEnded else { return false }
        isEnded = true
        let input = self.input
        var ended = false
        host.runningForThisHost {
            for recognizer in recognizers {
                if recognizer.end(input) { ended = true }
                recognizer.reset()
            }
        }
        assertSettles(host, file: file, line: line)
        return changed || ended
    }

    private var input: GestureInput { GestureInput(kind: .drag, start: start, location: location, time: time, velocity: velocity) }
}

/// The most moves one drag, pinch or turn makes (a finger sampled at 60 Hz for four seconds):
/// `steps: Int.max` would never end.
let maximumGestureSteps = 240

extension ViewMatch {
    /// Where a finger touching the view lands, in the window: its centre, or the centre of what
    /// clips leave of it when its centre is clipped away (a person taps what they see).
    var touchPoint: CGPoint {
        if let point = snapshot.touchPoint(of: node) { return point }
        let frame = frame()
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The same view in the host's current state, if it is still there and receives touches;
    /// otherwise the test fails.
    func reachable(_ name: String, file: StaticString, line: UInt) -> ViewMatch? {
        guard let now = current() else {
            FailureReporting.fail(
                "\(name)(): the view \(path) is no longer in the window.\n" + host.layoutSnapshot.dump(DumpOptions(properties: .layout)),
                file: file, line: line)
            return nil
        }
        if let hider = ([now] + now.ancestors).first(where: { $0.snapshot.hidesFromTouches($0.node) != nil }) {
            FailureReporting.fail(
                "\(name)(): \(now.path) is not drawn, so it receives no touches: "
                    + "\(hider.snapshot.hidesFromTouches(hider.node) ?? "") at \(hider.path); nothing happened",
                file: file, line: line)
            return nil
        }
        if let blocker = ([now] + now.ancestors).first(where: { $0.snapshot.allowsHitTesting($0.node) == false }) {
            FailureReporting.fail(
                "\(name)(): \(now.path) does not receive touches: allowsHitTesting(false) at \(blocker.path); nothing happened",
                file: file, line: line)
            return nil
        }
        // (Found once: each look builds the window's draw list.)
        guard let point = now.snapshot.touchPoint(of: now.node) else {
            FailureReporting.fail(
                "\(name)(): \(now.path) is clipped away entirely (clipped() or clipShape on it or a container), "
                    + "so nothing of it can be touched; nothing happened", file: file, line: line)
            return nil
        }
        // A view drawn over the centre takes the touch, as SwiftUI's hit testing gives it to the
        // topmost view; the control or gesture acting owns what is drawn inside it.
        let owner = ([now] + now.ancestors).first { now.snapshot.control(of: $0.node) != nil || now.snapshot.gesture(of: $0.node) != nil }
        switch now.snapshot.touchTarget(of: now.node, owner: (owner ?? now).node, at: point) {
        case .reached: break
        case .covered(let cover):
            let covering = ViewMatch(host: host, snapshot: now.snapshot, node: cover)
            FailureReporting.fail(
                "\(name)(): \(now.path) is covered at its centre by \(covering.path): \(covering); "
                    + "a touch there reaches that view; nothing happened",
                file: file, line: line)
            return nil
        case .missed:
            // A gesture hears only touches on what its views draw (or their content shape):
            // SwiftUI's empty areas, a `Spacer`'s or a clear colour's, receive none. Controls
            // are hit across their frames here (see SwiftUIParity.md, `allowsHitTesting`).
            guard let owner, now.snapshot.control(of: owner.node) == nil else { break }
            FailureReporting.fail(
                "\(name)(): nothing of \(owner.path) is hit at the centre of \(now.path) (\(Self.describe(point))): "
                    + "no view there draws anything or has a content shape, so the touch reaches no gesture; "
                    + "add contentShape(Rectangle()) to make the whole frame receive touches; nothing happened",
                file: file, line: line)
            return nil
        }
        return now
    }

    static func describe(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(CheckedConversion.int(value)) : String(format: "%.1f", Double(value))
        }
        return "\(number(point.x)), \(number(point.y))"
    }

    /// The recognizers an input at the view runs, as SwiftUI chooses them: the outermost
    /// high-priority gesture that accepts the input, else the innermost button (when `buttons`)
    /// or gesture that does; and every simultaneous gesture that accepts it. A gesture attached
    /// with `including:` without `.subviews` turns off those inside it. Fails the test when
    /// nothing accepts the input or the chosen one is disabled.
    func chooseGestures(for input: GestureInput, name: String, buttons: Bool, file: StaticString, line: UInt) -> [AnyGestureRecognizer]? {
        struct Candidate {
            var match: ViewMatch
            var priority: GesturePriority
            var isEnabled: Bool
            var recognizer: AnyGestureRecognizer
            var what: String
        }
        var candidates: [Candidate] = []
        for match in [self] + ancestors {
            if buttons, let control = match.snapshot.control(of: match.node), control.kind == .button || control.kind == .menu,
                let tap = control.action.tapAction
            {
                let recognizer = AnyGestureRecognizer(
                    accepts: { _ in true }, change: { _ in false },
                    end: { _ in
                        tap(); return true
                    }, reset: {})
                candidates.append(
                    Candidate(
                        match: match, priority: .normal, isEnabled: control.isEnabled, recognizer: recognizer,
                        what: control.kind == .menu ? "Menu" : "Button")
                )
            }
            guard let gesture = match.snapshot.gesture(of: match.node) else { continue }
            if !gesture.includesSubviews { candidates.removeAll() }
            guard gesture.includesGesture else { continue }
            let recognizer = gesture.makeRecognizer(match.snapshot.gestureSpace(of: match.node))
            guard recognizer.accepts(input) else { continue }
            candidates.append(
                Candidate(
                    match: match, priority: gesture.priority, isEnabled: gesture.isEnabled, recognizer: recognizer,
                    what: "\(gesture.kind)(\(gesture.summary))"))
        }
        let winner = candidates.last { $0.priority == .high } ?? candidates.first { $0.priority == .normal }
        let together = candidates.filter { $0.priority == .simultaneous && $0.isEnabled }
        if winner == nil && together.isEmpty {
            let wanted = buttons ? "Button or gesture" : "gesture"
            FailureReporting.fail(
                "\(name)(): no \(wanted) at or above \(path) responds to it: \(self)\n"
                    + snapshot.dump(DumpOptions(properties: .layout), marks: [node: "◀︎ here"]), file: file, line: line)
            return nil
        }
        if let winner, !winner.isEnabled {
            FailureReporting.fail(
                "\(name)(): the \(winner.what) at \(winner.match.path) is disabled (disabled(true) on it or around it); "
                    + "nothing happened", file: file, line: line)
            return nil
        }
        return (winner.map { [$0.recognizer] } ?? []) + together.map(\.recognizer)
    }

    /// Performs an input made at the view's centre on the gestures it chooses, for the host, then
    /// settles the host.
    func perform(
        _ name: String, gestureInput: (CGPoint) -> GestureInput, buttons: Bool, file: StaticString, line: UInt,
        _ run: ([AnyGestureRecognizer], GestureInput) -> Void
    ) -> Bool {
        guard let now = reachable(name, file: file, line: line) else { return false }
        let input = gestureInput(now.touchPoint)
        guard let chosen = now.chooseGestures(for: input, name: name, buttons: buttons, file: file, line: line) else { return false }
        host.runningForThisHost { run(chosen, input) }
        assertSettles(host, file: file, line: line)
        return true
    }
}

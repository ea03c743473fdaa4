import Foundation
import Tesselate

/// Two-finger gestures as a person performs them, on the gestures at or around a view.
extension ViewMatch {
    /// Pinches about the view's centre until the fingers are `scale` times as far apart, in
    /// `steps` even steps 1/60 s apart, then lifts them: `MagnifyGesture`s and
    /// `MagnificationGesture`s hear each step (`onChanged`, `updating`) and the end (`onEnded`),
    /// and the host settles after each. Returns whether a gesture changed or ended with a value.
    @discardableResult
    public func magnify(by scale: CGFloat, steps: Int = 10, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        twoFingers("magnify", kind: .magnify, steps: steps, file: file, line: line) { input, fraction, perSecond in
            input.scale = 1 + (scale - 1) * fraction
            input.velocity = CGSize(width: (scale - 1) * perSecond, height: 0)
        }
    }

    /// Turns two fingers about the view's centre by `angle`, in `steps` even steps, then lifts
    /// them: `RotateGesture`s and `RotationGesture`s hear each step and the end.
    @discardableResult
    public func rotate(by angle: Angle, steps: Int = 10, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        twoFingers("rotate", kind: .rotate, steps: steps, file: file, line: line) { input, fraction, perSecond in
            input.rotation = angle.radians * Double(fraction)
            input.velocity = CGSize(width: 0, height: angle.radians * Double(perSecond))
        }
    }

    private func twoFingers(
        _ name: String, kind: GestureInput.Kind, steps: Int, file: StaticString, line: UInt,
        _ step: (inout GestureInput, CGFloat, CGFloat) -> Void
    ) -> Bool {
        guard let now = reachable(name, file: file, line: line) else { return false }
        // The fingers land on the deepest view at the centre, as SwiftUI hit-tests them: the
        // gestures there and around it, up to and past the view found, are the candidates.
        let point = now.touchPoint
        var target = now
        while let child = target.children.last(where: { $0.isPlaced && $0.frame().contains(point) }) { target = child }
        let probe = GestureInput(kind: kind, start: point)
        guard let recognizers = target.chooseGestures(for: probe, name: name, buttons: false, file: file, line: line) else { return false }
        let count = min(max(steps, 1), maximumGestureSteps)
        var input = probe, happened = false
        for index in 1...count {
            input.time = Double(index) / 60
            step(&input, CGFloat(index) / CGFloat(count), 60 / CGFloat(count))
            let current = input
            host.runningForThisHost {
                for recognizer in recognizers where recognizer.change(current) { happened = true }
            }
            assertSettles(host, file: file, line: line)
        }
        let last = input
        host.runningForThisHost {
            for recognizer in recognizers {
                if recognizer.end(last) { happened = true }
                recognizer.reset()
            }
        }
        assertSettles(host, file: file, line: line)
        return happened
    }
}

import Tesselate

// Scripted interactions for the playgrounds, as a person would do them: press a stepper's
// segments. (Tests use TesselateTesting's `increment()`; the playgrounds reach the same control
// actions through the package-level snapshot, without linking a test library.)

extension ViewHost {
    /// Presses the "+" (or "−") segment of the `index`-th Stepper `times` times; each press
    /// settles the host.
    func pressStepper(_ index: Int, times: Int, increment: Bool = true) {
        for _ in 0..<times {
            let snapshot = layoutSnapshot
            let steppers = snapshot.preorder().compactMap { node -> ControlAction? in
                guard let control = snapshot.control(of: node), case .step = control.action else { return nil }
                return control.action
            }
            guard index < steppers.count, case .step(let plus, let minus) = steppers[index], let press = increment ? plus : minus
            else { return }
            press()
            settle()
        }
    }
}

extension ViewHost {
    /// Taps the button (or navigation link) whose label shows `text`: the first text that reads
    /// it, then its nearest enclosing control that has a tap action; settles the host.
    func tapText(_ text: String) {
        let snapshot = layoutSnapshot
        guard let node = snapshot.preorder().first(where: { snapshot.text(of: $0) == text }) else { return }
        var current: Int? = node
        while let candidate = current {
            if let tap = snapshot.control(of: candidate)?.action.tapAction {
                tap()
                settle()
                return
            }
            current = snapshot.parent(of: candidate)
        }
    }
}

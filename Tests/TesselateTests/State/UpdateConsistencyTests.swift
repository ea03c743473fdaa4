import XCTest
import Tesselate

/// An update after a change lays out exactly as a fresh host of the changed views does: random
/// edits (state toggled by taps, rows inserted and removed, the window resized), each compared
/// with a host built from scratch in the same state. This is the check any incremental update
/// must keep passing.
final class UpdateConsistencyTests: XCTestCase {
    /// A row that expands to show a detail line when its button is tapped.
    private struct Row: View {
        let number: Int
        @State private var expanded: Bool

        init(number: Int, expanded: Bool) {
            self.number = number
            _expanded = State(initialValue: expanded)
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text("Row \(number)")
                    Spacer()
                    Button(expanded ? "Less" : "More") { expanded.toggle() }
                }
                if expanded {
                    Text("Details of row \(number), long enough to wrap onto a second line when narrow")
                        .font(.footnote)
                }
            }
            .padding(8)
        }
    }

    private struct Screen: View {
        var rows: [Int]
        var expanded: Set<Int>
        var body: some View {
            ScrollView { VStack(spacing: 0) { ForEach(rows, id: \.self) { Row(number: $0, expanded: expanded.contains($0)) } } }
        }
    }

    @MainActor func testRandomEditsLayOutAsAFreshHost() async {
        var random = SeededGenerator(seed: 7)
        var rows = Array(0..<12), expanded = Set<Int>()
        var width: CGFloat = 393
        let host = ViewHost(Screen(rows: rows, expanded: expanded), size: CGSize(width: width, height: 852))
        for step in 0..<60 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                // Tap a row's button, as a person would.
                let snapshot = host.layoutSnapshot
                let buttons = snapshot.preorder().filter { snapshot.control(of: $0)?.kind == .button }
                guard !buttons.isEmpty else { continue }
                let index = Int.random(in: 0..<buttons.count, using: &random)
                snapshot.control(of: buttons[index])?.action.tapAction?()
                host.settle()
                let row = rows[index]
                if expanded.contains(row) { expanded.remove(row) } else { expanded.insert(row) }
            case 6, 7:
                // Insert or remove a row (its state goes with it).
                if rows.count > 3 && Bool.random(using: &random) {
                    let removed = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
                    expanded.remove(removed)
                } else {
                    rows.insert((rows.max() ?? 0) + 1, at: Int.random(in: 0...rows.count, using: &random))
                }
                host.rootView = Screen(rows: rows, expanded: expanded)
            default:
                width = [320, 393, 430].randomElement(using: &random)!
                host.size = CGSize(width: width, height: 852)
            }
            let fresh = ViewHost(Screen(rows: rows, expanded: expanded), size: CGSize(width: width, height: 852))
            XCTAssertEqual(host.dump(), fresh.dump(), "step \(step)")
            if host.dump() != fresh.dump() { return }
        }
    }
}

// `toggle-rows`: the shape of issue 14's incremental updates — a long VStack of rows, each with
// its own `@State`, where one row is toggled.

import Foundation
import Tesselate

/// `n` rows in a `VStack` in a scroll view; each row shows a title, its state as text and a
/// toggle bound to its own `@State`.
package struct ToggleRows: View {
    package let rows: Int
    package init(rows: Int) { self.rows = rows }
    package var body: some View { DividedRows(count: rows, row: ToggleRow.init(row:)) }
}

/// A row of ``ToggleRows``.
package struct ToggleRow: View {
    package let row: Int
    @State private var isOn = false
    package init(row: Int) { self.row = row }
    package var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Setting number \(row)").font(.headline)
                Text(isOn ? "On since the last sync" : "Off").font(.subheadline).lineLimit(1)
            }
            Spacer()
            Toggle("Setting number \(row)", isOn: $isOn).labelsHidden()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

extension ViewHost {
    /// What tapping each of the host's toggles does, in tree order: toggling its binding, run
    /// for the host as a tap is.
    package var toggleActions: [@MainActor () -> Void] {
        let snapshot = layoutSnapshot
        return snapshot.preorder().compactMap { node in
            guard case .toggle(let toggle)? = snapshot.control(of: node)?.action else { return nil }
            return { [unowned self] in runningForThisHost { toggle() } }
        }
    }
}

import Observation
import XCTest

import Tesselate

/// A change that names the views it concerns (their `@State`, an `@Observable` property their
/// bodies read) runs only those views' bodies and lays out again only what they made and the
/// views above it, as SwiftUI updates only the views that depend on what changed; the result is
/// the layout a fresh host of the same state makes.
final class PartialPassTests: XCTestCase {
    /// Counts the bodies of ``Row`` read, by row.
    final class BodyCounter {
        var reads: [Int: Int] = [:]
        var total: Int { reads.values.reduce(0, +) }
    }

    @Observable final class Model {
        var highlighted: Set<Int> = []
    }

    /// A row with its own state: a toggle, and an expander that shows a detail line (so the row
    /// makes more nodes when expanded) and a counter with state of its own.
    @MainActor struct Row: View {
        let number: Int
        let counter: BodyCounter
        let model: Model
        @State private var isOn: Bool
        @State private var expanded: Bool

        init(number: Int, counter: BodyCounter, model: Model, isOn: Bool = false, expanded: Bool = false) {
            self.number = number
            self.counter = counter
            self.model = model
            _isOn = State(initialValue: isOn)
            _expanded = State(initialValue: expanded)
        }

        var body: some View {
            counter.reads[number, default: 0] += 1
            return VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(model.highlighted.contains(number) ? "Row \(number) ★" : "Row \(number)")
                    Spacer()
                    Toggle("Row \(number)", isOn: $isOn).labelsHidden()
                    Button(expanded ? "Less" : "More") { expanded.toggle() }
                }
                if expanded {
                    Text("Details of row \(number), long enough to wrap onto a second line when narrow").font(.footnote)
                    Tally()
                }
            }
            .padding(8)
        }
    }

    /// A count with its own state, shown only while its row is expanded.
    struct Tally: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Screen: View {
        var rows: [Int]
        let counter: BodyCounter
        let model: Model
        var on: Set<Int> = []
        var expanded: Set<Int> = []
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(rows, id: \.self) { row in
                        Row(number: row, counter: counter, model: model, isOn: on.contains(row), expanded: expanded.contains(row))
                        Divider()
                    }
                }
            }
        }
    }

    /// Whether the suite runs with every partial update checked against a full one, which reads
    /// every body again (the counts of bodies read are then not asserted).
    private let verifying = ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1"

    /// The actions of the host's controls of `kind`, in tree order.
    @MainActor private func actions(_ host: ViewHost<Screen>, _ kind: ControlKind) -> [ControlAction] {
        let snapshot = host.layoutSnapshot
        return snapshot.preorder().compactMap { node in snapshot.control(of: node).flatMap { $0.kind == kind ? $0.action : nil } }
    }

    @MainActor func testTogglingARowRunsOnlyThatRowsBody() async {
        let counter = BodyCounter(), model = Model()
        let host = ViewHost(Screen(rows: Array(0..<20), counter: counter, model: model))
        XCTAssertEqual(counter.total, 20)
        counter.reads = [:]
        actions(host, .toggle)[7].toggleAction?()
        host.settle()
        if !verifying { XCTAssertEqual(counter.reads, [7: 1], "only the toggled row's body runs again") }
        XCTAssertEqual(host.partialPassCount, 1)
        let fresh = ViewHost(Screen(rows: Array(0..<20), counter: BodyCounter(), model: Model(), on: [7]))
        XCTAssertEqual(host.dump(), fresh.dump())
    }

    @MainActor func testAnObservablePropertyUpdatesTheBodiesThatReadIt() async {
        let counter = BodyCounter(), model = Model()
        let host = ViewHost(Screen(rows: Array(0..<10), counter: counter, model: model))
        counter.reads = [:]
        model.highlighted = [3]
        host.settle()
        // Every row read the set, so every row runs again, and no other body.
        if !verifying { XCTAssertEqual(counter.reads, Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 1) })) }
        XCTAssertGreaterThan(host.partialPassCount, 0)
        let freshModel = Model()
        freshModel.highlighted = [3]
        XCTAssertEqual(host.dump(), ViewHost(Screen(rows: Array(0..<10), counter: BodyCounter(), model: freshModel)).dump())
    }

    final class Store: ObservableObject {
        @Published var count = 0
    }

    /// Shows a store's count; counts its body reads.
    struct StoreCount: View {
        @ObservedObject var store: Store
        let counter: BodyCounter
        let number: Int
        var body: some View {
            counter.reads[number, default: 0] += 1
            return Text("Count \(store.count)")
        }
    }

    @MainActor func testAnObservableObjectUpdatesTheViewsThatObserveIt() async {
        let counter = BodyCounter(), store = Store(), other = Store()
        func screen(_ store: Store, _ other: Store) -> some View {
            VStack {
                StoreCount(store: store, counter: counter, number: 0)
                StoreCount(store: other, counter: counter, number: 1)
                StoreCount(store: store, counter: counter, number: 2)
            }
        }
        let host = ViewHost(screen(store, other))
        counter.reads = [:]
        store.count = 5
        host.settle()
        if !verifying { XCTAssertEqual(counter.reads, [0: 1, 2: 1], "the views that observe the store run again, not the other") }
        XCTAssertEqual(host.partialPassCount, 1)
        let fresh = Store()
        fresh.count = 5
        XCTAssertEqual(host.dump(), ViewHost(screen(fresh, Store())).dump())
    }

    @Observable final class Flag {
        var isOn = false
    }

    /// A toggle bound to a model's property through `@Bindable`.
    struct FlagRow: View {
        @Bindable var flag: Flag
        let number: Int
        let counter: BodyCounter
        var body: some View {
            counter.reads[number, default: 0] += 1
            return Toggle("Flag \(number)", isOn: $flag.isOn)
        }
    }

    /// A binding to a model's property names the views whose resolution read it (here the row
    /// whose toggle shows it): only their bodies run again.
    @MainActor func testABindingToAModelUpdatesTheViewsThatReadIt() async {
        let counter = BodyCounter()
        let flags = (0..<4).map { _ in Flag() }
        let host = ViewHost(VStack { ForEach(0..<4, id: \.self) { FlagRow(flag: flags[$0], number: $0, counter: counter) } })
        counter.reads = [:]
        let snapshot = host.layoutSnapshot
        let toggles = snapshot.preorder().compactMap { snapshot.control(of: $0)?.action.toggleAction }
        host.runningForThisHost { toggles[2]() }
        host.settle()
        XCTAssertTrue(flags[2].isOn)
        if !verifying { XCTAssertEqual(counter.reads, [2: 1]) }
        XCTAssertEqual(host.partialPassCount, 1)
        let fresh = (0..<4).map { _ in Flag() }
        fresh[2].isOn = true
        XCTAssertEqual(
            host.dump(),
            ViewHost(VStack { ForEach(0..<4, id: \.self) { FlagRow(flag: fresh[$0], number: $0, counter: BodyCounter()) } }).dump())
    }

    /// A button whose baseline guide moves down 10 points when tapped: the same size and spacing.
    struct Shifting: View {
        @State var above: Bool
        var body: some View {
            Button("Right") { above.toggle() }.alignmentGuide(.firstTextBaseline) { $0[.firstTextBaseline] + (above ? 0 : 10) }
        }
    }

    /// A view that keeps its size lays out nothing around it again, unless a view around asked
    /// for one of its alignment guides: here the baseline the HStack aligns on moves.
    @MainActor func testAViewThatKeepsItsSizeButMovesItsBaselineMovesItsNeighbours() async {
        func screen(_ above: Bool) -> some View {
            HStack(alignment: .firstTextBaseline) {
                Text("Left"); Shifting(above: above)
            }
        }
        let host = ViewHost(screen(true))
        host.layoutSnapshot.preorder().compactMap { host.layoutSnapshot.control(of: $0)?.action.tapAction }.first?()
        host.settle()
        XCTAssertEqual(host.partialPassCount, 1)
        XCTAssertEqual(host.dump(), ViewHost(screen(false)).dump())
    }

    /// A row that grows (its block of the tree gets more nodes) moves every node after it.
    @MainActor func testARowThatGrowsMovesTheRowsAfterIt() async {
        let counter = BodyCounter(), model = Model()
        let host = ViewHost(Screen(rows: Array(0..<6), counter: counter, model: model))
        actions(host, .button)[2].tapAction?()
        actions(host, .toggle)[4].toggleAction?()
        host.settle()
        XCTAssertGreaterThan(host.partialPassCount, 0)
        let fresh = ViewHost(Screen(rows: Array(0..<6), counter: BodyCounter(), model: Model(), on: [4], expanded: [2]))
        XCTAssertEqual(host.dump(), fresh.dump())
    }

    /// State belongs to a view while it is there: a view a partial pass removes loses its state,
    /// and starts afresh when it comes back, as after a full pass.
    @MainActor func testTheStateOfAViewAPartialPassRemovesIsDropped() async {
        let host = ViewHost(Screen(rows: [0], counter: BodyCounter(), model: Model(), expanded: [0]))
        func count(_ host: ViewHost<Screen>) -> String? {
            let snapshot = host.layoutSnapshot
            return snapshot.preorder().compactMap { snapshot.text(of: $0) }.first { $0.hasPrefix("Count") }
        }
        actions(host, .button)[1].tapAction?()
        actions(host, .button)[1].tapAction?()
        XCTAssertEqual(count(host), "Count 2")
        actions(host, .button)[0].tapAction?()  // collapse: the tally goes
        XCTAssertNil(count(host))
        actions(host, .button)[0].tapAction?()  // expand: a new tally
        XCTAssertEqual(count(host), "Count 0")
        XCTAssertGreaterThan(host.partialPassCount, 0)
    }

    /// A snapshot taken before an update keeps showing the update it was taken of: the partial
    /// pass copies the tree and the layout instead of changing them in place.
    @MainActor func testASnapshotKeptAcrossAPartialUpdateIsUnchanged() async {
        let host = ViewHost(Screen(rows: Array(0..<4), counter: BodyCounter(), model: Model()))
        let before = host.layoutSnapshot
        let dumped = before.dump(DumpOptions())
        actions(host, .button)[1].tapAction?()
        host.settle()
        XCTAssertGreaterThan(host.partialPassCount, 0)
        XCTAssertEqual(before.dump(DumpOptions()), dumped)
        XCTAssertNotEqual(host.dump(), dumped)
    }

    /// A body that now hands its parent a different number of views cannot be put in place
    /// alone: the update runs every body, and lays out as a fresh host.
    @MainActor func testABodyWhoseOutputsChangeUpdatesTheWholeTree() async {
        struct Removable: View {
            @State var shown = true
            var body: some View {
                if shown { Button("Hide") { shown = false } }
            }
        }
        let host = ViewHost(
            VStack {
                Removable(); Text("After")
            })
        host.layoutSnapshot.preorder().compactMap { host.layoutSnapshot.control(of: $0)?.action.tapAction }.first?()
        host.settle()
        XCTAssertEqual(host.partialPassCount, 0)
        XCTAssertEqual(
            host.dump(),
            ViewHost(
                VStack {
                    Removable(shown: false); Text("After")
                }
            ).dump())
    }

    /// Random edits — rows toggled, expanded, several at once, the model changed, rows inserted
    /// and removed, the window resized — each compared with a fresh host in the same state.
    @MainActor func testRandomEditsLayOutAsAFreshHost() async {
        var random = SeededGenerator(seed: 14)
        var rows = Array(0..<10), on = Set<Int>(), expanded = Set<Int>()
        var width: CGFloat = 393
        let model = Model()
        let host = ViewHost(Screen(rows: rows, counter: BodyCounter(), model: model), size: CGSize(width: width, height: 852))
        var partial = 0
        for step in 0..<80 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<7:
                // One to three rows toggled or expanded before the host settles.
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0..<rows.count, using: &random)
                    if Bool.random(using: &random) {
                        actions(host, .toggle)[index].toggleAction?()
                        on.formSymmetricDifference([rows[index]])
                    } else {
                        actions(host, .button)[buttonIndex(ofRow: index, rows, expanded)].tapAction?()
                        expanded.formSymmetricDifference([rows[index]])
                    }
                }
                host.settle()
                partial += host.partialPassCount
            case 7, 8:
                model.highlighted.formSymmetricDifference([rows.randomElement(using: &random)!])
                host.settle()
                partial += host.partialPassCount
            case 9, 10:
                if rows.count > 3 && Bool.random(using: &random) {
                    let removed = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
                    on.remove(removed)
                    expanded.remove(removed)
                } else {
                    rows.insert((rows.max() ?? 0) + 1, at: Int.random(in: 0...rows.count, using: &random))
                }
                host.rootView = Screen(rows: rows, counter: BodyCounter(), model: model)
            default:
                width = [320, 393, 430].randomElement(using: &random)!
                host.size = CGSize(width: width, height: 852)
            }
            let freshModel = Model()
            freshModel.highlighted = model.highlighted
            let fresh = ViewHost(
                Screen(rows: rows, counter: BodyCounter(), model: freshModel, on: on, expanded: expanded),
                size: CGSize(width: width, height: 852))
            XCTAssertEqual(host.dump(), fresh.dump(), "step \(step)")
            if host.dump() != fresh.dump() { return }
        }
        XCTAssertGreaterThan(partial, 20, "most edits ran only the bodies they changed")
    }

    /// The index among the host's buttons of row `index`'s expander: each row has one, and an
    /// expanded row a tally after it.
    private func buttonIndex(ofRow index: Int, _ rows: [Int], _ expanded: Set<Int>) -> Int {
        index + rows.prefix(index).filter { expanded.contains($0) }.count
    }
}

extension ControlAction {
    /// A toggle's flip, or `nil` for other controls.
    fileprivate var toggleAction: (@MainActor () -> Void)? {
        if case .toggle(let flip) = self { flip } else { nil }
    }
}

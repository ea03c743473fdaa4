import XCTest
@testable import Tesselate

/// `onChange(of:initial:_:)` and `onChange(of:perform:)` remember the last value they saw, and
/// "never seen" is not "seen `nil`": SwiftUI's rule
/// (developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)) is that the action runs
/// when the value changes between updates, and, with `initial: true`, once when the view first
/// appears (old and new value both the first value), whatever that value is.
private func text(_ value: Int?) -> String { value.map(String.init) ?? "nil" }

final class OnChangeTests: XCTestCase {
    final class Log { var entries: [String] = [] }

    struct Watcher: View {
        var value: Int?
        var initial: Bool
        let log: Log
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onChange(of: value, initial: initial) { old, new in log.entries.append("\(text(old))→\(text(new))") }
        }
    }

    /// A view that appears with `Optional(5)` saw no change: no call (the old code called it
    /// with `nil → 5`, taking "never seen" for `nil`). Then nil → some → nil are changes.
    @MainActor func testOptionalValueGoingNilSomeNil() async {
        let log = Log()
        let host = ViewHost(Watcher(value: 5, initial: false, log: log))
        XCTAssertEqual(log.entries, [], "appearing is no change")
        host.rootView = Watcher(value: nil, initial: false, log: log)
        host.rootView = Watcher(value: nil, initial: false, log: log)
        host.rootView = Watcher(value: 7, initial: false, log: log)
        host.rootView = Watcher(value: nil, initial: false, log: log)
        XCTAssertEqual(log.entries, ["5→nil", "nil→7", "7→nil"])
    }

    /// A view that appears with `nil`: no call without `initial`, then `nil → 3` when it changes.
    @MainActor func testAppearingWithNil() async {
        let log = Log()
        let host = ViewHost(Watcher(value: nil, initial: false, log: log))
        XCTAssertEqual(log.entries, [])
        host.rootView = Watcher(value: 3, initial: false, log: log)
        XCTAssertEqual(log.entries, ["nil→3"])
    }

    /// `initial: true` with `nil` runs once on appearance with `nil` as old and new (the old code
    /// never ran it: the `nil` value looked already seen).
    @MainActor func testInitialWithNil() async {
        let log = Log()
        let host = ViewHost(Watcher(value: nil, initial: true, log: log))
        XCTAssertEqual(log.entries, ["nil→nil"])
        host.rootView = Watcher(value: nil, initial: true, log: log)
        XCTAssertEqual(log.entries, ["nil→nil"], "an equal value is no change")
        host.rootView = Watcher(value: 1, initial: true, log: log)
        XCTAssertEqual(log.entries, ["nil→nil", "nil→1"])
    }

    /// The zero-parameter closure and the deprecated `perform:` form follow the same rule.
    @MainActor func testZeroParameterAndPerformForms() async {
        struct Both: View {
            var value: String?
            let log: Log
            var body: some View {
                Color.red
                    .onChange(of: value, initial: true) { log.entries.append("zero \(value ?? "nil")") }
                    .onChange(of: value, perform: { log.entries.append("perform \($0 ?? "nil")") })
            }
        }
        let log = Log()
        let host = ViewHost(Both(value: nil, log: log))
        XCTAssertEqual(log.entries, ["zero nil"])
        host.rootView = Both(value: "a", log: log)
        host.rootView = Both(value: nil, log: log)
        XCTAssertEqual(log.entries, ["zero nil", "zero a", "perform a", "zero nil", "perform nil"])
    }

    /// Values of different types in one view each keep their own memory: an `Int?` and a
    /// `String?` that are both `nil` are not mistaken for one another.
    @MainActor func testValuesOfDifferentTypesInOneView() async {
        struct Two: View {
            var number: Int?
            var word: String?
            let log: Log
            var body: some View {
                Color.red
                    .onChange(of: number, initial: true) { old, new in log.entries.append("number \(text(old))→\(text(new))") }
                    .onChange(of: word, initial: true) { old, new in log.entries.append("word \(old ?? "nil")→\(new ?? "nil")") }
            }
        }
        let log = Log()
        let host = ViewHost(Two(number: nil, word: "x", log: log))
        XCTAssertEqual(log.entries.sorted(), ["number nil→nil", "word x→x"])
        log.entries = []
        host.rootView = Two(number: 2, word: nil, log: log)
        XCTAssertEqual(log.entries.sorted(), ["number nil→2", "word x→nil"])
    }

    /// The memory is typed: a slot never written reads "never seen", one written with `nil`
    /// reads "seen nil", and observers of one view keep slots of their own.
    @MainActor func testLastSeenValuesKeepsAbsenceApartFromNil() async {
        var memory = LastSeenValues()
        let node = NodeID(rawValue: 1)
        guard case .never = memory[node, ChangeObserver<Int?>.self, as: Int?.self] else { return XCTFail("a slot never written") }
        memory[node, ChangeObserver<Int?>.self, as: Int?.self] = .seen(nil)
        guard case .seen(nil) = memory[node, ChangeObserver<Int?>.self, as: Int?.self] else { return XCTFail("seen nil") }
        guard case .never = memory[node, ChangeObserver<String?>.self, as: String?.self] else { return XCTFail("another observer") }
        XCTAssertEqual(memory.count, 1)
    }
}

import Foundation
import Tesselate

extension ViewHost {
    /// The one view that matches `query`. When none or several match, fails the test with the
    /// dump of the window and the nearest candidates, and returns `nil`.
    @discardableResult
    public func find(_ query: ViewQuery, file: StaticString = #filePath, line: UInt = #line) -> ViewMatch? {
        Finder(host: self, snapshot: layoutSnapshot, scope: nil).one(query, file: file, line: line)
    }

    /// Every view that matches `query`, in tree order (empty when none does; not a failure).
    public func findAll(_ query: ViewQuery) -> [ViewMatch] {
        Finder(host: self, snapshot: layoutSnapshot, scope: nil).all(query)
    }

    /// Whether some view matches `query`.
    public func exists(_ query: ViewQuery) -> Bool { !findAll(query).isEmpty }
}

extension ViewMatch {
    /// The one view inside this one that matches `query`; fails the test with the dump of this
    /// view's subtree and the nearest candidates when none or several match.
    @discardableResult
    public func find(_ query: ViewQuery, file: StaticString = #filePath, line: UInt = #line) -> ViewMatch? {
        Finder(host: host, snapshot: snapshot, scope: node).one(query, file: file, line: line)
    }

    /// Every view inside this one that matches `query`, in tree order.
    public func findAll(_ query: ViewQuery) -> [ViewMatch] {
        Finder(host: host, snapshot: snapshot, scope: node).all(query)
    }
}

/// A search of one snapshot, in the whole window or under one view.
@MainActor
struct Finder {
    let host: any InspectableHost
    let snapshot: LayoutSnapshot
    /// The view searched under (not itself), or `nil` for the whole window.
    let scope: Int?

    var searched: [Int] {
        guard let scope else { return snapshot.preorder() }
        return Array(snapshot.preorder(from: scope).dropFirst())
    }

    func all(_ query: ViewQuery) -> [ViewMatch] {
        searched.filter { query.matches(snapshot, $0, host: host) }.map { ViewMatch(host: host, snapshot: snapshot, node: $0) }
    }

    func one(_ query: ViewQuery, file: StaticString, line: UInt) -> ViewMatch? {
        let found = all(query)
        if found.count == 1 { return found[0] }
        FailureReporting.fail(found.isEmpty ? notFoundMessage(query) : ambiguousMessage(query, found), file: file, line: line)
        return nil
    }

    private var whereSearched: String {
        scope.map { "under \(snapshot.path(to: $0))" } ?? "in the window"
    }

    private var searchedDump: String {
        let dump = snapshot.dump(DumpOptions(properties: .layout), from: scope ?? snapshot.root)
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 120 else { return dump }
        return lines.prefix(120).joined(separator: "\n") + "\n… \(lines.count - 120) more lines\n"
    }

    func notFoundMessage(_ query: ViewQuery) -> String {
        var message = "No view matches \(query) \(whereSearched)."
        let candidates = nearestCandidates(query)
        if !candidates.isEmpty {
            message += "\nNearest candidates:\n" + candidates.map { "  " + $0 }.joined(separator: "\n")
        }
        return message + unmadeRowsNote + "\nSearched:\n" + searchedDump
    }

    /// Says which lazy containers (a `List`, a `LazyVStack`, …) have rows not made yet, where the
    /// view may be: they make only the rows near what is visible, as SwiftUI's do.
    private var unmadeRowsNote: String {
        let unmade = snapshot.lazyRowsNotMade(under: scope)
        guard !unmade.isEmpty else { return "" }
        let lines = unmade.map { container, made, count in
            let rows = made.isEmpty ? "no rows" : "rows \(made.lowerBound)–\(made.upperBound - 1)"
            return "  \(snapshot.kind(of: container)) \(snapshot.path(to: container)): \(rows) of \(count) made"
        }
        return "\nLazy containers make only the rows near the visible area; the view may be in a row not made yet. "
            + "Scroll to make it (host.scroll(by:), or scrollTo(_:) from a ScrollViewReader):\n" + lines.joined(separator: "\n")
    }

    func ambiguousMessage(_ query: ViewQuery, _ found: [ViewMatch]) -> String {
        var message =
            "\(found.count) views match \(query) \(whereSearched); expected one. "
            + "Use findAll, a scope (match.find) or a narrower query:\n"
        message += found.prefix(10).map { "  \($0.path): \($0)" }.joined(separator: "\n")
        if found.count > 10 { message += "\n  … \(found.count - 10) more" }
        return message
    }

    /// Up to five views (or names) close to what the query asked for, closest first.
    func nearestCandidates(_ query: ViewQuery) -> [String] {
        func line(_ node: Int) -> String { "\(snapshot.path(to: node)): \(snapshot.describe(node, [.attributes, .frames]))" }
        func nearest(_ wanted: String, _ options: [(name: String, line: String)]) -> [String] {
            let scored = options.map { ($0.line, distance(wanted.lowercased(), $0.name.lowercased())) }
            var seen = Set<String>()
            return scored.sorted { $0.1 < $1.1 }.filter { seen.insert($0.0).inserted }.prefix(5).map(\.0)
        }
        switch query.criterion {
        case .id(let id), .accessibilityIdentifier(let id as AnyHashable):
            // Views named either way are candidates: a test may have asked with the other query.
            let named = searched.flatMap { node in
                [
                    snapshot.explicitID(of: node).map { String(describing: $0.base) },
                    snapshot.accessibilityIdentifier(of: node),
                ].compactMap { $0 }.map { ($0, line(node)) }
            }
            return nearest(String(describing: id.base), named)
        case .text(let text, _):
            let texts = searched.compactMap { node in snapshot.text(of: node).map { ($0, line(node)) } }
            return nearest(text, texts)
        case .label(let label):
            let labels = searched.compactMap { node in
                snapshot.accessibilityElement(of: node).map { ("\($0.label)", line(node) + " " + $0.summary) }
            }
            return nearest(label, labels)
        case .kind(let kind):
            let kinds = searched.map { snapshot.kind(of: $0) }
            return nearest(kind, Set(kinds).sorted().map { name in (name, "kind \(name) (\(kinds.filter { $0 == name }.count)×)") })
        case .userType(let type):
            let names = Set(searched.flatMap { snapshot.userTypes(of: $0).map { String(describing: $0) } }).sorted()
            return nearest(String(describing: type), names.map { ($0, "type \($0)") })
        case .control(let kind, let title):
            // The controls of that kind by their labels; with no title, nothing is near.
            let controls = searched.compactMap { node -> (String, String)? in
                guard snapshot.control(of: node)?.kind == kind else { return nil }
                return ("\(snapshot.accessibilityElement(of: node)?.label ?? "")", line(node))
            }
            return nearest(title ?? "", controls)
        case .textInput(_, let title, let prompt):
            let inputs = searched.compactMap { node -> (String, String)? in
                guard let input = snapshot.textInput(of: node) else { return nil }
                return (prompt != nil ? input.prompt ?? input.title : input.title, line(node))
            }
            return nearest(prompt ?? title ?? "", inputs)
        case .predicate:
            return []
        }
    }
}

/// The edit distance between two strings (insertions, deletions, substitutions), with a bonus
/// for containment so that "Save" is near "Save changes".
func distance(_ a: String, _ b: String) -> Int {
    if a == b { return 0 }
    if !a.isEmpty && !b.isEmpty && (a.contains(b) || b.contains(a)) { return 1 }
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count] + 1
}

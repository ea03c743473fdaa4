import Foundation

/// A readable line diff: `-` lines only in the old text, `+` lines only in the new one, two lines
/// of context around each change, `…` between distant changes.
func lineDiff(old: String, new: String, context: Int = 2) -> String {
    let a = old.split(separator: "\n").map(String.init)
    let b = new.split(separator: "\n").map(String.init)
    let script = editScript(a, b)
    var keep = [Bool](repeating: false, count: script.count)
    for (index, entry) in script.enumerated() where entry.0 != " " {
        for near in max(0, index - context)...min(script.count - 1, index + context) { keep[near] = true }
    }
    var lines: [String] = []
    var skipped = false
    for (index, entry) in script.enumerated() {
        if keep[index] {
            if skipped && !lines.isEmpty { lines.append("…") }
            skipped = false
            lines.append("\(entry.0) \(entry.1)")
        } else {
            skipped = true
        }
    }
    return lines.joined(separator: "\n")
}

/// The lines of `a` and `b` in order, each marked ` ` (in both), `-` (only in `a`) or `+`
/// (only in `b`), keeping as many lines in common as it can: the lines they start and end with
/// in common, and between them Myers' shortest edit script ("An O(ND) Difference Algorithm",
/// 1986), which takes time (N + M)·D for D differing lines instead of the N·M of a table of
/// common subsequences (3.4 s for 3,000 lines). Past ``maximumEdits`` differing lines the middle
/// is shown as removed and added whole, so a diff of unrelated texts stays quick.
func editScript(_ a: [String], _ b: [String]) -> [(Character, String)] {
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let oldMiddle = a[prefix..<(a.count - suffix)], newMiddle = b[prefix..<(b.count - suffix)]
    var script = a[..<prefix].map { (Character(" "), $0) }
    // Each distinct line as a number: comparing two lines is then one comparison of integers.
    var numbers: [String: Int] = [:]
    let x = oldMiddle.map { line in
        numbers[line]
            ?? {
                numbers[line] = numbers.count; return numbers.count - 1
            }()
    }
    let y = newMiddle.map { line in
        numbers[line]
            ?? {
                numbers[line] = numbers.count; return numbers.count - 1
            }()
    }
    if let marks = shortestEdits(x, y, maximumEdits: maximumEdits) {
        var old = oldMiddle.makeIterator(), new = newMiddle.makeIterator()
        for mark in marks {
            switch mark {
            case "-": script.append(("-", old.next()!))
            case "+": script.append(("+", new.next()!))
            default: script.append((" ", old.next()!)); _ = new.next()
            }
        }
    } else {
        script += oldMiddle.map { ("-", $0) } + newMiddle.map { ("+", $0) }
    }
    return script + a[(a.count - suffix)...].map { (" ", $0) }
}

/// The most differing lines ``editScript(_:_:)`` looks for a shortest script with: its time is
/// (N + M) times this at most, and its memory this squared.
let maximumEdits = 2_000

/// Myers' greedy shortest edit script from `x` to `y`: ` `, `-` and `+` in order, or `nil` when it
/// needs more than `maximumEdits` insertions and deletions.
private func shortestEdits(_ x: [Int], _ y: [Int], maximumEdits: Int) -> [Character]? {
    let n = x.count, m = y.count
    let limit = min(n + m, maximumEdits)
    let offset = limit + 1
    // v[offset + k]: the furthest x reached on diagonal k (x − y = k) with the edits so far.
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    // The furthest points of every round before its edit, diagonals −d…d, to walk back through.
    var trace: [[Int]] = []
    var found = false
    for d in 0...limit {
        trace.append(Array(v[(offset - d)...(offset + d)]))
        for k in stride(from: -d, through: d, by: 2) {
            var i = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
            var j = i - k
            while i < n && j < m && x[i] == y[j] {
                i += 1
                j += 1
            }
            v[offset + k] = i
            if i >= n && j >= m {
                found = true
                break
            }
        }
        if found { break }
    }
    guard found else { return nil }
    var marks: [Character] = []
    var i = n, j = m
    for d in stride(from: trace.count - 1, through: 1, by: -1) {
        let before = trace[d]
        func reached(_ k: Int) -> Int { before[k + d] }
        let k = i - j
        let previous = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
        let fromI = reached(previous), fromJ = fromI - previous
        while i > fromI && j > fromJ {
            marks.append(" ")
            i -= 1
            j -= 1
        }
        marks.append(i == fromI ? "+" : "-")
        (i, j) = (fromI, fromJ)
    }
    while i > 0 && j > 0 {
        marks.append(" ")
        i -= 1
        j -= 1
    }
    return marks.reversed()
}

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
/// (only in `b`), from their longest common subsequence.
func editScript(_ a: [String], _ b: [String]) -> [(Character, String)] {
    let n = a.count, m = b.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    if n > 0 && m > 0 {
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
    }
    var script: [(Character, String)] = []
    var i = 0, j = 0
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            script.append((" ", a[i])); i += 1; j += 1
        } else if i < n && (j == m || lengths[i + 1][j] >= lengths[i][j + 1]) {
            script.append(("-", a[i])); i += 1
        } else {
            script.append(("+", b[j])); j += 1
        }
    }
    return script
}

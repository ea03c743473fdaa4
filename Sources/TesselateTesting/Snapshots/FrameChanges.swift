import Foundation

/// The views whose frames differ between two snapshots of the same strategy, one line each:
/// `Text "タイトル" (120, 16, 68×20) → (96, 16, 34×20)`. Views are paired in tree order by their
/// kind, parameters and depth, so a view that changed its parameters is not listed (the diff shows
/// it).
func frameChanges(old: String, new: String) -> [String] {
    let before = framedViews(in: old), after = framedViews(in: new)
    let script = editScript(before.map(\.key), after.map(\.key))
    var changes: [String] = []
    var i = 0, j = 0
    for (mark, _) in script {
        switch mark {
        case " ":
            if before[i].frame != after[j].frame { changes.append("\(before[i].label) \(before[i].frame) → \(after[j].frame)") }
            i += 1; j += 1
        case "-": i += 1
        default: j += 1
        }
    }
    return changes
}

struct FramedView {
    /// What pairs a view with itself in the other snapshot: its depth and its line without frame.
    var key: String
    /// `Text "タイトル"` or `frame(height: 50)`.
    var label: String
    /// `(x, y, w×h)`.
    var frame: String
}

/// The views of a text dump or a JSON dump with their frames.
func framedViews(in text: String) -> [FramedView] {
    if text.hasPrefix("{") { return framedViewsInJSON(text) }
    var views: [FramedView] = []
    for line in text.split(separator: "\n").dropFirst() {
        guard let frameStart = line.range(of: "  (", options: .backwards) ?? nil else { continue }
        let head = line[..<frameStart.lowerBound]
        let rest = line[frameStart.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { continue }
        let frame = "(" + rest[..<close] + ")"
        guard frame.contains("×") else { continue }
        let depth = head.prefix { "│├└─ ".contains($0) }.count
        var description = String(head.dropFirst(depth))
        if let typeEnd = description.range(of: " ▸ ", options: .backwards) { description = String(description[typeEnd.upperBound...]) }
        views.append(FramedView(key: "\(depth) \(description)", label: shortLabel(description), frame: frame))
    }
    return views
}

/// `Text("タイトル", lineLimit: 1)` → `Text "タイトル"`; other views keep their parameters.
func shortLabel(_ description: String) -> String {
    guard let open = description.firstIndex(of: "("), description[description.index(after: open)...].hasPrefix("\"") else { return description }
    let kind = description[..<open]
    var quoted = "\""
    var escaped = false
    for character in description[description.index(open, offsetBy: 2)...] {
        quoted.append(character)
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { break }
    }
    return "\(kind) \(quoted)"
}

private func framedViewsInJSON(_ text: String) -> [FramedView] {
    guard let data = text.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let root = object["root"] as? [String: Any] else { return [] }
    var views: [FramedView] = []
    func number(_ value: Any) -> String {
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return double == double.rounded() ? String(Int(double)) : String(double)
        }
        return "\(value)"
    }
    func visit(_ node: [String: Any], depth: Int) {
        let kind = node["kind"] as? String ?? "?"
        let attributes = (node["attributes"] as? [String]) ?? []
        let description = attributes.isEmpty ? kind : "\(kind)(\(attributes.joined(separator: ", ")))"
        if let frame = node["frame"] as? [Any], frame.count == 4 {
            let shown = "(\(number(frame[0])), \(number(frame[1])), \(number(frame[2]))×\(number(frame[3])))"
            views.append(FramedView(key: "\(depth) \(description)", label: shortLabel(description), frame: shown))
        }
        for child in node["children"] as? [[String: Any]] ?? [] { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return views
}

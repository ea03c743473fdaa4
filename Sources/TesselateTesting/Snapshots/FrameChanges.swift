import Foundation
import Tesselate

/// What changed between two snapshots of the same strategy, cause first: the views whose
/// parameters changed (`HStack: spacing: 12 → 10`), then the views that moved or resized
/// (`Text "タイトル" (120, 16, 68×20) → (96, 16, 34×20)`). Views are paired in tree order by their
/// depth and kind; views added or removed are left to the line diff.
func snapshotChanges(old: String, new: String) -> (parameters: [String], frames: [String]) {
    let before = framedViews(in: old), after = framedViews(in: new)
    let script = editScript(before.map(\.key), after.map(\.key))
    var parameters: [String] = [], frames: [String] = []
    var i = 0, j = 0
    for (mark, _) in script {
        switch mark {
        case " ":
            let old = before[i], new = after[j]
            if old.parameters != new.parameters {
                parameters.append("\(old.kind): " + parameterChanges(old.parameters, new.parameters).joined(separator: ", "))
            }
            if old.frame != new.frame { frames.append("\(new.label) \(old.frame) → \(new.frame)") }
            i += 1; j += 1
        case "-": i += 1
        default: j += 1
        }
    }
    return (parameters, frames)
}

/// `spacing: 12 → 10`, `+ lineLimit: 1`, `- font: .title`: what differs between two parameter
/// lists, by label (unlabelled values by position).
func parameterChanges(_ old: [String], _ new: [String]) -> [String] {
    func labelled(_ list: [String]) -> [(key: String, value: String)] {
        list.enumerated().map { index, parameter in
            guard let colon = parameter.range(of: ": ") else { return ("#\(index)", parameter) }
            return (String(parameter[..<colon.lowerBound]), String(parameter[colon.upperBound...]))
        }
    }
    let before = labelled(old), after = labelled(new)
    var changes: [String] = []
    for (key, value) in before {
        guard let now = after.first(where: { $0.key == key }) else {
            changes.append("- " + (key.hasPrefix("#") ? value : "\(key): \(value)")); continue
        }
        if now.value != value { changes.append(key.hasPrefix("#") ? "\(value) → \(now.value)" : "\(key): \(value) → \(now.value)") }
    }
    for (key, value) in after where !before.contains(where: { $0.key == key }) {
        changes.append("+ " + (key.hasPrefix("#") ? value : "\(key): \(value)"))
    }
    return changes
}

struct FramedView {
    /// What pairs a view with itself in the other snapshot: its depth and its kind.
    var key: String
    /// The kind: `HStack`, `Text`, `frame`.
    var kind: String
    /// The parameters as the dump shows them: `spacing: 8`, `"タイトル"`.
    var parameters: [String]
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
        views.append(framedView(depth: depth, description, frame: frame))
    }
    return views
}

/// A view of a dump line: `HStack(alignment: top, spacing: 8)` at `depth` with `frame`.
func framedView(depth: Int, _ description: String, frame: String) -> FramedView {
    let (kind, parameters) = splitParameters(description)
    return FramedView(key: "\(depth) \(kind)", kind: kind, parameters: parameters, label: shortLabel(description), frame: frame)
}

/// `Text("a, b", lineLimit: 1)` → (`Text`, [`"a, b"`, `lineLimit: 1`]): splits at the commas
/// between parameters, not those inside quotes or brackets.
func splitParameters(_ description: String) -> (kind: String, parameters: [String]) {
    guard let open = description.firstIndex(of: "("), description.hasSuffix(")") else { return (description, []) }
    let inner = description[description.index(after: open)..<description.index(before: description.endIndex)]
    var parameters: [String] = [], current = "", depth = 0, quoted = false, escaped = false
    for character in inner {
        if escaped {
            escaped = false
        } else if character == "\\" && quoted {
            escaped = true
        } else if character == "\"" {
            quoted.toggle()
        } else if !quoted && "([{".contains(character) {
            depth += 1
        } else if !quoted && ")]}".contains(character) {
            depth -= 1
        }
        if character == "," && !quoted && depth == 0 {
            parameters.append(current.trimmingCharacters(in: .whitespaces))
            current = ""
        } else {
            current.append(character)
        }
    }
    if !current.isEmpty { parameters.append(current.trimmingCharacters(in: .whitespaces)) }
    return (String(description[..<open]), parameters)
}

/// `Text("タイトル", lineLimit: 1)` → `Text "タイトル"`; other views keep their parameters.
func shortLabel(_ description: String) -> String {
    guard let open = description.firstIndex(of: "("), description[description.index(after: open)...].hasPrefix("\"") else {
        return description
    }
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
        let root = object["root"] as? [String: Any]
    else { return [] }
    var views: [FramedView] = []
    func number(_ value: Any) -> String {
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? String(CheckedConversion.int(double)) : String(double)
        }
        return "\(value)"
    }
    func visit(_ node: [String: Any], depth: Int) {
        let kind = node["kind"] as? String ?? "?"
        let attributes = (node["attributes"] as? [String]) ?? []
        let description = attributes.isEmpty ? kind : "\(kind)(\(attributes.joined(separator: ", ")))"
        if let frame = node["frame"] as? [Any], frame.count == 4 {
            let shown = "(\(number(frame[0])), \(number(frame[1])), \(number(frame[2]))×\(number(frame[3])))"
            views.append(framedView(depth: depth, description, frame: shown))
        }
        for child in node["children"] as? [[String: Any]] ?? [] { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return views
}

import Foundation

/// The public functions and initializers of `Sources/Tesselate` and `Sources/TesselateTesting`
/// that take a number (a `CGFloat`, `Double`, `Int`, `Angle`, `Date`, `Duration`, `TimeInterval`,
/// `UnitPoint`, a size, point, rect, `EdgeInsets`, a range, or a generic `BinaryFloatingPoint` or
/// `BinaryInteger`), found by reading the declarations: the list ``NumberFuzzTests`` must cover.
///
/// A declaration's key is its type and name with its argument labels, `View.frame(width:height:alignment:)`;
/// where several declarations share those, each key spells the parameter types as well,
/// `View.padding(_: EdgeInsets)`. A top-level function has no type: `assertFrame(_:_:in:accuracy:file:line:)`.
enum PublicNumberAPIs {
    static let numericTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Angle", "Date", "Duration", "TimeInterval", "UnitPoint", "CGSize", "CGPoint",
        "CGRect", "EdgeInsets", "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeThrough", "RangeExpression",
    ]

    struct Declaration {
        var type: String
        var name: String
        var labels: [String]
        var types: [String]
        var file: String

        var base: String { "\(type.isEmpty ? "" : type + ".")\(name)(\(labels.map { $0 + ":" }.joined()))" }
        var typed: String {
            "\(type.isEmpty ? "" : type + ".")\(name)(\(zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ")))"
        }
    }

    /// Every key, sorted.
    static func keys(packageRoot: URL) -> [String] {
        let found = ["Sources/Tesselate", "Sources/TesselateTesting"].flatMap {
            Self.declarations(under: packageRoot.appendingPathComponent($0))
        }
        let byBase = Dictionary(grouping: found, by: \.base)
        var keys = Set<String>()
        for (base, group) in byBase {
            if Set(group.map(\.typed)).count == 1 { keys.insert(base) } else { keys.formUnion(group.map(\.typed)) }
        }
        return keys.sorted()
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func declarations(under directory: URL) -> [Declaration] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.flatMap { file in
            (try? String(contentsOf: file, encoding: .utf8)).map { declarations(in: $0, file: file.lastPathComponent) } ?? []
        }
    }

    private static let typeLine = try! NSRegularExpression(
        pattern:
            #"^(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated|@\w+(?:\([^)]*\))?)\s+)*(?:extension|struct|class|enum|protocol|actor)\s+([\w.]+)"#
    )
    private static let declarationLine = try! NSRegularExpression(
        pattern:
            #"^(?:(?:@\w+(?:\([^)]*\))?|nonisolated)\s+)*public\s+(?:(?:static|nonisolated|mutating|consuming|borrowing|override|final|convenience|@\w+)\s+)*(?:func\s+([^\s(<]+)|init[?!]?)"#
    )

    /// The numeric public declarations in one file's text. The enclosing type of a declaration is
    /// the last type or extension declared at a smaller indentation (the code is formatted).
    static func declarations(in text: String, file: String) -> [Declaration] {
        let lines = text.components(separatedBy: "\n")
        var types: [(indent: Int, name: String)] = []
        var found: [Declaration] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            let text = String(trimmed)
            let range = NSRange(text.startIndex..., in: text)
            if let match = typeLine.firstMatch(in: text, range: range), let name = Range(match.range(at: 1), in: text) {
                types.removeAll { $0.indent >= indent }
                types.append((indent, String(text[name])))
            }
            guard let match = declarationLine.firstMatch(in: text, range: range) else { continue }
            let name = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? "init"
            let rest = lines[index..<min(lines.count, index + 40)].joined(separator: "\n")
            let start = rest.index(rest.startIndex, offsetBy: (line.count - text.count) + match.range.length)
            guard let signature = parameters(rest[start...]) else { continue }
            let numeric =
                signature.types.contains { !Set(words($0)).isDisjoint(with: numericTypes) }
                || signature.generics.contains("BinaryFloatingPoint") || signature.generics.contains("BinaryInteger")
            guard numeric else { continue }
            let type = types.last { $0.indent < indent }?.name ?? ""
            found.append(Declaration(type: type, name: name, labels: signature.labels, types: signature.types, file: file))
        }
        return found
    }

    /// The labels and types of the parameter list that starts `text` (after a generic clause),
    /// and the generic clause with the `where` clause after the list.
    static func parameters(_ text: Substring) -> (labels: [String], types: [String], generics: String)? {
        var rest = text.replacingOccurrences(of: "->", with: "→")[...]
        var generics = ""
        if rest.first == "<", let end = balancedEnd(rest, open: "<", close: ">") {
            generics = String(rest[..<end])
            rest = rest[end...]
        }
        rest = rest.drop { $0 == " " }
        guard rest.first == "(", let end = balancedEnd(rest, open: "(", close: ")") else { return nil }
        let list = rest[rest.index(after: rest.startIndex)..<rest.index(before: end)]
        generics += rest[end...].prefix { $0 != "{" }
        var labels: [String] = [], types: [String] = []
        for parameter in splitTopLevel(list) {
            let (head, colon, tail) = (parameter.prefix { $0 != ":" }, parameter.firstIndex(of: ":"), parameter)
            guard let colon else { continue }
            let label = head.split(separator: " ").first { !$0.hasPrefix("@") }.map(String.init) ?? "_"
            var type = String(tail[tail.index(after: colon)...])
            if let equals = splitTopLevel(type[...], separator: "=").first { type = equals }
            type = type.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") && $0 != "inout" }.joined(separator: " ")
            labels.append(label)
            types.append(type.replacingOccurrences(of: "→", with: "->"))
        }
        return (labels, types, generics)
    }

    private static func balancedEnd(_ text: Substring, open: Character, close: Character) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            }
        }
        return nil
    }

    private static func splitTopLevel(_ text: Substring, separator: Character = ",") -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    private static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}

import Foundation

/// A value of the JSON dump below the level of views (a frame, a proposal, an attribute list).
package indirect enum JSONDumpValue {
    case string(String)
    /// A number already written as JSON.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONDumpValue])
    /// Members in the order written (the dump writes them sorted by key).
    case object([(String, JSONDumpValue)])

    /// An integer.
    package static func int(_ value: Int) -> JSONDumpValue { .number(String(value)) }

    /// A coordinate: the dump's rounding (three decimals) written as Foundation's
    /// `JSONSerialization` writes a `Double` (its description without a trailing `.0`), infinity
    /// as a string.
    package static func coordinate(_ value: CGFloat) -> JSONDumpValue {
        guard value.isFinite else { return .string(formatNumber(value)) }
        var text = (Double(formatNumber(value)) ?? 0).description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }
}

/// Writes JSON a piece at a time, exactly as Foundation's `JSONSerialization` writes it with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (two spaces a level, `"key" : value`,
/// an empty array as `[`, an empty line, `]`), so the streamed dump has the bytes the dump had
/// when it was built with `JSONSerialization`. Two differences: U+2028 and U+2029 are escaped
/// (see ``quoted(_:)``), and, for very deep trees, indentation
/// stops growing at `maximumLevel` (JSON's whitespace is not significant), so the text stays
/// linear in the number of views. The text collects in ``output`` until the caller takes it.
package struct JSONDumpWriter {
    private var level = 0
    private let maximumLevel: Int
    /// The text written and not yet taken.
    package private(set) var output = ""

    package init(maximumLevel: Int) {
        self.maximumLevel = maximumLevel
        indentations = (0...maximumLevel).map { String(repeating: "  ", count: $0) }
    }

    private mutating func write(_ text: String) { output += text }

    /// Hands the text written so far to `write` once there is at least `threshold` bytes of it.
    package mutating func flush(to write: (String) -> Void, threshold: Int = 1 << 14) {
        guard output.utf8.count >= threshold, !output.isEmpty else { return }
        write(output)
        output = ""
    }

    /// The indentation of each level up to the maximum, made once.
    private let indentations: [String]
    private var indentation: String { indentations[min(level, maximumLevel)] }

    /// `{` or `[`, starting a level.
    package mutating func open(_ bracket: String) {
        write(bracket)
        write("\n")
        level += 1
    }

    /// `}` or `]`, ending a level.
    package mutating func close(_ bracket: String) {
        write("\n")
        level -= 1
        write(indentation)
        write(bracket)
    }

    /// Starts an element of an array: a comma after the previous one, and the indentation.
    package mutating func element(first: Bool) {
        if !first { write(",\n") }
        write(indentation)
    }

    /// Starts a member of an object: `"key" : `.
    package mutating func key(_ key: String, first: Bool) {
        element(first: first)
        write(Self.quoted(key))
        write(" : ")
    }

    package mutating func value(_ value: JSONDumpValue) {
        switch value {
        case .string(let text): write(Self.quoted(text))
        case .number(let text): write(text)
        case .bool(let flag): write(flag ? "true" : "false")
        case .null: write("null")
        case .array(let items):
            open("[")
            for (position, item) in items.enumerated() {
                element(first: position == 0)
                self.value(item)
            }
            close("]")
        case .object(let members):
            open("{")
            for (position, member) in members.enumerated() {
                key(member.0, first: position == 0)
                self.value(member.1)
            }
            close("}")
        }
    }

    /// A string as `JSONSerialization` writes it without escaping slashes: quotes, backslashes
    /// and control characters escaped, everything else as is; and also U+2028 and U+2029 (the
    /// line and paragraph separators), which JSON allows but JavaScript before ES2019 does not, so
    /// a dump is also a valid JavaScript literal.
    package static func quoted(_ text: String) -> String {
        // (U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.)
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{8}": result += "\\b"
            case "\u{c}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{f}": result += "\\u000" + String(scalar.value, radix: 16)
            case "\u{10}"..."\u{1f}": result += "\\u00" + String(scalar.value, radix: 16)
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

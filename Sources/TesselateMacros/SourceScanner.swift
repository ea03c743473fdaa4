import Foundation

/// Just enough of Swift's lexical structure to find the parts of a macro use: brackets, commas,
/// string literals (with escapes, interpolations, multi-line and raw strings) and comments, which
/// hide the brackets inside them.
enum SourceScanner {
    /// Calls `visit` with the index of each character outside strings and comments, from `start`
    /// on, until it returns `false`; returns the index it stopped at, or `nil` at the end.
    @discardableResult
    static func walk(_ text: [Character], from start: Int, _ visit: (Int) -> Bool) -> Int? {
        var index = start
        while index < text.count {
            if let end = skipStringOrComment(text, at: index) {
                index = end
                continue
            }
            if !visit(index) { return index }
            index += 1
        }
        return nil
    }

    /// When a string literal or a comment starts at `index`, the index just after it.
    static func skipStringOrComment(_ text: [Character], at index: Int) -> Int? {
        func starts(_ token: String, at position: Int) -> Bool {
            let token = Array(token)
            return position + token.count <= text.count && Array(text[position..<(position + token.count)]) == token
        }
        if starts("//", at: index) {
            var end = index
            while end < text.count && text[end] != "\n" { end += 1 }
            return end
        }
        if starts("/*", at: index) {
            var depth = 0
            var end = index
            while end < text.count {
                if starts("/*", at: end) {
                    depth += 1
                    end += 2
                } else if starts("*/", at: end) {
                    depth -= 1
                    end += 2
                    if depth == 0 { return end }
                } else {
                    end += 1
                }
            }
            return end
        }
        var hashes = 0
        while index + hashes < text.count && text[index + hashes] == "#" { hashes += 1 }
        let quote = index + hashes
        guard quote < text.count, text[quote] == "\"" else { return nil }
        let delimiter = starts("\"\"\"", at: quote) ? "\"\"\"" : "\""
        let closing = Array(delimiter + String(repeating: "#", count: hashes))
        let escape = Array("\\" + String(repeating: "#", count: hashes))
        var end = quote + delimiter.count
        while end < text.count {
            if end + closing.count <= text.count && Array(text[end..<(end + closing.count)]) == closing {
                return end + closing.count
            }
            if end + escape.count <= text.count && Array(text[end..<(end + escape.count)]) == escape {
                end += escape.count
                if end < text.count && text[end] == "(" {
                    end = (matching(text, from: end) ?? text.count - 1) + 1
                } else {
                    end += 1
                }
                continue
            }
            end += 1
        }
        return end
    }

    /// The index of the bracket that closes the one at `open`.
    static func matching(_ text: [Character], from open: Int) -> Int? {
        var depth = 0
        var close: Int?
        walk(text, from: open) { index in
            depth += nesting(text[index])
            if depth == 0 {
                close = index
                return false
            }
            return true
        }
        return close
    }

    /// The arguments of an argument list, split at its top-level commas, as written.
    static func topLevelArguments(_ list: String) -> [String] {
        let text = Array(list)
        var parts: [String] = []
        var depth = 0
        var start = 0
        walk(text, from: 0) { index in
            depth += nesting(text[index])
            if depth == 0 && text[index] == "," {
                parts.append(String(text[start..<index]))
                start = index + 1
            }
            return true
        }
        parts.append(String(text[start...]))
        return parts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// Opening minus closing brackets in `line`, outside strings and comments.
    static func nestingChange(of line: Substring) -> Int {
        let text = Array(line)
        var change = 0
        walk(text, from: 0) { index in
            change += nesting(text[index])
            return true
        }
        return change
    }

    /// Skips white space and comments.
    static func skipSpace(_ text: [Character], _ index: inout Int) {
        while index < text.count {
            if text[index].isWhitespace {
                index += 1
            } else if let end = skipStringOrComment(text, at: index), text[index] == "/" {
                index = end
            } else {
                return
            }
        }
    }

    private static func nesting(_ character: Character) -> Int {
        switch character {
        case "(", "[", "{": 1
        case ")", "]", "}": -1
        default: 0
        }
    }
}

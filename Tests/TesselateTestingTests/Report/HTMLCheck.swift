import Foundation

/// A small check of an HTML page for tests: that it is well formed (every element closed, in
/// order, attributes quoted, `&` only in character references, no bare `<` in text) and self
/// contained (no attribute, style or element that loads anything from elsewhere: every `src` and
/// `href` is a `data:` URL or a fragment). Not a full HTML parser: it reads pages written as the
/// failure report writes them, void elements (`<meta>`, `<img>`, …) without a closing tag.
enum HTMLCheck {
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"]
    /// Attributes whose value is a URL the browser loads or follows.
    static let urlAttributes: Set<String> = ["src", "href", "srcset", "action", "formaction", "poster", "data", "background", "cite"]
    /// Elements that load or run something by themselves.
    static let loadingElements: Set<String> = ["script", "link", "iframe", "object", "embed", "frame", "base"]

    /// `#38` or `#x26`: a decimal or hexadecimal character reference's name.
    static func isNumericReference(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasPrefix("#x") { return lowered.count > 2 && lowered.dropFirst(2).allSatisfy(\.isHexDigit) }
        return lowered.hasPrefix("#") && lowered.count > 1 && lowered.dropFirst().allSatisfy(\.isNumber)
    }

    /// What is wrong with `page`, in words; empty when it is well formed and self contained.
    static func problems(_ page: String) -> [String] {
        let text = Array(page.unicodeScalars)
        var problems: [String] = []
        var open: [String] = []
        var index = 0
        var elements = 0

        func starts(_ prefix: String, at position: Int) -> Bool {
            let scalars = Array(prefix.unicodeScalars)
            guard position + scalars.count <= text.count else { return false }
            return zip(scalars, text[position..<(position + scalars.count)]).allSatisfy {
                String($0).lowercased() == String($1).lowercased()
            }
        }
        func find(_ needle: String, from position: Int) -> Int? {
            var at = position
            while at < text.count {
                if starts(needle, at: at) { return at }
                at += 1
            }
            return nil
        }
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == ":" || scalar == "_"
        }
        func checkReferences(_ content: ArraySlice<Unicode.Scalar>, _ place: String) {
            var at = content.startIndex
            while at < content.endIndex {
                if content[at] == "&" {
                    var end = at + 1
                    while end < content.endIndex, content[end] != ";", end - at < 12 { end += 1 }
                    let name = String(String.UnicodeScalarView(content[(at + 1)..<min(end, content.endIndex)]))
                    let valid =
                        end < content.endIndex && content[end] == ";" && !name.isEmpty
                        && (name.allSatisfy(\.isLetter) || Self.isNumericReference(name))
                    if !valid { problems.append("an & that starts no character reference in \(place)") }
                }
                at += 1
            }
        }
        func checkStyle(_ css: String) {
            let lowered = css.lowercased()
            if lowered.contains("@import") { problems.append("a style imports another sheet") }
            var rest = lowered[...]
            while let range = rest.range(of: "url(") {
                let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
                if !after.hasPrefix("data:") && !after.hasPrefix("#") { problems.append("a style loads a URL: \(after.prefix(40))") }
                rest = rest[range.upperBound...]
            }
        }

        if !starts("<!DOCTYPE html>", at: 0) { problems.append("the page does not start with <!DOCTYPE html>") }
        while index < text.count {
            guard text[index] == "<" else {
                let next = text[index...].firstIndex(of: "<") ?? text.count
                checkReferences(text[index..<next], "text")
                index = next
                continue
            }
            if starts("<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { problems.append("a comment is not closed"); break }
                index = end + 3
                continue
            }
            if starts("<!", at: index) {
                guard let end = find(">", from: index) else { problems.append("a declaration is not closed"); break }
                index = end + 1
                continue
            }
            let closing = index + 1 < text.count && text[index + 1] == "/"
            var at = index + (closing ? 2 : 1)
            let nameStart = at
            while at < text.count, isNameScalar(text[at]) { at += 1 }
            let name = String(String.UnicodeScalarView(text[nameStart..<at])).lowercased()
            guard !name.isEmpty else {
                problems.append("a bare < in text at scalar \(index)")
                index += 1
                continue
            }
            if closing {
                while at < text.count, text[at] == " " { at += 1 }
                guard at < text.count, text[at] == ">" else { problems.append("the end tag </\(name) is not closed"); break }
                if open.last == name {
                    open.removeLast()
                } else {
                    problems.append("</\(name)> closes <\(open.last ?? "nothing")>")
                    if let position = open.lastIndex(of: name) { open.removeSubrange(position...) }
                }
                index = at + 1
                continue
            }
            elements += 1
            if loadingElements.contains(name) { problems.append("a <\(name)> element loads or runs something") }
            // Attributes: name, or name="value"; then > or />.
            var selfClosing = false
            while true {
                while at < text.count, text[at] == " " || text[at] == "\n" || text[at] == "\t" { at += 1 }
                guard at < text.count else { problems.append("the tag <\(name) is not closed"); return problems }
                if text[at] == ">" { at += 1; break }
                if text[at] == "/", at + 1 < text.count, text[at + 1] == ">" { selfClosing = true; at += 2; break }
                let attributeStart = at
                while at < text.count, isNameScalar(text[at]) { at += 1 }
                let attribute = String(String.UnicodeScalarView(text[attributeStart..<at])).lowercased()
                guard !attribute.isEmpty else { problems.append("a malformed attribute in <\(name)>"); return problems }
                guard at < text.count, text[at] == "=" else { continue }
                at += 1
                guard at < text.count, text[at] == "\"" else {
                    problems.append("the attribute \(attribute) of <\(name)> is not quoted"); return problems
                }
                guard let end = text[(at + 1)...].firstIndex(of: "\"") else {
                    problems.append("an attribute value is not closed"); return problems
                }
                let value = text[(at + 1)..<end]
                if value.contains("<") { problems.append("a < inside the attribute \(attribute) of <\(name)>") }
                checkReferences(value, "the attribute \(attribute) of <\(name)>")
                let url = String(String.UnicodeScalarView(value)).trimmingCharacters(in: .whitespaces).lowercased()
                if urlAttributes.contains(attribute), !url.hasPrefix("data:"), !url.hasPrefix("#") {
                    problems.append("<\(name) \(attribute)=\"\(url.prefix(40))\"> points outside the page")
                }
                if attribute == "style" { checkStyle(url) }
                at = end + 1
            }
            index = at
            if selfClosing || voidElements.contains(name) { continue }
            if name == "style" || name == "script" {
                guard let end = find("</\(name)", from: index) else { problems.append("<\(name)> is not closed"); break }
                if name == "style" { checkStyle(String(String.UnicodeScalarView(text[index..<end]))) }
                open.append(name)
                index = end
                continue
            }
            open.append(name)
        }
        if !open.isEmpty { problems.append("not closed: " + open.map { "<\($0)>" }.joined(separator: " ")) }
        if elements == 0 { problems.append("no elements") }
        return problems
    }
}

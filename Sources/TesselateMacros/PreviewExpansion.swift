import Foundation

/// Expands `#Preview` by text processing of the macro use's source: the argument list is kept as
/// written and passed to `Tesselate.Preview`'s initializer, the closure becomes the preview's
/// body, and declarations marked `@Previewable` become the properties of a view made for the
/// preview (so `@Previewable @State var on = true` is state, as in SwiftUI).
///
/// The expansion is a record in the `swift5_tests` section, laid out as Swift Testing's test
/// content records are (a kind, a C function that makes the value, two reserved words), with
/// Tesselate's own kind: `Preview.all` finds every record of the process through the Swift
/// runtime, as Swift Testing finds tests, and Swift Testing skips the records of kinds it does
/// not know.
enum PreviewExpansion {
    /// The record kind of a Tesselate preview: "tspv". Must match `Preview.recordKind`.
    static let recordKind = "0x7473_7076"

    /// The `expandMacroResult` fields for an `expandFreestandingMacro` request.
    static func answer(to request: [String: Any]) -> [String: Any] {
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        let source = syntax["source"] as? String ?? ""
        let location = syntax["location"] as? [String: Any] ?? [:]
        let discriminator = request["discriminator"] as? String ?? ""
        let inType = !((request["lexicalContext"] as? [Any]) ?? []).isEmpty
        guard let use = MacroUse(source) else {
            return ["diagnostics": [diagnostic("#Preview needs a closure that makes the view", location: location)]]
        }
        let line = (location["line"] as? Int ?? 1) + use.leadingNewlines
        let fileID = location["fileID"] as? String ?? ""
        return [
            "expandedSource": expansion(of: use, fileID: fileID, line: line, discriminator: discriminator, inType: inType),
            "diagnostics": [Any](),
        ]
    }

    /// The declaration `use` expands to.
    static func expansion(of use: MacroUse, fileID: String, line: Int, discriminator: String, inType: Bool) -> String {
        // A name the compiler accepts from a macro without declaring it: the discriminator, the
        // name's length and the name, and the unique-name operator (as swift-syntax makes them).
        let name = "\(discriminator)13PreviewRecordfMu_"
        let bodyName = "\(discriminator)11PreviewBodyfMu_"
        let (properties, statements) = splitPreviewable(use.body)
        var arguments = use.arguments.trimmingCharacters(in: .whitespacesAndNewlines)
        if !arguments.isEmpty { arguments += ", " }
        arguments += "fileID: \(literal(fileID)), line: \(line)"
        // The body is a function of its own, not a closure: a local type (`struct Wrapper: View`
        // followed by `return Wrapper()`) in a closure crashes Swift 6.3's compiler.
        // With `@Previewable` declarations, the body is that of a view holding them.
        let content =
            properties.isEmpty
            ? statements
            : """
            struct PreviewContent: Tesselate.View {
            \(properties)
            var body: some Tesselate.View {
            \(statements)
            }
            }
            return PreviewContent()
            """
        let scope = inType ? " static" : ""
        // A body that returns its view (as one declaring a local type must) is not built by
        // `ViewBuilder`, as in a closure; marking the function would warn.
        let attributes = properties.isEmpty && !returnsAtTopLevel(statements) ? "@Tesselate.ViewBuilder " : ""
        // The section attributes are for ELF (Linux), where `Preview.all` reads the section.
        return """
            @MainActor \(attributes)private\(scope) func \(bodyName)() -> some Tesselate.View {
            \(content)
            }
            #if os(Linux)
            @used @section("swift5_tests")
            #endif
            private\(scope) let \(name): (UInt32, UInt32, @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool, UInt, UInt) = (\(recordKind), 0, { out, type, _, _ in
            return Tesselate._storePreview(Tesselate.Preview(\(arguments)) { \(bodyName)() }, into: out, type: type)
            }, 0, 0)
            """
    }

    /// The declarations marked `@Previewable` in `body` (the mark removed), and the rest.
    static func splitPreviewable(_ body: String) -> (properties: String, statements: String) {
        var properties: [String] = []
        var statements: [String] = []
        var depth = 0
        var inPreviewable = false
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 && trimmed.hasPrefix("@Previewable") {
                inPreviewable = true
                properties.append(String(trimmed.dropFirst("@Previewable".count)).trimmingCharacters(in: .whitespaces))
            } else if inPreviewable {
                properties.append(String(line))
            } else {
                statements.append(String(line))
            }
            depth += SourceScanner.nestingChange(of: line)
            if depth <= 0 {
                depth = 0
                inPreviewable = false
            }
        }
        return (properties.joined(separator: "\n"), statements.joined(separator: "\n"))
    }

    /// Whether `body` has a `return` statement outside any braces.
    static func returnsAtTopLevel(_ body: String) -> Bool {
        var depth = 0
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 && (trimmed == "return" || trimmed.hasPrefix("return ")) { return true }
            depth = max(depth + SourceScanner.nestingChange(of: line), 0)
        }
        return false
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// An error diagnostic at the macro use.
    static func diagnostic(_ message: String, location: [String: Any] = [:]) -> [String: Any] {
        let position: [String: Any] = ["fileName": location["fileName"] as? String ?? "", "offset": location["offset"] as? Int ?? 0]
        return ["message": message, "severity": "error", "position": position, "highlights": [Any](), "notes": [Any](), "fixIts": [Any]()]
    }
}

/// The parts of `#Preview(arguments) { body }` as written.
struct MacroUse {
    /// The argument list without its parentheses and without a `body:` argument.
    var arguments: String
    /// The statements of the closure, without its braces.
    var body: String
    /// The line breaks before `#Preview` in the source the compiler sent (its leading trivia).
    var leadingNewlines: Int

    init?(_ source: String) {
        // The source starts with the use's leading trivia (white space, comments, which may
        // mention `#Preview` themselves), then `#Preview`.
        let characters = Array(source)
        var index = 0
        SourceScanner.skipSpace(characters, &index)
        let name = Array("#Preview")
        guard index + name.count <= characters.count, Array(characters[index..<(index + name.count)]) == name else { return nil }
        leadingNewlines = characters[..<index].filter { $0 == "\n" }.count
        index += name.count
        var arguments = ""
        var body: String?
        SourceScanner.skipSpace(characters, &index)
        if index < characters.count && characters[index] == "(" {
            guard let end = SourceScanner.matching(characters, from: index) else { return nil }
            let parts = SourceScanner.topLevelArguments(String(characters[(index + 1)..<end]))
            var kept: [String] = []
            for part in parts {
                let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.hasPrefix("body:") {
                    let closure = trimmed.dropFirst("body:".count).trimmingCharacters(in: .whitespacesAndNewlines)
                    guard closure.hasPrefix("{"), closure.hasSuffix("}") else { return nil }
                    body = String(closure.dropFirst().dropLast())
                } else {
                    kept.append(part)
                }
            }
            arguments = kept.joined(separator: ",")
            index = end + 1
            SourceScanner.skipSpace(characters, &index)
        }
        if index < characters.count && characters[index] == "{" {
            guard let end = SourceScanner.matching(characters, from: index) else { return nil }
            body = String(characters[(index + 1)..<end])
        }
        guard let body else { return nil }
        self.arguments = arguments
        self.body = body
    }
}

import Foundation

/// The expansion of `@Entry` on a property of an `extension EnvironmentValues`: a key type beside
/// the property (its peer, `__Key_<name>`) whose default value is the property's initial value,
/// and the property's getter and setter through that key, as SwiftUI's macro makes them. In an
/// `extension FocusedValues` the property is optional and has no value: the key is a
/// `FocusedValueKey` whose `Value` is the type without its `?`.
///
/// The declaration is read as text: `var name: Type = value` (attributes and modifiers before
/// `var` are kept by the compiler). The type must be written, as the key needs it; an optional
/// type without a value defaults to `nil`.
enum EntryExpansion {
    /// The `expandMacroResult` fields for an `expandAttachedMacro` request of `@Entry`.
    static func answer(to request: [String: Any]) -> [String: Any] {
        let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
        let location = (request["declSyntax"] as? [String: Any])?["location"] as? [String: Any] ?? [:]
        let context = ((request["lexicalContext"] as? [[String: Any]]) ?? []).compactMap { $0["source"] as? String }
        let extended = context.first.flatMap(extendedType)
        guard extended == "EnvironmentValues" || extended == "FocusedValues" else {
            return failure(
                "@Entry declares an environment or focused value: use it in an extension of EnvironmentValues or FocusedValues", location)
        }
        guard let property = Property(declaration) else {
            return failure("@Entry needs a property with its type written: `@Entry var name: Type = value`", location)
        }
        let key = "__Key_\(property.name)"
        switch request["macroRole"] as? String {
        case "peer" where extended == "FocusedValues":
            guard property.type.hasSuffix("?"), property.value == "nil" else {
                return failure("A focused value is optional and has no default: `@Entry var name: Type?`", location)
            }
            return [
                "expandedSource": """
                private struct \(key): Tesselate.FocusedValueKey {
                    typealias Value = \(property.type.dropLast())
                }
                """,
                "diagnostics": [Any](),
            ]
        case "peer":
            return [
                "expandedSource": """
                private struct \(key): Tesselate.EnvironmentKey {
                    static var defaultValue: \(property.type) { \(property.value) }
                }
                """,
                "diagnostics": [Any](),
            ]
        case "accessor":
            return [
                "expandedSource": """
                get {
                    self[\(key).self]
                }
                set {
                    self[\(key).self] = newValue
                }
                """,
                "diagnostics": [Any](),
            ]
        default:
            return ["expandedSource": "", "diagnostics": [Any]()]
        }
    }

    private static func failure(_ message: String, _ location: [String: Any]) -> [String: Any] {
        ["diagnostics": [PreviewExpansion.diagnostic(message, location: location)]]
    }

    /// The type `source` (an enclosing declaration) extends, without its module, if it is an
    /// extension: `EnvironmentValues` for `extension SwiftUI.EnvironmentValues {`.
    static func extendedType(_ source: String) -> String? {
        let words = source.split(whereSeparator: { $0.isWhitespace || $0 == "{" || $0 == ":" })
        guard let index = words.firstIndex(of: "extension"), index + 1 < words.count else { return nil }
        return words[index + 1].split(separator: ".").last.map(String.init)
    }

    /// A `var name: Type = value` declaration, read as text.
    struct Property {
        var name: String
        var type: String
        var value: String

        init?(_ source: String) {
            guard let varRange = source.range(of: #"\bvar\s+"#, options: .regularExpression) else { return nil }
            let rest = source[varRange.upperBound...]
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            name = rest[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterColon = rest[rest.index(after: colon)...]
            if let equals = Self.topLevelEquals(in: afterColon) {
                type = afterColon[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
                value = afterColon[afterColon.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
            } else {
                type = afterColon.trimmingCharacters(in: .whitespacesAndNewlines)
                guard type.hasSuffix("?") else { return nil }
                value = "nil"
            }
            guard !name.isEmpty, !type.isEmpty, !value.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return nil
            }
        }

        /// The first `=` outside brackets (a type such as `[String: Int]` or a closure type has none).
        private static func topLevelEquals(in text: Substring) -> Substring.Index? {
            var depth = 0
            var index = text.startIndex
            while index < text.endIndex {
                switch text[index] {
                case "(", "[", "<", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ">": if index > text.startIndex && text[text.index(before: index)] == "-" { break } else { depth -= 1 }
                case "=" where depth == 0: return index
                default: break
                }
                index = text.index(after: index)
            }
            return nil
        }
    }
}

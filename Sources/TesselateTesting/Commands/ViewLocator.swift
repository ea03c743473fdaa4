import Foundation
import Tesselate

/// Finds the view a person or a tool names on a command line: `path:VStack/Text[1]`, `id:title`,
/// `text:Hello`, `kind:TextField`, or the bare text, which is tried as a path, an explicit id (a
/// string, or an integer), an accessibility identifier, a text's string and a kind, in that
/// order, the first that matches anything deciding. Several matches are an error that lists their paths.
@MainActor
struct ViewLocator {
    let host: ViewHost<AnyView>

    func locate(_ text: String) throws(PreviewTools.Failure) -> ViewMatch {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw PreviewTools.Failure(description: "name the view: a path, an id or a text") }
        var kinds: [(String, [ViewQuery])]
        var name = trimmed
        if let rest = Self.value(of: "path:", in: trimmed) {
            (kinds, name) = ([("path", [Self.path(rest)])], rest)
        } else if let rest = Self.value(of: "id:", in: trimmed) {
            (kinds, name) = ([("id", Self.ids(rest))], rest)
        } else if let rest = Self.value(of: "text:", in: trimmed) {
            (kinds, name) = ([("text", [.text(rest)])], rest)
        } else if let rest = Self.value(of: "kind:", in: trimmed) {
            (kinds, name) = ([("kind", [.kind(rest)])], rest)
        } else {
            kinds = [
                ("path", [Self.path(trimmed)]), ("id", Self.ids(trimmed)),
                ("accessibility identifier", [.accessibilityIdentifier(trimmed)]),
                ("text", [.text(trimmed)]), ("kind", [.kind(trimmed)]),
            ]
        }
        for (kind, queries) in kinds {
            var found: [ViewMatch] = []
            for query in queries { found += host.findAll(query) }
            if found.count == 1 { return found[0] }
            if found.count > 1 {
                let paths = found.prefix(10).map { "  " + $0.path }.joined(separator: "\n")
                throw PreviewTools.Failure(
                    description: "\(found.count) views have the \(kind) \"\(name)\"; name one by its path:\n\(paths)")
            }
        }
        throw PreviewTools.Failure(
            description: "no view has the path, id, accessibility identifier, text or kind \"\(trimmed)\"; the dump shows each view's path")
    }

    private static func value(of prefix: String, in text: String) -> String? {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
    }

    private static func path(_ path: String) -> ViewQuery { .where("with the path \(path)") { $0.path == path } }

    private static func ids(_ id: String) -> [ViewQuery] { [.id(id)] + (Int(id).map { [.id($0)] } ?? []) }
}

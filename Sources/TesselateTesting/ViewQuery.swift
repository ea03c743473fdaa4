import Foundation
import Tesselate

/// What to look for in a host: a view by its `.id`, its text, its kind or type, or any test.
///
/// ```swift
/// host.find(.id("title"))
/// host.find(.text("Save"))
/// host.find(.type(TitleBar.self))      // the views a user type's body made
/// host.find(.type(Text.self))          // a built-in view, by kind
/// host.findAll(.kind("Spacer"))
/// host.find(.where("wider than 100") { $0.size.width > 100 })
/// ```
@MainActor
public struct ViewQuery: CustomStringConvertible {
    enum Criterion {
        case id(AnyHashable)
        case text(String, exact: Bool)
        case kind(String)
        case userType(Any.Type)
        case predicate(String, @MainActor (ViewMatch) -> Bool)
    }

    let criterion: Criterion

    /// The outermost view with the explicit id `id` (modifiers applied after `.id` share it).
    public static func id<ID: Hashable>(_ id: ID) -> ViewQuery { ViewQuery(criterion: .id(AnyHashable(id))) }

    /// `Text` views whose string is exactly `text`.
    public static func text(_ text: String) -> ViewQuery { ViewQuery(criterion: .text(text, exact: true)) }

    /// `Text` views whose string contains `fragment`.
    public static func text(containing fragment: String) -> ViewQuery { ViewQuery(criterion: .text(fragment, exact: false)) }

    /// Views of a kind as the dump names it: `"Text"`, `"HStack"`, `"frame"`, `"Button"`, …
    public static func kind(_ kind: String) -> ViewQuery { ViewQuery(criterion: .kind(kind)) }

    /// Views of a type: for one of your own views, the views its `body` made (the outermost of
    /// each); for a built-in view (`Text.self`, `Button<Text>.self`), views of its kind.
    public static func type<V: View>(_ type: V.Type) -> ViewQuery {
        if isBuiltInViewType(type) {
            let name = String(describing: type)
            return ViewQuery(criterion: .kind(String(name.prefix { $0 != "<" })))
        }
        return ViewQuery(criterion: .userType(type))
    }

    /// Views for which `test` is true; `description` names the test in failure messages.
    public static func `where`(_ description: String, _ test: @escaping @MainActor (ViewMatch) -> Bool) -> ViewQuery {
        ViewQuery(criterion: .predicate(description, test))
    }

    public nonisolated var description: String {
        MainActor.assumeIsolated {
            switch criterion {
            case .id(let id): "id \(id.base is String ? "\"\(id.base)\"" : String(describing: id.base))"
            case .text(let text, true): "text \"\(text)\""
            case .text(let text, false): "text containing \"\(text)\""
            case .kind(let kind): "kind \(kind)"
            case .userType(let type): "type \(type)"
            case .predicate(let description, _): "views \(description)"
            }
        }
    }

    /// Whether the view of `node` matches.
    func matches(_ snapshot: LayoutSnapshot, _ node: Int, host: any InspectableHost) -> Bool {
        switch criterion {
        case .id(let id):
            return snapshot.explicitID(of: node) == id && snapshot.isOutermostWithID(node)
        case .text(let text, let exact):
            guard let content = snapshot.text(of: node) else { return false }
            return exact ? content == text : content.contains(text)
        case .kind(let kind):
            return snapshot.kind(of: node) == kind
        case .userType(let type):
            return snapshot.userTypes(of: node).contains { $0 == type }
        case .predicate(_, let test):
            return test(ViewMatch(host: host, snapshot: snapshot, node: node))
        }
    }
}

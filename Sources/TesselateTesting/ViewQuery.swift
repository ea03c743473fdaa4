import Foundation
import Tesselate

/// What to look for in a host: a view by its `.id` or `accessibilityIdentifier`, its text, its
/// accessibility label, its kind or type, or any test.
///
/// ```swift
/// host.find(.id("title"))
/// host.find(.accessibilityIdentifier("save"))
/// host.find(.text("Save"))
/// host.find(.label("Save"))          // as VoiceOver reads it: the button, not its text
/// host.find(.button("Add"))           // a control by its title, as XCUITest's app.buttons["Add"]
/// host.find(.textField(prompt: "Email"))
/// host.find(.type(TitleBar.self))      // the views a user type's body made
/// host.find(.type(Text.self))          // a built-in view, by kind
/// host.findAll(.kind(.spacer))
/// host.find(.where("wider than 100") { $0.size.width > 100 })
/// ```
@MainActor
public struct ViewQuery: CustomStringConvertible {
    enum Criterion {
        case id(AnyHashable)
        case accessibilityIdentifier(String)
        case text(String, exact: Bool)
        case label(String)
        case kind(String)
        case userType(Any.Type)
        case control(ControlKind, String?)
        case textInput(kinds: Set<String>, title: String?, prompt: String?)
        case predicate(String, @MainActor (ViewMatch) -> Bool)
    }

    let criterion: Criterion

    /// The view given the explicit id `id` with `.id(_:)`: the view the modifier is applied to,
    /// not the modifiers applied after it. For `Button("Add") { … }.id("add").padding(8)`, the
    /// `Button`. The elements of a `ForEach` have their element's id (on their outermost view)
    /// unless they set one.
    public static func id<ID: Hashable>(_ id: ID) -> ViewQuery { ViewQuery(criterion: .id(AnyHashable(id))) }

    /// The view given `identifier` with `accessibilityIdentifier(_:)`, as an XCUITest query
    /// (`app.buttons["save"]`) finds it: the view the modifier is applied to. It does not match
    /// `.id(_:)`, which is the view's identity rather than a name for tests; a search that finds
    /// nothing lists views with that id among the nearest candidates.
    public static func accessibilityIdentifier(_ identifier: String) -> ViewQuery {
        ViewQuery(criterion: .accessibilityIdentifier(identifier))
    }

    /// `Text` views whose string is exactly `text`.
    public static func text(_ text: String) -> ViewQuery { ViewQuery(criterion: .text(text, exact: true)) }

    /// `Text` views whose string contains `fragment`.
    public static func text(containing fragment: String) -> ViewQuery { ViewQuery(criterion: .text(fragment, exact: false)) }

    /// The accessibility elements whose label is `label`, as VoiceOver reads them: a text's
    /// string, a button's text, or the `accessibilityLabel(_:)` given. `Button("Send") { … }` is
    /// found as the button (its text is part of it, not an element of its own); views hidden
    /// with `accessibilityHidden(true)` are not found.
    public static func label(_ label: String) -> ViewQuery { ViewQuery(criterion: .label(label)) }

    /// Views of a kind as the dump names it: `.kind(.text)`, `.kind(.hStack)`, `.kind(.frame)`,
    /// `.kind(.navigationBar)` (see ``ViewKind``).
    public static func kind(_ kind: ViewKind) -> ViewQuery { ViewQuery(criterion: .kind(kind.name)) }

    /// Views of a kind named by a string, as the dump names it: `"Text"`, `"HStack"`. Prefer
    /// a ``ViewKind``, which a renamed kind cannot silently miss.
    @_disfavoredOverload
    public static func kind(_ kind: String) -> ViewQuery { ViewQuery(criterion: .kind(kind)) }

    /// Views of a type: for one of your own views, the views its `body` made (the outermost of
    /// each); for a built-in view (`Text.self`, `Button<Text>.self`, `NavigationStack<…>`,
    /// `GroupBox<…>`), views of its kind, whatever its generic parameters.
    public static func type<V: View>(_ type: V.Type) -> ViewQuery {
        if isBuiltInViewType(type) || isLibraryViewType(type) {
            let name = String(describing: type)
            return ViewQuery(criterion: .kind(String(name.prefix { $0 != "<" })))
        }
        return ViewQuery(criterion: .userType(type))
    }

    /// `Button`s (and `NavigationLink`s, `Link`s and menu items, which act as buttons) whose
    /// accessibility label is `title`: the text of their label, or the `accessibilityLabel(_:)`
    /// given. As XCUITest's `app.buttons["Add"]`.
    public static func button(_ title: String) -> ViewQuery { ViewQuery(criterion: .control(.button, title)) }

    /// `Toggle`s whose accessibility label (their title) is `title`; every toggle when `nil`.
    public static func toggle(_ title: String? = nil) -> ViewQuery { ViewQuery(criterion: .control(.toggle, title)) }

    /// `Stepper`s whose accessibility label (their title) is `title`; every stepper when `nil`.
    public static func stepper(_ title: String? = nil) -> ViewQuery { ViewQuery(criterion: .control(.stepper, title)) }

    /// `Picker`s whose accessibility label (their title) is `title`; every picker when `nil`.
    public static func picker(_ title: String? = nil) -> ViewQuery { ViewQuery(criterion: .control(.picker, title)) }

    /// `Slider`s whose accessibility label is `title`; every slider when `nil`.
    public static func slider(_ title: String? = nil) -> ViewQuery { ViewQuery(criterion: .control(.slider, title)) }

    /// `TextField`s and `SecureField`s whose title is `title`; every one when `nil`.
    public static func textField(_ title: String? = nil) -> ViewQuery {
        ViewQuery(criterion: .textInput(kinds: ["TextField", "SecureField"], title: title, prompt: nil))
    }

    /// `TextField`s and `SecureField`s whose prompt (the placeholder shown when empty) is `prompt`.
    public static func textField(prompt: String) -> ViewQuery {
        ViewQuery(criterion: .textInput(kinds: ["TextField", "SecureField"], title: nil, prompt: prompt))
    }

    /// `TextEditor`s.
    public static var textEditor: ViewQuery { ViewQuery(criterion: .textInput(kinds: ["TextEditor"], title: nil, prompt: nil)) }

    /// Views for which `test` is true; `description` names the test in failure messages.
    public static func `where`(_ description: String, _ test: @escaping @MainActor (ViewMatch) -> Bool) -> ViewQuery {
        ViewQuery(criterion: .predicate(description, test))
    }

    public nonisolated var description: String {
        MainActor.assumeIsolated {
            switch criterion {
            case .id(let id): "id \(dumpValue(id))"
            case .accessibilityIdentifier(let identifier): "accessibilityIdentifier \(dumpValue(identifier))"
            case .text(let text, true): "text \"\(text)\""
            case .text(let text, false): "text containing \"\(text)\""
            case .label(let label): "accessibility label \"\(label)\""
            case .kind(let kind): "kind \(kind)"
            case .userType(let type): "type \(type)"
            case .control(let kind, let title): title.map { "\(kind.rawValue.lowercased()) \"\($0)\"" } ?? "any \(kind.rawValue)"
            case .textInput(let kinds, let title, let prompt):
                "\(kinds.sorted().joined(separator: " or "))"
                    + (title.map { " titled \"\($0)\"" } ?? "") + (prompt.map { " with prompt \"\($0)\"" } ?? "")
            case .predicate(let description, _): "views \(description)"
            }
        }
    }

    /// Whether the view of `node` matches.
    func matches(_ snapshot: LayoutSnapshot, _ node: Int, host: any InspectableHost) -> Bool {
        switch criterion {
        case .id(let id):
            return snapshot.hasExplicitID(node, id)
        case .accessibilityIdentifier(let identifier):
            return snapshot.accessibilityIdentifier(of: node) == identifier
        case .text(let text, let exact):
            guard let content = snapshot.text(of: node) else { return false }
            return exact ? content == text : content.contains(text)
        case .label(let label):
            return snapshot.accessibilityElement(of: node)?.label == label
        case .kind(let kind):
            return snapshot.kind(of: node) == kind
        case .userType(let type):
            return snapshot.userTypes(of: node).contains { $0 == type }
        case .control(let kind, let title):
            guard snapshot.control(of: node)?.kind == kind else { return false }
            return title == nil || snapshot.accessibilityElement(of: node)?.label == title
        case .textInput(let kinds, let title, let prompt):
            guard let input = snapshot.textInput(of: node), kinds.contains(input.kind) else { return false }
            return (title == nil || input.title == title) && (prompt == nil || input.prompt == prompt)
        case .predicate(_, let test):
            return test(ViewMatch(host: host, snapshot: snapshot, node: node))
        }
    }
}

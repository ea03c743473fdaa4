import Foundation

/// A control for choosing one of a set of values, as SwiftUI's `Picker`.
///
/// Each option is a view of `content` with a `tag(_:)` of the selection's type (or, inside a
/// `ForEach` whose ids are of that type, the element's id). In its default
/// iOS style (a menu) outside a `Form`, the picker shows only the selected option's text
/// followed by an up-down chevron, not its label; with no option tagged with the selection it
/// shows the chevron alone; in a `Form` or `List` row the label comes first and the selection
/// sits on the trailing side. `pickerStyle(_:)` gives the other looks (``PickerStyle``). The
/// testing library chooses an option with `select(_:)`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    public typealias Body = Never

    /// A picker bound to `selection`, with options `content` and a `label` describing it.
    @MainActor public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker bound to `selection`, with its `label` view given before the options `content`,
    /// as SwiftUI's iOS 13 `init(selection:label:content:)` (deprecated on Apple's platforms in
    /// favour of ``init(selection:content:label:)``, which it is the same as).
    @MainActor public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The options are read from a resolution of their own: only the selected one is shown.
        let scratch = Resolver()
        var optionNodes: [NodeIndex] = []
        scratch.resolve(content, context, into: &optionNodes)
        let options: [(tag: AnyHashable?, text: String)] = optionNodes.map {
            (Picker.tag(of: $0, in: scratch.tree), Picker.text(of: $0, in: scratch.tree))
        }
        let current = AnyHashable(selection.wrappedValue)
        if options.contains(where: { $0.tag == nil }) {
            resolver.report(
                .untaggedOption, "Picker: an option has no tag(_:) of type \(SelectionValue.self); it cannot be selected", context)
        }
        let selection = self.selection
        let select = ControlAction.select(options: options.compactMap(\.tag)) { value in
            guard let typed = value.base as? SelectionValue, options.contains(where: { $0.tag == value }) else { return false }
            selection.wrappedValue = typed
            return true
        }
        var attributes = [DumpAttribute("selection", dumpValue(selection.wrappedValue)), DumpAttribute("options", "\(options.count)")]
        let style = context.environment.pickerStyleKind
        if style != .automatic { attributes.append(DumpAttribute("style", ".\(style.rawValue)")) }
        let look = PickerLook(
            style: style, texts: options.map(\.text), selectedIndex: options.firstIndex { $0.tag == current },
            showsLabel: context.environment.isListRow && !context.environment.labelsHidden, label: label)
        resolver.resolveControl(kind: .picker, attributes: attributes, action: select, content: look, context, into: &nodes)
    }

    /// The tag of an option: the outermost `tag` wrapper of the node; else, as in SwiftUI, the
    /// id a `ForEach` gave it when that id is of the selection's type.
    @MainActor static func tag(of node: NodeIndex, in tree: ResolvedTree) -> AnyHashable? {
        var current = node
        while true {
            if let tag = tree[current].behavior as? TagNode { return tag.value }
            guard tree[current].children.count == 1 else { break }
            current = tree[current].children[0]
        }
        if let id = tree[node].listID, id.base is SelectionValue { return id }
        return nil
    }

    /// The texts of an option, joined by spaces.
    @MainActor static func text(of node: NodeIndex, in tree: ResolvedTree) -> String {
        var texts: [String] = []
        func visit(_ node: NodeIndex) {
            if let text = (tree[node].behavior as? TextNode)?.content { texts.append(text) }
            tree[node].children.forEach(visit)
        }
        visit(node)
        return texts.joined(separator: " ")
    }
}

extension Picker where Label == Text {
    /// A picker with the text `title` as its label.
    @MainActor public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// Sets the value a `Picker` option stands for, as SwiftUI's `tag(_:)`. Outside a picker it
    /// has no effect on layout (it shows as `tag` in dumps).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        modified(Tag(value: AnyHashable(tag)))
    }
}

struct Tag {
    var value: AnyHashable
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension Tag: WrappingModifier {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { TagNode(value: value) }
}

struct TagNode: WrapperBehavior {
    var value: AnyHashable
    var kindName: String { "tag" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(dumpValue(value))] }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Picker: View, PrimitiveView {}

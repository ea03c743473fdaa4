import Foundation

/// A control that pushes a view onto the enclosing ``NavigationStack``, as SwiftUI's
/// `NavigationLink`.
///
/// The value form pushes its value; the stack shows it with the matching
/// `navigationDestination(for:destination:)`. The destination form pushes its view. Layout: the
/// link is its label, as a borderless button; in a `List` row the label is followed by a
/// disclosure chevron at the row's trailing edge, as on iOS. The testing library's `tap()` finds it as it finds a
/// `Button`; the dump names it `NavigationLink`. Outside a stack, or with a `nil` value, the link
/// does nothing, as in SwiftUI.
/// In a `List(selection:)` in a column of a collapsed ``NavigationSplitView``, a value link
/// selects its value (which pushes the next column), as SwiftUI's does.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let target: Target
    public typealias Body = Never

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
        /// The deprecated `isActive:`/`tag:selection:` forms: the binding says whether the
        /// destination is pushed.
        case active(Destination, Binding<Bool>)
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    /// A link that pushes `destination` (deprecated in SwiftUI for the closure form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // What tapping the link does (nothing outside a navigation container, or for a nil value).
        var tap: (@MainActor () -> Void)?
        var attributes: [DumpAttribute] = []
        if let navigation = context.environment.navigation {
            switch target {
            case .value(let value?):
                attributes.append(DumpAttribute("value", dumpValue(value)))
                if let selection = context.environment.listSelection, context.environment.navigationSplitColumn != nil {
                    // In a split view's list with a selection, the link selects its value.
                    tap = { selection.select(value) }
                } else {
                    tap = { navigation.push(value) }
                }
            case .value(nil):
                attributes.append(DumpAttribute("value", "nil"))
            case .view(let destination):
                tap = { navigation.pushView(PushedPage(view: AnyView(destination))) }
            case .active(let destination, let isActive):
                tap = {
                    isActive.wrappedValue = true
                    // A leading column's link shows its destination in the next column at once.
                    if navigation.showsInNextColumn { navigation.pushView(PushedPage(view: AnyView(destination))) }
                }
                pushWhileActive(destination, isActive, navigation, in: resolver, context)
            }
        }
        if context.listMetrics != nil || context.environment.isListRow {
            // In a list or form row (a section's too) the link shows a disclosure chevron at the
            // trailing edge, as on iOS, at least `disclosureChevronGap` after the label.
            let chevron = NavigationMetrics.disclosureChevronSize(os: context.environment.osVersion)
            let row = HStack(spacing: 0) {
                label; Spacer(minLength: NavigationMetrics.disclosureChevronGap); ControlGlyph(part: .chevron, size: chevron)
            }
            resolver.resolveControl(
                kind: .button, name: "NavigationLink", attributes: attributes, action: .tap(tap),
                content: row, context, into: &nodes)
        } else {
            // Elsewhere (a stack, a toolbar) a link is drawn as a button in the environment's
            // button style, as SwiftUI's: the automatic style tints its label, and
            // `.buttonStyle(.plain)` keeps the label's own colours.
            let style = context.environment.buttonStyle
            let configuration = PrimitiveButtonStyleConfiguration(role: nil, label: .init(view: label), action: { [tap] in tap?() })
            let content = style.body(configuration).environment(\.buttonStyle, AnyButtonStyle(DefaultButtonStyle()))
            resolver.resolveControl(
                kind: .button, name: "NavigationLink", attributes: attributes + style.dumpAttributes,
                action: .tap(style.triggersItself ? nil : tap),
                content: content, context, into: &nodes)
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the stack's `navigationDestination(for:)` of its
    /// type. A `nil` value disables the link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with a string shown as it is that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string shown as it is that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a localized key that pushes `destination` (deprecated in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string that pushes `destination` (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension NavigationLink: View, PrimitiveView {}

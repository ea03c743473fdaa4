import Foundation

/// A title with an icon, as SwiftUI's `Label`.
///
/// The label's style (`labelStyle(_:)`, ``LabelStyle``) lays out its title and icon. The automatic
/// style is `.titleAndIcon` (iOS outside lists and toolbars): the icon, 8 points, the title, with
/// the icon's vertical centre half the font's cap height above the title's first baseline (cap
/// height taken to the half point). Source: swiftui-web `Docs/elements/Label.md` and
/// `Docs/elements/iOS.md` (measured on macOS 26 and an iOS 26 simulator). Tesselate has no lists
/// or toolbars, so the automatic style is never icon-only.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// Made from a style's configuration: drawn in the title-and-icon style, whatever the
    /// environment's style (as SwiftUI does, so a custom style can wrap the standard label).
    var usesStandardStyle = false
    public typealias Body = Never

    /// A label with a title and an icon of any views, as SwiftUI's `init(title:icon:)`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and a system symbol, as SwiftUI's `init(_:systemImage:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and a system symbol, as SwiftUI's `init(_:systemImage:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and an image asset, as SwiftUI's `init(_:image:)`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a string title and an image asset, as SwiftUI's `init(_:image:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is configuring, as SwiftUI's `init(_:)`: inside a custom style's
    /// `makeBody(configuration:)`, `Label(configuration)` is the standard title-and-icon label.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        usesStandardStyle = true
    }
}

extension Label: View, PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon))
        let style = usesStandardStyle ? AnyLabelStyle(TitleAndIconLabelStyle()) : context.environment.labelStyle
        resolver.resolveContainer(
            NamedContainerNode(kindName: "Label", attributes: style.dumpAttributes),
            content: style.body(configuration), context, into: &nodes)
    }
}

/// A node that lays its content out as itself and names it in the dump (a `Label`,
/// a `LabeledContent`): the content is what its style built.
struct NamedContainerNode: WrapperBehavior {
    var kindName: String
    var attributes: [DumpAttribute] = []
    var dumpAttributes: [DumpAttribute] { attributes }
}

extension Resolver {
    /// Makes a node of `behavior` whose one child is `content` (several views are stacked in an
    /// implicit `VStack`, none give an empty node).
    func resolveContainer<Content: View>(
        _ behavior: any NodeBehavior, content: Content, _ context: ResolveContext,
        into nodes: inout [NodeIndex]
    ) {
        let node = makeNode(behavior, context)
        var contentContext = context.content(of: node)
        contentContext.stackAxis = context.stackAxis
        let child = resolveSingle(content, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout()))
        attach([child], to: node)
        nodes.append(node)
    }
}

import Foundation

/// A button that shares items, as SwiftUI's `ShareLink`: drawn as a button (in the button style,
/// so in the tint by default) labelled "Share" with the `square.and.arrow.up` symbol, or with the
/// given title or label. A host has no share sheet: tapping the link (TesselateTesting's `tap()`)
/// records what would be shared in ``ViewHost/shares``, as `openURL` is recorded.
///
/// Tesselate shares `URL`s and `String`s (SwiftUI shares any `Transferable`, which Linux lacks);
/// `preview:` forms are missing. The dump shows the items.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View> {
    let items: [Share.Item]
    let subject: Text?
    let message: Text?
    let label: Label
    public typealias Body = Never

    @MainActor init(items: [Share.Item], subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let share = Share(items: items, subject: subject?.content, message: message?.content)
        let services = resolver.host.services
        var attributes = [DumpAttribute("items", "[" + items.map(\.description).joined(separator: ", ") + "]")]
        if let subject = share.subject { attributes.append(DumpAttribute("subject", quoted(subject))) }
        resolver.resolveContainer(
            NamedContainerNode(kindName: "ShareLink", attributes: attributes),
            content: Button(action: { [weak services] in services?.shares.append(share) }, label: { label }), context, into: &nodes)
    }
}

/// The label of a ``ShareLink`` made without one, as SwiftUI's `DefaultShareLinkLabel`: the title
/// ("Share" unless given) with the `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text
    init(_ title: Text = Text("Share")) { self.title = title }

    public var body: some View {
        Label {
            title
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// Shares `item`, labelled "Share".
    @MainActor public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares `item`, titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Shares `item`, titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Shares `item`, titled with a text.
    @MainActor public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.url(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// Shares the string `item`, labelled "Share".
    @MainActor public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.string(item)], subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares the string `item`, titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.string(item)], subject: subject, message: message, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Shares the string `item`, titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.string(item)], subject: subject, message: message, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Shares the string `item`, titled with a text.
    @MainActor public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [.string(item)], subject: subject, message: message, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// Shares `item`, drawn as `label`.
    @MainActor public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: [.url(item)], subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// Shares the string `item`, drawn as `label`.
    @MainActor public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: [.string(item)], subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Shares `items`, labelled "Share".
    @MainActor public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items.map { .url($0) }, subject: subject, message: message, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Shares `items`, drawn as `label`.
    @MainActor public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items.map { .url($0) }, subject: subject, message: message, label: label())
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ShareLink: View, PrimitiveView {}

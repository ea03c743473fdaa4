import Foundation

// The labels, buttons and menus that take an asset catalog's `ImageResource` (iOS 17), as the
// ones that take an image's name: `Label("Home", image: .house)`.

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image resource, as SwiftUI's `init(_:image:)`.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label with a string title and an image resource, as SwiftUI's `init(_:image:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == Tesselate.Label<Text, Image> {
    /// A button labelled with a localized title and an image resource, as SwiftUI's
    /// `init(_:image:action:)`: its label is `Label(titleKey, image: image)`.
    @MainActor public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Tesselate.Label(titleKey, image: image) }
    }

    /// A button labelled with a string title and an image resource, as SwiftUI's
    /// `init(_:image:action:)` with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Tesselate.Label(title, image: image) }
    }
}

extension Menu where Label == Tesselate.Label<Text, Image> {
    /// A menu titled with a localized key and an image resource, as SwiftUI's
    /// `init(_:image:content:)`.
    @MainActor public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tesselate.Label(titleKey, image: image) }
    }

    /// A menu titled `title` with an image resource, as SwiftUI's `init(_:image:content:)` with a
    /// string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tesselate.Label(title, image: image) }
    }
}

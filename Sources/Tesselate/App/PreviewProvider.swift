import Foundation

/// A type that produces view previews, as SwiftUI's `PreviewProvider`.
///
/// ```swift
/// struct CardView_Previews: PreviewProvider {
///     static var previews: some View {
///         CardView().previewDisplayName("Default")
///         CardView(compact: true).previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// As in Xcode's canvas, each view at the top of `previews` (in a block or a `Group`) is a preview
/// of its own, with the settings of its preview modifiers (``View/previewDisplayName(_:)``,
/// ``View/previewLayout(_:)``, ``View/previewDevice(_:)``,
/// ``View/previewInterfaceOrientation(_:)``); ``Preview/previews(of:)`` lists them.
///
/// **Where Tesselate differs.** Xcode finds providers by reading the source. Swift on Linux cannot
/// list a protocol's conforming types at run time, so ``Preview/all`` finds only `#Preview`s: a
/// tool lists its providers itself (the playgrounds list theirs in `Playground.previewProviders`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View
    /// The views to preview; each top-level view is one preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform to preview on; `nil` (the default) lets Xcode infer it. Tesselate shows every
    /// preview as iOS lays it out.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

extension Preview {
    /// The previews of `provider`: one for each view at the top of its `previews`, named by its
    /// ``View/previewDisplayName(_:)`` or by the provider's type (`CardView_Previews`, or
    /// `CardView_Previews 2` for the second of several).
    @MainActor public static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
        let parts = previewParts(of: Provider.previews, PreviewSettings())
        let typeName = String(describing: Provider.self)
        return parts.enumerated().map { number, part in
            let name = part.settings.displayName ?? (parts.count > 1 ? "\(typeName) \(number + 1)" : typeName)
            let view = part.view
            return Preview(name: name, fileID: typeName, line: number + 1, settings: part.settings) { AnyView(view) }
        }
    }

    /// The separate previews `view` stands for: the children of blocks and groups, with the
    /// settings of the preview modifiers around them.
    @MainActor static func previewParts(of view: any View, _ settings: PreviewSettings) -> [(view: any View, settings: PreviewSettings)] {
        if let modified = view as? any PreviewSettingsCarrier {
            return previewParts(of: modified.previewContent, settings.merging(modified.previewSettings))
        }
        if let container = view as? any PreviewContainer {
            return container.previewChildren.flatMap { previewParts(of: $0, settings) }
        }
        return [(view, settings)]
    }
}

/// A view that carries preview settings around its content.
protocol PreviewSettingsCarrier {
    var previewContent: any View { get }
    var previewSettings: PreviewSettings { get }
}

extension _PreviewSettingsView: PreviewSettingsCarrier {
    var previewContent: any View { content }
    var previewSettings: PreviewSettings { settings }
}

/// A view whose children Xcode shows as separate previews.
protocol PreviewContainer {
    var previewChildren: [any View] { get }
}

extension TupleView: PreviewContainer {
    var previewChildren: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension Group: PreviewContainer {
    var previewChildren: [any View] { [content] }
}

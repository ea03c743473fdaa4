import Foundation

extension View {
    /// Sets the colour scheme of the window this view is in, as SwiftUI's
    /// `preferredColorScheme(_:)`: the whole window's `\.colorScheme` (the root's environment)
    /// becomes `colorScheme` from the next pass of the update, whichever view asks; `nil` asks for
    /// nothing. When several views ask, the last one resolved wins. In SwiftUI the nearest
    /// presentation (a sheet) takes the scheme; in a host it is always the window.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modified(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

/// `preferredColorScheme(_:)`: a request to the host; makes no node.
struct PreferredColorSchemeModifier: PrimitiveModifier {
    var colorScheme: ColorScheme?

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let colorScheme { resolver.host.services.preferredColorScheme = colorScheme }
        resolver.resolve(content, context, into: &nodes)
    }
}

extension ViewHost {
    /// The appearance the system is in, as the Settings app sets it: `.light` by default. It is
    /// the root's `\.colorScheme` unless a view asks for another with `preferredColorScheme(_:)`.
    /// Setting it runs the update before the setter returns.
    public var colorScheme: ColorScheme {
        get { services.systemColorScheme }
        set {
            services.systemColorScheme = newValue
            invalidateForInteraction()
            settle()
        }
    }
}

import Foundation

/// Related controls shown together, as SwiftUI's `ControlGroup` on iOS: its buttons side by side
/// in an `HStack` with 1 point between them, each drawn `.bordered` and taking an equal share of
/// the width. The spacing is Tesselate's choice, not measured.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls in `content`.
    @MainActor public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 1) { content }
            .buttonStyle(.bordered)
            .environment(\.isInControlGroup, true)
    }
}

struct IsInControlGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether buttons are in a ``ControlGroup``: a bordered one then takes all the width offered.
    var isInControlGroup: Bool {
        get { self[IsInControlGroupKey.self] }
        set { self[IsInControlGroupKey.self] = newValue }
    }
}

import Foundation

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The scale of symbol images in the subtree, as SwiftUI's `imageScale`; `.medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The rendering mode of symbol images in the subtree, as SwiftUI's `symbolRenderingMode`;
    /// `nil` lets each symbol choose.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images in this view, as SwiftUI's `imageScale(_:)`: small and large are
    /// about 0.81 and 1.28 times the medium size (`SymbolMetrics`).
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Sets how symbol images in this view colour their layers, as SwiftUI's
    /// `symbolRenderingMode(_:)`. Recorded in the dump; the placeholder is drawn the same way in
    /// every mode.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

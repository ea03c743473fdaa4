import Foundation

extension GraphicsContext {
    /// How a context's commands composite with what is below them, as SwiftUI's
    /// `GraphicsContext.BlendMode`: the modes a view's `blendMode(_:)` has, drawn as it draws
    /// them. The Porter–Duff modes a view has no counterpart for (`clear`, `copy`, `sourceIn`,
    /// `sourceOut`, `destinationIn`, `destinationAtop`, `xor`) do not exist yet.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The view blend mode drawn for this one.
        var mode: Tesselate.BlendMode {
            let modes: [Int32: Tesselate.BlendMode] = [
                0: .normal, 1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
                8: .softLight, 9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color,
                15: .luminosity, 22: .sourceAtop, 23: .destinationOver, 25: .destinationOut, 27: .plusDarker, 28: .plusLighter,
            ]
            return modes[rawValue] ?? .normal
        }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 27) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 28) }
    }
}

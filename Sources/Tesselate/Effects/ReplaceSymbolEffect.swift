import Foundation

/// An effect that animates a symbol changing into another, as Symbols'
/// `ContentTransitionSymbolEffect`: used with `contentTransition(.symbolEffect(_:options:))`.
public protocol ContentTransitionSymbolEffect {}

/// A replacement of one symbol by another, as Symbols' `ReplaceSymbolEffect` (`.replace`,
/// `.replace.downUp`, …).
public struct ReplaceSymbolEffect: _ConfiguredSymbolEffect, ContentTransitionSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    /// The old symbol goes down, the new one comes up.
    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    /// The old symbol goes up, the new one comes up.
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    /// The old symbol disappears, the new one comes up.
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }
    /// The shared parts of the two symbols morph (iOS 18), else `fallback` plays, as Symbols'
    /// `magic(fallback:)`.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect {
        MagicReplaceSymbolEffect(_configuration: _configuration.adding("magic(fallback: \(fallback))"))
    }
}

/// A replacement that morphs the parts two symbols share (iOS 18), as Symbols'
/// `MagicReplaceSymbolEffect`.
public struct MagicReplaceSymbolEffect: _ConfiguredSymbolEffect, ContentTransitionSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var byLayer: MagicReplaceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: MagicReplaceSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement of one symbol by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(_configuration: .init(name: "replace")) }
}

extension ContentTransition {
    /// Symbols change with the system's symbol replacement, as SwiftUI's `symbolEffect`.
    public static let symbolEffect = ContentTransition(description: "symbolEffect")

    /// Symbols change with `effect` played with `options`, as SwiftUI's
    /// `symbolEffect(_:options:)`. A host shows where the transition ends (the new symbol); the
    /// transition's description names the effect and options.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(description: "symbolEffect(\(effect), options: \(options))")
    }
}

import Foundation

// The symbol effects of Apple's Symbols framework, which SwiftUI re-exports: the animations
// `symbolEffect(_:options:isActive:)` and `symbolEffect(_:options:value:)` play on SF Symbols.
// A host shows where an animation ends (see `symbolEffect` for what each effect draws); the
// types, their configurations (`.bounce.up.byLayer`) and the options are kept and shown in the
// dump.

/// An effect that animates a symbol image, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs from start to finish, triggered by a changed value, as Symbols'
/// `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect {}
/// An effect that lasts while it is active, as Symbols' `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect {}
/// An effect that shows or hides a symbol, as Symbols' `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect {}

/// A configuration of an effect: its name and the options chained on it (`up`, `byLayer`, …).
public struct _SymbolEffectConfiguration: Hashable, Sendable, CustomStringConvertible {
    var name: String
    var parts: [String] = []

    func adding(_ part: String) -> _SymbolEffectConfiguration {
        var copy = self
        copy.parts.append(part)
        return copy
    }

    public var description: String { ([".\(name)"] + parts).joined(separator: ".") }
}

/// Declares an effect type with its configuration and its description (`.bounce.up`).
public protocol _ConfiguredSymbolEffect: SymbolEffect, CustomStringConvertible {
    var _configuration: _SymbolEffectConfiguration { get }
    init(_configuration: _SymbolEffectConfiguration)
}

extension _ConfiguredSymbolEffect {
    public var description: String { _configuration.description }
    func adding(_ part: String) -> Self { Self(_configuration: _configuration.adding(part)) }
}

/// A bounce, as Symbols' `BounceSymbolEffect`.
public struct BounceSymbolEffect: _ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var up: BounceSymbolEffect { adding("up") }
    public var down: BounceSymbolEffect { adding("down") }
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}

/// A pulse of opacity, as Symbols' `PulseSymbolEffect`.
public struct PulseSymbolEffect: _ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}

/// Layers lit in turn, as Symbols' `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: _ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

/// A scale up or down while active, as Symbols' `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: _ConfiguredSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var up: ScaleSymbolEffect { adding("up") }
    public var down: ScaleSymbolEffect { adding("down") }
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}

/// The symbol appearing, as Symbols' `AppearSymbolEffect`.
public struct AppearSymbolEffect: _ConfiguredSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var up: AppearSymbolEffect { adding("up") }
    public var down: AppearSymbolEffect { adding("down") }
    public var byLayer: AppearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}

/// The symbol disappearing, as Symbols' `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: _ConfiguredSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var up: DisappearSymbolEffect { adding("up") }
    public var down: DisappearSymbolEffect { adding("down") }
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}

/// A wiggle (iOS 18), as Symbols' `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: _ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var left: WiggleSymbolEffect { adding("left") }
    public var right: WiggleSymbolEffect { adding("right") }
    public var up: WiggleSymbolEffect { adding("up") }
    public var down: WiggleSymbolEffect { adding("down") }
    public var forward: WiggleSymbolEffect { adding("forward") }
    public var backward: WiggleSymbolEffect { adding("backward") }
    public var clockwise: WiggleSymbolEffect { adding("clockwise") }
    public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }
    public var byLayer: WiggleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: WiggleSymbolEffect { adding("wholeSymbol") }
}

/// A rotation (iOS 18), as Symbols' `RotateSymbolEffect`.
public struct RotateSymbolEffect: _ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var clockwise: RotateSymbolEffect { adding("clockwise") }
    public var counterClockwise: RotateSymbolEffect { adding("counterClockwise") }
    public var byLayer: RotateSymbolEffect { adding("byLayer") }
    public var wholeSymbol: RotateSymbolEffect { adding("wholeSymbol") }
}

/// A breathing swell (iOS 18), as Symbols' `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: _ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public let _configuration: _SymbolEffectConfiguration
    public init(_configuration: _SymbolEffectConfiguration) { self._configuration = _configuration }
    public var plain: BreatheSymbolEffect { adding("plain") }
    public var pulse: BreatheSymbolEffect { adding("pulse") }
    public var byLayer: BreatheSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BreatheSymbolEffect { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(_configuration: .init(name: "bounce")) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(_configuration: .init(name: "pulse")) }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(_configuration: .init(name: "variableColor")) }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(_configuration: .init(name: "scale")) }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(_configuration: .init(name: "appear")) }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(_configuration: .init(name: "disappear")) }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(_configuration: .init(name: "wiggle")) }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(_configuration: .init(name: "rotate")) }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(_configuration: .init(name: "breathe")) }
}

/// How an effect plays, as Symbols' `SymbolEffectOptions`: kept and shown in the dump (a host
/// plays no animation).
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
    var parts: [String] = []

    /// The default options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Options that prefer to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Options that prefer not to repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Options with a preferred repeat count (`nil`: the default).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Options with a preferred speed multiplier (1 by default).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, preferring to repeat indefinitely.
    public var repeating: SymbolEffectOptions { adding("repeating") }
    /// These options, preferring not to repeat.
    public var nonRepeating: SymbolEffectOptions { adding("nonRepeating") }
    /// These options with a preferred repeat count.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { adding("repeat(\(count.map { "\($0)" } ?? "nil"))") }
    /// These options with a preferred speed multiplier.
    public func speed(_ speed: Double) -> SymbolEffectOptions { adding("speed(\(formatNumber(CGFloat(speed))))") }

    private func adding(_ part: String) -> SymbolEffectOptions {
        var copy = self
        copy.parts.append(part)
        return copy
    }

    public var description: String { parts.isEmpty ? ".default" : "." + parts.joined(separator: ".") }
}

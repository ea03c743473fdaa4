import Foundation

/// A key a keyboard shortcut uses, as SwiftUI's `KeyEquivalent`: a character (a literal,
/// `"s"`) or one of the named keys. The named keys' characters are those AppKit and UIKit use for
/// them (the function-key range U+F700… for arrows and the like, Escape U+001B, Delete U+0008).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The key's character.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    private static let names: [Character: String] = [
        "\u{F700}": "↑", "\u{F701}": "↓", "\u{F702}": "←", "\u{F703}": "→", "\u{1B}": "⎋", "\u{8}": "⌫", "\u{F728}": "⌦",
        "\u{F729}": "↖", "\u{F72B}": "↘", "\u{F72C}": "⇞", "\u{F72D}": "⇟", "\u{F739}": "⌧", "\t": "⇥", " ": "Space", "\r": "↩",
    ]

    /// The key as menus show it: `"S"`, `"↩"`, `"⎋"`, `"Space"`.
    public var description: String { KeyEquivalent.names[character] ?? String(character).uppercased() }
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// The modifiers as menus show them, in Apple's order: `"⌃⌥⇧⌘"`.
    public var description: String {
        [(EventModifiers.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.capsLock, "⇪"), (.command, "⌘"), (.numericPad, "num ")]
            .filter { contains($0.0) }.map(\.1).joined()
    }
}

/// A key and its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// How a shortcut adapts to keyboard layouts, as SwiftUI's `KeyboardShortcut.Localization`;
    /// a host has one layout, so it is recorded only.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// The system's choice: the key is remapped for the layout where needed.
        public static let automatic = Localization(name: "automatic")
        /// The key is not remapped (`"⌘["` stays `[`).
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// The shortcut is the key as written, on every layout.
        public static let custom = Localization(name: "custom")
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    /// The shortcut `key` with `modifiers` (⌘ by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// The shortcut `key` with `modifiers`, localized as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The default button's shortcut: Return, no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The cancel button's shortcut: Escape, no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// `.defaultAction`, `.cancelAction`, or the modifiers and key as menus show them (`"⌘S"`).
    public var description: String {
        if self == .defaultAction { return ".defaultAction" }
        if self == .cancelAction { return ".cancelAction" }
        return modifiers.description + key.description
    }

    /// Shortcuts are the same key with the same modifiers (the localization is how they are
    /// found on a layout, not which they are).
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifiers == rhs.modifiers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers)
    }
}

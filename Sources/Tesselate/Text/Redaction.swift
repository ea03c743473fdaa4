import Foundation

/// Why a view is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown as a placeholder: text becomes grey boxes of its size (`redacted(reason: .placeholder)`).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden: views marked `privacySensitive()` are redacted.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Data that is out of date (widgets); shown as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The reasons to redact the views in this environment, as SwiftUI's `redactionReasons`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views in this environment were marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text here is drawn as a placeholder: redacted as a placeholder, or private and
    /// redacted for privacy.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Redacts this view for `reason`, as SwiftUI's `redacted(reason:)`: with `.placeholder`,
    /// texts keep their size and are drawn as grey rounded boxes (the dump marks them
    /// `redacted`); with `.privacy`, only views marked `privacySensitive()` are. Images and shapes
    /// are drawn as they are (SwiftUI greys images too).
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows this view unredacted inside a redacted one, as SwiftUI's `unredacted()`.
    nonisolated public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as showing private data, as SwiftUI's `privacySensitive(_:)`: redacted
    /// when the environment redacts for `.privacy`.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

/// Whether people can select the text of a view, as SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Selectable text, as SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected, as SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension EnvironmentValues {
    var allowsTextSelection: Bool {
        get { textModifiers.allowsSelection }
        set { textModifiers.allowsSelection = newValue }
    }
}

extension View {
    /// Lets people select the text in this view, as SwiftUI's `textSelection(_:)`. A host has
    /// no selection; the dump marks the texts `textSelection`. Layout is unchanged.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}

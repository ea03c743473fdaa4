import Foundation

/// A style of text field, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {
    /// Which of Tesselate's styles this is.
    var kind: TextFieldStyleKind { get }
}

/// The text field styles Tesselate lays out.
public enum TextFieldStyleKind: String, Hashable, Sendable {
    /// iOS's default: no border, as `.plain`.
    case automatic
    case plain
    /// A rounded rectangle around the text, inset by ``TextInputMetrics/roundedBorderInsets``.
    case roundedBorder
}

/// The default text field style, as SwiftUI's `DefaultTextFieldStyle` (plain on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .automatic } }
/// A text field without decoration, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .plain } }
/// A text field in a rounded border, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .roundedBorder } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { .init() } }

/// The kind of keyboard a field asks for, as UIKit's `UIKeyboardType` (which SwiftUI's
/// `keyboardType(_:)` takes). Recorded in the dump; it has no effect on layout.
public enum UIKeyboardType: String, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalized, as SwiftUI's `TextInputAutocapitalization`. Recorded only.
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let never = Self(name: "never")
    public static let words = Self(name: "words")
    public static let sentences = Self(name: "sentences")
    public static let characters = Self(name: "characters")
    public var description: String { name }
}

/// The label of the return key, as SwiftUI's `SubmitLabel`. Recorded only.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let done = Self(name: "done")
    public static let go = Self(name: "go")
    public static let send = Self(name: "send")
    public static let join = Self(name: "join")
    public static let route = Self(name: "route")
    public static let search = Self(name: "search")
    public static let `return` = Self(name: "return")
    public static let next = Self(name: "next")
    public static let `continue` = Self(name: "continue")
    public var description: String { name }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
/// The iOS-only input modifiers of a subtree, by modifier name, for dumps.
struct TextInputTraitsKey: EnvironmentKey { static let defaultValue: [String: String] = [:] }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    var textInputTraits: [String: String] {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields in this view, as SwiftUI's `textFieldStyle(_:)`.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { environment(\.textFieldStyle, style.kind) }

    nonisolated private func inputTrait(_ name: String, _ value: String) -> some View {
        transformEnvironment(\.textInputTraits) { $0[name] = value }
    }

    /// Sets the keyboard of fields in this view, as SwiftUI's `keyboardType(_:)` (iOS). Recorded
    /// in the dump; no layout effect.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { inputTrait("keyboardType", ".\(type.rawValue)") }

    /// As SwiftUI's `textInputAutocapitalization(_:)` (iOS). Recorded only.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        inputTrait("textInputAutocapitalization", autocapitalization.map { ".\($0)" } ?? "nil")
    }

    /// As SwiftUI's `autocorrectionDisabled(_:)`. Recorded only.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        inputTrait("autocorrectionDisabled", "\(disable)")
    }

    /// As SwiftUI's `disableAutocorrection(_:)` (deprecated). Recorded only.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        inputTrait("autocorrectionDisabled", "\(disable ?? false)")
    }

    /// As SwiftUI's `submitLabel(_:)`. Recorded only.
    nonisolated public func submitLabel(_ label: SubmitLabel) -> some View { inputTrait("submitLabel", ".\(label)") }

    /// Tells the system what a text field holds, as SwiftUI's `textContentType(_:)` on iOS
    /// (`.emailAddress`, `.password`, …). Recorded (the dump shows it); there is no AutoFill.
    nonisolated public func textContentType(_ type: UITextContentType?) -> some View {
        inputTrait("textContentType", type.map { ".\($0.rawValue)" } ?? "nil")
    }
}

import Foundation
import Tesselate

/// A parameter of a view as a typed value: its name in the dump and how its value reads.
///
/// Read one from a match with a key path into ``ViewAttributeKeys``:
/// `match.attribute(\.lineLimit)` is an `Int?`, `match.attribute(\.isDisabled)` a `Bool?`.
/// `attribute(_:)` with a string still returns the dump's text.
public struct ViewAttributeKey<Value>: Sendable {
    /// The parameter's label in the dump (`lineLimit`).
    public let name: String
    let read: @Sendable (String) -> Value?

    /// A key for the dump's parameter `name`, whose text `read` turns into a value (`nil` when
    /// the text is not one).
    public init(_ name: String, read: @escaping @Sendable (String) -> Value?) {
        self.name = name
        self.read = read
    }
}

/// The typed parameters a match can be asked for (`match.attribute(\.lineLimit)`).
/// Values that are SwiftUI styles, colours or fonts read as the dump writes them (`.title`,
/// `.borderless`, `white`): the dump is their only record.
public struct ViewAttributeKeys: Sendable {
    /// A `Text`'s `lineLimit(_:)`.
    public var lineLimit: ViewAttributeKey<Int> { ViewAttributeKey("lineLimit") { Int($0) } }  // digits, not a float
    /// Whether a control is disabled (`disabled(true)` on it or around it).
    public var isDisabled: ViewAttributeKey<Bool> { ViewAttributeKey("disabled") { Bool($0) } }
    /// A toggle's state.
    public var isOn: ViewAttributeKey<Bool> { ViewAttributeKey("isOn") { Bool($0) } }
    /// An `Image(systemName:)`'s name.
    public var systemName: ViewAttributeKey<String> { ViewAttributeKey("systemName", read: unquoted) }
    /// An image's `renderingMode(_:)`.
    public var renderingMode: ViewAttributeKey<Image.TemplateRenderingMode> {
        ViewAttributeKey("renderingMode") { $0 == ".template" ? .template : $0 == ".original" ? .original : nil }
    }
    /// A stack's or grid's `spacing:`.
    public var spacing: ViewAttributeKey<CGFloat> { ViewAttributeKey("spacing", read: number) }
    /// A frame's bounds.
    public var width: ViewAttributeKey<CGFloat> { ViewAttributeKey("width", read: number) }
    public var height: ViewAttributeKey<CGFloat> { ViewAttributeKey("height", read: number) }
    public var minWidth: ViewAttributeKey<CGFloat> { ViewAttributeKey("minWidth", read: number) }
    public var maxWidth: ViewAttributeKey<CGFloat> { ViewAttributeKey("maxWidth", read: number) }
    public var minHeight: ViewAttributeKey<CGFloat> { ViewAttributeKey("minHeight", read: number) }
    public var maxHeight: ViewAttributeKey<CGFloat> { ViewAttributeKey("maxHeight", read: number) }
    /// A resizable image's or a shape's size as the dump writes it (`30×20`).
    public var size: ViewAttributeKey<CGSize> {
        ViewAttributeKey("size") { text in
            let parts = text.split(separator: "×")
            guard parts.count == 2, let width = number(String(parts[0])), let height = number(String(parts[1])) else { return nil }
            return CGSize(width: width, height: height)
        }
    }
    /// A button's role, as the dump writes it (`.destructive`, `.cancel`).
    public var role: ViewAttributeKey<String> { ViewAttributeKey("role") { $0 } }
    /// A control's style, as the dump writes it (`.borderless`, `.segmented`).
    public var style: ViewAttributeKey<String> { ViewAttributeKey("style") { $0 } }
    /// A view's font, as the dump writes it (`.title`, `.system(size: 20)`).
    public var font: ViewAttributeKey<String> { ViewAttributeKey("font") { $0 } }
    /// A shape's fill, as the dump writes it (a colour's name, a material's).
    public var fill: ViewAttributeKey<String> { ViewAttributeKey("fill") { $0 } }
    /// A view's tint, as the dump writes it.
    public var tint: ViewAttributeKey<String> { ViewAttributeKey("tint") { $0 } }
}

/// A number as the dump writes it.
@Sendable private func number(_ text: String) -> CGFloat? { Double(text).map { CGFloat($0) } }

/// A string as the dump writes it, in quotes with `\"` and `\\` escaped.
@Sendable private func unquoted(_ text: String) -> String? {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
    var result = "", escaped = false
    for character in text.dropFirst().dropLast() {
        if escaped || character != "\\" {
            result.append(character)
            escaped = false
        } else {
            escaped = true
        }
    }
    return result
}

extension ViewMatch {
    /// The view's parameter `key` as a typed value (`match.attribute(\.lineLimit)`), `nil` when
    /// the view has no such parameter.
    public func attribute<Value>(_ key: KeyPath<ViewAttributeKeys, ViewAttributeKey<Value>>) -> Value? {
        let key = ViewAttributeKeys()[keyPath: key]
        return attribute(key.name).flatMap(key.read)
    }
}

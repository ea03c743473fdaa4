import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString`, as SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes`: `font`, `foregroundColor`, `backgroundColor`,
    /// `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`, and
    /// Foundation's (`link`, …). Set them as in SwiftUI:
    /// `string.font = .headline`, `string[range].foregroundColor = .red`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The colour of a run's text (a `Text` is drawn in the first run's colour).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind a run (recorded; not drawn).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// A run's strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// Points added after each character of a run (measured as tracking).
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Points added after each character of a run.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// How far a run's baseline is raised.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope, for `AttributedString(…, including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name on an `AttributedString` and its runs.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text showing `attributedContent`, each run in its attributes, as SwiftUI's `init(_:)`
    /// for `AttributedString`: SwiftUI's font, colour, underline, strikethrough, kerning,
    /// tracking and baseline offset, and Foundation's link. (Foundation on Linux has no
    /// `InlinePresentationIntent` nor `AttributedString(markdown:)`; Markdown in a `Text` literal
    /// is read by `Text` itself.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Attributes = AttributeScopes.SwiftUIAttributes
        var runs: [Run] = []
        for piece in attributedContent.runs {
            var run = Run(string: String(attributedContent[piece.range].characters))
            run.font = piece[Attributes.FontAttribute.self]
            run.color = piece[Attributes.ForegroundColorAttribute.self]
            if let underline = piece[Attributes.UnderlineStyleAttribute.self] { run.underline = underline }
            if let strikethrough = piece[Attributes.StrikethroughStyleAttribute.self] { run.strikethrough = strikethrough }
            run.kerning = piece[Attributes.KerningAttribute.self]
            run.tracking = piece[Attributes.TrackingAttribute.self]
            run.baselineOffset = piece[Attributes.BaselineOffsetAttribute.self]
            run.link = piece.link
            runs.append(run)
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}

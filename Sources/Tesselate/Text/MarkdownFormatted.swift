import Foundation

extension InlineMarkdown {
    /// The first of the private-use characters that stand for formatted pieces while a key is
    /// read as Markdown.
    private static let placeholderBase: UInt32 = 0xF0000

    /// The runs of a key made of literal and formatted pieces (`"**\(price, format: …)** total"`),
    /// or `nil` when the literal pieces hold no Markdown. SwiftUI reads the Markdown of the whole
    /// localized string with the formatted values in place; here each formatted value stands in
    /// the source as one placeholder character, so it takes the style of the markers around it
    /// and is never a marker itself, and each run with placeholders is formatted where it is shown.
    static func runs(_ parts: [(literal: String, format: TextFormat?)]) -> [Text.Run]? {
        guard parts.contains(where: { $0.format == nil && $0.literal.contains(where: { "*_`~[\\".contains($0) }) }) else {
            return nil
        }
        var formats: [TextFormat] = []
        var source = ""
        for part in parts {
            if let format = part.format, let scalar = Unicode.Scalar(placeholderBase + UInt32(formats.count)) {
                formats.append(format)
                source.unicodeScalars.append(scalar)
            } else {
                source += part.literal
            }
        }
        guard let runs = runs(source) else { return nil }
        return runs.map { run in
            var run = run
            var pieces: [TextFormat] = []
            var literal = ""
            for scalar in run.string.unicodeScalars {
                let index = Int(scalar.value) - Int(placeholderBase)
                if index >= 0, index < formats.count {
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(formats[index])
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
            guard !pieces.isEmpty else { return run }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            let format = TextFormat(joining: pieces)
            run.format = format
            run.string = format.key
            return run
        }
    }
}

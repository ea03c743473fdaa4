import Foundation

/// A host's prepared texts (graphemes, advances, break opportunities, and the layouts already
/// made), kept from one pass and one update to the next: a text that did not change is not
/// prepared or laid out again, and texts that repeat (a list's identical subtitles) are prepared
/// once. Texts the last update did not show are dropped when it ends.
@MainActor
final class PreparedTextCache {
    private struct Entry {
        /// The text as first met: later equal texts use this one, so that a text repeated in
        /// many rows keeps one array of runs, not one per row.
        let text: StyledText
        let layouts: TextLayoutMemo
        /// The last update that used the text.
        var update: Int
    }

    private var texts: [StyledText: Entry] = [:]
    /// The update under way, and how many texts it used so far.
    private var update = 0
    private var used = 0

    /// The preparation of `text`, made once, with the layouts made of it. One look-up in the
    /// table (hashing a text is a good part of resolving it).
    func prepared(_ text: StyledText) -> (text: StyledText, layouts: TextLayoutMemo) {
        func use(_ entry: inout Entry) -> (StyledText, TextLayoutMemo) {
            if entry.update != update {
                entry.update = update
                used += 1
            }
            return (entry.text, entry.layouts)
        }
        return use(
            &texts[
                text,
                default: Entry(
                    text: text, layouts: TextLayoutMemo(PreparedText(text, sharedFonts: sharedFonts(of: text))), update: update - 1)])
    }

    /// Drops the texts the update that just ended did not use, when `dropping` (an update that ran
    /// only some bodies did not read the texts of the others).
    func endUpdate(dropping: Bool = true) {
        if dropping && texts.count != used {
            let update = update
            texts = texts.filter { $0.value.update == update }
        }
        update += 1
        used = 0
    }

    var count: Int { texts.count }

    /// Each font's metrics, as the one-element array texts of one run in that font share (see
    /// ``PreparedText/init(_:sharedFonts:)``).
    private var fonts: [Font: [TextMetrics]] = [:]

    private func sharedFonts(of text: StyledText) -> [TextMetrics]? {
        guard PreparedText.canShareFonts(text) else { return nil }
        let font = text.runs[0].font
        if let known = fonts[font] { return known }
        let made = [TextMetrics(font: font)]
        fonts[font] = made
        return made
    }
}

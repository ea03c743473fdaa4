import Foundation

/// A host's prepared texts (graphemes, advances, break opportunities, and the layouts already
/// made), kept from one pass and one update to the next: a text that did not change is not
/// prepared or laid out again, and texts that repeat (a list's identical subtitles) are prepared
/// once. Texts the last update did not show are dropped when it ends.
@MainActor
final class PreparedTextCache {
    private var texts: [StyledText: PreparedText] = [:]
    private var used = Set<StyledText>()

    /// The preparation of `text`, made once.
    func prepared(_ text: StyledText) -> PreparedText {
        used.insert(text)
        if let known = texts[text] { return known }
        let prepared = PreparedText(text)
        texts[text] = prepared
        return prepared
    }

    /// Drops the texts the update that just ended did not use, when `dropping` (an update that ran
    /// only some bodies did not read the texts of the others).
    func endUpdate(dropping: Bool = true) {
        if dropping && texts.count != used.count { texts = texts.filter { used.contains($0.key) } }
        used.removeAll(keepingCapacity: true)
    }

    var count: Int { texts.count }
}

import Foundation

/// A ``PreparedText`` and the layouts already made of it, with their requests (the 256 most
/// recent).
///
/// Kept apart from the text because each layout refers to its text (its lines are the text's
/// graphemes, made into strings when asked for): a memo inside the text would make a cycle of
/// references, and no text laid out would ever be freed. A host's node and its text cache hold
/// the memo; the layouts hold only the text.
///
/// A text is asked for a handful of layouts, a few dozen when it is shared by many rows, and
/// hundreds inside stacks that alternate axes around reflowing text. A request is kept as a key
/// of three words — its width and height, and its line budget and which of the options the text
/// was laid out with (nearly always one set, kept once) in 32 bits each — so that a look-up
/// compares integers, and the memo of a text costs little memory; a layout itself is a size and
/// a reference to lines that equal requests share (``TextLayoutResult``). A short list is searched in order; a long one through a
/// ``PositionIndex`` of the keys' hashes.
final class TextLayoutMemo {
    let text: PreparedText

    private struct Key: Equatable {
        var size: ProposalKey
        var lineBudget: Int32
        var options: Int32

        init(_ request: TextLayoutRequest, options: Int) {
            size = ProposalKey(ProposedViewSize(width: request.width, height: request.height))
            // A budget past 32 bits is no budget: no text has that many lines.
            lineBudget = request.lineBudget.map { Int32(clamping: $0) } ?? -1
            self.options = Int32(options)
        }

        var hash: UInt64 { size.hash ^ (UInt64(bitPattern: Int64(lineBudget) &* 31 &+ Int64(options)) &* 0x1656_67B1_9E37_79F9) }
    }

    // Unchecked for exclusivity: a stored property of a class costs a check at each of the many
    // look-ups of a pass, and they are only read and changed by the two methods below, which call
    // out to nothing that reaches them.
    /// The options the text was laid out with, each once.
    #if DEBUG
        private var options: [TextLayoutOptions] = []
    #else
        @exclusivity(unchecked) private var options: [TextLayoutOptions] = []
    #endif
    /// The layouts with their requests, in one array (one allocation a text, not two).
    #if DEBUG
        private var entries: [(key: Key, result: TextLayoutResult)] = []
    #else
        @exclusivity(unchecked) private var entries: [(key: Key, result: TextLayoutResult)] = []
    #endif
    #if DEBUG
        private var index: PositionIndex?
    #else
        @exclusivity(unchecked) private var index: PositionIndex?
    #endif

    init(_ text: PreparedText) { self.text = text }

    /// The text prepared in smaller fonts, by scale (``PreparedText/shrunk(to:)``): a text that
    /// shrinks is tried at a few scales each time it is laid out afresh.
    private var shrunkTexts: [CGFloat: PreparedText] = [:]

    /// `text` in its fonts at `scale` of their sizes, prepared once.
    func shrunk(to scale: CGFloat) -> PreparedText {
        if let known = shrunkTexts[scale] { return known }
        let made = text.shrunk(to: scale)
        shrunkTexts[scale] = made
        return made
    }

    private var trackedTight: PreparedText?

    /// `text` with its tracking ``TextLayoutOptions/tightTracking`` tighter, prepared once.
    func tight() -> PreparedText {
        if let trackedTight { return trackedTight }
        let made = text.tracked(byEm: -TextLayoutOptions.tightTracking)
        trackedTight = made
        return made
    }

    private static let capacity = 256
    /// More distinct options than this (a text shown at many scales) starts the memo afresh.
    private static let optionsCapacity = 8

    private func position(of options: TextLayoutOptions) -> Int? {
        for position in self.options.indices where self.options[position] == options { return position }
        return nil
    }

    /// The layout already made for `request`, if any.
    func layout(for request: TextLayoutRequest) -> TextLayoutResult? {
        guard let options = position(of: request.options) else { return nil }
        let key = Key(request, options: options)
        if let index {
            return index.position(key.hash, where: { entries[$0].key == key }).map { entries[$0].result }
        }
        for entry in entries where entry.key == key { return entry.result }
        return nil
    }

    /// Keeps `result` as the layout for `request`; past the capacity, the oldest half is dropped.
    func keep(_ result: TextLayoutResult, for request: TextLayoutRequest) {
        if entries.count >= TextLayoutMemo.capacity {
            entries.removeFirst(TextLayoutMemo.capacity / 2)
            index = nil
        }
        var optionsPosition = position(of: request.options)
        if optionsPosition == nil {
            if options.count >= TextLayoutMemo.optionsCapacity {
                options = []
                entries = []
                index = nil
            }
            options.append(request.options)
            optionsPosition = options.count - 1
        }
        let key = Key(request, options: optionsPosition!)
        // Room for the few layouts most texts get (a stack's probes and its share) at once.
        if entries.isEmpty { entries.reserveCapacity(4) }
        entries.append((key, result))
        let entries = entries
        PositionIndex.update(&index, count: entries.count) { entries[$0].key.hash }
    }
}

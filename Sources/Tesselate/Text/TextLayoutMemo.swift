import Foundation

/// The layouts a ``PreparedText`` already made, and their requests (the 256 most recent).
///
/// A text is asked for a handful of layouts, a few dozen when it is shared by many rows, and
/// hundreds inside stacks that alternate axes around reflowing text. A short list is searched in
/// order by a one-word key of the offered size; a long one through a ``PositionIndex`` of the
/// keys. Either way a key that matches is compared in full.
struct TextLayoutMemo {
    private var keys: [UInt64] = []
    private var requests: [TextLayoutRequest] = []
    private var results: [TextLayoutResult] = []
    private var index: PositionIndex?

    private static let capacity = 256
    private static let indexedFrom = 16

    private static func key(_ request: TextLayoutRequest) -> UInt64 {
        let width = UInt64(request.width?.bitPattern ?? .max)
        let height = UInt64(request.height?.bitPattern ?? .max)
        return (width &* 0x9E37_79B9_7F4A_7C15) ^ (height &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// The layout already made for `request`, if any.
    func layout(for request: TextLayoutRequest) -> TextLayoutResult? {
        let key = TextLayoutMemo.key(request)
        if let index {
            return index.position(key, where: { keys[$0] == key && requests[$0] == request }).map { results[$0] }
        }
        for position in keys.indices where keys[position] == key && requests[position] == request { return results[position] }
        return nil
    }

    /// Keeps `result` as the layout for `request`; past the capacity, the oldest half is dropped.
    mutating func keep(_ result: TextLayoutResult, for request: TextLayoutRequest) {
        if keys.count >= TextLayoutMemo.capacity {
            let half = TextLayoutMemo.capacity / 2
            keys.removeFirst(half)
            requests.removeFirst(half)
            results.removeFirst(half)
            index = nil
        }
        let key = TextLayoutMemo.key(request)
        keys.append(key)
        requests.append(request)
        results.append(result)
        let keys = keys
        if index != nil {
            index!.add(keys.count - 1, key, count: keys.count) { keys[$0] }
        } else if keys.count >= TextLayoutMemo.indexedFrom {
            index = PositionIndex(count: keys.count) { keys[$0] }
        }
    }
}

import Foundation

/// The layouts a ``PreparedText`` already made, and their requests (the 64 most recent).
///
/// A text is asked for a handful of layouts, or a few dozen when it is shared by many rows: a
/// list searched by a one-word key of the offered size, then compared in full, is cheaper than
/// hashing each request.
struct TextLayoutMemo {
    private var keys: [UInt64] = []
    private var requests: [TextLayoutRequest] = []
    private var results: [TextLayoutResult] = []

    private static func key(_ request: TextLayoutRequest) -> UInt64 {
        let width = UInt64(request.width?.bitPattern ?? .max)
        let height = UInt64(request.height?.bitPattern ?? .max)
        return (width &* 0x9E37_79B9_7F4A_7C15) ^ height
    }

    /// The layout already made for `request`, if any.
    func layout(for request: TextLayoutRequest) -> TextLayoutResult? {
        let key = TextLayoutMemo.key(request)
        for index in keys.indices where keys[index] == key && requests[index] == request { return results[index] }
        return nil
    }

    /// Keeps `result` as the layout for `request`; past 64, the oldest half is dropped.
    mutating func keep(_ result: TextLayoutResult, for request: TextLayoutRequest) {
        if keys.count >= 64 {
            keys.removeFirst(32)
            requests.removeFirst(32)
            results.removeFirst(32)
        }
        keys.append(TextLayoutMemo.key(request))
        requests.append(request)
        results.append(result)
    }
}

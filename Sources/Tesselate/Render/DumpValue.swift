import Foundation

/// A value a view holds (a preference, an `onChange` value, a tag, an id, a state change in a
/// loop trace) as every dump prints it: the same value prints the same text on every host and in
/// every run, in the dump's own style.
///
/// - Strings are quoted and shortened as the dump quotes text; `CGFloat`, `Double` and `Float`
///   have at most three decimals (`formatNumber`); a `CGSize` is `w×h`, a `CGPoint` `(x, y)` and
///   a `CGRect` `(x, y, w×h)`, as the dump's frames.
/// - A dictionary is sorted by key and a set by element: with `<` when the keys are `Comparable`
///   and of one type, else by their printed form. An array keeps its order.
/// - A collection longer than eight elements shows the first eight, then `… (+N more)`.
/// - An optional prints its value or `nil`; structs, tuples and enum cases with values print
///   their fields the same way (`Size(width: 1.5, tags: ["a", "b"])`) unless the type describes
///   itself (`CustomStringConvertible`); a class instance prints its type's name.
package func dumpValue(_ value: Any) -> String { DumpValue().text(value, depth: 0) }

/// The printed forms of values, shown (``dumpValue(_:)``) or exact.
struct DumpValue {
    /// Numbers in full and collections and strings whole: a form for telling values apart (see
    /// `sameValue`), still independent of the order of dictionaries and sets.
    var exact = false

    static let shownElements = 8
    var maximumDepth: Int { exact ? 64 : 6 }

    func text(_ value: Any, depth: Int) -> String {
        guard depth <= maximumDepth else { return "…" }
        if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable { return text(hashable.base, depth: depth) }
        if let leaf = leafText(value) { return leaf }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { text($0.value, depth: depth) } ?? "nil"
        case .collection:
            return "[" + listed(mirror.children.map { text($0.value, depth: depth + 1) }) + "]"
        case .set:
            let elements = mirror.children.map { child in
                let shown = text(child.value, depth: depth + 1)
                return (key: child.value, keyText: shown, shown: shown)
            }
            return "Set([" + listed(ordered(elements)) + "])"
        case .dictionary:
            guard !mirror.children.isEmpty else { return "[:]" }
            let entries = mirror.children.map { child in
                let pair = Array(Mirror(reflecting: child.value).children)
                let key = pair.first?.value ?? child.value
                let keyText = text(key, depth: depth + 1)
                return (key: key, keyText: keyText, shown: keyText + ": " + (pair.count > 1 ? text(pair[1].value, depth: depth + 1) : "?"))
            }
            return "[" + listed(ordered(entries)) + "]"
        case .tuple:
            return "(" + fields(mirror, depth: depth) + ")"
        case .enum:
            if let described = value as? CustomStringConvertible { return described.description }
            guard let payload = mirror.children.first else { return String(describing: value) }
            // Several values come as a tuple, which brings its own parentheses.
            let inner = text(payload.value, depth: depth + 1)
            let isTuple = Mirror(reflecting: payload.value).displayStyle == .tuple
            return (payload.label ?? "") + (isTuple ? inner : "(\(inner))")
        case .struct:
            if let described = value as? CustomStringConvertible { return described.description }
            return "\(type(of: value))(" + fields(mirror, depth: depth) + ")"
        case .class:
            if let described = value as? CustomStringConvertible { return described.description }
            return "\(type(of: value))"
        default:
            return String(describing: value)
        }
    }

    /// The form of strings, numbers and geometry, or `nil` for other values.
    private func leafText(_ value: Any) -> String? {
        func number(_ value: CGFloat) -> String { exact ? "\(Double(value))" : formatNumber(value) }
        switch value {
        case let string as String: return exact ? "\"\(string)\"" : quoted(string)
        case let string as Substring: return exact ? "\"\(string)\"" : quoted(String(string))
        case let value as CGFloat: return number(value)
        case let value as Double: return number(CGFloat(value))
        case let value as Float: return number(CGFloat(value))
        case let size as CGSize: return "\(number(size.width))×\(number(size.height))"
        case let point as CGPoint: return "(\(number(point.x)), \(number(point.y)))"
        case let rect as CGRect:
            return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width))×\(number(rect.height)))"
        default: return nil
        }
    }

    /// `label: value, …` for the fields of a struct or tuple (tuple positions unlabelled).
    private func fields(_ mirror: Mirror, depth: Int) -> String {
        mirror.children.map { child in
            let shown = text(child.value, depth: depth + 1)
            guard let label = child.label, !label.hasPrefix(".") else { return shown }
            return "\(label): \(shown)"
        }.joined(separator: ", ")
    }

    /// Elements joined by commas, cut after ``shownElements`` (unless exact) with a count.
    private func listed(_ elements: [String]) -> String {
        guard !exact, elements.count > Self.shownElements else { return elements.joined(separator: ", ") }
        return (elements.prefix(Self.shownElements) + ["… (+\(elements.count - Self.shownElements) more)"]).joined(separator: ", ")
    }

    /// The printed forms of `items` in the order of their keys: by `<` when every key is
    /// `Comparable` and of one type, else by the key's printed form (then the item's).
    private func ordered(_ items: [(key: Any, keyText: String, shown: String)]) -> [String] {
        let keys = items.map { item -> Any in
            if type(of: item.key) == AnyHashable.self, let hashable = item.key as? AnyHashable { return hashable.base }
            return item.key
        }
        let comparable = keys.compactMap { $0 as? any Comparable }
        let oneType = Set(keys.map { ObjectIdentifier(type(of: $0)) }).count <= 1
        let byText = { (a: Int, b: Int) in (items[a].keyText, items[a].shown) < (items[b].keyText, items[b].shown) }
        let order = keys.indices.sorted { a, b in
            guard comparable.count == keys.count && oneType else { return byText(a, b) }
            if comparable[a].isLess(than: keys[b]) { return true }
            if comparable[b].isLess(than: keys[a]) { return false }
            return byText(a, b)
        }
        return order.map { items[$0].shown }
    }
}

extension Comparable {
    /// `self < other` when `other` is of the same type, else `false`.
    fileprivate func isLess(than other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self < other
    }
}

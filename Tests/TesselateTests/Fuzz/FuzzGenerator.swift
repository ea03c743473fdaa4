import Foundation
@testable import Tesselate

/// SplitMix64: a small seeded generator, so that a seed names one tree on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes random ``FuzzTree``s over every view and modifier the fuzzer knows. With `allowsBadValues`
/// some values are ones SwiftUI reports (NaN, ±∞, negative frame sizes, contradictory bounds);
/// ``FuzzTree/badValues`` says which ones a tree holds.
struct FuzzGenerator {
    var random: SeededGenerator
    var allowsBadValues: Bool
    var maximumDepth = 5
    private var nodes = 0
    private let maximumNodes = 40

    init(seed: UInt64, allowsBadValues: Bool) {
        random = SeededGenerator(seed: seed)
        self.allowsBadValues = allowsBadValues
    }

    mutating func tree() -> FuzzTree { tree(depth: 0) }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A value that SwiftUI reports, when bad values are allowed, now and then.
    private mutating func bad(_ values: [CGFloat]) -> CGFloat? {
        allowsBadValues && chance(0.08) ? pick(values) : nil
    }

    private mutating func length() -> CGFloat { pick([0, 1, 8, 10, 20, 33.3, 50, 100, 200, 400]) }
    private mutating func optionalLength() -> CGFloat? { chance(0.4) ? nil : length() }

    private mutating func tree(depth: Int) -> FuzzTree {
        nodes += 1
        let canNest = depth < maximumDepth && nodes < maximumNodes
        if !canNest || chance(0.3) { return .leaf(leaf()) }
        switch int(0...9) {
        case 0...3:
            let kind = pick([FuzzTree.Stack.h, .v, .h, .v, .z, .lazyH, .lazyV, .group, .custom, .vGrid, .hGrid, .grid, .list, .form])
            let spacing =
                [.z, .group, .custom, .list, .form].contains(kind)
                ? nil : bad([.nan, .infinity, -.infinity]) ?? (chance(0.5) ? nil : pick([0, 4, 8, 16]))
            let count = int(0...4)
            return .stack(kind, spacing: spacing, alignment: int(0...4), (0..<count).map { _ in tree(depth: depth + 1) })
        case 4: return .scroll(pick([.vertical, .horizontal, [.horizontal, .vertical]]), tree(depth: depth + 1))
        case 5: return .geometry(fraction: pick([0.25, 0.5, 1]), tree(depth: depth + 1))
        case 6: return .viewThatFits((0..<int(1...3)).map { _ in tree(depth: depth + 1) })
        default:
            let content = tree(depth: depth + 1)
            return .modified(content, modifier(depth: depth, on: content))
        }
    }

    private mutating func leaf() -> FuzzTree.Leaf {
        switch int(0...9) {
        case 0: return .color
        case 1: return .rectangle
        case 2:
            return pick([
                .circle, .capsule, .roundedRectangle, .ellipse, .gradient, .button, .toggle, .textField,
                .secureField, .textEditor, .stepper, .picker, .strokedCircle, .symbol, .resizableSymbol, .label,
            ])
        case 3: return .divider
        case 4: return .empty
        case 5, 6, 7:
            return .text(
                pick(["", "x", "Hello, world!", "A longer line of text that wraps in narrow places", "タイトル"]),
                lineLimit: pick([nil, nil, 1, 2]))
        default: return .spacer(minLength: bad([.nan, .infinity]) ?? (chance(0.6) ? nil : pick([0, 8, 20])))
        }
    }

    private mutating func modifier(depth: Int, on content: FuzzTree) -> FuzzTree.Modifier {
        switch int(0...16) {
        case 0, 1:
            return .frame(
                width: bad([-10, .nan, .infinity]) ?? optionalLength(),
                height: bad([-10, .nan, .infinity]) ?? optionalLength(), alignment: int(0...4))
        case 2, 3:
            // Negative bounds are valid (SwiftUI normalises them to 0 without a word); only NaN,
            // infinite minimums and ideals, −∞ maximums and bounds out of order are reported.
            func bound(_ allowsInfinity: Bool) -> CGFloat? {
                if let value = bad([.nan, allowsInfinity ? -.infinity : .infinity]) { return value }
                return chance(0.6) ? nil : allowsInfinity && chance(0.4) ? .infinity : pick([-5, 0, 10, 50, 150, 300])
            }
            var axes: [(CGFloat?, CGFloat?, CGFloat?)] = []
            for _ in 0..<2 {
                var axis = (bound(false), bound(false), bound(true))
                // Good input keeps the bounds ordered.
                if !allowsBadValues || !chance(0.3) {
                    let low = axis.0 ?? -.infinity
                    if let ideal = axis.1, ideal < low { axis.1 = low.isFinite ? low : ideal }
                    if let max = axis.2, max < (axis.1 ?? low) { axis.2 = nil }
                }
                axes.append(axis)
            }
            return .flexibleFrame(
                minWidth: axes[0].0, idealWidth: axes[0].1, maxWidth: axes[0].2,
                minHeight: axes[1].0, idealHeight: axes[1].1, maxHeight: axes[1].2, alignment: int(0...4))
        case 4, 5: return .padding(edges: int(0...6), length: bad([.nan, .infinity]) ?? pick([nil, 0, 8, 20, -8]))
        case 6: return .fixedSize(horizontal: chance(0.5), vertical: chance(0.5))
        case 7: return .offset(x: bad([.nan, .infinity]) ?? pick([0, 10, -30]), y: bad([.nan]) ?? pick([0, 5, 100]))
        case 8: return .scaleEffect(x: bad([.nan, .infinity]) ?? pick([1, 0.5, 2, 0, -1]), y: pick([1, 0.5, 3]))
        case 9: return .rotationEffect(degrees: Double(bad([.nan, .infinity]) ?? pick([0, 45, 90, 180])))
        case 10: return .layoutPriority(Double(bad([.nan]) ?? pick([-1, 0, 1, 2])))
        case 11: return .background(tree(depth: depth + 1))
        case 12: return .overlay(tree(depth: depth + 1))
        case 13:
            return pick([
                .opacity(Double(bad([.nan]) ?? pick([0, 0.5, 1]))), .clipped, .clipShape, .hidden, .ignoresSafeArea,
                .mask(tree(depth: depth + 1)),
            ])
        case 14:
            return chance(0.5)
                ? .blur(bad([.nan, .infinity]) ?? pick([0, 3]))
                : .textStyle(font: int(0...3), minimumScaleFactor: (content.isText ? bad([.nan, 0, 2]) : nil) ?? pick([1, 0.5, 0.1]))
        case 15: return .alignmentGuide(vertical: chance(0.5), fraction: pick([0, 0.5, 1]))
        default:
            return pick([
                .aspectRatio(bad([.nan, -1, .infinity]) ?? pick([nil, 1, 1.5, 0.5]), fill: chance(0.5)),
                .position(x: bad([.nan]) ?? pick([0, 50, 200]), y: pick([0, 30])),
                .shadow(radius: bad([.nan]) ?? pick([0, 4])), .zIndex(Double(pick([-1, 0, 2]))),
            ])
        }
    }
}

extension FuzzTree {
    /// Whether the tree makes a view at all (`EmptyView` and an empty `Group` do not).
    var makesView: Bool {
        switch self {
        case .leaf(.empty): false
        case let .stack(.group, _, _, children): children.contains { $0.makesView }
        case let .modified(content, _): content.makesView
        default: true
        }
    }

    /// Whether this is a `Text` (whose text options are checked when it is made).
    var isText: Bool {
        if case .leaf(.text) = self { return true }
        return false
    }

    /// The values of the tree that SwiftUI reports (and so must Tesselate), described.
    var badValues: [String] {
        func invalidLength(_ value: CGFloat?) -> Bool { value.map { !$0.isFinite || $0 < 0 } ?? false }
        func nonFinite(_ value: CGFloat?) -> Bool { value.map { !$0.isFinite } ?? false }
        switch self {
        case let .leaf(.spacer(minLength)): return nonFinite(minLength) ? ["Spacer(minLength:)"] : []
        case .leaf: return []
        case let .stack(_, spacing, _, children): return (nonFinite(spacing) ? ["stack spacing"] : []) + children.flatMap(\.badValues)
        case let .scroll(_, content), let .geometry(_, content): return content.badValues
        case let .viewThatFits(children): return children.flatMap(\.badValues)
        case let .modified(content, modifier):
            var found = content.badValues
            switch modifier {
            case let .frame(width, height, _): if invalidLength(width) || invalidLength(height) { found.append("frame") }
            case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, _):
                for (min, ideal, max) in [(minWidth, idealWidth, maxWidth), (minHeight, idealHeight, maxHeight)] {
                    let axis = FlexibleFrameAxis(min: min, ideal: ideal, max: max)
                    if nonFinite(min) || nonFinite(ideal) || (max.map { $0.isNaN || $0 == -.infinity } ?? false) || !axis.isOrdered {
                        found.append("flexible frame")
                    }
                }
            case let .padding(_, length): if nonFinite(length) { found.append("padding") }
            case let .offset(x, y): if nonFinite(x) || nonFinite(y) { found.append("offset") }
            case let .scaleEffect(x, y): if nonFinite(x) || nonFinite(y) { found.append("scaleEffect") }
            case let .rotationEffect(degrees): if !degrees.isFinite { found.append("rotationEffect") }
            case let .layoutPriority(priority): if priority.isNaN { found.append("layoutPriority") }
            case let .opacity(opacity): if opacity.isNaN { found.append("opacity") }
            case let .blur(radius): if nonFinite(radius) { found.append("blur") }
            // A decoration of nothing is never made (nor, in SwiftUI, laid out).
            case let .background(decoration), let .overlay(decoration), let .mask(decoration):
                if content.makesView { found += decoration.badValues }
            // Text checks the scale factor it is given (a view without text has no use for it).
            case let .textStyle(_, scale): if content.isText && !(scale > 0 && scale <= 1) { found.append("minimumScaleFactor") }
            case let .aspectRatio(ratio, _): if let ratio, !(ratio > 0 && ratio.isFinite) { found.append("aspectRatio") }
            case let .position(x, y): if nonFinite(x) || nonFinite(y) { found.append("position") }
            case let .shadow(radius): if nonFinite(radius) { found.append("shadow") }
            case .fixedSize, .clipped, .clipShape, .hidden, .ignoresSafeArea, .alignmentGuide, .zIndex: break
            }
            return found
        }
    }
}

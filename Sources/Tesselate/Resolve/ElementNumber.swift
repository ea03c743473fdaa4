import Foundation

/// The id and offset of a `ForEach` element when they are one number (`ForEach(0..<n)`, the
/// commonest element), kept in the element's node in four bytes instead of in a box of
/// ``RareTraits`` (an allocation per element, a sixth of resolving a flat row of views): the
/// node's list id and `ForEach` offset are the number, and so is its explicit id unless the node
/// only took them from the view it wraps (``ResolvedNode/adoptRareTraits(of:element:)``).
struct ElementNumber: Equatable {
    /// 0 for none; else the number plus one in the low 31 bits, and whether it is the explicit id
    /// in the top bit.
    private var raw: UInt32

    static let none = ElementNumber(raw: 0)
    private static let explicitBit: UInt32 = 1 << 31

    private init(raw: UInt32) { self.raw = raw }

    /// `number` as an element's id and offset, or `nil` when it does not fit in 31 bits.
    init?(_ number: Int, isExplicitID: Bool) {
        guard number >= 0, number < 0x7FFF_FFFF else { return nil }
        raw = UInt32(truncatingIfNeeded: number + 1) | (isExplicitID ? ElementNumber.explicitBit : 0)
    }

    /// The element's number, if the node has one.
    var number: Int? { raw == 0 ? nil : Int(truncatingIfNeeded: raw & ~ElementNumber.explicitBit) - 1 }

    /// The node's explicit id: the number, unless the node took it from the view it wraps.
    var explicitID: TraitID? { raw & ElementNumber.explicitBit != 0 ? number.map(TraitID.int) : nil }

    /// The node's list id.
    var listID: TraitID? { number.map(TraitID.int) }

    /// What a modifier's node wrapping this one keeps: the list id and offset, not the explicit id.
    var adopted: ElementNumber { ElementNumber(raw: raw & ~ElementNumber.explicitBit) }

    /// The same traits in the box's form (`nil` for none).
    var traits: RareTraits? {
        number.map { RareTraits(forEachOffset: $0, explicitID: explicitID, listID: .int($0)) }
    }
}

import Foundation

/// What an accessibility element is and does, as SwiftUI's `AccessibilityTraits`. Add them with
/// `accessibilityAddTraits(_:)`; buttons, links, toggles, texts and images have theirs already.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
        (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"),
    ]

    /// The traits' names, as the dump shows them: `.isButton, .isHeader`.
    var names: [String] { AccessibilityTraits.names.filter { contains($0.0) }.map { "." + $0.1 } }
}

/// How an accessibility element made of a view relates to the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// The element stands alone: what is inside is not read.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The element reads what is inside it as one: their labels joined.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The element is a container; what is inside stays separate elements.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// The accessibility modifiers applied to one view, as the tree keeps them.
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var isHidden = false
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var children: AccessibilityChildBehavior?
    /// What the view itself says when no modifier does: a slider's or a hidden-label control's
    /// label, a slider's or progress view's value ("50%").
    var implicitLabel: String?
    var implicitValue: String?
    /// The traits the view has by its kind, when they differ from its node's (a link's button
    /// is `.isLink`).
    var implicitTraits: AccessibilityTraits?
    /// Whether the view is one element by its kind though its node is no control (a progress
    /// view): what is inside it is read as one.
    var isImplicitElement = false
    /// Named actions (`accessibilityAction(named:_:)`), in order.
    var actions: [(name: String, perform: @MainActor () -> Void)] = []
    /// The adjustable action (`accessibilityAdjustableAction(_:)`).
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    /// What the large content viewer shows (`accessibilityShowsLargeContentViewer`): `""` for the
    /// view's own label, else the texts of the custom view; `nil` when it shows nothing.
    var largeContent: String?
    /// Where VoiceOver reads the view in its container (`accessibilitySortPriority`), `nil` when
    /// not set (0).
    var sortPriority: Double?
}

/// Which way VoiceOver adjusts an adjustable view, as SwiftUI's
/// `AccessibilityAdjustmentDirection`: a swipe up increments, a swipe down decrements.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

extension Resolver {
    /// Sets what the view of `node` says to VoiceOver when no modifier says otherwise.
    func setImplicitAccessibility(
        _ node: NodeIndex, label: String? = nil, value: String? = nil, traits: AccessibilityTraits? = nil,
        isElement: Bool = false
    ) {
        var properties = tree[node].accessibility ?? AccessibilityProperties()
        if let label { properties.implicitLabel = label }
        if let value { properties.implicitValue = value }
        if let traits { properties.implicitTraits = traits }
        if isElement { properties.isImplicitElement = true }
        tree[node].accessibility = properties
    }

    /// The texts of `view` joined with ", ", as VoiceOver reads a label that is not shown.
    @MainActor func accessibilityText<V: View>(of view: V, _ context: ResolveContext) -> String? {
        let scratch = Resolver()
        var nodes: [NodeIndex] = []
        scratch.resolve(view, context, into: &nodes)
        var texts: [String] = []
        var stack = Array(nodes.reversed())
        while let next = stack.popLast() {
            if let text = (scratch.tree[next].behavior as? TextNode)?.content { texts.append(text) }
            stack.append(contentsOf: scratch.tree[next].children.reversed())
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
}

/// A fraction as VoiceOver reads it: "40%".
func accessibilityPercent(_ fraction: Double) -> String {
    "\(CheckedConversion.int(fraction * 100, rounding: .toNearestOrAwayFromZero, clampedTo: 0...100))%"
}

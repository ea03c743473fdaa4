import Foundation

/// A view as VoiceOver reads it: an accessibility element with its label, value, hint, traits
/// and actions.
package struct AccessibilityElementInfo {
    package var label: String
    package var value: String?
    package var hint: String?
    package var traits: AccessibilityTraits
    package var actions: [(name: String, perform: @MainActor () -> Void)]
    /// What adjusting the element does (its `accessibilityAdjustableAction`); `nil` when it is
    /// not adjustable.
    package var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    /// What the large content viewer shows for the element (`accessibilityShowsLargeContentViewer`),
    /// `nil` when it shows nothing.
    package var largeContentLabel: String?

    /// The element as the dump shows it: `⟨"Send", .isButton⟩`.
    package var summary: String {
        var parts = [quoted(label)]
        if let value { parts.append("value: " + quoted(value)) }
        if let hint { parts.append("hint: " + quoted(hint)) }
        parts += traits.names
        if !actions.isEmpty { parts.append("actions: " + actions.map { quoted($0.name) }.joined(separator: ", ")) }
        if adjust != nil { parts.append("adjustable") }
        if let largeContentLabel { parts.append("largeContent: " + quoted(largeContentLabel)) }
        return "⟨" + parts.joined(separator: ", ") + "⟩"
    }
}

extension LayoutSnapshot {
    /// The accessibility element `node` is, or `nil` when it is not one: VoiceOver reads texts,
    /// images, controls and views given a label or made an element with
    /// `accessibilityElement(children:)` (not `.contain`); nothing hidden with
    /// `accessibilityHidden(true)` or inside an element that reads its content as one (a control,
    /// an element that ignores or combines its children).
    ///
    /// An element's label is its `accessibilityLabel`, else a text's string, an image's symbol
    /// name, or the texts inside it joined with ", " (images inside are not read).
    package func accessibilityElement(of node: Int) -> AccessibilityElementInfo? {
        guard isAccessibilityElement(node) else { return nil }
        var ancestor = parent(of: node)
        while let above = ancestor {
            if tree[above].accessibility?.isHidden == true || absorbsChildren(above) { return nil }
            ancestor = parent(of: above)
        }
        let properties = tree[node].accessibility
        var traits = implicitTraits(node)
        traits.formUnion(properties?.addedTraits ?? [])
        traits.subtract(properties?.removedTraits ?? [])
        let label = properties?.label ?? ownLabel(node) ?? properties?.implicitLabel ?? combinedLabel(inside: node)
        return AccessibilityElementInfo(
            label: label, value: properties?.value ?? properties?.implicitValue, hint: properties?.hint, traits: traits,
            actions: properties?.actions ?? [], adjust: properties?.adjust,
            largeContentLabel: properties?.largeContent.map { $0.isEmpty ? label : $0 })
    }

    /// Whether `node` is an element by its own properties and kind (its ancestors aside).
    func isAccessibilityElement(_ node: Int) -> Bool {
        let properties = tree[node].accessibility
        if properties?.isHidden == true { return false }
        if let children = properties?.children { return children != .contain }
        if properties?.label != nil || properties?.isImplicitElement == true || isElementControl(node) { return true }
        return tree[node].behavior is TextNode || tree[node].behavior is ImageNode
    }

    private func absorbsChildren(_ node: Int) -> Bool {
        if let children = tree[node].accessibility?.children { return children != .contain }
        return isElementControl(node) || tree[node].accessibility?.isImplicitElement == true
    }

    /// Whether `node` is a control VoiceOver reads as one element: every control but a context
    /// menu, which leaves its view's elements as they are (iOS offers the menu as an action).
    private func isElementControl(_ node: Int) -> Bool {
        guard let control = control(of: node) else { return false }
        return control.kind != .contextMenu
    }

    private func implicitTraits(_ node: Int) -> AccessibilityTraits {
        if let traits = tree[node].accessibility?.implicitTraits { return traits }
        if let control = control(of: node) {
            switch control.kind {
            case .button: return .isButton
            case .toggle: return [.isButton, .isToggle]
            default: return []
            }
        }
        if tree[node].behavior is TextNode { return .isStaticText }
        if tree[node].behavior is ImageNode { return .isImage }
        return []
    }

    private func ownLabel(_ node: Int) -> String? {
        if let text = text(of: node) { return text }
        if let image = tree[node].behavior as? ImageNode, case .symbol(let name) = image.image.source { return name }
        return nil
    }

    /// The labels of the texts (and labelled views) inside `node`, joined with ", ".
    private func combinedLabel(inside node: Int) -> String {
        var labels: [String] = []
        var stack = Array(children(of: node).reversed())
        while let next = stack.popLast() {
            let properties = tree[next].accessibility
            if properties?.isHidden == true { continue }
            if let label = properties?.label { labels.append(label); continue }
            if let text = text(of: next) { labels.append(text); continue }
            stack.append(contentsOf: children(of: next).reversed())
        }
        return labels.joined(separator: ", ")
    }
}

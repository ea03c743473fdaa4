import Foundation

/// The audit's rules about accessibility: labels VoiceOver reads and identifiers UI tests find.
extension Auditor {
    mutating func auditAccessibility() {
        var identified: [String: [Int]] = [:]
        for node in nodes {
            guard shownFrame(node) != nil else { continue }
            if let identifier = snapshot.accessibilityIdentifier(of: node) { identified[identifier, default: []].append(node) }
            guard let element = snapshot.accessibilityElement(of: node) else { continue }
            let explicitLabel = snapshot.tree[node].accessibility?.label
            if let image = snapshot.tree[node].behavior as? ImageNode {
                if explicitLabel == nil, let problem = Self.unlabelled(image.image.source) {
                    report(.missingAccessibilityLabel, node, problem)
                }
                continue
            }
            guard element.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            // An element with a value is read by it: a progress view without a label says its
            // percentage, or "In progress" when indeterminate.
            if explicitLabel == nil, let value = element.value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { continue }
            // An empty `Text("")` draws nothing and takes no room: there is nothing to read.
            if explicitLabel == nil, snapshot.text(of: node)?.isEmpty == true { continue }
            if explicitLabel == nil, let control = snapshot.control(of: node), control.kind == .button || control.kind == .menu,
                snapshot.preorder(from: node).contains(where: { snapshot.tree[$0].behavior is ImageNode })
            {
                let kind: String = snapshot.kind(of: node)
                let message: String =
                    kind + " shows only images and has no accessibility label: "
                    + "give it one with accessibilityLabel(_:), or a title (Label(_:systemImage:))"
                report(.missingAccessibilityLabel, node, message)
                continue
            }
            let what = explicitLabel != nil ? "accessibilityLabel(\"\(explicitLabel ?? "")\")" : "the texts inside it"
            report(
                .emptyAccessibilityLabel, node, "\(snapshot.kind(of: node)) is an accessibility element with an empty label (from \(what))")
        }
        for (identifier, views) in identified where views.count > 1 {
            for view in views {
                let others: [String] = views.filter { $0 != view }.map { snapshot.path(to: $0) }
                let message: String = "accessibilityIdentifier \(quoted(identifier)) is also on " + others.joined(separator: ", ")
                report(.duplicateAccessibilityIdentifier, view, message)
            }
        }
    }

    /// What is wrong with an image's own label, or `nil`: an asset read by its file name
    /// (`Image(_:)`), a picture with no name at all. A decorative image (`Image(decorative:)`) is
    /// not read; a symbol is read by the label SF Symbols gives it.
    private static func unlabelled(_ source: Image.Source) -> String? {
        switch source {
        case .asset(let name, let label):
            guard label == name else { return nil }
            return "Image \(quoted(name)) is read by VoiceOver as its asset name: give it a label (Image(_:label:), "
                + "accessibilityLabel(_:)) or make it Image(decorative:)"
        case .picture(let name, _):
            return "Image \(quoted(name)) has no accessibility label: give it one with accessibilityLabel(_:)"
        case .symbol:
            return nil
        }
    }
}

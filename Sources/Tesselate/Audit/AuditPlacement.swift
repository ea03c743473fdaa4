import Foundation

/// The audit's rules about where content is: outside the window, or in the unsafe area.
extension Auditor {
    /// Whether `node` is content whose place the audit judges: a text, an image or a control.
    private func isContent(_ node: Int) -> Bool {
        let behavior = snapshot.tree[node].behavior
        return behavior is TextNode || behavior is ImageNode || controlName(node) != nil
    }

    mutating func auditPlacement() {
        let window = CGRect(origin: .zero, size: snapshot.windowSize)
        guard window.isAuditable else { return }
        let safe = snapshot.engine.windowSafeArea?.safeRect()
        var reported = Set<Int>()
        for node in nodes where isContent(node) {
            guard shownFrame(node) != nil, !painting.isTransformed(node),
                let visible = painting.visibleRect(of: node, clippedBy: [.viewport, .explicit, .own]), visible.hasArea
            else { continue }
            // A view inside one already reported is part of the same problem.
            if let parent = snapshot.parent(of: node), painting.ancestry(parent).contains(where: reported.contains) { continue }
            let name = controlName(node) ?? snapshot.kind(of: node)
            let outside = Self.overhang(of: visible, outside: window)
            if !outside.isEmpty {
                report(.outsideWindow, node, "\(name) reaches outside the window: " + outside.joined(separator: ", "))
                reported.insert(node)
                continue
            }
            // Images are often meant to fill the screen's edges; scroll views' content scrolls under
            // the bars by design; bars' items are where the system puts them (a navigation bar
            // starts above the safe area on phones with a Dynamic Island).
            guard let safe, safe.isAuditable, !(snapshot.tree[node].behavior is ImageNode), !painting.isInScrollView(node),
                !painting.isInBar(node)
            else {
                continue
            }
            let unsafe = Self.overhang(of: visible, outside: safe)
            if !unsafe.isEmpty {
                report(.outsideSafeArea, node, "\(name) is outside the safe area: " + unsafe.joined(separator: ", "))
                reported.insert(node)
            }
        }
    }

    /// How far `rect` reaches past each edge of `bounds`, by more than half a point:
    /// `["12 pt past the top edge"]`.
    static func overhang(of rect: CGRect, outside bounds: CGRect) -> [String] {
        var parts: [String] = []
        func add(_ amount: CGFloat, _ edge: String) {
            if amount > 0.5 { parts.append("\(formatNumber(amount)) pt past the \(edge) edge") }
        }
        add(bounds.minY - rect.minY, "top")
        add(rect.maxY - bounds.maxY, "bottom")
        add(bounds.minX - rect.minX, "left")
        add(rect.maxX - bounds.maxX, "right")
        return parts
    }
}

import Foundation
import Tesselate

/// The rules of frames, padding, `fixedSize`, `aspectRatio`, the safe area and layers.
extension ExplanationBuilder {
    func fixedFrame(_ level: Level) -> String {
        let child = child(of: level)
        let axes: [(String, String?, CGFloat?, CGFloat?)] = [
            ("width", level.attribute("width"), level.proposal?.width, child?.size.width),
            ("height", level.attribute("height"), level.proposal?.height, child?.size.height),
        ]
        let parts = axes.map { axis, fixed, offered, chosen in
            if let fixed { return "fixed \(axis) \(fixed) whatever is offered (offered \(Self.number(offered)))" }
            return "its \(axis) passes through: offered \(Self.number(offered)), the child chose \(Self.number(chosen))"
        }
        return "frame: " + parts.joined(separator: "; ") + "; its child was offered \(proposalText(child?.proposal))."
    }

    func flexibleFrame(_ level: Level) -> String {
        let child = child(of: level)
        let axes: [(String, String, CGFloat?, CGFloat?, CGFloat)] = [
            ("width", "Width", level.proposal?.width, child?.size.width, level.size.width),
            ("height", "Height", level.proposal?.height, child?.size.height, level.size.height),
        ]
        let parts = axes.map { axis, suffix, offered, chosen, result -> String in
            let minimum = level.attribute("min" + suffix), ideal = level.attribute("ideal" + suffix),
                maximum = level.attribute("max" + suffix)
            guard minimum != nil || ideal != nil || maximum != nil else {
                return "its \(axis) passes through: offered \(Self.number(offered)), the child chose \(Self.number(chosen))"
            }
            var limits = "\(axis) between \(minimum ?? "the child's") and \(maximum ?? "the child's")"
            if let ideal { limits += " (ideal \(ideal))" }
            let reason: String
            if let offered, Self.same(offered, result) {
                reason = "takes the offered \(axis)"
            } else if let chosen, Self.same(chosen, result) {
                reason = "takes its child's \(axis)"
            } else if let minimum, let value = Double(minimum), Self.same(CGFloat(value), result) {
                reason = "is raised to the minimum"
            } else if let maximum, let value = Double(maximum), Self.same(CGFloat(value), result) {
                reason = "is lowered to the maximum"
            } else if let ideal, let value = Double(ideal), Self.same(CGFloat(value), result) {
                reason = "takes the ideal (no \(axis) was offered)"
            } else {
                reason = "is clamped to the limits"
            }
            return
                "\(limits): offered \(Self.number(offered)), the child chose \(Self.number(chosen)), so it \(reason), \(formatNumber(result))"
        }
        return "Flexible frame: " + parts.joined(separator: "; ") + "; its child was offered \(proposalText(child?.proposal))."
    }

    func padding(_ level: Level) -> String {
        let insets = Self.insets(level)
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let child = child(of: level)
        let which =
            level.bareValues.first.map { "\($0) on each edge" }
            ?? level.attributes.map { "\($0.label ?? "") \($0.value)" }.joined(separator: ", ")
        return "Padding \(which): it offered its child the offer less \(formatNumber(horizontal))×\(formatNumber(vertical)), "
            + "\(proposalText(child?.proposal)); its size is the child's \(child.map { Self.size($0.size) } ?? "nothing") "
            + "plus \(formatNumber(horizontal))×\(formatNumber(vertical))."
    }

    /// The insets of a `padding` or `safeAreaPadding` as the dump shows them.
    static func insets(_ level: Level) -> EdgeInsets {
        if let all = level.bareValues.first.flatMap(Double.init) {
            return EdgeInsets(top: CGFloat(all), leading: CGFloat(all), bottom: CGFloat(all), trailing: CGFloat(all))
        }
        func value(_ label: String) -> CGFloat { CGFloat(level.attribute(label).flatMap(Double.init) ?? 0) }
        return EdgeInsets(top: value("top"), leading: value("leading"), bottom: value("bottom"), trailing: value("trailing"))
    }

    func fixedSize(_ level: Level) -> String {
        let axes = level.bareValues.first.map { "the \($0) axis" } ?? "both axes"
        let child = child(of: level)
        return "Fixed size on \(axes): instead of the offered \(proposalText(level.proposal)) it proposed "
            + "\(proposalText(child?.proposal)) (nil asks for the ideal size), and takes the child's size, "
            + "\(child.map { Self.size($0.size) } ?? "nothing")."
    }

    func aspectRatio(_ level: Level) -> String {
        let ratio = level.bareValues.first.map { "ratio \($0)" } ?? "the child's own ratio (its ideal width over height)"
        let mode = level.attribute("contentMode") ?? ".fit"
        let child = child(of: level)
        let verb = mode == ".fill" ? "fills" : "fits in"
        return "Aspect ratio, \(ratio), \(mode): it offered its child the rectangle of that ratio that \(verb) "
            + "\(proposalText(level.proposal)), \(proposalText(child?.proposal)); the child chose "
            + "\(child.map { Self.size($0.size) } ?? "nothing")."
    }

    func safeArea(_ level: Level) -> String {
        let parameters = level.attributes.map(\.description).joined(separator: ", ")
        if level.kind == "safeAreaPadding" {
            let insets = Self.insets(level)
            return "safeAreaPadding(\(parameters)) pads as padding does and adds the insets to its content's safe area: "
                + "offered \(proposalText(level.proposal)), it offered its child the offer less "
                + "\(formatNumber(insets.leading + insets.trailing))×\(formatNumber(insets.top + insets.bottom))."
        }
        return "safeAreaInset(\(parameters)) places its inset view at that edge and lays its content out in the safe area "
            + "left, shrunk by the inset: offered \(proposalText(level.proposal)), it chose \(Self.size(level.size))."
    }

    func layers(_ level: Level) -> String {
        if level.kind == "ZStack" {
            return "A ZStack offers every layer the proposal it got, \(proposalText(level.proposal)), and is as large as "
                + "the union of its layers, \(Self.size(level.size))."
        }
        let children = snapshot.children(of: level.node)
        let decorated = children.first.map { size(of: $0) }
        if let next = level.next, next != children.first {
            return "\(level.kind): the view it decorates chose \(decorated.map(Self.size) ?? "nothing"), "
                + "and the \(level.kind) is offered that size."
        }
        return "\(level.kind): its size is that of the view it decorates, \(decorated.map(Self.size) ?? "nothing")."
    }
}

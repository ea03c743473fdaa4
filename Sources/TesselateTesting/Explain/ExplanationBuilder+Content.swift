import Foundation
import Tesselate

/// The rules of views that size their content: texts, scroll views and `ViewThatFits`.
extension ExplanationBuilder {
    func text(_ level: Level) -> String {
        let details = snapshot.placedDetails(of: level.node)
        let shown = details.first { $0.label == "shows" }?.value
        let lines = shown.map { $0.components(separatedBy: " ⏎ ").count } ?? 1
        let width = level.proposal?.width
        var sentence =
            width == nil
            ? "Text offered no width (nil) takes its ideal width: each paragraph on one line"
            : "Text wraps its string in the offered width \(formatNumber(width ?? 0))"
        sentence += ": \(lines == 1 ? "1 line" : "\(lines) lines")"
        if let limit = level.attribute("lineLimit") { sentence += " (lineLimit \(limit))" }
        if let ideal = snapshot.answers(of: level.node).first(where: { $0.proposal.width == nil })?.size.width {
            sentence += "; its ideal width is \(formatNumber(ideal))"
        }
        if snapshot.isTruncated(level.node) == true {
            sentence += "; it is cut short with “…” (the string needs more room than it was offered), showing \(shown ?? "")"
        } else if let shown, lines > 1 {
            sentence += ", showing \(shown)"
        }
        if let scale = details.first(where: { $0.label == "scale" })?.value { sentence += "; scaled down to \(scale)" }
        return sentence + "; its size is the lines' extent, \(Self.size(level.size))."
    }

    func scrollView(_ level: Level) -> String {
        let axes = level.bareValues.first ?? ".vertical"
        let content = child(of: level)
        return "A ScrollView takes the size offered, \(proposalText(level.proposal)) (it chose \(Self.size(level.size))), and offers "
            + "its content nil, its ideal length, along the axes it scrolls (\(axes)): the content was offered "
            + "\(proposalText(content?.proposal)) and chose \(content.map { Self.size($0.size) } ?? "nothing")."
    }

    func viewThatFits(_ level: Level) -> String {
        let axes = level.attribute("in")
        let horizontal = axes != ".vertical", vertical = axes != ".horizontal"
        let probe = ProposedViewSize(width: horizontal ? nil : level.proposal?.width, height: vertical ? nil : level.proposal?.height)
        let children = snapshot.children(of: level.node)
        let candidates = children.enumerated().map { index, child -> String in
            let ideal = snapshot.answers(of: child).first { $0.proposal == probe }?.size
            let shown = snapshot.exactFrame(of: child) != nil ? ", shown" : ""
            return "[\(index)] \(snapshot.kind(of: child)) \(ideal.map(Self.size) ?? "not measured")\(shown)"
        }
        return "ViewThatFits shows the first of its \(children.count) children whose ideal size (offered \(probe)) fits "
            + "the offer \(proposalText(level.proposal)) along \(axes ?? "both axes"), or the last when none does: "
            + candidates.joined(separator: "; ") + "."
    }
}

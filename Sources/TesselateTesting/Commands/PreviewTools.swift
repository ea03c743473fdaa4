import Foundation
import Tesselate

/// What the preview command line (``PreviewCommand``) and the MCP server (``PreviewMCPServer``)
/// do with a list of previews: list them, dump, audit, explain and draw one. Each answers text
/// (or PNG data), or a message saying what was wrong with the request; none stops the program.
@MainActor
struct PreviewTools {
    let previews: [Preview]

    /// A request that cannot be answered: an unknown preview, a view not found, a bad value.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The preview named `name`.
    func preview(named name: String) throws(Failure) -> Preview {
        if let preview = previews.first(where: { $0.name == name }) { return preview }
        let names = previews.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw Failure(description: "no preview named \"\(name)\"; the previews are \(names.isEmpty ? "none" : names)")
    }

    /// `Playgrounds/Previews.swift:6 · iPhone 16`: where a preview is declared and how it is shown.
    static func describe(_ preview: Preview) -> String {
        let place = preview.fileID.hasSuffix(".swift") ? "\(preview.fileID):\(preview.line)" : preview.fileID
        switch preview.layout {
        case .device: return "\(place) · \(preview.device)"
        case .sizeThatFits: return "\(place) · size that fits"
        case .fixed(let width, let height): return "\(place) · \(formatNumber(width))×\(formatNumber(height))"
        }
    }

    /// One line a preview (`NAME: place · layout`), or, as JSON (schema `tesselate.previews/1`),
    /// `{"previews": [{"name", "source", "line", "layout", "device", "size"}], "schema"}`.
    func list(json: Bool) -> String {
        guard json else { return previews.map { "\($0.name): \(Self.describe($0))" }.joined(separator: "\n") }
        let entries: [JSONDumpValue] = previews.map { preview in
            let layout: String
            var size: JSONDumpValue = .null
            switch preview.layout {
            case .device: layout = "device"
            case .sizeThatFits: layout = "sizeThatFits"
            case .fixed(let width, let height):
                layout = "fixed"
                size = .array([.coordinate(width), .coordinate(height)])
            }
            return .object([
                ("device", .string("\(preview.device)")), ("layout", .string(layout)), ("line", .int(preview.line)),
                ("name", .string(preview.name)), ("size", size), ("source", .string(preview.fileID)),
            ])
        }
        return Self.write(.object([("previews", .array(entries)), ("schema", .string("tesselate.previews/1"))]))
    }

    /// The dump of the preview named `name`, as text or as the JSON dump.
    func dump(_ name: String, json: Bool, proposals: Bool = false) throws(Failure) -> String {
        let host = ViewHost(preview: try preview(named: name))
        if json { return host.jsonDump() }
        return host.dump(proposals: proposals)
    }

    /// The findings of `host.audit()` for the preview named `name`: one a line (`no problems
    /// found` when there are none), or as JSON (schema `tesselate.audit/1`):
    /// `{"findings": [{"frame", "kind", "message", "path"}], "preview", "schema"}`.
    func audit(_ name: String, json: Bool) throws(Failure) -> String {
        let findings = ViewHost(preview: try preview(named: name)).audit()
        guard json else { return findings.isEmpty ? "no problems found" : findings.map(\.description).joined(separator: "\n") }
        let entries: [JSONDumpValue] = findings.map { finding in
            .object([
                (
                    "frame",
                    .array([finding.frame.minX, finding.frame.minY, finding.frame.width, finding.frame.height].map { .coordinate($0) })
                ),
                ("kind", .string(finding.kind.rawValue)), ("message", .string(finding.message)), ("path", .string(finding.path)),
            ])
        }
        return Self.write(.object([("findings", .array(entries)), ("preview", .string(name)), ("schema", .string("tesselate.audit/1"))]))
    }

    /// Why the view `view` (see ``ViewLocator``) of the preview named `name` has its frame, in
    /// words or as JSON (``LayoutExplanation/json``).
    func explain(_ name: String, view: String, json: Bool) throws(Failure) -> String {
        let host = ViewHost(preview: try preview(named: name))
        let match = try ViewLocator(host: host).locate(view)
        let explanation = host.explain(match)
        return json ? explanation.json : explanation.description
    }

    /// The PNG of the preview named `name`, at `scale` pixels a point (the device's when `nil`).
    func png(_ name: String, scale: CGFloat?) throws(Failure) -> Data {
        if let scale, !(scale > 0 && scale <= 16) { throw Failure(description: "the scale must be above 0 and at most 16") }
        return ViewHost(preview: try preview(named: name)).png(scale: scale)
    }

    static func write(_ value: JSONDumpValue) -> String {
        var writer = JSONDumpWriter(maximumLevel: 8)
        writer.value(value)
        return writer.output
    }
}

import Foundation

extension FailureReport {
    /// The report page: one section a failure, with its message, its pictures (a snapshot's
    /// before, after and difference; an audited window) inline as base64 PNG, its line diff coloured, and its findings. Nothing is
    /// loaded from elsewhere.
    static func html(_ entries: [Entry]) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Tesselate: \(count(entries))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
            section { border: 1px solid #d2d2d7; border-radius: 8px; padding: 1em; margin: 1em 0; }
            h2 { font-size: 16px; margin: 0 0 .5em; } .kind { color: #6e6e73; font-weight: normal; }
            pre { background: #f5f5f7; padding: .75em; overflow-x: auto; font: 12px ui-monospace, monospace; }
            .added { color: #1a7f37; } .removed { color: #cf222e; }
            figure { display: inline-block; margin: 0 1em 1em 0; vertical-align: top; }
            figure img { max-width: 360px; border: 1px solid #d2d2d7; image-rendering: pixelated; }
            </style></head><body>
            <h1>Tesselate: \(count(entries))</h1>

            """
        for (index, entry) in entries.enumerated() {
            page += "<section id=\"failure-\(index + 1)\">\n"
            page += "<h2>\(escape(entry.subject)) <span class=\"kind\">\(label(entry.kind)) · \(escape(entry.place))</span></h2>\n"
            page += "<pre>\(escape(entry.message))</pre>\n"
            for picture in entry.pictures {
                let caption = escape(picture.caption)
                page += "<figure><img alt=\"\(caption)\" src=\"data:image/png;base64,\(picture.png.base64EncodedString())\">"
                page += "<figcaption>\(caption)</figcaption></figure>\n"
            }
            if let diff = entry.diff {
                let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                    let text = escape(String(line))
                    if line.hasPrefix("+") { return "<span class=\"added\">\(text)</span>" }
                    if line.hasPrefix("-") { return "<span class=\"removed\">\(text)</span>" }
                    return text
                }
                page += "<h3>Diff (- snapshot, + now)</h3>\n<pre>\(lines.joined(separator: "\n"))</pre>\n"
            }
            if !entry.findings.isEmpty {
                page += "<h3>Findings</h3>\n<pre>\(escape(entry.findings.joined(separator: "\n")))</pre>\n"
            }
            page += "</section>\n"
        }
        return page + "</body></html>\n"
    }

    /// `1 failure`, `3 failures`.
    static func count(_ entries: [Entry]) -> String { entries.count == 1 ? "1 failure" : "\(entries.count) failures" }

    /// What a kind of failure is called in the report.
    static func label(_ kind: Entry.Kind) -> String {
        switch kind {
        case .layout: "layout snapshot"
        case .image: "picture snapshot"
        case .audit: "audit"
        case .matrix: "configuration matrix"
        }
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

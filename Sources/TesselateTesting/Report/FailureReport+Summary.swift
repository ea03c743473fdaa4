import Foundation

extension FailureReport {
    /// The Markdown summary: a table of the failures (where, what, the first line of the
    /// message), short enough for a pull request's comment, pointing at `report.html`.
    static func summary(_ entries: [Entry]) -> String {
        var text = "### Tesselate: \(count(entries))\n\n| Where | What | Failure |\n|---|---|---|\n"
        let shown = entries.prefix(50)
        for entry in shown {
            var headline = entry.headline
            if headline.count > 140 { headline = String(headline.prefix(139)) + "…" }
            text += "| \(cell(entry.place)) | \(label(entry.kind)) | \(cell(headline)) |\n"
        }
        if entries.count > shown.count { text += "\n… and \(entries.count - shown.count) more.\n" }
        return text + "\nThe pictures, diffs and findings are in `report.html`.\n"
    }

    /// A table cell's text: Markdown's emphasis marks, backslashes and pipes escaped (a snapshot
    /// path's `__Snapshots__` stays as written), no line breaks.
    private static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "_", "*", "|", "`", "<": result += "\\\(character)"
            case "\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}

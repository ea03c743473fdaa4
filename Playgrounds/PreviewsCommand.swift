import Foundation
import Tesselate

/// `swift run playgrounds --previews [NAME …]`: lists the playgrounds' previews (`#Preview`s and
/// preview providers) and prints each as Xcode's canvas would show it: in its device's window or
/// at its layout's size.
@MainActor
func runPreviews(names: [String], listOnly: Bool, output: Playground.Output) -> Int32 {
    let previews = Playground.previews
    let unknown = names.filter { name in !previews.contains { $0.name == name } }
    if !unknown.isEmpty {
        print("error: no preview named \(unknown.joined(separator: ", ")); try --previews --list")
        return 2
    }
    let chosen = names.isEmpty ? previews : previews.filter { names.contains($0.name) }
    if listOnly {
        for line in previewList(chosen) { print(line) }
        return 0
    }
    print("# Previews — \(chosen.count)\n")
    for preview in chosen {
        print("## \(preview.name) — \(describe(preview))")
        let host = ViewHost(preview: preview)
        switch output {
        case .dump(let proposals): print(host.dump(proposals: proposals))
        case .picture(let options): print(host.render(options) + "\n")
        case .svg, .html, .png: print(host.dump(proposals: false))
        }
    }
    return 0
}

/// What `--previews --list` prints: each preview's name, where it is declared and how it is shown.
func previewList(_ previews: [Preview]) -> [String] {
    previews.map { "\($0.name): \(describe($0))" }
}

/// Where a preview is declared and how it is shown: `Playgrounds/Previews.swift:6 · iPhone 16`.
private func describe(_ preview: Preview) -> String {
    let place = preview.fileID.hasSuffix(".swift") ? "\(preview.fileID):\(preview.line)" : preview.fileID
    switch preview.layout {
    case .device: return "\(place) · \(preview.device)"
    case .sizeThatFits: return "\(place) · size that fits"
    case .fixed(let width, let height): return "\(place) · \(formatted(width))×\(formatted(height))"
    }
}

private func formatted(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.3f", Double(value))
}

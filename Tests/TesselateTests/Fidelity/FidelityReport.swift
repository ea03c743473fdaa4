import Foundation

import Tesselate

/// The corpus table `scripts/fidelity-report.sh` prints: each case with its iOS version, its
/// boxes and its largest difference, then how many boxes and cases are within 0.5, 1 and 3
/// points of the recordings, and how many within a point once the boxes listed for how their
/// recordings were made are left out.
enum FidelityReport {
    static func table(_ results: [FidelityCorpusTests.Result], cases: [FidelityCase]) -> String {
        var lines = ["| Case | iOS | Boxes | Largest difference (pt) | Within tolerance |", "|---|---|---|---|---|"]
        var byCase: [String: [FidelityCorpusTests.Result]] = [:]
        for result in results { byCase[result.caseID, default: []].append(result) }
        for fidelityCase in cases {
            let boxes = byCase[fidelityCase.id] ?? []
            let largest = boxes.map(\.difference).max() ?? 0
            lines.append(
                "| \(fidelityCase.id) | \(fidelityCase.config.os) | \(boxes.count) | \(number(largest)) | "
                    + "\(boxes.filter(\.passes).count)/\(boxes.count) |")
        }
        lines.append("")
        let repositories = Set(cases.map(\.source.repo)).count
        lines.append("\(cases.count) cases from \(repositories) repositories, \(results.count) boxes.")
        for limit in [0.5, 1, 3] {
            let boxes = results.filter { $0.isWithin(limit) }.count
            let wholeCases = cases.filter { c in (byCase[c.id] ?? []).allSatisfy { $0.isWithin(limit) } }.count
            lines.append(
                "Within \(formatNumber(limit)) pt: \(boxes) of \(results.count) boxes (\(percent(boxes, results.count))), "
                    + "\(wholeCases) of \(cases.count) cases (\(percent(wholeCases, cases.count))).")
        }
        let conditions = results.filter {
            FidelityKnownDifferences.all[$0.key].map(FidelityKnownDifferences.recordingConditions.contains) ?? false
        }
        let onDevice = results.count - conditions.count
        let onDeviceWithin = results.filter { $0.isWithin(1) }.count - conditions.filter { $0.isWithin(1) }.count
        lines.append(
            "Leaving out the \(conditions.count) boxes listed for how their recordings were made (FidelityKnownDifferences.recordingConditions): "
                + "within 1 pt: \(onDeviceWithin) of \(onDevice) boxes (\(percent(onDeviceWithin, onDevice))).")
        let text = results.filter { $0.kind == "ink" }
        lines.append(
            "Within their stated tolerance: \(results.filter(\.passes).count) of \(results.count) boxes; text ink \(text.filter(\.passes).count) of \(text.count)."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double) -> String { value.isFinite ? String(format: "%.2f", value) : "not found" }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.0f%%", Double(part) / Double(whole) * 100)
    }
}

import Foundation
import XCTest
import Tesselate
@testable import TesselateTesting

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Runs one ``NumberCase`` with one value and says what is wrong with the result: every frame
/// finite and not negative, no `nan`/`inf` in the text dump, a JSON dump `JSONSerialization`
/// reads, an SVG `XMLParser` reads, the diagnostic SwiftUI's warning stands for, all within
/// ``timeLimit`` (the host's own pass limits bound the work; a case over the limit is a hang).
@MainActor
enum NumberFuzzProbe {
    /// The layout fuzzer's: 5 s in a debug build (a case that draws a 1,000×1,000-cell picture
    /// twice, `render(pointsPerCell: 1/3)`, takes about 3 s there, and is bounded).
    static let timeLimit = LayoutFuzzTests.timeLimit

    static func problems(_ fuzzCase: NumberCase, _ value: FuzzNumber) async -> [String] {
        if ProcessInfo.processInfo.environment["TESSELATE_FUZZ_TRACE"] != nil {
            FileHandle.standardError.write("▶ \(fuzzCase.name) \(value)\n".data(using: .utf8)!)
        }
        let started = Date()
        let host = fuzzCase.make(value)
        if let act = fuzzCase.act {
            let collector = FailureReporting.Collector()
            await FailureReporting.$collector.withValue(collector) { await act(host, value) }
        }
        var found: [String] = []
        if let problem = LayoutFuzzTests.frameProblem(host) { found.append(problem) }
        let dump = host.dump()
        // A NaN or infinite input may be shown as it was given (a modifier's properties, the
        // diagnostic about it); a finite one must never become `inf` or `nan`.
        let isFiniteInput = value.d.isFinite && value.g.isFinite
        if !fuzzCase.showsValue, isFiniteInput, let word = nonFiniteWord(in: dump) {
            found.append("the dump says \(word): \(dump.split(separator: "\n").first { nonFiniteWord(in: String($0)) != nil } ?? "")")
        }
        let json = host.jsonDump()
        do {
            _ = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        } catch {
            found.append("the JSON dump does not parse: \(error)")
        }
        let svg = host.svg()
        if let problem = xmlProblem(svg) { found.append("the SVG does not parse: \(problem)") }
        if !fuzzCase.showsValue, isFiniteInput, let word = nonFiniteWord(in: svg) { found.append("the SVG says \(word)") }
        if let warns = fuzzCase.warns, warns(value) {
            let named = host.diagnostics.contains { $0.path.split(separator: "/").last?.hasPrefix(fuzzCase.names) == true }
            if !named { found.append("no diagnostic names the \(fuzzCase.names); diagnostics: \(host.diagnostics.map(\.description))") }
        }
        let elapsed = Date().timeIntervalSince(started)
        if elapsed > timeLimit { found.append("took \(Int(elapsed)) s (a hang?)") }
        return found
    }

    /// `nan` or `inf` as a word (a number printed raw, as Swift and `formatNumber` print them),
    /// if any; "NaN" in a sentence (a diagnostic's message) is not one.
    static func nonFiniteWord(in text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        return words.first { $0 == "nan" || $0 == "inf" }.map(String.init)
    }

    static func xmlProblem(_ svg: String) -> String? {
        let parser = XMLParser(data: Data(svg.utf8))
        let recorder = XMLErrorRecorder()
        parser.delegate = recorder
        let parsed = parser.parse()
        if let error = recorder.error ?? (parsed ? nil : parser.parserError) { return "\(error)" }
        return parsed ? nil : "XMLParser failed"
    }
}

/// Keeps the first error `XMLParser` reports.
final class XMLErrorRecorder: NSObject, XMLParserDelegate {
    var error: Error?
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = error ?? parseError }
    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) { error = error ?? validationError }
}

import Foundation
import XCTest

/// The `playgrounds` executable end to end (issue 35, part 4): the built program is launched as a
/// process, as a person or an MCP client starts it, and its output and exit status are checked.
/// Nothing runs in process here: `PreviewsTests` and the testing library's command tests do that.
///
/// `swift test` builds every product of the package before it runs the tests (the executables
/// too), so the program sits beside the test bundle in the build products directory, debug or
/// release. A test fails, and says how to build it, when it is not there.
final class PlaygroundsExecutableTests: XCTestCase {
    /// What a run of the program gave.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// The build products directories the test bundle can be in: beside the `.xctest` bundle
    /// (macOS), or the directory of the test executable (Linux, where the bundle is the program).
    static var productDirectories: [URL] {
        var directories = [
            Bundle(for: PlaygroundsExecutableTests.self).bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL,
        ]
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        if let first = CommandLine.arguments.first { directories.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
        return directories
    }

    /// The built `playgrounds` program, or a failure saying where it was looked for.
    func executable(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let candidates = Self.productDirectories.map { $0.appendingPathComponent("playgrounds") }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
        let places = candidates.map(\.path).joined(separator: ", ")
        XCTFail(
            "The playgrounds executable is not built (looked at \(places)): `swift test` builds it; after `swift build --target …`, "
                + "run `swift build --product playgrounds`", file: file, line: line)
        throw NotBuilt()
    }

    /// The program is not built: the test has failed saying so, and stops.
    struct NotBuilt: Error {}

    /// Runs the program with `arguments`, writing `input` to its standard input and closing it,
    /// and waits for it to end (killing it after `timeout` seconds, which fails the test).
    func run(_ arguments: [String], input: String = "", timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line)
        throws -> Run
    {
        let process = Process()
        process.executableURL = try executable(file: file, line: line)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        // The input is a few short lines: the pipe holds them all, so writing never waits.
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Errors are read on another thread, so neither pipe can fill while the other is read.
        let errors = ErrorsReader(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        XCTAssertNotEqual(process.terminationReason, .uncaughtSignal, "\(arguments) was killed after \(timeout) s", file: file, line: line)
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), errors: errors.text())
    }

    /// Reads a pipe to its end on a thread of its own.
    final class ErrorsReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], "not a JSON object: \(text.prefix(200))", file: file, line: line)
    }

    // MARK: The command line

    func testListNamesEachPreviewWithItsPlace() throws {
        let list = try run(["--previews", "--list"])
        XCTAssertEqual(list.status, 0, list.errors)
        XCTAssertTrue(list.lines.contains("Calculator display: Playgrounds/Previews.swift:6 · iPhone 16"), list.output)
        XCTAssertEqual(list.lines.count, 7, list.output)

        let json = try run(["--previews", "--list", "--json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let previews = try XCTUnwrap(try self.json(json.output)["previews"] as? [[String: Any]])
        XCTAssertEqual(previews.compactMap { $0["name"] as? String }, list.lines.map { String($0.prefix { $0 != ":" }) })
    }

    func testTheJSONDumpOfAPreview() throws {
        let dump = try run(["--previews", "--json", "Calculator display"])
        XCTAssertEqual(dump.status, 0, dump.errors)
        let object = try json(dump.output)
        XCTAssertTrue(dump.output.contains("\"TextField\""), dump.output)
        XCTAssertFalse(object.isEmpty)
        XCTAssertEqual(try run(["--previews", "--json"]).status, 1, "a JSON dump names one preview")
    }

    func testExplainInWordsAndJSON() throws {
        let words = try run(["--explain", "Calculator display", "--view", "TextField"])
        XCTAssertEqual(words.status, 0, words.errors)
        XCTAssertTrue(words.output.hasPrefix("Why padding/VStack/frame[2]/TextField is 200×34 at (96.667, 776):"), words.output)
        XCTAssertTrue(words.output.contains("[fixedFrame]"), words.output)

        let json = try run(["--explain", "Calculator display", "--view", "TextField", "--json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let object = try self.json(json.output)
        XCTAssertEqual(object["schema"] as? String, "tesselate.explain/1")
        XCTAssertEqual((object["view"] as? [String: Any])?["path"] as? String, "padding/VStack/frame[2]/TextField")

        let unknown = try run(["--explain", "Calculator display", "--view", "No such view"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.output.hasPrefix("error: no view has the path"), unknown.output)
    }

    func testAuditInWordsAndJSON() throws {
        // The calculator's text field is the 34-point rounded-border field iOS draws.
        let words = try run(["--audit", "Calculator display"])
        XCTAssertEqual(words.status, 0, words.errors)
        XCTAssertEqual(words.lines.map { String($0.prefix { $0 != " " }) }, ["smallTapTarget"], words.output)

        let json = try run(["--audit", "Reading list", "--json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let object = try self.json(json.output)
        XCTAssertEqual(object["schema"] as? String, "tesselate.audit/1")
        XCTAssertEqual((object["findings"] as? [Any])?.count, 0, json.output)

        let unknown = try run(["--audit", "No such preview"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.output.contains("no preview named"), unknown.output)
    }

    func testUsageErrorsExitWithTwo() throws {
        let unknown = try run(["--no-such-option"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.output.hasPrefix("error: unknown option --no-such-option"), unknown.output)
        XCTAssertEqual(try run(["--explain", "Calculator display"]).status, 2, "--explain needs --view")
        XCTAssertEqual(try run(["CalculatorDisplay", "--json"]).status, 2, "JSON is for previews")
    }

    // MARK: The MCP server

    /// An MCP session as a client runs one: `initialize`, the `initialized` notification (no
    /// answer), `tools/list`, tool calls, and bad lines, each answered on its own line by id;
    /// the server ends when its input does.
    func testAnMCPSessionOverStandardInputAndOutput() throws {
        let requests: [[String: Any]] = [
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": ["protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any]],
            ],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/list"],
            ["jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": ["name": "list_previews", "arguments": [:] as [String: Any]]],
            [
                "jsonrpc": "2.0", "id": 4, "method": "tools/call",
                "params": ["name": "explain_view", "arguments": ["name": "Calculator display", "view": "TextField", "json": true]],
            ],
            [
                "jsonrpc": "2.0", "id": 5, "method": "tools/call",
                "params": ["name": "audit_preview", "arguments": ["name": "No such preview"]],
            ],
            ["jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": ["name": "no_such_tool"]],
            ["jsonrpc": "2.0", "id": "seven", "method": "ping"],
        ]
        var input = try requests.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        input.insert("this is not JSON", at: 3)
        let session = try run(["--mcp"], input: input.joined(separator: "\n") + "\n")
        XCTAssertEqual(session.status, 0, session.errors)
        let answers = try session.lines.map { try json($0) }
        XCTAssertEqual(answers.count, 8, "one answer a request and one for the bad line, none for the notification: \(session.output)")
        var byID: [String: [String: Any]] = [:]
        for answer in answers {
            XCTAssertEqual(answer["jsonrpc"] as? String, "2.0")
            let id = answer["id"]
            byID[id == nil || id is NSNull ? "null" : "\(id!)"] = answer
        }

        let initialize = try XCTUnwrap(byID["1"]?["result"] as? [String: Any])
        XCTAssertEqual(initialize["protocolVersion"] as? String, "2025-06-18")
        XCTAssertNotNil((initialize["capabilities"] as? [String: Any])?["tools"])

        let tools = try XCTUnwrap((byID["2"]?["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        XCTAssertEqual(
            tools.compactMap { $0["name"] as? String },
            ["list_previews", "dump_preview", "audit_preview", "explain_view", "render_preview_png"])

        func text(_ id: String) throws -> (text: String, isError: Bool?) {
            let result = try XCTUnwrap(byID[id]?["result"] as? [String: Any], "\(id): \(byID[id] ?? [:])")
            let content = try XCTUnwrap(result["content"] as? [[String: Any]])
            return (content.first?["text"] as? String ?? "", result["isError"] as? Bool)
        }
        XCTAssertTrue(try text("3").text.contains("Calculator display: Playgrounds/Previews.swift:6 · iPhone 16"))
        XCTAssertEqual(try text("3").isError, false)
        let explanation = try json(try text("4").text)
        XCTAssertEqual(explanation["schema"] as? String, "tesselate.explain/1")
        XCTAssertEqual(try text("5").isError, true, "an unknown preview is a tool error the model sees")
        XCTAssertEqual((byID["6"]?["error"] as? [String: Any])?["code"] as? Int, -32602)
        XCTAssertNotNil(byID["seven"]?["result"])
        XCTAssertEqual((byID["null"]?["error"] as? [String: Any])?["code"] as? Int, -32700, "the bad line gets a parse error")
    }
}

import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// `PreviewMCPServer` speaks MCP over newline-delimited JSON-RPC 2.0: it initialises, lists its
/// tools, runs them, and answers bad input with JSON-RPC errors, never stopping.
final class PreviewMCPServerTests: XCTestCase {
    @MainActor private var server: PreviewMCPServer { PreviewMCPServer(previews: CommandFixtures.previews) }

    @MainActor private func send(_ message: String) throws -> [String: Any] {
        let line = try XCTUnwrap(server.respond(to: message), "no answer to \(message)")
        XCTAssertFalse(line.contains("\n"), "an answer is one line")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @MainActor private func call(_ tool: String, _ arguments: String, id: Int = 7) throws -> [String: Any] {
        let answer = try send(
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
        XCTAssertEqual(answer["id"] as? Int, id)
        return try XCTUnwrap(answer["result"] as? [String: Any], "\(answer)")
    }

    private func errorCode(_ answer: [String: Any]) -> Int? { (answer["error"] as? [String: Any])?["code"] as? Int }

    @MainActor func testInitializeAnswersTheVersionTheCapabilitiesAndTheServer() async throws {
        let answer = try send(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"test","version":"0"}}}"#
        )
        XCTAssertEqual(answer["jsonrpc"] as? String, "2.0")
        XCTAssertEqual(answer["id"] as? Int, 1)
        let result = try XCTUnwrap(answer["result"] as? [String: Any])
        XCTAssertEqual(result["protocolVersion"] as? String, "2025-03-26")
        XCTAssertNotNil((result["capabilities"] as? [String: Any])?["tools"])
        XCTAssertEqual((result["serverInfo"] as? [String: Any])?["name"] as? String, "tesselate-previews")
        let newer = try send(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#)
        XCTAssertEqual(newer["id"] as? String, "a")
        XCTAssertEqual((newer["result"] as? [String: Any])?["protocolVersion"] as? String, PreviewMCPServer.protocolVersions.first)
    }

    @MainActor func testNotificationsGetNoAnswer() async {
        XCTAssertNil(server.respond(to: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#))
        XCTAssertNil(server.respond(to: "   "))
    }

    @MainActor func testTheToolListDeclaresEachToolWithAnInputSchema() async throws {
        let result = try XCTUnwrap(try send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)["result"] as? [String: Any])
        let tools = try XCTUnwrap(result["tools"] as? [[String: Any]])
        XCTAssertEqual(
            tools.compactMap { $0["name"] as? String },
            ["list_previews", "dump_preview", "audit_preview", "explain_view", "render_preview_png"])
        XCTAssertEqual(tools.compactMap { $0["name"] as? String }, PreviewMCPServer.toolNames)
        for tool in tools {
            XCTAssertEqual((tool["inputSchema"] as? [String: Any])?["type"] as? String, "object", "\(tool)")
            XCTAssertNotNil(tool["description"] as? String)
        }
    }

    @MainActor func testExplainViewAnswersTheHostsExplanation() async throws {
        let host = CommandFixtures.host("Card")
        let title = try XCTUnwrap(host.find(.id("title")))
        let result = try call("explain_view", #"{"name":"Card","view":"title"}"#)
        XCTAssertEqual(result["isError"] as? Bool, false)
        let content = try XCTUnwrap(result["content"] as? [[String: Any]])
        XCTAssertEqual(content.first?["type"] as? String, "text")
        XCTAssertEqual(content.first?["text"] as? String, host.explain(title).description)
        let json = try call("explain_view", #"{"name":"Card","view":"title","json":true}"#)
        XCTAssertEqual(((json["content"] as? [[String: Any]])?.first)?["text"] as? String, host.explain(title).json)
    }

    @MainActor func testListDumpAndAuditAnswerWhatTheCommandPrints() async throws {
        func text(_ result: [String: Any]) -> String? { ((result["content"] as? [[String: Any]])?.first)?["text"] as? String }
        let host = CommandFixtures.host("Card")
        XCTAssertEqual(text(try call("dump_preview", #"{"name":"Card","json":true}"#)), host.jsonDump())
        XCTAssertEqual(text(try call("audit_preview", #"{"name":"Card"}"#)), host.audit().map(\.description).joined(separator: "\n"))
        let list = try XCTUnwrap(text(try call("list_previews", "{}")))
        XCTAssertTrue(list.hasPrefix("Card: "), list)
    }

    @MainActor func testRenderPreviewPNGAnswersTheHostsPNGAsBase64ImageContent() async throws {
        let result = try call("render_preview_png", #"{"name":"Card","scale":1}"#)
        let image = try XCTUnwrap((result["content"] as? [[String: Any]])?.first)
        XCTAssertEqual(image["type"] as? String, "image")
        XCTAssertEqual(image["mimeType"] as? String, "image/png")
        let data = try XCTUnwrap(Data(base64Encoded: try XCTUnwrap(image["data"] as? String)))
        XCTAssertEqual(data, CommandFixtures.host("Card").png(scale: 1))
    }

    @MainActor func testBadMessagesGetJSONRPCErrors() async throws {
        let notJSON = try send("{not json")
        XCTAssertEqual(errorCode(notJSON), -32700)
        XCTAssertTrue(notJSON["id"] is NSNull)
        XCTAssertEqual(errorCode(try send("[1, 2]")), -32600)
        XCTAssertEqual(errorCode(try send(#"{"jsonrpc":"2.0","id":3}"#)), -32600)
        XCTAssertEqual(errorCode(try send(#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#)), -32600)
        XCTAssertEqual(errorCode(try send(#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#)), -32600)
        XCTAssertEqual(errorCode(try send(#"{"jsonrpc":"2.0","id":4,"method":"resources/list"}"#)), -32601)
        XCTAssertEqual(errorCode(try send(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"format_disk"}}"#)), -32602)
        XCTAssertEqual(
            errorCode(
                try send(#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"explain_view","arguments":{"name":"Card"}}}"#)),
            -32602)
        XCTAssertEqual(errorCode(try send(#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}}"#)), -32602)
        XCTAssertNotNil(try send(#"{"jsonrpc":"2.0","id":8,"method":"ping"}"#)["result"])
    }

    @MainActor func testAnUnknownPreviewOrViewIsAToolError() async throws {
        let preview = try call("audit_preview", #"{"name":"Missing"}"#)
        XCTAssertEqual(preview["isError"] as? Bool, true)
        let text = ((preview["content"] as? [[String: Any]])?.first)?["text"] as? String
        XCTAssertEqual(text, "error: no preview named \"Missing\"; the previews are \"Card\", \"Twins\"")
        XCTAssertEqual(try call("explain_view", #"{"name":"Card","view":"Nothing"}"#)["isError"] as? Bool, true)
        XCTAssertEqual(try call("render_preview_png", #"{"name":"Card","scale":0}"#)["isError"] as? Bool, true)
    }

    @MainActor func testServingAnswersEachRequestInOrderUntilTheInputEnds() async throws {
        var input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "garbage",
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_previews","arguments":{"json":true}}}"#,
        ][...]
        var output: [String] = []
        server.serve(readLine: { input.popFirst() }, write: { output.append($0) })
        let answers = try output.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(answers.count, 3)
        XCTAssertEqual(answers.first?["id"] as? Int, 1)
        XCTAssertEqual(errorCode(answers[1]), -32700)
        XCTAssertEqual(answers.last?["id"] as? Int, 2)
        let list = ((answers.last?["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String
        let previews = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try XCTUnwrap(list).utf8)) as? [String: Any])
        XCTAssertEqual((previews["previews"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Card", "Twins"])
    }
}

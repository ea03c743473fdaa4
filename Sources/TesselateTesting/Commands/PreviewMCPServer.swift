import Foundation
import Tesselate

/// A Model Context Protocol server over standard input and output: JSON-RPC 2.0 messages, one
/// JSON object a line, as MCP's stdio transport sends them. It answers `initialize`, `ping`,
/// `tools/list` and `tools/call`, with the tools `list_previews`, `dump_preview`,
/// `audit_preview`, `explain_view` and `render_preview_png` (the PNG as base64 image content).
///
/// `swift run playgrounds --mcp` (or a package's own ``PreviewCommand`` with `--mcp`) runs it;
/// an MCP client (an editor's assistant, an agent) starts that command and talks to it.
///
/// Bad input never stops it: a line that is not JSON gets a parse error (-32700), a message
/// that is not a request an invalid-request error (-32600), an unknown method -32601, an
/// unknown tool or missing arguments -32602; an unknown preview or view is a tool result with
/// `isError` set, which the client shows to the model. Notifications (messages without an
/// `id`) get no answer.
@MainActor
public struct PreviewMCPServer {
    let tools: PreviewTools

    /// A server of `previews`.
    public init(previews: [Preview]) {
        tools = PreviewTools(previews: previews)
    }

    init(tools: PreviewTools) {
        self.tools = tools
    }

    /// The protocol versions the server speaks; it answers `initialize` with the client's when
    /// it is one of them, else with the newest.
    public static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]

    /// A JSON-RPC error: its code and message.
    struct RPCError: Error {
        let code: Int
        let message: String

        static func invalidParams(_ message: String) -> RPCError { RPCError(code: -32602, message: message) }
    }

    /// Answers messages read by `readLine` (a line each, until it returns `nil`) with `write`
    /// (a line each). By default, the standard input and output.
    public func serve(
        readLine: () -> String? = { Swift.readLine(strippingNewline: true) },
        write: (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
    ) {
        while let line = readLine() {
            if let answer = respond(to: line) { write(answer) }
        }
    }

    /// The answer to one message, a line of JSON without a newline, or `nil` when the message is
    /// a notification or a blank line.
    public func respond(to message: String) -> String? {
        guard !message.allSatisfy(\.isWhitespace) else { return nil }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(message.utf8), options: [.fragmentsAllowed])
        } catch {
            return Self.encode([
                "jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "Parse error: the line is not JSON"],
            ])
        }
        guard let request = parsed as? [String: Any] else {
            return Self.encode(
                ["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32600, "message": "Invalid Request: a message is one JSON object"]])
        }
        let id = request["id"]
        let validID = id.map { $0 is String || $0 is NSNumber || $0 is Int || $0 is Double } ?? false
        guard request["jsonrpc"] as? String == "2.0", let method = request["method"] as? String, id == nil || validID else {
            let shown: Any = validID ? id! : NSNull()
            let problem = "Invalid Request: needs \"jsonrpc\": \"2.0\", a string \"method\" and a string or number \"id\""
            return Self.encode(["jsonrpc": "2.0", "id": shown, "error": ["code": -32600, "message": problem]])
        }
        guard let id else { return nil }
        do {
            let result = try answer(method, params: request["params"])
            return Self.encode(["jsonrpc": "2.0", "id": id, "result": result])
        } catch {
            return Self.encode(["jsonrpc": "2.0", "id": id, "error": ["code": error.code, "message": error.message]])
        }
    }

    private func answer(_ method: String, params: Any?) throws(RPCError) -> [String: Any] {
        let params = params as? [String: Any] ?? [:]
        switch method {
        case "initialize":
            let asked = params["protocolVersion"] as? String
            return [
                "protocolVersion": asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0],
                "capabilities": ["tools": ["listChanged": false]],
                "serverInfo": ["name": "tesselate-previews", "version": "1"],
                "instructions":
                    "Tools to list, dump, audit, draw and explain the layout of this package's SwiftUI previews, laid out by Tesselate.",
            ]
        case "ping": return [:]
        case "tools/list": return ["tools": Self.toolList]
        case "tools/call":
            guard let name = params["name"] as? String else { throw .invalidParams("Invalid params: tools/call needs a tool \"name\"") }
            let arguments = params["arguments"] as? [String: Any] ?? [:]
            return try call(name, arguments)
        default:
            throw RPCError(code: -32601, message: "Method not found: \(method)")
        }
    }

    /// One line of JSON, keys sorted.
    static func encode(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return #"{"error":{"code":-32603,"message":"Internal error: the answer could not be written"},"id":null,"jsonrpc":"2.0"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}

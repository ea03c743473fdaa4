import Foundation
import Tesselate

/// The server's tools: what `tools/list` declares and what `tools/call` runs.
extension PreviewMCPServer {
    /// The names of the tools, in the order `tools/list` lists them.
    public static var toolNames: [String] { toolList.compactMap { $0["name"] as? String } }

    static var toolList: [[String: Any]] {
        let name: [String: Any] = ["type": "string", "description": "The preview's name, as list_previews gives it"]
        let json: [String: Any] = ["type": "boolean", "description": "JSON instead of text (default false)"]
        func tool(_ toolName: String, _ description: String, _ properties: [String: Any], required: [String]) -> [String: Any] {
            [
                "name": toolName, "description": description,
                "inputSchema": ["type": "object", "properties": properties, "required": required],
            ]
        }
        return [
            tool(
                "list_previews", "Lists the previews (#Preview, PreviewProvider): name, source file and line, device or size.",
                ["json": json], required: []),
            tool(
                "dump_preview",
                "The layout dump of a preview: every view with its parameters and frame (x, y, width×height) in points.",
                ["name": name, "json": json, "proposals": ["type": "boolean", "description": "Add the proposals each view answered"]],
                required: ["name"]),
            tool(
                "audit_preview",
                "Audits a preview as a reviewer would: truncated or overlapping text, small or covered controls, low contrast, missing labels.",
                ["name": name, "json": json], required: ["name"]),
            tool(
                "explain_view",
                "Explains why a view of a preview has its frame: the proposals from the window down to it and the rule at each level.",
                [
                    "name": name, "json": json,
                    "view": [
                        "type": "string",
                        "description":
                            "The view: a path from the dump (VStack/Text[1]), an explicit id, an accessibility identifier, a text or a kind; or path:…, id:…, text:…, kind:…",
                    ],
                ], required: ["name", "view"]),
            tool(
                "render_preview_png", "Draws a preview as a PNG image, as the device shows it.",
                [
                    "name": name,
                    "scale": ["type": "number", "description": "Pixels a point, above 0 and at most 16 (the device's by default)"],
                ],
                required: ["name"]),
        ]
    }

    /// Runs the tool `name`: a tool result (`content`, `isError`), or an invalid-params error for
    /// an unknown tool or missing arguments.
    func call(_ name: String, _ arguments: [String: Any]) throws(RPCError) -> [String: Any] {
        func string(_ key: String) throws(RPCError) -> String {
            guard let value = arguments[key] as? String else {
                throw .invalidParams("Invalid params: \(name) needs the string argument \"\(key)\"")
            }
            return value
        }
        let json = arguments["json"] as? Bool ?? false
        do {
            switch name {
            case "list_previews": return Self.text(tools.list(json: json))
            case "dump_preview":
                return Self.text(try tools.dump(try string("name"), json: json, proposals: arguments["proposals"] as? Bool ?? false))
            case "audit_preview": return Self.text(try tools.audit(try string("name"), json: json))
            case "explain_view": return Self.text(try tools.explain(try string("name"), view: try string("view"), json: json))
            case "render_preview_png":
                let scale = (arguments["scale"] as? NSNumber).map { CGFloat($0.doubleValue) }
                if arguments["scale"] != nil, scale == nil { throw RPCError.invalidParams("Invalid params: \"scale\" is a number") }
                let png = try tools.png(try string("name"), scale: scale)
                return ["content": [["type": "image", "data": png.base64EncodedString(), "mimeType": "image/png"]], "isError": false]
            default:
                throw RPCError.invalidParams("Unknown tool: \(name); tools/list lists them")
            }
        } catch let failure as PreviewTools.Failure {
            return ["content": [["type": "text", "text": "error: \(failure.description)"]], "isError": true]
        } catch let error as RPCError {
            throw error
        } catch {
            return ["content": [["type": "text", "text": "error: \(error)"]], "isError": true]
        }
    }

    private static func text(_ text: String) -> [String: Any] {
        ["content": [["type": "text", "text": text]], "isError": false]
    }
}

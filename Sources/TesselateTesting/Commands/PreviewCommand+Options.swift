import Foundation
import Tesselate

extension PreviewCommand {
    /// The options of one run of the command, read from its arguments.
    struct Options {
        enum Action {
            case help, mcp, list, dump
            case explain(name: String, view: String)
            case audit(name: String)
            case png(directory: String)
        }

        var action = Action.dump
        var names: [String] = []
        var json = false
        var proposals = false
        var scale: CGFloat?

        /// Reads `arguments`; returns what is wrong with them, or `nil`.
        mutating func parse(_ arguments: [String]) -> String? {
            var explain: String?, view: String?, audit: String?, png: String?
            var list = false, mcp = false, help = false
            var index = 0
            func value(_ option: String) -> String? {
                guard index + 1 < arguments.count else { return nil }
                index += 1
                return arguments[index]
            }
            while index < arguments.count {
                let argument = arguments[index]
                switch argument {
                case "--json": json = true
                case "--proposals": proposals = true
                case "--list": list = true
                case "--mcp": mcp = true
                case "--help", "-h": help = true
                case "--explain", "--view", "--audit", "--png", "--scale":
                    guard let text = value(argument) else { return "\(argument) needs a value" }
                    switch argument {
                    case "--explain": explain = text
                    case "--view": view = text
                    case "--audit": audit = text
                    case "--png": png = text
                    default:
                        guard let number = Double(text), number > 0, number <= 16 else {
                            return "--scale needs a number of pixels a point, above 0 and at most 16"
                        }
                        scale = CGFloat(number)
                    }
                default:
                    if argument.hasPrefix("-") { return "unknown option \(argument)" }
                    names.append(argument)
                }
                index += 1
            }
            let actions = [explain != nil, audit != nil, png != nil, list, mcp].filter { $0 }.count
            if actions > 1 { return "choose one of --list, --explain, --audit, --png and --mcp" }
            if help {
                action = .help
            } else if mcp {
                action = .mcp
            } else if let explain {
                guard let view else { return "--explain needs --view VIEW: the view to explain" }
                action = .explain(name: explain, view: view)
            } else if let audit {
                action = .audit(name: audit)
            } else if let png {
                action = .png(directory: png)
            } else if list {
                action = .list
            }
            if view != nil, explain == nil { return "--view goes with --explain NAME" }
            return nil
        }
    }
}

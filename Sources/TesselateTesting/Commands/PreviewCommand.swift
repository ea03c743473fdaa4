import Foundation
import Tesselate

/// The command line of a package's previews: lists them, dumps, audits and draws one, explains
/// why one of its views has its frame, and serves all that to tools over the Model Context
/// Protocol (``PreviewMCPServer``). `swift run playgrounds` answers the same options.
///
/// A package gets it with an executable target of three lines (its `main.swift`), depending on
/// the module that declares the `#Preview`s and on `TesselateTesting`:
///
/// ```swift
/// import MyViews            // the module whose #Previews are listed (linking it is enough)
/// import TesselateTesting
/// PreviewCommand.main()
/// ```
///
/// `swift run previews --list`, `swift run previews --explain "Settings" --view "Save" --json`,
/// `swift run previews --mcp`: see ``usage``.
@MainActor
public struct PreviewCommand {
    let tools: PreviewTools

    /// A command for `previews`, `#Preview`s and the previews of `PreviewProvider`s alike.
    public init(previews: [Preview]) {
        tools = PreviewTools(previews: previews)
    }

    /// What `--help` prints.
    public static let usage = """
        usage: [--list] [NAME …] [--json] [--proposals]    list the previews, or dump them (JSON: one NAME)
               --explain NAME --view VIEW [--json]           why a view of the preview has its frame
               --audit NAME [--json]                         the findings of host.audit() for the preview
               --png DIR [NAME …] [--scale S]               write NAME.png for each preview into DIR
               --mcp                                         serve the tools to an MCP client over stdin/stdout

          VIEW is a path (VStack/Text[1]), an explicit id, an accessibility identifier, a text's string
          or a kind, tried in that order; write path:…, id:…, text:… or kind:… to say which.
        """

    /// Runs the command with every `#Preview` of the program (``Preview/all``) and the previews
    /// of `providers` (Swift on Linux cannot list a protocol's conforming types, so a program
    /// names its `PreviewProvider`s), for the program's arguments, and exits with its status.
    public nonisolated static func main(providers: sending [any PreviewProvider.Type] = []) -> Never {
        let status = MainActor.assumeIsolated {
            let previews = Preview.all + providers.flatMap { Preview.previews(of: $0) }
            return PreviewCommand(previews: previews).run(Array(CommandLine.arguments.dropFirst()))
        }
        exit(status)
    }

    /// Runs the command for `arguments` (without the program's name), writing what it prints to
    /// `output`, and returns the exit status: 0, 1 when the request failed (an unknown preview
    /// or view), 2 for a usage error. `--mcp` reads requests from the standard input until it ends.
    public func run(_ arguments: [String], output: (String) -> Void = { print($0) }) -> Int32 {
        var options = Options()
        if let problem = options.parse(arguments) {
            output("error: \(problem)\n\n\(Self.usage)")
            return 2
        }
        do {
            switch options.action {
            case .help: output(Self.usage)
            case .mcp: PreviewMCPServer(tools: tools).serve()
            case .list: output(tools.list(json: options.json))
            case .explain(let name, let view): output(try tools.explain(name, view: view, json: options.json))
            case .audit(let name): output(try tools.audit(name, json: options.json))
            case .png(let directory): try writePNGs(into: directory, options, output)
            case .dump: try dump(options, output)
            }
        } catch {
            output("error: \(error)")
            return 1
        }
        return 0
    }

    private func dump(_ options: Options, _ output: (String) -> Void) throws(PreviewTools.Failure) {
        if options.json {
            guard options.names.count == 1 else { throw PreviewTools.Failure(description: "name one preview for a JSON dump") }
            output(try tools.dump(options.names[0], json: true))
            return
        }
        for name in options.names { _ = try tools.preview(named: name) }
        let chosen = options.names.isEmpty ? tools.previews : options.names.map { name in tools.previews.first { $0.name == name }! }
        for preview in chosen {
            output("## \(preview.name) — \(PreviewTools.describe(preview))")
            output(try tools.dump(preview.name, json: false, proposals: options.proposals))
        }
    }

    private func writePNGs(into directory: String, _ options: Options, _ output: (String) -> Void) throws(PreviewTools.Failure) {
        for name in options.names { _ = try tools.preview(named: name) }
        let names = options.names.isEmpty ? tools.previews.map(\.name) : options.names
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for name in names {
                let file = (directory as NSString).appendingPathComponent(name.replacingOccurrences(of: "/", with: "-") + ".png")
                try tools.png(name, scale: options.scale).write(to: URL(fileURLWithPath: file), options: .atomic)
                output("wrote \(file)")
            }
        } catch let failure as PreviewTools.Failure {
            throw failure
        } catch {
            throw PreviewTools.Failure(description: "cannot write into \(directory): \(error.localizedDescription)")
        }
    }
}

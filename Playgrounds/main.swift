import Foundation
import Tesselate
import TesselateTesting

// `swift run playgrounds [NAME …] [options]`: prints every playground's variants (or the named
// ones') as dumps, raster pictures, or writes them as SVG files. See `usage` below.

let usage = """
    usage: playgrounds [NAME …] [--list] [--previews] [--width W] [--height H] [--scroll X,Y] [--type TEXT] [--increment N …]
                       [--proposals | --picture [--cell WxH] | --svg DIR | --png DIR | --html DIR]

      NAME            only these playgrounds (all by default; --list names them)
      --width W       the window's width in points (each variant's own by default)
      --height H      the window's height in points
      --scroll X,Y    then scroll the first scroll view to this offset, as a finger would
      --type TEXT     then type TEXT into the first text field or editor
      --increment N   then press "+" on the N-th stepper (1 = the first); repeat to press again
      --proposals     dumps with every proposal each view answered (long lines)
      --picture       print a character picture instead of the dump (8×16 points a cell)
      --cell WxH      points per character cell of --picture, e.g. 4x8
      --svg DIR       write one SVG per variant into DIR (NAME-1.svg, NAME-2.svg, …)
      --png DIR       write one PNG per variant into DIR (NAME-1.png, …), at the window's scale
      --scale S       pixels a point of --png (the window's display scale by default)
      --html DIR      write one layout explorer page per variant into DIR (NAME-1.html, …):
                      the picture beside the view tree, each view's proposals on hover
      --previews      the previews (#Preview, PreviewProvider) instead, each as Xcode's canvas
                      sizes it; NAME picks previews, --list names them, --picture draws them
      --json          with --previews: the list, or the dump of one NAME, as JSON
      --explain NAME --view VIEW [--json]
                      why a view of the preview NAME has its frame (VIEW: a path, id or text)
      --audit NAME [--json]
                      what host.audit() finds in the preview NAME
      --mcp           serve the previews' tools to an MCP client over stdin/stdout

    Variants may scroll or type before they are printed; the dump is the default output.
    """

@MainActor
func runPlaygrounds(_ arguments: [String]) -> Int32 {
    // Explaining, auditing, JSON and the MCP server work on the previews: the testing library's
    // command, as a package's own `previews` executable runs it.
    if arguments.contains(where: ["--explain", "--audit", "--mcp"].contains)
        || (arguments.contains("--json") && arguments.contains("--previews"))
    {
        return PreviewCommand(previews: Playground.previews).run(arguments.filter { $0 != "--previews" })
    }
    if arguments.contains("--json") {
        print("error: --json goes with --previews (the list, or one preview's dump), --explain or --audit")
        return 2
    }
    let playgrounds = Playground.all
    var names: [String] = []
    var width: Double?
    var height: Double?
    var proposals = false
    var picture = false
    var cell = RasterOptions.defaultPointsPerCell
    /// Where to write one file per variant, in which format.
    var files: (directory: String, format: Playground.Output, suffix: String)?
    var pngScale: CGFloat?
    var script = Playground.Script()
    var previews = false
    var list = false
    var index = 0
    func value(_ argument: String) -> String? {
        guard index + 1 < arguments.count else { return nil }
        index += 1
        return arguments[index]
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--list":
            list = true
        case "--previews":
            previews = true
        case "--width", "--height":
            guard let text = value(argument), let number = Double(text), number >= 0, number.isFinite else {
                print("error: \(argument) needs a non-negative number")
                return 2
            }
            if argument == "--width" { width = number } else { height = number }
        case "--scroll":
            let parts = value(argument)?.split(separator: ",").compactMap { Double($0) } ?? []
            guard parts.count == 2, parts.allSatisfy(\.isFinite) else {
                print("error: --scroll needs an offset like 120,0")
                return 2
            }
            script.scroll = CGPoint(x: parts[0], y: parts[1])
        case "--type":
            guard let text = value(argument) else {
                print("error: --type needs the text to type")
                return 2
            }
            script.typed = text
        case "--increment":
            guard let text = value(argument), let number = Int(text), number >= 1 else {
                print("error: --increment needs a stepper number, 1 for the first")
                return 2
            }
            script.stepperPresses.append(number - 1)
        case "--proposals":
            proposals = true
        case "--picture":
            picture = true
        case "--cell":
            let parts = value(argument)?.split(separator: "x").compactMap { Double($0) } ?? []
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                print("error: --cell needs a size like 4x8 (points per cell, width x height)")
                return 2
            }
            cell = CGSize(width: parts[0], height: parts[1])
        case "--scale":
            guard let text = value(argument), let number = Double(text), number > 0, number <= 16 else {
                print("error: --scale needs a number of pixels a point, above 0 and at most 16")
                return 2
            }
            pngScale = CGFloat(number)
        case "--svg", "--png", "--html":
            guard let directory = value(argument) else {
                print("error: \(argument) needs a directory")
                return 2
            }
            let formats: [String: (Playground.Output, String)] = [
                "--svg": (.svg, "svg"), "--png": (.png(scale: nil), "png"), "--html": (.html, "html"),
            ]
            guard let format = formats[argument] else { return 2 }
            files = (directory, format.0, format.1)
        case "--help", "-h":
            print(usage)
            return 0
        default:
            if argument.hasPrefix("-") {
                print("error: unknown option \(argument)\n\n\(usage)")
                return 2
            }
            names.append(argument)
        }
        index += 1
    }
    if let scale = pngScale, let chosen = files, case .png = chosen.format { files = (chosen.directory, .png(scale: scale), chosen.suffix) }
    if picture && files != nil {
        print("error: choose one of --picture, --svg, --png and --html")
        return 2
    }
    if previews {
        return runPreviews(
            names: names, listOnly: list, output: picture ? .picture(RasterOptions(pointsPerCell: cell)) : .dump(proposals: proposals))
    }
    let named = playgrounds + Playground.byNameOnly
    if list {
        for playground in named { print("\(playground.name): \(playground.summary)") }
        return 0
    }
    let chosen = names.isEmpty ? playgrounds : named.filter { names.contains($0.name) }
    let unknown = names.filter { name in !named.contains { $0.name == name } }
    if !unknown.isEmpty {
        print("error: no playground named \(unknown.joined(separator: ", ")); try --list")
        return 2
    }
    if let files {
        do {
            try FileManager.default.createDirectory(atPath: files.directory, withIntermediateDirectories: true)
        } catch {
            print("error: cannot create \(files.directory): \(error.localizedDescription)")
            return 1
        }
    }
    for playground in chosen {
        print("# \(playground.name) — \(playground.summary)\n")
        for (number, variant) in playground.variants.enumerated() {
            var size = variant.size
            if let width { size.width = width }
            if let height { size.height = height }
            print("## \(variant.title)")
            if let files {
                let path = (files.directory as NSString).appendingPathComponent("\(playground.name)-\(number + 1).\(files.suffix)")
                do {
                    try variant.output(size, files.format, script).data.write(to: URL(fileURLWithPath: path), options: .atomic)
                    print("wrote \(path)\n")
                } catch {
                    print("error: cannot write \(path): \(error.localizedDescription)")
                    return 1
                }
            } else if picture {
                print(variant.output(size, .picture(RasterOptions(pointsPerCell: cell)), script).text + "\n")
            } else {
                print(variant.output(size, .dump(proposals: proposals), script).text)
            }
        }
    }
    return 0
}

exit(MainActor.assumeIsolated { runPlaygrounds(Array(CommandLine.arguments.dropFirst())) })

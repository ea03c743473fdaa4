import Foundation
import Tesselate

// `swift run playgrounds` prints every playground's dumps; `swift run playgrounds NAME` one of
// them; `--list` names them; `--width W --height H` change the window; `--no-proposals` hides
// the proposals each view answered.

@MainActor
func runPlaygrounds(_ arguments: [String]) -> Int32 {
    let playgrounds = Playground.all
    var names: [String] = []
    var width: Double?
    var height: Double?
    var proposals = true
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--list":
            for playground in playgrounds { print("\(playground.name): \(playground.summary)") }
            return 0
        case "--width", "--height":
            guard index + 1 < arguments.count, let value = Double(arguments[index + 1]), value >= 0 else {
                print("error: \(argument) needs a non-negative number")
                return 2
            }
            if argument == "--width" { width = value } else { height = value }
            index += 1
        case "--no-proposals":
            proposals = false
        case "--help", "-h":
            print("usage: playgrounds [NAME …] [--list] [--width W] [--height H] [--no-proposals]")
            return 0
        default:
            names.append(argument)
        }
        index += 1
    }
    let chosen = names.isEmpty ? playgrounds : playgrounds.filter { names.contains($0.name) }
    let unknown = names.filter { name in !playgrounds.contains { $0.name == name } }
    if !unknown.isEmpty {
        print("error: no playground named \(unknown.joined(separator: ", ")); try --list")
        return 2
    }
    for playground in chosen {
        print("# \(playground.name) — \(playground.summary)\n")
        for variant in playground.variants {
            var size = variant.size
            if let width { size.width = width }
            if let height { size.height = height }
            print("## \(variant.title)")
            print(variant.dump(size, proposals))
        }
    }
    return 0
}

exit(MainActor.assumeIsolated { runPlaygrounds(Array(CommandLine.arguments.dropFirst())) })

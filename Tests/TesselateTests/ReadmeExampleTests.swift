import XCTest
import Tesselate

/// The README's example is real: its view, laid out, prints exactly the dump the README shows.
final class ReadmeExampleTests: XCTestCase {
    struct PaletteCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Palette")
                    .font(.title3)
                HStack {
                    Color.red.frame(width: 24, height: 24)
                    Color.green.frame(width: 24, height: 24)
                    Color.blue.frame(width: 24, height: 24)
                    Spacer()
                }
            }
            .padding()
            .background(Color.gray.opacity(0.2))
        }
    }

    struct MissingBlock: Error { var marker: String }

    /// The fenced block after `marker` in README.md.
    private func readmeBlock(after marker: String) throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let markerRange = text.range(of: marker),
            let open = text.range(of: "```\n", range: markerRange.upperBound..<text.endIndex),
            let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
        else {
            throw MissingBlock(marker: marker)
        }
        return String(text[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// The "Add Tesselate to a package" snippet names the package's real products, and the
    /// exclusion a snapshot-testing target needs.
    func testREADMEPackageSnippetNamesTheRealProducts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard let start = readme.range(of: "## Add Tesselate to a package"),
            let open = readme.range(of: "```swift\n", range: start.upperBound..<readme.endIndex),
            let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
        else {
            return XCTFail("README has no package snippet")
        }
        let snippet = readme[open.upperBound..<close.lowerBound]
        for product in ["Tesselate", "TesselateTesting"] {
            XCTAssertTrue(snippet.contains(".product(name: \"\(product)\", package: \"Tesselate\")"), product)
            XCTAssertTrue(manifest.contains(".library(name: \"\(product)\""), "Package.swift has no library product \(product)")
        }
        XCTAssertTrue(snippet.contains("exclude: [\"__Snapshots__\"]"))
    }

    @MainActor func testREADMEDumpIsWhatTheExamplePrints() async throws {
        let host = ViewHost(PaletteCard(), size: CGSize(width: 200, height: 120))
        XCTAssertEqual(try readmeBlock(after: "\nprints\n"), host.dump(proposals: false))
    }

    @MainActor func testREADMEPictureIsWhatTheExampleDraws() async throws {
        let host = ViewHost(PaletteCard(), size: CGSize(width: 200, height: 120))
        XCTAssertEqual(try readmeBlock(after: "For the card above, `print(host.render())`:"), host.render() + "\n")
    }
}

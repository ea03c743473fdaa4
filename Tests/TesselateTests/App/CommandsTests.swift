import XCTest
import Tesselate
import TesselateTesting

/// `Scene.commands(content:)`, `CommandMenu`, `CommandGroup`, `CommandsBuilder`: menus for the
/// menu bar (macOS, iPadOS 26) and an iPad's shortcut overlay. An iPhone shows neither, so an
/// app's window is as it would be without them. Source: <https://developer.apple.com/documentation/swiftui/commandmenu>.
final class CommandsTests: XCTestCase {
    private struct EditorCommands: Commands {
        var showsDebug: Bool
        var body: some Commands {
            CommandMenu("Shapes") {
                Button("Add Circle") {}.keyboardShortcut("c")
            }
            CommandGroup(after: .newItem) { Button("New from Clipboard") {} }
            CommandGroup(replacing: .help) { Button("Editor Help") {} }
            if showsDebug { CommandMenu(Text("Debug")) { Button("Dump") {} } }
            SidebarCommands()
        }
    }

    private struct EditorApp: App {
        var body: some Scene {
            WindowGroup { Text("Canvas") }
                .commands { EditorCommands(showsDebug: true) }
                .commands {
                    TextEditingCommands()
                    ToolbarCommands()
                }
        }
    }

    /// The window shows its content and none of the commands.
    @MainActor func testAnIPhoneShowsNoMenus() async throws {
        let host = try XCTUnwrap(ViewHost(app: EditorApp()))
        XCTAssertTrue(host.exists(.text("Canvas")))
        for title in ["Add Circle", "New from Clipboard", "Editor Help", "Dump"] {
            XCTAssertFalse(host.exists(.text(title)), title)
        }
        let plain = try XCTUnwrap(ViewHost(app: PlainApp()))
        XCTAssertEqual(host.dump(), plain.dump())
    }

    private struct PlainApp: App {
        var body: some Scene { WindowGroup { Text("Canvas") } }
    }

    /// The standard groups are distinct values.
    func testPlacements() {
        let placements: [CommandGroupPlacement] = [.appInfo, .newItem, .pasteboard, .sidebar, .help, .toolbar, .textEditing]
        XCTAssertEqual(Set(placements).count, placements.count)
    }
}

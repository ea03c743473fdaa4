import Foundation

// SwiftUI's commands: menus and menu items a scene adds to the menu bar (macOS, iPadOS 26) and
// to the keyboard shortcuts overlay of an iPad (⌘ held). An iPhone shows neither, and a host is
// an iPhone: a scene's commands are accepted and not shown, and their keyboard shortcuts are not
// pressed by the testing library's `press`.

/// A group of menu commands, as SwiftUI's `Commands`.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body.
    public var body: Never { fatalError("\(Self.self) is built in and has no body") }
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands {
    public typealias Body = Never
    public init() {}
}

/// A menu of commands, as SwiftUI's `CommandMenu`: on macOS and iPadOS 26 a menu named `name`
/// in the menu bar; not shown on an iPhone.
public struct CommandMenu<Content: View> {
    public typealias Body = Never
    let name: Text
    let content: Content

    /// A menu named by a localized key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = Text(nameKey)
        self.content = content()
    }

    /// A menu named by a `Text`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named by a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = Text(name)
        self.content = content()
    }
}

/// Commands added to, or replacing, a standard group of the menus, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View> {
    public typealias Body = Never
    enum Position { case before, after, replacing }
    let position: Position
    let placement: CommandGroupPlacement
    let content: Content

    /// Commands placed before `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, placement, content) = (.before, group, addition())
    }

    /// Commands placed after `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, placement, content) = (.after, group, addition())
    }

    /// Commands that replace `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, placement, content) = (.replacing, group, addition())
    }
}

/// The standard groups of the menus, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The sidebar commands (Show/Hide Sidebar), as SwiftUI's `SidebarCommands`.
public struct SidebarCommands {
    public typealias Body = Never
    public init() {}
}

/// The toolbar commands, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands {
    public typealias Body = Never
    public init() {}
}

/// The text editing commands (Find, …), as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands {
    public typealias Body = Never
    public init() {}
}

/// The text formatting commands (Font, Text), as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands {
    public typealias Body = Never
    public init() {}
}

/// Several commands, as a `CommandsBuilder` block makes.
public struct _TupleCommands<each C: Commands> {
    public typealias Body = Never
    let commands: (repeat each C)
}

/// One of two commands, as an `if`/`else` in a `CommandsBuilder` makes.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands> {
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
}

/// Builds commands from the commands listed, as SwiftUI's `CommandsBuilder`.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands<repeat each C> {
        _TupleCommands(commands: (repeat each content))
    }
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _ConditionalCommands<Content, EmptyCommands> {
        _ConditionalCommands(storage: content.map { .first($0) } ?? .second(EmptyCommands()))
    }
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .first(first))
    }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

extension Scene {
    /// Adds `content` to the menus of this scene, as SwiftUI's `commands(content:)`. An iPhone
    /// has no menus: the scene's windows are unchanged (see `Commands.swift`).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ModifiedScene(content: self) { $0 }
    }
}

// The conformances are declared apart, so that making commands is not main-actor isolated (as
// for views).
extension EmptyCommands: Commands {}
extension CommandMenu: Commands {}
extension CommandGroup: Commands {}
extension SidebarCommands: Commands {}
extension ToolbarCommands: Commands {}
extension TextEditingCommands: Commands {}
extension TextFormattingCommands: Commands {}
extension _TupleCommands: Commands {}
extension _ConditionalCommands: Commands {}

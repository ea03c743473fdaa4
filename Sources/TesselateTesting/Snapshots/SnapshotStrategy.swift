import Foundation
import Tesselate

/// How a layout is turned into a snapshot file: its text and its file extension.
///
/// `.dump` (the text dump without proposals, the most stable form), `.dump(_:)` with other
/// ``DumpOptions``, `.json`, `.picture` (the window drawn in characters, as
/// `ViewHost.render()` draws it) and `.png` (the window as a PNG, as `ViewHost.png(scale:)`
/// draws it, compared within ``ImageSnapshotTolerance``); pictures are always of the whole
/// window, also for a match.
@MainActor
public struct SnapshotStrategy {
    /// The file extension of the snapshots, without the dot: `txt`, `json`.
    public let pathExtension: String
    /// A name for messages.
    public let name: String
    let render: @MainActor (LayoutSnapshot, Int?) -> String
    /// The picture of an image strategy (whose `render` is not used).
    let image: (@MainActor (LayoutSnapshot) -> Data)?

    init(pathExtension: String, name: String, render: @escaping @MainActor (LayoutSnapshot, Int?) -> String) {
        self.pathExtension = pathExtension
        self.name = name
        self.render = render
        image = nil
    }

    init(pathExtension: String, name: String, image: @escaping @MainActor (LayoutSnapshot) -> Data) {
        self.pathExtension = pathExtension
        self.name = name
        render = { _, _ in "" }
        self.image = image
    }

    /// The text dump with `.layout` properties: structure, parameters, user types and frames.
    public static var dump: SnapshotStrategy { dump(DumpOptions(properties: .layout)) }

    /// The text dump with `options`.
    public static func dump(_ options: DumpOptions) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "txt", name: "dump") { snapshot, start in snapshot.dump(options, from: start) }
    }

    /// The window drawn in characters with the default cells (8×16 points).
    public static var picture: SnapshotStrategy { picture(RasterOptions()) }

    /// The window drawn in characters with `options`.
    public static func picture(_ options: RasterOptions) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "txt", name: "picture") { snapshot, _ in snapshot.render(options) + "\n" }
    }

    /// The window as a PNG at its display scale.
    public static var png: SnapshotStrategy { png(scale: nil) }

    /// The window as a PNG at `scale` pixels a point (the window's display scale when `nil`).
    public static func png(scale: CGFloat?) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", name: "png") { snapshot in snapshot.png(scale: scale) }
    }

    /// The JSON dump with `.layout` properties.
    public static var json: SnapshotStrategy { json(DumpOptions(properties: .layout)) }

    /// The JSON dump with `options`.
    public static func json(_ options: DumpOptions) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "json", name: "json") { snapshot, start in snapshot.jsonDump(options, from: start) }
    }
}

/// When snapshots are written instead of compared.
///
/// Chosen by the `record:` parameter, else by an enclosing
/// `withSnapshotTesting(record:operation:)`, else by the environment variable
/// `TESSELATE_RECORD` (`all`, `failed`, `missing`, `never`), else `.missing`. With `CI=true` (or
/// `1`) a missing snapshot is never written: it fails.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every snapshot, and fail so that recording is not left on by mistake.
    case all
    /// Write the snapshots that are missing or differ; a difference still fails.
    case failed
    /// Write missing snapshots (the test passes, with a note); compare the others.
    case missing
    /// Never write: a missing snapshot fails.
    case never

    /// The mode from `TESSELATE_RECORD`, `nil` when it is unset or unknown.
    static func fromEnvironment(_ environment: [String: String]) -> RecordMode? {
        environment["TESSELATE_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) }
    }
}

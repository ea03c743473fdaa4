import Foundation

/// The iOS release whose look a ``ViewHost`` models: iOS changes its metrics between releases
/// (list margins, bars, control shapes; iOS 26's new design changed many), and a view lays out as
/// it would on that release. A Tesselate type (SwiftUI runs on the release itself).
///
/// ```swift
/// let host = ViewHost(ContentView(), device: .iPhone16, os: .iOS18)
/// ```
///
/// Each number that differs says, in LayoutRules.md, which releases it holds for and which
/// recording measured it; `Tests/TesselateTests/Fidelity` checks them against recordings of both
/// releases. Recordings of iOS 17 are checked against `.iOS18`, whose metrics they share in the
/// corpus.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 18, 26.
    public var major: Int

    /// iOS 18 (and iOS 17, which the corpus finds identical where it measured both).
    public static let iOS18 = OSVersion(major: 18)
    /// iOS 26, the release with the new design.
    public static let iOS26 = OSVersion(major: 26)
    /// The release a host models unless told: iOS 18, the one the fidelity corpus covers best.
    public static let `default` = iOS18

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.major < rhs.major }

    public var description: String { "iOS \(major)" }
}

struct OSVersionKey: EnvironmentKey { static let defaultValue = OSVersion.default }

extension EnvironmentValues {
    /// The release the host models (``ViewHost/os``), for the metrics that differ between releases.
    var osVersion: OSVersion {
        get { self[OSVersionKey.self] }
        set { self[OSVersionKey.self] = newValue }
    }
}

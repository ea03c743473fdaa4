import Foundation
import Tesselate

/// One thing the number fuzzer does with a value: builds a host (usually of a small view that
/// passes the value to the APIs named in `keys`), optionally acts on it (scrolls, drags, advances
/// time), and says when SwiftUI would log a warning for the value, naming which view.
struct NumberCase {
    enum Kind { case double, int, duration }

    var keys: [String]
    var kind: Kind = .double
    /// When SwiftUI logs the value (and Tesselate must record a diagnostic whose path ends in a
    /// view whose kind starts with `names`); `nil` where only "no crash, finite output" is asked.
    var warns: (@Sendable (FuzzNumber) -> Bool)?
    var names = ""
    /// The view shows the number as text (so the dump may say "nan" or "inf").
    var showsValue = false
    var make: @MainActor (FuzzNumber) -> ViewHost<AnyView>
    var act: (@MainActor (ViewHost<AnyView>, FuzzNumber) async -> Void)?

    /// The case's name in reports and in ``NumberFuzzKnownFailures``: its first key.
    var name: String { keys.first ?? "?" }

    static let window = CGSize(width: 300, height: 300)

    /// A case that shows `content(value)` in a 300×300 window at scale 3.
    static func view<V: View>(
        _ keys: String..., kind: Kind = .double, warns: (@Sendable (FuzzNumber) -> Bool)? = nil, names: String = "",
        showsValue: Bool = false, @ViewBuilder _ content: @escaping @MainActor (FuzzNumber) -> V
    ) -> NumberCase {
        NumberCase(keys: keys, kind: kind, warns: warns, names: names, showsValue: showsValue) { value in
            ViewHost(AnyView(content(value)), size: window, displayScale: 3)
        }
    }

    /// A case that shows `content(value)` and then does `act` to the host.
    static func acting<V: View>(
        _ keys: String..., kind: Kind = .double, @ViewBuilder content: @escaping @MainActor (FuzzNumber) -> V,
        act: @escaping @MainActor (ViewHost<AnyView>, FuzzNumber) async -> Void
    ) -> NumberCase {
        NumberCase(keys: keys, kind: kind, make: { value in ViewHost(AnyView(content(value)), size: window, displayScale: 3) }, act: act)
    }

    /// A case that makes its own host (a window of the value's size, a device).
    static func host(_ keys: String..., kind: Kind = .double, _ make: @escaping @MainActor (FuzzNumber) -> ViewHost<AnyView>) -> NumberCase
    {
        NumberCase(keys: keys, kind: kind, make: make)
    }

    var values: [FuzzNumber] {
        switch kind {
        case .double: NumberFuzzValues.doubles
        case .int: NumberFuzzValues.ints
        case .duration: NumberFuzzValues.durations
        }
    }
}

/// Warns when the value is NaN, infinite or negative (frame sizes).
let warnsForBadLength: @Sendable (FuzzNumber) -> Bool = { $0.isBadLength }
/// Warns when the value is NaN (paddings, offsets, spacings).
let warnsForNaN: @Sendable (FuzzNumber) -> Bool = { $0.isNaN }
/// Warns when the first value is NaN: for cases that use only it (`v.d`, `v.f`), whose second
/// value (`v.g`, in pairs of the long mode) reaches nothing.
let warnsForFirstNaN: @Sendable (FuzzNumber) -> Bool = { $0.d.isNaN }

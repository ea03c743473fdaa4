import Foundation

extension View {
    /// Shows or hides the header row of the tables inside, as SwiftUI's `tableColumnHeaders(_:)`:
    /// `.hidden` removes it (a regular-width table's rows then start at its top), `.visible` and
    /// `.automatic` show it. A compact table has no headers either way.
    nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaders, visibility)
    }
}

struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether tables show their header row (`tableColumnHeaders(_:)`).
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

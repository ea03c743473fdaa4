import Foundation

// `@Environment(\.dismiss)` is ``DismissAction`` (Environment/SystemActions.swift): presentations
// and pushed pages set it to dismiss themselves.

extension EnvironmentValues {
    /// Whether the view is in a presentation: a sheet, a cover, or a pushed page, as SwiftUI's
    /// `isPresented`.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

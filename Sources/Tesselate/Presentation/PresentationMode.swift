import Foundation

/// Whether a view is presented, and a way to dismiss it, as SwiftUI's deprecated
/// `PresentationMode` (iOS 13; replaced by `EnvironmentValues.isPresented` and
/// ``DismissAction``). Read it as `@Environment(\.presentationMode) var presentationMode` and
/// dismiss with `presentationMode.wrappedValue.dismiss()`.
///
/// It is made of the same two values: `isPresented` is `EnvironmentValues.isPresented` (a sheet,
/// a cover or a pushed page) and `dismiss()` runs the environment's ``DismissAction`` (dismisses
/// the sheet or cover, pops the page; elsewhere the host records the call in
/// ``ViewHost/dismissCount``).
public struct PresentationMode {
    /// Whether the view is in a presentation: a sheet, a cover or a pushed page.
    public let isPresented: Bool
    let action: DismissAction

    /// Dismisses the view, as `@Environment(\.dismiss)` does. The value itself does not change:
    /// the host shows the presentation gone in its next update (its `isPresented` is then read
    /// where the view is, if it still is).
    @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// A binding to the view's ``PresentationMode``, as SwiftUI's deprecated `presentationMode`.
    /// Writing to the binding does nothing (only `dismiss()` acts), as in SwiftUI, where its
    /// setter is only called back by `dismiss()`'s mutation.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}

import Foundation

extension View {
    /// Hides the labels of controls in this view, as SwiftUI's `labelsHidden()`: a toggle is its
    /// switch alone, a stepper its segments, a slider its track. The hidden labels are not in the
    /// tree (`.text(_:)` does not find them) but still name the controls for VoiceOver, so
    /// TesselateTesting's `.label(_:)` does.
    nonisolated public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls in the subtree hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

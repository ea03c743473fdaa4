import Foundation

/// Whether a view's content can be edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editable.
    case inactive
    /// Editable for a moment (a swipe to delete under way).
    case transient
    /// Editable.
    case active

    /// Whether it is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views here, as SwiftUI's `editMode`: in a host, a binding to the
    /// window's mode (``ViewHost/editMode``), `nil` in a bare `EnvironmentValues`. Views can give
    /// a subtree a mode of their own with `environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's edit mode, as SwiftUI's `EditButton`: "Edit" when
/// inactive, "Done" (semibold) when editing. In a `List`, Tesselate does not draw the delete and
/// move controls iOS shows in edit mode, nor indent the rows (a difference); views that read
/// `\.editMode` see the mode.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            if isEditing { Text("Done").fontWeight(.semibold) } else { Text("Edit") }
        }
    }
}

extension ViewHost {
    /// The window's edit mode, which `EditButton`s toggle and views read as `\.editMode`; setting
    /// it runs the update before the setter returns.
    public var editMode: EditMode {
        get { services.editMode }
        set {
            services.editMode = newValue
            invalidateForInteraction()
            settle()
        }
    }

    /// A binding to the window's edit mode, for the root environment: writing it (an `EditButton`)
    /// updates the host.
    func editModeBinding() -> Binding<EditMode> {
        let services = self.services, invalidation = self.invalidation
        return Binding(
            get: { MainActor.assumeIsolated { services.editMode } },
            set: { value in
                MainActor.assumeIsolated {
                    guard services.editMode != value else { return }
                    services.editMode = value
                    invalidation.invalidate()
                }
            })
    }
}

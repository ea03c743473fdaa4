import Foundation

/// What a host offers its views beyond layout, and what it records of their requests for tests:
/// the in-memory store behind `@AppStorage`, and the system actions its views called through the
/// environment (`dismiss`, `openURL`).
@MainActor
final class HostServices {
    let appStorage = AppStorageStore()
    /// The values behind `@SceneStorage`, per host (one window, one scene).
    let sceneStorage = AppStorageStore()
    /// How many times views called the environment's `dismiss`.
    var dismissCount = 0
    /// How many times views called the environment's `requestReview`.
    var reviewRequestCount = 0
    /// The URLs views asked the system to open, in order.
    var openedURLs: [URL] = []
    /// The windows views asked to open, in order.
    var openedWindows: [WindowRequest] = []
    /// The windows views asked to dismiss, in order.
    var dismissedWindows: [WindowRequest] = []
    /// Which text input has the focus (see `HostFocus`).
    let focus = HostFocus()
    /// What the focused hierarchy and the scene publish (see `HostFocusedValues`).
    let focusedValues = HostFocusedValues()
    /// What views shared through a `ShareLink`, in order.
    var shares: [Share] = []
    /// What `AsyncImage`s asked to load, and the test's answers.
    let imageLoads = HostImageLoads()
    /// The window's edit mode (``ViewHost/editMode``).
    var editMode = EditMode.inactive
    /// The system's appearance (``ViewHost/colorScheme``).
    var systemColorScheme = ColorScheme.light
    /// The scheme a `preferredColorScheme(_:)` asked for during the pass under way, and the one
    /// the pass applied to the window.
    var preferredColorScheme: ColorScheme?
    var appliedColorScheme: ColorScheme?

    init() {}

    /// The window's appearance: the scheme a view asked for, else the system's.
    var windowColorScheme: ColorScheme { appliedColorScheme ?? systemColorScheme }

    /// Puts the host's system actions in the root environment.
    func prepare(_ environment: inout EnvironmentValues) {
        environment.colorScheme = windowColorScheme
        preferredColorScheme = nil
        environment.dismiss = DismissAction { [weak self] in self?.dismissCount += 1 }
        environment.requestReview = RequestReviewAction { [weak self] in self?.reviewRequestCount += 1 }
        environment.openURL = OpenURLAction(systemHandler: { [weak self] url in self?.openedURLs.append(url) })
        environment.openWindow = OpenWindowAction { [weak self] window in self?.openedWindows.append(window) }
        environment.dismissWindow = DismissWindowAction { [weak self] window in self?.dismissedWindows.append(window) }
    }
}

extension ViewHost {
    /// The host's app storage: the values its views' ``AppStorage`` properties read and write,
    /// kept in memory and empty when the host is made. Seed it (`host.appStorage["sound"] = false`)
    /// and the host updates before it next answers; read what the views wrote the same way.
    public var appStorage: AppStorageStore { services.appStorage }

    /// How many times the host's views called the environment's ``DismissAction``. A host has
    /// nothing to dismiss: it records the call (a person would see the screen go).
    public var dismissCount: Int { services.dismissCount }

    /// The URLs the host's views asked the system to open through the environment's
    /// ``OpenURLAction`` (directly, or after a custom handler answered `.systemAction`), in order.
    public var openedURLs: [URL] { services.openedURLs }
}

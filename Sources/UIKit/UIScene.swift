import Tesselate

/// A scene of the app, as UIKit's `UIScene`: the running host's window is shown in one.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// Whether the scene is in the foreground: `.foregroundActive` (a host shows its views).
    open var activationState: ActivationState { .foregroundActive }
    open var title: String!
    /// The scene's delegate, kept strongly as UIKit's scene keeps it. Nothing calls it here (see
    /// `UISceneDelegate`).
    open var delegate: (any UISceneDelegate)?

    /// The scene's session: a `.windowApplication` one, made with the scene.
    open private(set) lazy var session: UISceneSession = {
        let session = UISceneSession(role: .windowApplication)
        session.scene = self
        return session
    }()

    /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }
}

/// A scene with windows, as UIKit's `UIWindowScene`: the running host's, with its one window.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    let window = UIWindow(frame: .zero)
    private var otherWindows: [WeakWindow] = []
    private weak var madeKey: UIWindow?

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    override init() {
        super.init()
        window.windowScene = self
    }

    /// The scene's windows: the host's window, then those put in the scene
    /// (`UIWindow(windowScene:)`) that are still alive.
    open var windows: [UIWindow] { [window] + otherWindows.compactMap(\.window) }
    /// The key window: the last one made key with `makeKeyAndVisible()`, else the host's window.
    open var keyWindow: UIWindow? { madeKey ?? window }

    func attach(_ window: UIWindow) {
        otherWindows.removeAll { $0.window == nil || $0.window === window }
        if window !== self.window { otherWindows.append(WeakWindow(window: window)) }
    }

    func detach(_ window: UIWindow) {
        otherWindows.removeAll { $0.window == nil || $0.window === window }
        if madeKey === window { madeKey = nil }
    }

    func makeKey(_ window: UIWindow) { madeKey = window }
    /// The screen the scene is on.
    open var screen: UIScreen { .main }
    /// The scene's traits: the running host's.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Which way the interface is turned: `.landscapeRight` for a device held `landscapeLeft`.
    open var interfaceOrientation: UIInterfaceOrientation {
        UIDevice.current.orientation.isLandscape ? .landscapeRight : .portrait
    }
}

/// The window scene of the running host (one per host, and one for code that runs for none).
@MainActor
enum HostScene {
    private final class Box: Sendable {
        let scene: UIWindowScene
        init(_ scene: UIWindowScene) { self.scene = scene }
    }

    static var scene: UIWindowScene {
        RunningHost.currentOrStandalone.slot(Box.self) { Box(UIWindowScene()) }.scene
    }
}

/// A window, as UIKit's `UIWindow`: the running host's, as big as its window, with its safe-area
/// insets.
///
/// Its `rootViewController` is a plain view controller (on iOS it would host the SwiftUI views),
/// so code can present from it; ``endEditing(_:)`` takes the focus from the host's focused text
/// field, as resigning the first responder dismisses the keyboard on iOS.
///
/// A window an app makes with ``init(windowScene:)`` (as a scene delegate does) joins the scene's
/// `windows`, and `makeKeyAndVisible()` makes it the scene's key window. Nothing shows it: its
/// `rootViewController` (a `UIHostingController` in a SwiftUI app) is kept, and a test shows the
/// root view in a `ViewHost`.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The scene the window is in; setting it moves the window to that scene's `windows`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// A window in `windowScene`, as UIKit's `init(windowScene:)`: as big as the scene's (the
    /// running host's) window.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        // Observers do not run inside an initializer of the class: join the scene here.
        self.windowScene = windowScene
        windowScene.attach(self)
    }
    /// The view controller whose view fills the window.
    open lazy var rootViewController: UIViewController? = UIViewController()

    /// The host's window: its size in points (the window of a host's scene answers its host).
    open override var frame: CGRect {
        get { windowScene != nil ? CGRect(origin: .zero, size: RunningWindow.facts.size) : super.frame }
        set { super.frame = newValue }
    }

    /// The host's safe-area insets (zero for a window in no scene).
    open override var safeAreaInsets: UIEdgeInsets {
        windowScene != nil ? UIEdgeInsets(RunningWindow.facts.safeAreaInsets) : .zero
    }

    /// Whether the window is its scene's key window (the host's, until another is made key).
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// Makes the window its scene's key window and shows it (`isHidden` is `false`), as UIKit's
    /// `makeKeyAndVisible()`. Nothing is drawn.
    open func makeKeyAndVisible() {
        isHidden = false
        windowScene?.makeKey(self)
    }

    /// Takes the focus from the running host's focused text field, as ending editing dismisses the
    /// keyboard on iOS; returns whether a field had it.
    @discardableResult
    open override func endEditing(_ force: Bool) -> Bool {
        guard windowScene != nil else { return false }
        return RunningHost.currentOrStandalone.endEditing()
    }
}

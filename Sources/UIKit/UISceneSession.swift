import Tesselate

/// The record of a scene, as UIKit's `UISceneSession`: its role, identifier and configuration.
///
/// UIKit makes a session when it connects a scene and hands it to the scene delegate's
/// `scene(_:willConnectTo:options:)`. No UIKit life cycle runs on Linux, so a session is made by
/// whoever calls a delegate (a test): ``init(role:configuration:)``. The running host's window
/// scene has one (`UIScene.session`), in the `.windowApplication` role.
@MainActor @preconcurrency
open class UISceneSession: Hashable {
    /// The scene the session stands for, if it is connected.
    open internal(set) weak var scene: UIScene?
    /// The kind of scene, as UIKit's `role`.
    public let role: Role
    /// The configuration the scene was made with.
    open var configuration: UISceneConfiguration
    /// A unique identifier of the session, as UIKit's `persistentIdentifier`.
    public let persistentIdentifier: String
    /// Information the app keeps with the session, as UIKit's `userInfo`.
    open var userInfo: [String: Any]?

    /// A session in `role` with `configuration` (by default, one named nil in that role). UIKit
    /// makes sessions itself; here a test makes one to call a scene delegate with.
    public init(role: Role = .windowApplication, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The kind of a scene, as UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's main interactive window, as UIKit's `windowApplication`.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display the person does not interact with.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// How to make a scene, as UIKit's `UISceneConfiguration`: a name (of an entry in the app's
/// Info.plist on iOS), the session's role, and the classes of the scene and its delegate.
///
/// The classes are kept and never instantiated: nothing makes scenes here.
@MainActor @preconcurrency
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The class of the scene delegate to make.
    open var delegateClass: AnyClass?
    /// The class of the scene to make.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions in `sessionRole`, as UIKit's
    /// `init(name:sessionRole:)`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// What a scene is connected with, as UIKit's `UIScene.ConnectionOptions`: the URLs it opens
    /// and the app that asked for it.
    @MainActor
    open class ConnectionOptions {
        /// The URLs the scene is asked to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene.
        public let sourceApplication: String?

        /// Options with `urlContexts` and `sourceApplication` (none by default). UIKit makes them
        /// itself; here a test makes them to call a scene delegate with.
        public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
        }
    }

    /// The options a URL is opened with, as UIKit's `UIScene.OpenURLOptions`.
    @MainActor
    open class OpenURLOptions {
        /// The bundle identifier of the app that asked to open the URL.
        public let sourceApplication: String?
        /// Whether the file is opened in place rather than copied.
        public let openInPlace: Bool

        /// Options naming `sourceApplication`.
        public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
        }
    }
}

/// A URL a scene is asked to open, with its options, as UIKit's `UIOpenURLContext`.
@MainActor @preconcurrency
open class UIOpenURLContext: Hashable {
    /// The URL to open.
    public let url: URL
    /// How to open it.
    public let options: UIScene.OpenURLOptions

    /// A context for `url`.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }

    public nonisolated static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

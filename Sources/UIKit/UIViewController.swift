import Tesselate

/// An object that manages a view, as UIKit's `UIViewController`.
///
/// UIKit shows a view controller's view and calls its life-cycle methods as it appears. Tesselate
/// never shows one (a `UIViewControllerRepresentable` is drawn as a placeholder and its
/// `makeUIViewController` is not called), so a view controller here is its state: ``view`` is
/// loaded on first use (``loadView()`` then ``viewDidLoad()``), the parent/child and
/// presentation relations are kept, and `present`/`dismiss` update them at once and call their
/// completions. The appearance methods (`viewWillAppear(_:)`, …) are there to override; nothing
/// calls them.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// The nib's name given to `init(nibName:bundle:)` (there are no nibs to load here).
    public let nibName: String?
    /// The bundle given to `init(nibName:bundle:)`.
    public let nibBundle: Bundle?
    private var loadedView: UIView?

    /// A view controller, as UIKit's `init(nibName:bundle:)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A view controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A view controller from an archive, as UIKit's `init(coder:)`. There are no storyboards to
    /// decode here: the view controller is empty.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// The view, loaded on first use: ``loadView()`` makes it (a plain `UIView` unless
    /// overridden), then ``viewDidLoad()`` runs.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView`, as UIKit's base class makes when there is no nib.
    open func loadView() { loadedView = UIView() }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String?
    open var preferredContentSize: CGSize = .zero
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false

    /// The traits of the view controller: the running host's (see `UITraitCollection.current`).
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    /// The view controller that contains this one.
    open private(set) weak var parent: UIViewController?
    /// The view controllers this one contains.
    open private(set) var children: [UIViewController] = []
    /// The view controller this one presents.
    open private(set) var presentedViewController: UIViewController?
    /// The view controller that presents this one.
    open private(set) weak var presentingViewController: UIViewController?

    /// Adds `childController` as a child, as UIKit's `addChild(_:)` (calling its
    /// `willMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes the view controller from its parent, as UIKit's `removeFromParent()` (calling its
    /// `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `viewControllerToPresent`, as UIKit's `present(_:animated:completion:)`: the
    /// relation is set at once (nothing is shown), then `completion` runs. A view controller that
    /// already presents one presents nothing more, as in UIKit. A share sheet
    /// (`UIActivityViewController`) records its share on the running host.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            viewControllerToPresent !== self
        else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        if let sheet = viewControllerToPresent as? UIActivityViewController {
            RunningHost.currentOrStandalone.recordShare(sheet.share)
        }
        completion?()
    }

    /// Dismisses the view controller this one presents, or this one if it is presented, as
    /// UIKit's `dismiss(animated:completion:)`; then `completion` runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

/// How a view controller is presented, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen,
        overCurrentContext, popover
}

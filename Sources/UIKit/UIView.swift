import Tesselate

/// A rectangle on screen, as UIKit's `UIView`: a frame, a background, subviews.
///
/// UIKit draws views and lays them out with Auto Layout. Tesselate never shows a `UIView` (a
/// representable is drawn as a placeholder, and its `makeUIView` is not called), so a view here is
/// its state: the properties keep what is set, the view tree (`addSubview`, `superview`) is kept,
/// `layoutIfNeeded()` calls `layoutSubviews()`, and `sizeThatFits(_:)` answers the view's size as
/// UIKit's base class does. Nothing is drawn; `draw(_:)` is never called. `layer` (Core Animation)
/// and Auto Layout constraints do not exist (content priorities are kept and answered back).
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// The view's own rectangle: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var backgroundColor: UIColor?
    /// The opacity, 0…1.
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var accessibilityIdentifier: String?
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    private var ownTintColor: UIColor?
    /// The tint colour: the view's own, else its superview's, else the app's (`UIColor.tintColor`).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .tintColor }
        set { ownTintColor = newValue }
    }

    /// The view that contains this one.
    open private(set) weak var superview: UIView?
    /// The views this one contains, back to front.
    open private(set) var subviews: [UIView] = []
    private(set) var needsLayout = false

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// An empty view.
    public override convenience init() { self.init(frame: .zero) }

    /// A view from an archive, as UIKit's `init(coder:)`. There are no nibs or storyboards to
    /// decode here: the view is empty, with a zero frame.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    open override var next: UIResponder? { superview }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The traits of the view: the running host's (see `UITraitCollection.current`).
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    /// The insets of the safe area: the window's, less the distance from the window's edges, for
    /// a view in a window; zero otherwise.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return .zero }
        let insets = window.safeAreaInsets, origin = convert(CGPoint.zero, to: window)
        return UIEdgeInsets(
            top: max(0, insets.top - origin.y), left: max(0, insets.left - origin.x),
            bottom: max(0, insets.bottom - (window.bounds.height - origin.y - bounds.height)),
            right: max(0, insets.right - (window.bounds.width - origin.x - bounds.width)))
    }

    /// `point`, given in this view's coordinates, in `view`'s (the window's when `view` is `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInWindow, theirs = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    private var originInWindow: CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            view = current.superview
        }
        return origin
    }

    /// Adds `view` on top of the subviews, taking it from its former superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews' range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first of this view and its descendants whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Lays out the subviews; UIKit's base class does nothing without constraints, nor does this.
    /// Called by ``layoutIfNeeded()`` when a layout is due.
    open func layoutSubviews() {}

    /// Marks the view as needing a layout, as UIKit's `setNeedsLayout()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays the view out now if it needs it: calls ``layoutSubviews()``, then does the same for
    /// the subviews.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Marks the view as needing to be drawn. Nothing is drawn here: ``draw(_:)`` is never called.
    open func setNeedsDisplay() {}

    /// Draws the view's content. Never called: Tesselate does not draw UIKit views.
    open func draw(_ rect: CGRect) {}

    /// The size that fits `size`: the view's current size, as UIKit's base class answers.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The size the view's content needs: none by default (``noIntrinsicMetric`` both ways).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }

    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// How strongly the view keeps from growing past its content along `axis`: 250 unless set.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets ``contentHuggingPriority(for:)``: kept and answered back (nothing is laid out by it).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }

    /// How strongly the view keeps from shrinking below its content along `axis`: 750 unless set.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    /// Sets ``contentCompressionResistancePriority(for:)``: kept and answered back.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
    }

    /// Resigns the first responder in the view's subtree, as UIKit's `endEditing(_:)`. No UIKit
    /// view is ever first responder here; a window also takes the focus from the host's focused
    /// text field (see `UIWindow`). Returns whether something resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { false }

    /// The value UIKit uses for a dimension a view has no intrinsic size in: −1.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// Runs `animations` at once, as UIKit's `animate(withDuration:animations:)` would end them:
    /// nothing is animated here, the views take their final state.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true` (the animation finished).
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`, as
    /// `animate(withDuration:delay:options:animations:completion:)` would end them.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `actions` (UIKit runs them without animating; so does this).
    open class func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

extension UIView {
    /// How a view fits its content in its bounds, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
            bottomLeft, bottomRight
    }

    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The options of an animation, as UIKit's `UIView.AnimationOptions` (nothing animates here).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}

import Tesselate
import UIKit

/// A UIKit view controller that manages a SwiftUI view, as SwiftUI's `UIHostingController`.
///
/// On iOS the controller's view draws ``rootView`` and UIKit shows it once the controller is in a
/// window (a scene delegate's `window.rootViewController = UIHostingController(rootView:
/// ContentView())`). Tesselate shows no UIKit view: the controller keeps ``rootView`` (setting it
/// replaces it, as on iOS), its `view` is a plain `UIView`, and its UIKit relations (parent,
/// presentation, the window whose root it is) are those of any `UIViewController`. To lay out,
/// draw or test the SwiftUI view, host it: `ViewHost(controller.rootView)`.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller manages.
    public var rootView: Content

    /// A controller that manages `rootView`, as SwiftUI's `init(rootView:)`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive that manages `rootView`, as SwiftUI's
    /// `init(coder:rootView:)`. There are no archives to decode here: the controller is made as by
    /// ``init(rootView:)``.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive alone: `nil`, since an archive cannot give the root view here
    /// (on iOS a storyboard's hosting controller is subclassed to supply it).
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}

extension UIHostingController {
    /// The size the root view chooses when offered `size`, as SwiftUI's `sizeThatFits(in:)`: the
    /// view laid out by Tesselate for that proposal (a non-finite or negative dimension offers
    /// the view its ideal length there).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let renderer = ImageRenderer(content: rootView)
        func offered(_ length: CGFloat) -> CGFloat? { length.isFinite && length >= 0 ? length : nil }
        renderer.proposedSize = ProposedViewSize(width: offered(size.width), height: offered(size.height))
        return renderer.renderedSize
    }
}

import Tesselate

/// The share sheet, as UIKit's `UIActivityViewController`.
///
/// UIKit shows the sheet when it is presented, and the person picks where to share. A host has no
/// share sheet: presenting one (from any view controller, usually the window's
/// `rootViewController`) records what a person would have shared, as tapping a `ShareLink` does
/// (`ViewHost.shares`; `UIKitRecords.unhosted.shares` for code that runs for no host). URLs and
/// strings are shared as they are; any other item as its description. The sheet stays presented
/// (no one picks): dismiss it as UIKit's code would; `completionWithItemsHandler` is not called.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// What is shared.
    public let activityItems: [Any]
    /// The app's own activities offered beside the system's.
    public let applicationActivities: [UIActivity]?
    /// The system activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the person is done; never here (see the type's discussion).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The handler of a finished share, as UIKit's `UIActivityViewController.CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// A share sheet for `activityItems`, as UIKit's `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// What a person would share from this sheet.
    var share: Share {
        Share(
            items: activityItems.map { item in
                switch item {
                case let url as URL: .url(url)
                case let string as String: .string(string)
                default: .string(String(describing: item))
                }
            })
    }
}

/// A service a share sheet offers, as UIKit's `UIActivity`.
@MainActor @preconcurrency
open class UIActivity {
    public init() {}

    /// The activity's type (`nil` for a custom activity that names none).
    open var activityType: ActivityType? { nil }
    /// The activity's title.
    open var activityTitle: String? { nil }

    /// The kind of an activity, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}

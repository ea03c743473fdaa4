import Foundation
import Tesselate

extension UIApplication {
    /// Whether the app can change its icon, as UIKit's `supportsAlternateIconNames`: `true` (the
    /// choice is recorded for the test).
    public var supportsAlternateIconNames: Bool { true }

    /// The icon the app shows, as UIKit's `alternateIconName`: the name last set with
    /// ``setAlternateIconName(_:completionHandler:)``, `nil` for the primary icon. Recorded for
    /// the running host (`ViewHost.alternateIconName`).
    public var alternateIconName: String? { UIKitRecords.running.alternateIconName }

    /// Changes the app's icon, as UIKit's `setAlternateIconName(_:completionHandler:)`: `nil` for
    /// the primary icon. The name is recorded for the running host (there is no home screen) and
    /// `completionHandler` is called with no error. **Difference:** UIKit asks the person first
    /// and calls the handler later on the main queue; here it is called before this returns.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        UIKitRecords.running.setAlternateIconName(alternateIconName)
        completionHandler?(nil)
    }

    /// Changes the app's icon, as UIKit's `setAlternateIconName(_:) async throws`: recorded as
    /// ``setAlternateIconName(_:completionHandler:)`` records it; it does not throw.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        UIKitRecords.running.setAlternateIconName(alternateIconName)
    }
}

import Foundation
import Tesselate

extension ViewMatch {
    /// What the large content viewer shows for this element
    /// (`accessibilityShowsLargeContentViewer`): its label, or the texts of the custom view
    /// given; `nil` when it shows nothing or the view is not an accessibility element.
    public var accessibilityLargeContentLabel: String? { snapshot.accessibilityElement(of: node)?.largeContentLabel }
}

import Foundation

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`: a rectangle of the view
/// (`.rect(.bounds)`, the default) or a point of it.
public enum PopoverAttachmentAnchor {
    /// A rectangle in the view's coordinates.
    case rect(Anchor<CGRect>.Source)
    /// A unit point of the view.
    case point(UnitPoint)
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true, as SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`.
    ///
    /// On iPhone SwiftUI adapts a popover to a sheet in compact width; a host presents it as a
    /// sheet (`sheet(isPresented:onDismiss:content:)`) whatever the size class: laid out,
    /// found, dismissed (its `dismiss` action, ``ViewHost/swipeDownSheet()``) and drawn as one.
    /// **Differs:** on iPad (regular width) iOS shows a bubble beside the anchor with an arrow on
    /// `arrowEdge`; the anchor and the edge are accepted and not used.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content(item)` in a popover while `item` is not `nil`, as SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`: a sheet in a host (see
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`); a new item (another id) is a
    /// new popover, and dismissing it sets the item to `nil`.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}

import Foundation

extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`. See `PresentedLayerNode` for the layout.
    /// `onDismiss` runs when the sheet's `dismiss` action dismisses it (not when the binding is
    /// set to false from outside, which SwiftUI also reports).
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modified(
            PresentationModifier(
                kind: .sheet, isPresented: isPresented.wrappedValue,
                dismiss: {
                    isPresented.wrappedValue = false; onDismiss?()
                },
                content: { AnyView(content()) }))
    }

    /// Presents `content(item)` in a sheet while `item` is not `nil`, as SwiftUI's
    /// `sheet(item:onDismiss:content:)`; a new item (another id) is a new sheet.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modified(
            PresentationModifier(
                kind: .sheet, isPresented: current != nil, id: current.map { AnyHashable($0.id) },
                dismiss: {
                    item.wrappedValue = nil; onDismiss?()
                },
                content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }

    /// Presents `content` over the whole window while `isPresented` is true, as SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modified(
            PresentationModifier(
                kind: .fullScreenCover, isPresented: isPresented.wrappedValue,
                dismiss: {
                    isPresented.wrappedValue = false; onDismiss?()
                },
                content: { AnyView(content()) }))
    }

    /// Presents `content(item)` over the whole window while `item` is not `nil`, as SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modified(
            PresentationModifier(
                kind: .fullScreenCover, isPresented: current != nil, id: current.map { AnyHashable($0.id) },
                dismiss: {
                    item.wrappedValue = nil; onDismiss?()
                },
                content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }
}

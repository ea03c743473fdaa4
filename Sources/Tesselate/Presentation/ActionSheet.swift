import Foundation

/// An action sheet described as a value, as SwiftUI's iOS 13 `ActionSheet` (deprecated for
/// `confirmationDialog`), shown with `actionSheet(isPresented:content:)` or
/// `actionSheet(item:content:)`.
///
/// It is presented as a confirmation dialog is on iPhone, with its title shown: the title and
/// message, then the buttons 57 tall one under the other; a cancel button (``Alert/Button/cancel(_:)``)
/// stands apart in its own box at the bottom, as UIKit's action sheets show it (a sheet without
/// one has no cancel box). The testing library finds and taps its buttons as any dialog's;
/// tapping one runs its action and dismisses the sheet.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead."
)
public struct ActionSheet {
    /// A button of an action sheet: an ``Alert/Button``.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons`, a Cancel button by default.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Presents `content()`'s action sheet while `isPresented` is true, as SwiftUI's deprecated
    /// `actionSheet(isPresented:content:)`; tapping a button sets `isPresented` to false.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead."
    )
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modified(
            PresentationModifier(
                kind: .confirmationDialog, isPresented: sheet != nil, dismiss: { isPresented.wrappedValue = false },
                content: { AnyView(sheet.map { ActionSheetBox(sheet: $0) }) }))
    }

    /// Presents the action sheet `content(item)` makes while `item` is not `nil`, as SwiftUI's
    /// deprecated `actionSheet(item:content:)`; tapping a button sets the item to `nil`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead."
    )
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let current = item.wrappedValue
        let sheet = current.map(content)
        return modified(
            PresentationModifier(
                kind: .confirmationDialog, isPresented: sheet != nil, id: current.map { AnyHashable($0.id) },
                dismiss: { item.wrappedValue = nil }, content: { AnyView(sheet.map { ActionSheetBox(sheet: $0) }) }))
    }
}

/// An ``ActionSheet`` drawn as a dialog's boxes: its cancel button (the first, if several) in
/// the cancel box.
struct ActionSheetBox {
    let sheet: ActionSheet
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension ActionSheetBox: View {
    var body: some View {
        let cancel = sheet.buttons.first { $0.style == .cancel }
        let others = sheet.buttons.filter { $0.style != .cancel }
        DialogBox(
            title: sheet.title, message: sheet.message.map { AnyView($0) }, actions: LegacyAlertButtons(buttons: others),
            cancel: cancel.map { button in .custom(button.label) { button.action?() } } ?? .hidden)
    }
}

import Foundation

extension View {
    /// Presents a confirmation dialog while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)` on iPhone: an action sheet at
    /// the bottom with the buttons, 57 tall, one under the other, and a separate "Cancel" box
    /// (unless a button has the cancel role). The title shows only with `titleVisibility:
    /// .visible` (iOS hides it by default). Tapping any button runs it and dismisses the dialog.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogBox(Text(titleKey), isPresented, titleVisibility, actions(), nil as EmptyView?)
    }

    /// A confirmation dialog titled with a string shown as it is.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogBox(Text(title), isPresented, titleVisibility, actions(), nil as EmptyView?)
    }

    /// A confirmation dialog with a message, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogBox(Text(titleKey), isPresented, titleVisibility, actions(), message())
    }

    /// A confirmation dialog titled with a string, with a message.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogBox(Text(title), isPresented, titleVisibility, actions(), message())
    }

    nonisolated private func dialogBox<A: View, M: View>(
        _ title: Text, _ isPresented: Binding<Bool>, _ visibility: Visibility, _ actions: A, _ message: M?
    ) -> some View {
        modified(
            PresentationModifier(
                kind: .confirmationDialog, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
                content: {
                    AnyView(
                        DialogBox(
                            title: visibility == .visible ? title : nil, message: message.map { AnyView($0) },
                            actions: actions))
                }))
    }
}

/// What a dialog's separate cancel box shows.
enum DialogCancel {
    /// A "Cancel" button, unless one of the actions has the cancel role (a confirmation dialog).
    case automatic
    /// No cancel box (an action sheet without a cancel button).
    case hidden
    /// A cancel button of its own (an action sheet's cancel button).
    case custom(Text, @MainActor () -> Void)
}

/// The dialog's boxes: the title and message (footnote, secondary) centred, the buttons 57 tall
/// one under the other with dividers between; 8 below, the cancel box.
struct DialogBox<Actions: View> {
    var title: Text?
    var message: AnyView?
    var actions: Actions
    var cancel = DialogCancel.automatic
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension DialogBox: View {
    var body: some View {
        VStack(spacing: PresentationMetrics.dialogInset) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { title.font(.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundStyle(Color.gray)
                    .multilineTextAlignment(.center)
                    .padding(14)
                    .frame(maxWidth: .infinity)
                    Divider()
                }
                actions.frame(maxWidth: .infinity, minHeight: PresentationMetrics.dialogButtonHeight)
            }
            .background(RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius).fill(PresentationMetrics.boxFill))
            switch cancel {
            case .automatic:
                if !PresentationButtons.hasCancel(actions) { cancelBox(Text("Cancel"), role: nil) {} }
            case .hidden: EmptyView()
            case .custom(let label, let action): cancelBox(label, role: .cancel, action)
            }
        }
    }

    @MainActor private func cancelBox(_ label: Text, role: ButtonRole?, _ action: @escaping @MainActor () -> Void) -> some View {
        Button(role: role, action: action) { label }
            .fontWeight(.semibold)
            .frame(maxWidth: .infinity, minHeight: PresentationMetrics.dialogButtonHeight)
            .background(RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius).fill(ListMetrics.cardBackground))
    }
}

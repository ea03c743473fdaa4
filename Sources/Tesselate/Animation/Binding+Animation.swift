import Foundation

extension Binding {
    /// A binding whose writes happen in `withAnimation(animation)`, as SwiftUI's
    /// `animation(_:)`; a host shows the end state of the change (see ``withAnimation(_:_:)``).
    nonisolated public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }

    /// A binding whose writes happen in `transaction`, as SwiftUI's `transaction(_:)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withTransaction(transaction) { self.wrappedValue = newValue } })
    }
}

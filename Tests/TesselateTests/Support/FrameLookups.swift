import Tesselate
import TesselateTesting

// Frames read through the testing library's public queries, so that a test of what a user sees
// needs no `@testable` access to the engine.
extension ViewHost {
    /// The frame, in window coordinates, of the first view (in tree order) given the explicit id
    /// `id`, or `nil` when no view has it or layout did not place it.
    func frame<ID: Hashable>(id: ID) -> CGRect? {
        findAll(.id(id)).first.flatMap { $0.isPlaced ? $0.frame() : nil }
    }

    /// The frames of the placed views of a kind (`.text`, `.hStack`, …), in tree order.
    func frames(kind: ViewKind) -> [CGRect] {
        findAll(.kind(kind)).compactMap { $0.isPlaced ? $0.frame() : nil }
    }
}

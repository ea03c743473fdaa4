import XCTest
@testable import Tesselate

extension ViewHost {
    /// The shapes the host draws, in drawing order, with their fill colour (groups flattened).
    func drawnShapes() -> [(frame: CGRect, color: Color?)] {
        var shapes: [(CGRect, Color?)] = []
        func visit(_ items: [DrawItem]) {
            for item in items {
                switch item {
                case let .shape(_, fill, frame):
                    if case let .color(color) = fill { shapes.append((frame, color)) } else { shapes.append((frame, nil)) }
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        visit(DrawListBuilder(tree: tree, engine: engine).build())
        return shapes
    }
}

import BenchmarkShapes
import Foundation
import Tesselate

/// `--frames SHAPE N`: the frames of the shape's items as Tesselate lays them out, for
/// scripts/compare-taffy.sh to check that Taffy's tree of the same shape puts its leaves in the
/// same places (issue 36: benchmarks and peers use the same shapes, checked to give the same
/// frames). Prints one JSON line: `{"shape":…,"n":…,"items":[[x,y,width,height],…]}`.
///
/// An item is what stands for one of Taffy's leaves: the outermost view around a leaf colour
/// that is not a stack (`Color.red.frame(width: 10, height: 10)`, and the flexible frame around
/// it in flexible-row), in the order of the tree, in points from the top-leading corner of the
/// shape's root view (Taffy's root container starts at 0, 0).
@MainActor func printFrames(_ shape: BenchmarkShape, n: Int) {
    let snapshot = ViewHost(shape.view(n), size: shape.window).layoutSnapshot
    let order = snapshot.preorder()
    guard let root = order.first, let origin = snapshot.frame(of: root)?.origin else { return print("{}") }
    func isStack(_ node: Int) -> Bool { ["HStack", "VStack"].contains(snapshot.kind(of: node)) }
    var items: [[Double]] = []
    for node in order where snapshot.children(of: node).isEmpty {
        var item = node
        while let parent = snapshot.parent(of: item), parent != root, !isStack(parent), !snapshot.kind(of: parent).contains("Padding") {
            item = parent
        }
        guard let frame = snapshot.frame(of: item) else { continue }
        items.append(
            [frame.minX - origin.x, frame.minY - origin.y, frame.width, frame.height].map { (Double($0) * 1000).rounded() / 1000 })
    }
    let list = items.map { "[" + $0.map { String($0) }.joined(separator: ",") + "]" }.joined(separator: ",")
    print("{\"shape\":\"\(shape.rawValue)\",\"n\":\(n),\"items\":[\(list)]}")
}

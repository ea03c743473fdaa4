import Foundation
import Tesselate

// Geometry assertions with a tolerance, as Compose's `assertPositionInRootIsEqualTo`. A failure
// shows the dump of the subtree around the view (its parent's) with the view marked `◀︎`.

/// Asserts that `view`'s frame in `space` is `expected`, each edge within `accuracy` points.
@MainActor
public func assertFrame(
    _ view: ViewMatch?, _ expected: CGRect, in space: CoordinateSpace = .global, accuracy: CGFloat = 0.01,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let view = placed(view, "assertFrame", file: file, line: line) else { return }
    let frame = view.frame(in: space)
    guard
        !close(frame.minX, expected.minX, accuracy) || !close(frame.minY, expected.minY, accuracy)
            || !close(frame.width, expected.width, accuracy) || !close(frame.height, expected.height, accuracy)
    else { return }
    fail(
        view, "assertFrame: frame \(formatFrame(frame)) ≠ expected \(formatFrame(expected))\(spaceNote(space)) (accuracy \(accuracy))",
        mark: "◀︎ expected \(formatFrame(expected))", file: file, line: line)
}

/// Asserts that `view`'s frame in `space` is (x, y, width×height), within `accuracy` points.
@MainActor
public func assertFrame(
    _ view: ViewMatch?, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, in space: CoordinateSpace = .global,
    accuracy: CGFloat = 0.01, file: StaticString = #filePath, line: UInt = #line
) {
    assertFrame(view, CGRect(x: x, y: y, width: width, height: height), in: space, accuracy: accuracy, file: file, line: line)
}

/// Asserts that `view` is `width`×`height` (either may be `nil` to leave it unchecked).
@MainActor
public func assertSize(
    _ view: ViewMatch?, width: CGFloat? = nil, height: CGFloat? = nil, accuracy: CGFloat = 0.01,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let view = placed(view, "assertSize", file: file, line: line) else { return }
    let size = view.frame().size
    let widthOK = width.map { close(size.width, $0, accuracy) } ?? true
    let heightOK = height.map { close(size.height, $0, accuracy) } ?? true
    guard !(widthOK && heightOK) else { return }
    let expected = "\(width.map(formatDumpNumber) ?? "any")×\(height.map(formatDumpNumber) ?? "any")"
    fail(
        view,
        "assertSize: size \(formatDumpNumber(size.width))×\(formatDumpNumber(size.height)) ≠ expected \(expected) (accuracy \(accuracy))",
        mark: "◀︎ expected \(expected)", file: file, line: line)
}

/// Asserts that `view` is centred in `container` (its parent when `nil`) along `axes`, within
/// `accuracy` points.
@MainActor
public func assertCentered(
    _ view: ViewMatch?, in container: ViewMatch? = nil, axes: Axis.Set = [.horizontal, .vertical],
    accuracy: CGFloat = 0.5, file: StaticString = #filePath, line: UInt = #line
) {
    guard let view = placed(view, "assertCentered", file: file, line: line) else { return }
    guard let container = container ?? view.parent else {
        FailureReporting.fail("assertCentered: \(view.path) has no parent to be centred in; pass a container", file: file, line: line)
        return
    }
    let frame = view.frame(), outer = container.frame()
    var problems: [String] = []
    if axes.contains(.horizontal) && !close(frame.midX, outer.midX, accuracy) {
        problems.append(
            "midX \(formatDumpNumber(frame.midX)) ≠ \(formatDumpNumber(outer.midX)) (off by \(formatDumpNumber(frame.midX - outer.midX)))")
    }
    if axes.contains(.vertical) && !close(frame.midY, outer.midY, accuracy) {
        problems.append(
            "midY \(formatDumpNumber(frame.midY)) ≠ \(formatDumpNumber(outer.midY)) (off by \(formatDumpNumber(frame.midY - outer.midY)))")
    }
    guard !problems.isEmpty else { return }
    fail(
        view,
        "assertCentered: \(view.path) \(formatFrame(frame)) is not centred in \(container.path) \(formatFrame(outer)): "
            + problems.joined(separator: ", ") + " (accuracy \(accuracy))", mark: "◀︎ not centred", file: file, line: line)
}

/// Asserts that `view` lies inside `container`'s frame (within `accuracy` points).
@MainActor
public func assertContained(
    _ view: ViewMatch?, in container: ViewMatch?, accuracy: CGFloat = 0.01,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let view = placed(view, "assertContained", file: file, line: line),
        let container = placed(container, "assertContained", file: file, line: line)
    else { return }
    let inner = view.frame(), outer = container.frame()
    guard
        inner.minX < outer.minX - accuracy || inner.minY < outer.minY - accuracy
            || inner.maxX > outer.maxX + accuracy || inner.maxY > outer.maxY + accuracy
    else { return }
    fail(
        view, "assertContained: \(view.path) \(formatFrame(inner)) overflows \(container.path) \(formatFrame(container.frame()))",
        mark: "◀︎ overflows", file: file, line: line)
}

/// Asserts that the text `view` shows is not truncated: its layout did not cut it short with
/// "…" (a text whose own string contains "…" is not truncated for that).
@MainActor
public func assertNotTruncated(_ view: ViewMatch?, file: StaticString = #filePath, line: UInt = #line) {
    guard let view = placed(view, "assertNotTruncated", file: file, line: line) else { return }
    guard view.isTruncated == true else { return }
    fail(
        view, "assertNotTruncated: \(view.path) is truncated: \(view.attributes.joined(separator: ", "))", mark: "◀︎ truncated",
        file: file, line: line)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ accuracy: CGFloat) -> Bool { a == b || abs(a - b) <= accuracy }

private func spaceNote(_ space: CoordinateSpace) -> String {
    switch space {
    case .global: ""
    case .local: " in .local"
    case .named(let name): " in .named(\(name.base))"
    }
}

/// The view when it exists and was placed; otherwise reports why not.
@MainActor
private func placed(_ view: ViewMatch?, _ assertion: String, file: StaticString, line: UInt) -> ViewMatch? {
    guard let view else {
        FailureReporting.fail("\(assertion): no view (the query found none; see its failure)", file: file, line: line)
        return nil
    }
    guard view.isPlaced else {
        FailureReporting.fail("\(assertion): \(view.path) was not placed by layout\n" + view.dump(), file: file, line: line)
        return nil
    }
    return view
}

/// Reports `message` with the dump of the view's parent's subtree, the view marked.
@MainActor
private func fail(_ view: ViewMatch, _ message: String, mark: String, file: StaticString, line: UInt) {
    let context = view.parent ?? view
    let dump = context.snapshot.dump(DumpOptions(properties: .layout), from: context.node, marks: [view.node: mark])
    FailureReporting.fail(message + "\n" + dump, file: file, line: line)
}

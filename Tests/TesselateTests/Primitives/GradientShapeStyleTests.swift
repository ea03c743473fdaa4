import XCTest
@testable import Tesselate

/// The gradients as `ShapeStyle` static members, for `fill(_:)` and `foregroundStyle(_:)`.
/// Source: <https://developer.apple.com/documentation/swiftui/shapestyle> ("Getting gradients":
/// `linearGradient`, `radialGradient`, `angularGradient`, `conicGradient`, `ellipticalGradient`,
/// each with `Gradient`, `colors:`, `stops:` and `AnyGradient` forms).
final class GradientShapeStyleTests: XCTestCase {
    @MainActor private func fill<V: View>(_ view: V) -> Fill? {
        let host = ViewHost(view, size: CGSize(width: 50, height: 50))
        for node in 0..<host.tree.count { if let shape = host.tree[node].behavior as? ShapeNode { return shape.fill } }
        return nil
    }

    @MainActor func testEachStaticMakesItsGradient() async {
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.8)]
        guard case .linear(let linear)? = fill(Rectangle().fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)))
        else { return XCTFail("a linear gradient") }
        XCTAssertEqual(linear.gradient.stops, stops)
        guard
            case .radial(let radial)? = fill(
                Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 20)))
        else { return XCTFail("a radial gradient") }
        XCTAssertEqual(radial.endRadius, 20)
        guard
            case .angular(let angular)? = fill(
                Circle().fill(.angularGradient(Gradient(colors: [.red, .blue]), center: .top, startAngle: .zero, endAngle: .degrees(90))))
        else { return XCTFail("an angular gradient") }
        XCTAssertEqual(angular.endAngle, .degrees(90))
        XCTAssertEqual(angular.center, .top)
        guard case .angular(let conic)? = fill(Circle().fill(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(30))))
        else { return XCTFail("a conic gradient is angular") }
        XCTAssertEqual(conic.startAngle.degrees, 30, accuracy: 1e-9)
        XCTAssertEqual(conic.endAngle.degrees, 390, accuracy: 1e-9, "a full turn")
        guard case .elliptical(let elliptical)? = fill(Capsule().fill(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.7)))
        else { return XCTFail("an elliptical gradient") }
        XCTAssertEqual(elliptical.endRadiusFraction, 0.7)
    }

    /// The `AnyGradient` forms (iOS 16) take `Color.gradient`'s stops.
    @MainActor func testAnyGradientForms() async {
        let gradient = Color.blue.gradient
        guard case .linear(let linear)? = fill(Rectangle().fill(.linearGradient(gradient, startPoint: .leading, endPoint: .trailing)))
        else { return XCTFail("a linear gradient") }
        XCTAssertEqual(linear.startPoint, .leading)
        XCTAssertEqual(linear.gradient.stops.last?.color, .blue)
        guard case .angular? = fill(Rectangle().foregroundStyle(.conicGradient(gradient))) else { return XCTFail("conic") }
        guard case .elliptical? = fill(Rectangle().fill(.ellipticalGradient(gradient))) else { return XCTFail("elliptical") }
        guard case .radial(let radial)? = fill(Rectangle().fill(.radialGradient(gradient, endRadius: 30))) else { return XCTFail("radial") }
        XCTAssertEqual(radial.center, .center)
    }
}

extension GradientShapeStyleTests {
    /// A `Gradient` is a style itself (iOS 16; Apple's Backyard Birds sample writes
    /// `AnyShapeStyle(Gradient(colors:))`): a linear gradient from top to bottom, as `AnyGradient`'s.
    @MainActor func testAGradientIsALinearStyleFromTopToBottom() async {
        let gradient = Gradient(colors: [.orange, .pink])
        for view in [AnyView(Rectangle().fill(gradient)), AnyView(Rectangle().fill(AnyShapeStyle(gradient)))] {
            guard case .linear(let linear)? = fill(view) else { return XCTFail("a linear gradient") }
            XCTAssertEqual(linear.gradient, gradient)
            XCTAssertEqual(linear.startPoint, .top)
            XCTAssertEqual(linear.endPoint, .bottom)
        }
    }
}

import Tesselate
import TesselateTesting
import XCTest

/// The most common component of SwiftUI apps, as written in Swift 6 language mode (this target's):
/// a view that keeps a plain `() -> Void` action and hands it to a `Button` and to a tap gesture.
/// SwiftUI accepts it without a warning (`View` is main-actor isolated with `@preconcurrency`,
/// and a button's action is a main-actor closure that a main-actor context may pass a plain one
/// to); this file compiles only while Tesselate does too.
struct Chip: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) { Text(title) }
            .padding(4)
            .onTapGesture(count: 2, perform: action)
    }
}

/// The same component with an optional action and a value-taking callback.
struct Stepper2: View {
    let value: Int
    var onChange: ((Int) -> Void)?

    var body: some View {
        HStack {
            Button("−") { onChange?(value - 1) }
            Text("\(value)")
            Button("+") { onChange?(value + 1) }
        }
    }
}

final class IsolationPatternTests: XCTestCase {
    /// The chip's action runs when it is tapped, and the stepper's callbacks with their values.
    @MainActor func testComponentsWithPlainActionsRunThem() async throws {
        var taps = 0
        var values: [Int] = []
        let host = ViewHost(
            VStack {
                Chip(title: "Chip") { taps += 1 }
                Stepper2(value: 3) { values.append($0) }
            }, size: CGSize(width: 300, height: 200))
        try XCTUnwrap(host.find(.text("Chip"))).tap()
        try XCTUnwrap(host.find(.text("+"))).tap()
        try XCTUnwrap(host.find(.text("−"))).tap()
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(values, [4, 2])
    }
}

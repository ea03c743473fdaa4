import Tesselate
import TesselateTesting
import XCTest

/// VoiceOver's reading order: the views' order, except that `accessibilitySortPriority` puts
/// higher priorities first within an accessibility container (the window, or a view made one with
/// `accessibilityElement(children: .contain)`), equal priorities keeping the views' order
/// (developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:): "higher numbers
/// are sorted first; the default sort priority is zero").
final class AccessibilityReadingOrderTests: XCTestCase {
    @MainActor private func order(_ view: some View) -> [String] {
        ViewHost(view).accessibilityReadingOrder.map { $0.accessibilityLabel ?? "?" }
    }

    @MainActor func testTheViewsOrderByDefault() async {
        XCTAssertEqual(
            order(
                VStack {
                    Text("A"); Text("B"); Button("C") {}
                }), ["A", "B", "C"])
    }

    /// A higher priority is read first; a negative one after the default 0; equal ones keep order.
    @MainActor func testHigherPrioritiesFirst() async {
        let view = VStack {
            Text("A")
            Text("B").accessibilitySortPriority(1)
            Text("C").accessibilitySortPriority(-1)
            Text("D")
            Text("E").accessibilitySortPriority(1)
        }
        XCTAssertEqual(order(view), ["B", "E", "A", "D", "C"])
    }

    /// A priority on a stack applies to the elements inside it that have none (B is 2; C keeps its
    /// 5, and a stack is no container, so C is sorted among the window's items); a container sorts
    /// its own elements and is read as one item of the window (3); a hidden view is not read.
    @MainActor func testStacksAndContainers() async {
        let view = VStack {
            Text("A")
            HStack {
                Text("B"); Text("C").accessibilitySortPriority(5)
            }.accessibilitySortPriority(2)
            VStack {
                Text("D"); Text("E").accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain).accessibilitySortPriority(3)
            Text("F").accessibilityHidden(true).accessibilitySortPriority(9)
        }
        XCTAssertEqual(order(view), ["C", "E", "D", "B", "A"])
    }

    /// A NaN priority is taken as 0 (the order stays total; SwiftUI documents no rule for it).
    @MainActor func testNaNIsZero() async {
        let view = VStack {
            Text("A"); Text("B").accessibilitySortPriority(.nan); Text("C").accessibilitySortPriority(1)
        }
        XCTAssertEqual(order(view), ["C", "A", "B"])
    }
}

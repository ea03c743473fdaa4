import SwiftUI
import XCTest

/// The plain UIKit types apps mention keep their state as UIKit's do; SwiftUI's trait bridges
/// convert both ways.
final class UIKitTypesTests: XCTestCase {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @MainActor func testViewsKeepTheirTree() async {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        child.tag = 7
        parent.addSubview(child)
        XCTAssertTrue(child.superview === parent)
        XCTAssertTrue(parent.viewWithTag(7) === child)
        XCTAssertTrue(child.isDescendant(of: parent))
        XCTAssertEqual(child.bounds, CGRect(x: 0, y: 0, width: 50, height: 30))
        XCTAssertEqual(child.center, CGPoint(x: 35, y: 35))
        XCTAssertEqual(child.convert(CGPoint(x: 1, y: 1), to: parent), CGPoint(x: 11, y: 21))
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 1, "laid out once, when due")
        parent.frame.size.width = 300
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 2)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(parent.subviews.isEmpty)
        XCTAssertEqual(child.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(child.sizeThatFits(.zero), CGSize(width: 50, height: 30))
        XCTAssertEqual(child.tintColor, .tintColor)
        var animated = false
        UIView.animate(withDuration: 0.3) { child.alpha = 0 }
        UIView.animate(withDuration: 0.3, animations: { child.alpha = 0.5 }) { animated = $0 }
        XCTAssertEqual(child.alpha, 0.5)
        XCTAssertTrue(animated)
        XCTAssertFalse(child.becomeFirstResponder(), "nothing takes input from UIKit here")
        XCTAssertTrue(child.resignFirstResponder())
    }

    final class Controller: UIViewController {
        var loads = 0
        override func viewDidLoad() { loads += 1 }
    }

    @MainActor func testViewControllersLoadTheirViewOnce() async {
        let controller = Controller()
        XCTAssertFalse(controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        XCTAssertEqual(controller.loads, 1)
        let child = UIViewController()
        controller.addChild(child)
        XCTAssertTrue(child.parent === controller)
        child.removeFromParent()
        XCTAssertTrue(controller.children.isEmpty)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        XCTAssertEqual((effect.effect as? UIBlurEffect)?.style, .systemUltraThinMaterial)
        XCTAssertTrue(effect.contentView.superview === effect)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
    }

    func testGeometryTypes() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: insets), CGRect(x: 2, y: 1, width: 94, height: 96))
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets())
        let corners: UIRectCorner = [.topLeft, .bottomRight]
        XCTAssertTrue(UIRectCorner.allCorners.isSuperset(of: corners))
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
        XCTAssertTrue(UIInterfaceOrientation.portrait.isPortrait)
    }

    func testTraitCollections() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(userInterfaceStyle: .light),
        ])
        XCTAssertEqual(merged.userInterfaceStyle, .light)
        XCTAssertEqual(merged.horizontalSizeClass, .regular)
        XCTAssertEqual(merged.verticalSizeClass, .unspecified)
        XCTAssertTrue(merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        }
        XCTAssertEqual(UITraitCollection.current.displayScale, 3)
        XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, .large)
    }

    func testTheBridgesBetweenSwiftUIAndUIKitValues() {
        XCTAssertEqual(DynamicTypeSize(.accessibilityExtraLarge), .accessibility3)
        XCTAssertNil(DynamicTypeSize(.unspecified))
        XCTAssertEqual(ContentSizeCategory(UIContentSizeCategory.accessibilityExtraLarge), .accessibilityExtraLarge)
        XCTAssertNil(ContentSizeCategory(UIContentSizeCategory.unspecified))
        XCTAssertEqual(UIContentSizeCategory(DynamicTypeSize.xSmall), .extraSmall)
        XCTAssertEqual(UIContentSizeCategory(nil), .unspecified)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.small < .extraLarge)
        XCTAssertEqual(ColorScheme(UIUserInterfaceStyle.dark), .dark)
        XCTAssertNil(ColorScheme(UIUserInterfaceStyle.unspecified))
        XCTAssertEqual(UIUserInterfaceStyle(ColorScheme.light), .light)
        XCTAssertEqual(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact), .compact)
        XCTAssertEqual(UIUserInterfaceSizeClass(UserInterfaceSizeClass?.none), .unspecified)
        XCTAssertEqual(UIKeyboardType.numberPad, .numberPad, "Tesselate's UIKit-named types come with UIKit")
    }
}

/// A visual effect view can be made with no effect, as UIKit's inherited initialisers make it.
final class UIVisualEffectViewInitTests: XCTestCase {
    @MainActor func testInheritedInitialisersMakeAViewWithNoEffect() async {
        XCTAssertNil(UIVisualEffectView().effect)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertNil(framed.effect)
        XCTAssertEqual(framed.frame.size, CGSize(width: 20, height: 10))
        XCTAssertTrue(framed.subviews.contains { $0 === framed.contentView })
    }
}

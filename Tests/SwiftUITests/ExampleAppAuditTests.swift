import SwiftUI
import TesselateTesting
import XCTest

@testable import ExampleApp

/// The example app (`Sources/ExampleApp`, `swift run ExampleApp`) as it launches: its first
/// window passes the audit (issue 35) in every standard configuration, and the audit still sees
/// what a careless change to it would break.
final class ExampleAppAuditTests: XCTestCase {
    @MainActor func testTheLaunchScreenShowsTheGroceries() async throws {
        let host = try XCTUnwrap(ViewHost(app: ExampleApp(), device: .iPhone16))
        XCTAssertTrue(host.exists(.text("Groceries")))
        XCTAssertEqual(host.findAll(.kind(.listRow)).count, 3)
    }

    /// A model file that imports only Foundation compiles as on iOS (the target imports Combine
    /// into every file) and publishes its changes.
    @MainActor func testAFoundationOnlyModelPublishes() async throws {
        let basket = Basket()
        var changes = 0
        let subscription = basket.objectWillChange.sink { changes += 1 }
        basket.count += 1
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(basket.count, 1)
        subscription.cancel()
    }

    @MainActor func testTheLaunchScreenPassesTheAudit() async throws {
        let host = try XCTUnwrap(ViewHost(app: ExampleApp(), device: .iPhone16))
        assertAudit(host)
    }

    @MainActor func testTheListPassesTheAuditInEveryStandardConfiguration() async {
        forEachConfiguration(of: GroceryList().environment(Groceries())) { host, configuration in
            XCTAssertEqual(host.audit().map(\.description), [], configuration.name)
        }
    }

    /// The audit is not blind here: an item too long for a one-line row is reported as cut short
    /// at the largest text size.
    @MainActor func testATruncatedItemWouldBeFound() async {
        let groceries = Groceries()
        groceries.items.append("Organic free-range eggs from the farm down the road, a dozen")
        let host = ViewHost(
            GroceryList().environment(groceries).lineLimit(1), configuration: ViewConfiguration(dynamicTypeSize: .accessibility3))
        XCTAssertEqual(host.audit().map(\.kind), [.truncatedText])
    }
}

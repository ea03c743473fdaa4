import Combine
import XCTest

/// `Subscribers.Demand`'s arithmetic saturates as Combine documents: unlimited absorbs, sums and
/// products beyond `Int.max` are unlimited, differences stop at zero.
final class DemandTests: XCTestCase {
    func testCountsAddAndSubtract() {
        XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Subscribers.Demand.max(5) - .max(3), .max(2))
        XCTAssertEqual(Subscribers.Demand.max(2) - .max(3), .none, "a difference below zero is none")
        XCTAssertEqual(Subscribers.Demand.max(2) + 1, .max(3))
        XCTAssertEqual(Subscribers.Demand.max(2) - 5, .none)
        XCTAssertEqual(Subscribers.Demand.max(3) * 4, .max(12))
        var demand = Subscribers.Demand.max(1)
        demand += .max(1)
        demand -= 1
        demand *= 3
        XCTAssertEqual(demand, .max(3))
    }

    func testUnlimitedAbsorbs() {
        XCTAssertEqual(Subscribers.Demand.unlimited + .max(1), .unlimited)
        XCTAssertEqual(Subscribers.Demand.unlimited - .max(1_000), .unlimited)
        XCTAssertEqual(Subscribers.Demand.unlimited - 5, .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(7) - .unlimited, .none)
        XCTAssertEqual(Subscribers.Demand.unlimited * 2, .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(Int.max) + .max(1), .unlimited, "a sum beyond Int.max is unlimited")
        XCTAssertEqual(Subscribers.Demand.max(Int.max) * 2, .unlimited)
    }

    func testComparisonsAndMax() {
        XCTAssertTrue(Subscribers.Demand.unlimited > Int.max)
        XCTAssertTrue(Subscribers.Demand.max(3) > 2)
        XCTAssertTrue(Subscribers.Demand.max(3) >= 3)
        XCTAssertTrue(Subscribers.Demand.none < 1)
        XCTAssertTrue(Subscribers.Demand.max(2) == 2)
        XCTAssertTrue(2 == Subscribers.Demand.max(2))
        XCTAssertTrue(Subscribers.Demand.max(2) != 3)
        XCTAssertTrue(Subscribers.Demand.max(2) < .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(4).max, 4)
        XCTAssertNil(Subscribers.Demand.unlimited.max)
        XCTAssertEqual(Subscribers.Demand.none, .max(0))
        XCTAssertEqual("\(Subscribers.Demand.unlimited)", "unlimited")
        XCTAssertEqual("\(Subscribers.Demand.max(3))", "max(3)")
    }

    func testCoding() throws {
        for demand in [Subscribers.Demand.none, .max(9), .unlimited] {
            let data = try JSONEncoder().encode([demand])
            XCTAssertEqual(try JSONDecoder().decode([Subscribers.Demand].self, from: data), [demand])
        }
        let completion = Subscribers.Completion<TestCodableError>.failure(TestCodableError(code: 3))
        let data = try JSONEncoder().encode([completion, .finished])
        XCTAssertEqual(try JSONDecoder().decode([Subscribers.Completion<TestCodableError>].self, from: data), [completion, .finished])
    }
}

private struct TestCodableError: Error, Codable, Equatable { var code: Int }

import XCTest
@testable import Tesselate
final class SmokeTests: XCTestCase {}

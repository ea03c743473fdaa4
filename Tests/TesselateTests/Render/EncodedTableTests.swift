import XCTest

@testable import Tesselate

/// The generated font tables are decoded byte by byte (`EncodedTable`); the result must be what
/// reading them as strings gives (`split(separator: " ")`, `Int(_:)`, `UInt16(_:radix:)`).
final class EncodedTableTests: XCTestCase {
    func testAdvancesDecodeAsStringsWould() {
        for weights in GeneratedAdvances.encoded {
            for string in weights {
                let expected = string.split(separator: " ").map { Int($0) }
                XCTAssertEqual(EncodedTable.tokens(string).map(EncodedTable.integer), expected)
            }
        }
    }

    func testKerningPairsDecodeAsStringsWould() {
        for weights in GeneratedKerning.encodedASCII + GeneratedKerning.encodedLatin1 {
            for string in weights {
                let expected = string.split(separator: " ").map { UInt16($0.prefix(4), radix: 16) }
                XCTAssertEqual(EncodedTable.tokens(string).map { EncodedTable.hex16($0.prefix(4)) }, expected)
                let values = string.split(separator: " ").map { Int($0.dropFirst(4)) }
                XCTAssertEqual(EncodedTable.tokens(string).map { EncodedTable.integer($0.dropFirst(4)) }, values)
            }
        }
    }

    func testMalformedTokens() {
        func bytes(_ string: String) -> ArraySlice<UInt8> { Array(string.utf8)[...] }
        for token in ["", "-", "+", "1-2", "12a", "+7", "-40", "007"] {
            XCTAssertEqual(EncodedTable.integer(bytes(token)), Int(token), token)
        }
        for token in ["", "FFFF", "10000", "7g", "4156"] {
            XCTAssertEqual(EncodedTable.hex16(bytes(token)), UInt16(token, radix: 16), token)
        }
        XCTAssertEqual(EncodedTable.tokens("  1 2  3 ").map(Array.init), [[49], [50], [51]])
    }
}

import UniformTypeIdentifiers
import XCTest

/// `UTType` answers with Apple's identifiers, extensions, MIME types and conformances for the
/// types it declares, and takes the types an app declares in code.
final class UTTypeTests: XCTestCase {
    func testDeclaredTypesConformUpTheirHierarchy() {
        XCTAssertEqual(UTType.png.identifier, "public.png")
        XCTAssertEqual(UTType.png.preferredFilenameExtension, "png")
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertTrue(UTType.png.conforms(to: .png))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertFalse(UTType.image.conforms(to: .png))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertTrue(UTType.json.isSubtype(of: .text))
        XCTAssertFalse(UTType.json.isSubtype(of: .json))
        XCTAssertEqual(UTType.utf8PlainText.supertypes, [.plainText, .text, .data, .content, .item])
        XCTAssertEqual(UTType("public.jpeg"), .jpeg)
        XCTAssertEqual(UTType("PUBLIC.JPEG"), .jpeg, "identifiers compare without case")
        XCTAssertNil(UTType("com.example.unknown"))
    }

    func testExtensionsAndMIMETypesFindTheirTypes() throws {
        XCTAssertEqual(UTType(filenameExtension: "jpg"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "PNG"), .png)
        XCTAssertEqual(UTType(mimeType: "application/json"), .json)
        XCTAssertEqual(UTType(filenameExtension: "txt", conformingTo: .text), .plainText)
        let notAnImage = try XCTUnwrap(UTType(filenameExtension: "txt", conformingTo: .image))
        XCTAssertTrue(notAnImage.isDynamic, "a declared type that does not conform gives way to a dynamic one")
        XCTAssertTrue(notAnImage.conforms(to: .image))
        let unknown = try XCTUnwrap(UTType(filenameExtension: "donut"))
        XCTAssertTrue(unknown.isDynamic)
        XCTAssertFalse(unknown.isDeclared)
        XCTAssertEqual(unknown.preferredFilenameExtension, "donut")
        XCTAssertTrue(unknown.conforms(to: .data))
        XCTAssertNil(UTType(filenameExtension: ""))
        XCTAssertNil(UTType(filenameExtension: "tar.gz"))
        XCTAssertNil(UTType(mimeType: "json"))
    }

    func testAppTypesAreDeclaredInCode() throws {
        let donut = UTType(exportedAs: "com.example.donut", conformingTo: .json)
        XCTAssertTrue(donut.isDeclared)
        XCTAssertFalse(donut.isDynamic)
        XCTAssertTrue(donut.conforms(to: .json))
        XCTAssertTrue(donut.conforms(to: .text))
        XCTAssertFalse(UTType(importedAs: "com.example.other").conforms(to: .data))
        XCTAssertEqual(donut.description, "com.example.donut")
        let data = try JSONEncoder().encode([UTType.png, donut])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["public.png","com.example.donut"]"#)
        let decoded = try JSONDecoder().decode([UTType].self, from: data)
        XCTAssertEqual(decoded, [.png, donut])
        XCTAssertEqual(decoded[0].preferredMIMEType, "image/png", "a declared type comes back with its details")
    }
}

import Foundation

/// A type of data, as Apple's `UTType` in UniformTypeIdentifiers: an identifier
/// (`public.png`), the types it conforms to, and its preferred filename extension and MIME type.
///
/// Linux has no system catalogue of types. The types are those this module declares (the
/// common ones, ``UTType/png`` to ``UTType/zip``, with Apple's identifiers, extensions, MIME
/// types and conformances) and those an app declares in code with ``init(exportedAs:conformingTo:)``
/// or ``init(importedAs:conformingTo:)`` (on Apple's platforms these are declared again in the
/// app's Info.plist). Two types are equal when their identifiers are.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The extension a file of this type is given, such as `png`.
    public let preferredFilenameExtension: String?
    /// The MIME type of data of this type, such as `image/png`.
    public let preferredMIMEType: String?
    /// The identifiers of the types this one conforms to directly.
    let parents: [String]
    /// Whether the type is declared: one of this module's, or declared by the app.
    public let isDeclared: Bool
    /// Whether the type was made from a filename extension or MIME type no declared type has.
    public let isDynamic: Bool

    init(_ identifier: String, _ parents: [String], extension: String? = nil, mime: String? = nil) {
        self.identifier = identifier
        self.parents = parents
        preferredFilenameExtension = `extension`
        preferredMIMEType = mime
        isDeclared = true
        isDynamic = false
    }

    private init(dynamic identifier: String, conformingTo parent: UTType, extension: String?, mime: String?) {
        self.identifier = identifier
        parents = [parent.identifier]
        preferredFilenameExtension = `extension`
        preferredMIMEType = mime
        isDeclared = false
        isDynamic = true
    }

    /// The declared type with `identifier`, or `nil` when no type has it, as Apple's
    /// `init(_:)`. The declared types are this module's (see the type's discussion).
    public init?(_ identifier: String) {
        guard let type = UTType.catalogue[identifier.lowercased()] else { return nil }
        self = type
    }

    /// A type the app owns, as Apple's `init(exportedAs:conformingTo:)`: `identifier`,
    /// conforming to `parentType` when given.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parentType.map { [$0.identifier] } ?? [])
    }

    /// A type the app uses and another owns, as Apple's `init(importedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parentType.map { [$0.identifier] } ?? [])
    }

    /// The declared type a filename extension stands for that conforms to `supertype`, as
    /// Apple's `init(filenameExtension:conformingTo:)`; for an extension no such type has, a
    /// dynamic type (``isDynamic``, with an identifier of its own: `dyn.extension.…`). `nil` for an empty
    /// extension or one with a dot.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard !filenameExtension.isEmpty, !filenameExtension.contains(".") else { return nil }
        let lowered = filenameExtension.lowercased()
        let declared =
            UTType.catalogue.values.first { $0.preferredFilenameExtension == lowered }
            ?? UTType.otherExtensions[lowered].flatMap { UTType.catalogue[$0] }
        if let declared, declared.conforms(to: supertype) {
            self = declared
        } else {
            self.init(dynamic: "dyn.extension.\(lowered)", conformingTo: supertype, extension: lowered, mime: nil)
        }
    }

    /// The declared type a MIME type stands for that conforms to `supertype`, as Apple's
    /// `init(mimeType:conformingTo:)`; for a MIME type no such type has, a dynamic type. `nil`
    /// for a string that is not `type/subtype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        let halves = lowered.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty else { return nil }
        if let known = UTType.catalogue.values.first(where: { $0.preferredMIMEType == lowered && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init(dynamic: "dyn.mime.\(lowered)", conformingTo: supertype, extension: nil, mime: lowered)
        }
    }

    /// The types this one conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let identifier = pending.popLast() {
            guard let type = UTType.catalogue[identifier], found.insert(type).inserted else { continue }
            pending.append(contentsOf: type.parents)
        }
        return found
    }

    /// Whether the type is `type` or conforms to it, as Apple's `conforms(to:)`: a PNG conforms to
    /// `.image` and `.data`.
    public func conforms(to type: UTType) -> Bool {
        self == type || parents.contains(type.identifier) || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    /// Decodes the type from its identifier; a declared type gets its details back.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(importedAs: identifier)
    }

    /// Encodes the type as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

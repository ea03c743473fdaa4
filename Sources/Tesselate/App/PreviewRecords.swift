import Foundation

// How `#Preview`s are found at run time. Swift on Linux cannot list types or functions, but the
// Swift runtime lists every loaded image's metadata sections, and `swift5_tests` among them (the
// section Swift Testing finds its tests in). `#Preview` expands to a record there, laid out as
// Swift Testing's test content records: a 32-bit kind, 32 reserved bits, a C function that makes
// the value, two reserved words. Tesselate's kind is "tspv"; Swift Testing skips kinds it does
// not know, and Tesselate skips Swift Testing's.

extension Preview {
    /// The record kind of a Tesselate preview, "tspv" (`PreviewExpansion.recordKind` in the macro).
    static let recordKind: UInt32 = 0x7473_7076

    /// Every `#Preview` in the program, in the order of their files and lines.
    ///
    /// A Tesselate API (Xcode finds previews in the source). On Linux it reads the records
    /// `#Preview` leaves in the binary; elsewhere it is empty. ``PreviewProvider``s are not found:
    /// list them with ``previews(of:)``.
    public static var all: [Preview] {
        var previews: [Preview] = []
        #if os(Linux)
            withUnsafeMutablePointer(to: &previews) { previews in
                swift_enumerateAllMetadataSections(
                    { sections, context in
                        for preview in Preview.records(in: sections) {
                            context.assumingMemoryBound(to: [Preview].self).pointee.append(preview)
                        }
                        return true
                    }, previews)
            }
        #endif
        return previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The previews recorded in one image's `swift5_tests` section.
    ///
    /// The runtime's `MetadataSections` is a version word, a base address, two unused words, then
    /// fifteen ranges (start, length) of which `swift5_tests`, from version 4, is the last.
    static func records(in sections: UnsafeRawPointer) -> [Preview] {
        guard sections.load(as: UInt.self) >= 4 else { return [] }
        let wordSize = MemoryLayout<UInt>.size
        let range = 4 * wordSize + 14 * 2 * wordSize
        let start = sections.load(fromByteOffset: range, as: UInt.self)
        let length = sections.load(fromByteOffset: range + wordSize, as: Int.self)
        guard let base = UnsafeRawPointer(bitPattern: start) else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        var previews: [Preview] = []
        for offset in Swift.stride(from: 0, to: length - stride + 1, by: stride) {
            let record = base.advanced(by: offset)
            guard record.load(as: UInt32.self) == recordKind else { continue }
            let accessor = record.load(fromByteOffset: 8, as: PreviewAccessor.self)
            let value = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            if accessor(value, unsafeBitCast(Preview.self as Any.Type, to: UnsafeRawPointer.self), nil, 0) {
                previews.append(value.move())
            }
            value.deallocate()
        }
        return previews
    }
}

/// The C function of a preview record: makes the preview into `out` when `type` is `Preview`'s
/// metadata.
typealias PreviewAccessor =
    @convention(c) (_ out: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool

/// A record `#Preview` leaves in the `swift5_tests` section.
typealias _PreviewRecord = (kind: UInt32, reserved1: UInt32, accessor: PreviewAccessor, context: UInt, reserved2: UInt)

/// Makes `preview` into `out` for ``Preview/all``, when `type` is `Preview`'s metadata (what
/// `#Preview`'s record does).
public func _storePreview(_ preview: Preview, into out: UnsafeMutableRawPointer, type: UnsafeRawPointer) -> Bool {
    guard type == unsafeBitCast(Preview.self as Any.Type, to: UnsafeRawPointer.self) else { return false }
    out.initializeMemory(as: Preview.self, to: preview)
    return true
}

#if os(Linux)
    /// Calls `body` with each loaded image's `MetadataSections`, as the Swift runtime exports it on
    /// ELF platforms.
    @_silgen_name("swift_enumerateAllMetadataSections")
    private func swift_enumerateAllMetadataSections(
        _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
        _ context: UnsafeMutableRawPointer)
#endif

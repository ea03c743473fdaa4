import Foundation

/// A file that dumps write to as a `TextOutputStream`, buffered: text is written out in blocks of
/// 64 KB, so a dump of a large tree never exists as one string.
struct DumpFileStream: TextOutputStream {
    private let file: FileHandle
    private var buffer = Data()
    /// The first error writing met; ``close()`` throws it.
    private var failure: (any Error)?
    private static let blockSize = 1 << 16

    /// Creates (or empties) the file at `url`.
    init(_ url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        file = try FileHandle(forWritingTo: url)
        buffer.reserveCapacity(Self.blockSize + 4_096)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    private mutating func flush() {
        guard failure == nil else { return buffer.removeAll(keepingCapacity: true) }
        do { try file.write(contentsOf: buffer) } catch { failure = error }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and closes the file; throws the first error writing met.
    mutating func close() throws {
        flush()
        try file.close()
        if let failure { throw failure }
    }
}

import Foundation

// The compiler plugin that expands `#Preview` (and `@Previewable`) for Tesselate, with no
// swift-syntax: it speaks the compiler's plugin protocol itself. The compiler starts this
// executable and exchanges messages on its standard input and output, each a little-endian
// 64-bit byte count followed by that many bytes of JSON: `getCapability` (answered with the
// protocol version), `expandFreestandingMacro` (the macro use's source text, its file and line,
// and a discriminator to make unique names from; answered with `expandMacroResult` and the
// expanded source), `expandAttachedMacro` (for `@Previewable`, which expands to nothing: `#Preview`
// rewrites the declarations it marks; and for `@Entry`, EntryExpansion.swift). What this plugin understands of Swift is in
// PreviewExpansion.swift: the text of the macro's arguments and closure, nothing more.

/// The plugin protocol version this plugin speaks (the version of swift-syntax 600's plugins).
let protocolVersion = 7

let connection = PluginConnection()
while let message = connection.receive() {
    if message["getCapability"] != nil {
        connection.send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        connection.send(["expandMacroResult": PreviewExpansion.answer(to: request)])
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        if (request["macro"] as? [String: Any])?["typeName"] as? String == "EntryMacro" {
            connection.send(["expandMacroResult": EntryExpansion.answer(to: request)])
        } else {
            // `@Previewable` expands to no peer: `#Preview` moves the declaration it marks.
            connection.send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
        }
    } else {
        connection.send(["expandMacroResult": ["diagnostics": [PreviewExpansion.diagnostic("TesselateMacros cannot handle this request")]]])
    }
}

/// The message pipes: the standard input and output the compiler opened, duplicated, with the
/// standard output then pointed at the standard error so that stray prints do not break the
/// protocol.
struct PluginConnection {
    let input = dup(STDIN_FILENO)
    let output = dup(STDOUT_FILENO)

    init() { dup2(STDERR_FILENO, STDOUT_FILENO) }

    /// The next message, or `nil` when the compiler closed the pipe.
    func receive() -> [String: Any]? {
        var header = [UInt8](repeating: 0, count: 8)
        guard fill(&header) else { return nil }
        let count = header.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        var payload = [UInt8](repeating: 0, count: count)
        guard fill(&payload) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any] ?? [:]
    }

    func send(_ message: [String: Any]) {
        guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: payload.count >> (8 * $0)) }
        bytes.append(contentsOf: payload)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if result <= 0 { return }
            written += result
        }
    }

    /// Fills `buffer` from the input; `false` at the end of the input.
    private func fill(_ buffer: inout [UInt8]) -> Bool {
        var filled = 0
        while filled < buffer.count {
            let result = buffer[filled...].withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if result <= 0 { return false }
            filled += result
        }
        return true
    }
}

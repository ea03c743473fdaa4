import Foundation

/// Distinct values, each kept once for the process and known by a number from 1 (0 stands for
/// none). A ``Color`` holds its name and its dark variant by their numbers here, so that a colour
/// is a plain value: copying one (and every view that holds one) copies bytes, without counting
/// references to a string and a box. A value once given a number keeps it; the table only grows,
/// by the distinct names and dark colours the process makes.
final class InternTable<Value: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    private var numbers: [Value: UInt32] = [:]

    /// The number of `value`, given it if it has none yet.
    func number(of value: Value) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[value] { return number }
        values.append(value)
        let number = UInt32(truncatingIfNeeded: values.count)
        numbers[value] = number
        return number
    }

    /// The value numbered `number` (0: none).
    func value(_ number: UInt32) -> Value? {
        guard number != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return values[Int(truncatingIfNeeded: number) - 1]
    }
}

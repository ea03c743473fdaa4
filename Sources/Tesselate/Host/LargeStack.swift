import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Makes room on the main thread's stack for deep view trees.
///
/// Resolving and laying out a tree recurse once per level of nesting, and a debug build spends
/// several kilobytes of stack per level: on the usual 8 MiB main-thread stack a chain of about
/// 800 nested padded stacks would overflow and crash. On Linux the main thread's stack grows on
/// demand up to the process's soft `RLIMIT_STACK`, which the kernel checks at the time it grows,
/// so raising the soft limit (never above the hard limit) lets it grow further. The resolver's
/// depth limit (``Resolver/maximumDepth``) is set so that a tree that deep still fits, and deeper
/// trees are cut off with a diagnostic instead of crashing.
enum LargeStack {
    /// The stack the main thread may grow to.
    static let size = 256 << 20

    /// Raises the soft stack limit once per process; does nothing where it cannot.
    static let prepare: Void = {
        #if os(Linux)
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return }
            let wanted = rlim_t(size)
            // RLIM_INFINITY is all ones, so it compares as larger than any finite limit.
            guard limit.rlim_cur < wanted else { return }
            limit.rlim_cur = min(wanted, limit.rlim_max)
            _ = setrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
        #endif
    }()

    /// The stack the main thread may use now: the soft limit where it is known, else 8 MiB.
    static var available: Int {
        #if os(Linux)
            var limit = rlimit()
            if getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 { return Int(min(limit.rlim_cur, rlim_t(Int.max))) }
        #endif
        return 8 << 20
    }

    /// How deep views may nest: about 12 KiB of stack per level in a debug build (measured: a
    /// chain of 20,000 padded `VStack`s, 100,000 levels of views, fits in 256 MiB; 40,000 do
    /// not), at most 20,000 levels.
    static var maximumViewDepth: Int { min(20_000, available / (12 << 10)) }
}

#if canImport(Glibc)
import Glibc
#endif

/// How the C heap grows while syntax trees are built.
///
/// SwiftParser allocates a tree a few kilobytes at a time, on every worker thread. glibc
/// grows a thread's heap by 128 KiB at a time by default, each step a system call that
/// changes the process's memory map; on a whole app those calls are about 7% of the parse.
/// Growing by ``step`` instead makes them rare. The pages are only reserved: memory that
/// is never written is never resident, so peak memory does not change.
package enum HeapGrowth {
    /// The padding glibc adds each time it grows a heap.
    package static let step = 64 << 20

    /// Makes heaps grow by ``step``: once per process, before the first parse. Returns
    /// whether the C library took the setting; elsewhere than glibc it does nothing.
    @discardableResult
    package static func prepare() -> Bool {
        configured
    }

    private static let configured: Bool = {
        #if canImport(Glibc)
        // `mallopt` and `M_TOP_PAD` are in <malloc.h>, which the Glibc module leaves out.
        typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
        let topPad: Int32 = -2
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(symbol, to: Mallopt.self)(topPad, Int32(step)) == 1
        #else
        return false
        #endif
    }()
}

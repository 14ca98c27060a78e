#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine the figures were measured on.
struct Machine {
    var processors: Int
    var cpuModel: String
    var memoryBytes: Int?

    /// Describes this machine from `sysconf` and `/proc`.
    static func current() -> Machine {
        let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        var model = "unknown CPU"
        var memory: Int?
        if let cpuinfo = readText("/proc/cpuinfo") {
            for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    model = line[line.index(after: colon)...].trimmingCharacters()
                }
                break
            }
        }
        if let meminfo = readText("/proc/meminfo") {
            for line in meminfo.split(separator: "\n") where line.hasPrefix("MemTotal:") {
                let digits = line.filter(\.isNumber)
                memory = Int(digits).map { $0 * 1024 }
                break
            }
        }
        return Machine(processors: processors, cpuModel: model, memoryBytes: memory)
    }

    /// One line: processors, CPU model, memory and build configuration.
    var summary: String {
        var text = "machine: \(processors) processors (nproc), \(cpuModel)"
        if let memoryBytes { text += ", \(Format.bytes(memoryBytes)) memory" }
        #if DEBUG
        text += "; DEBUG BUILD: build with -c release for meaningful figures"
        #else
        text += "; release build"
        #endif
        return text
    }
}

/// The contents of a small text file, or `nil` when it cannot be read.
func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Invalidation

/// Figures for the indexed engine, printed, not asserted. Build in release:
///
///     swift build -c release --product InvalidationBenchmark
///     .build/release/InvalidationBenchmark [scaling | compare | generate … | course-baseline FILE]
let usage = """
    usage: InvalidationBenchmark [command]
      scaling                           load, index, per-change and memory figures for 10^4, 10^5, 10^6 views (default)
      compare                           the engine's two performance targets, side by side with their baselines
      generate VIEWS KEYS CHANGES SEED OUT.json
                                        writes a generated scenario file
      course-baseline FILE              plays FILE with the course's algorithm, printing what `invalidation run FILE` prints

    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first ?? "scaling" {
    case "scaling": try scaling()
    case "scaling-point": try scalingPoint(arguments: Array(arguments.dropFirst()))
    case "compare": try compare()
    case "generate": try generate(arguments: Array(arguments.dropFirst()))
    case "course-baseline":
        guard arguments.count == 2 else { throw BenchmarkError.usage("usage: InvalidationBenchmark course-baseline FILE") }
        try courseBaseline(path: arguments[1])
    case "-h", "--help", "help":
        var out = FileOutput.standardOutput()
        out.append(usage)
        out.flush()
    default:
        throw BenchmarkError.usage("unknown command '\(arguments[0])'\n" + usage)
    }
} catch {
    var out = FileOutput.standardError()
    out.append("InvalidationBenchmark: \(error)\n")
    out.flush()
    exit(1)
}

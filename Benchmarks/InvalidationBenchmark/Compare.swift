import Foundation
import Invalidation
import _InvalidationTestSupport

/// `compare`: the engine's two performance targets, each measured against its baseline
/// in one run, processes timed from start to exit.
func compare() throws {
    var out = FileOutput.standardOutput()
    out.append(Machine.current().summary + "\n\n")
    out.flush()
    guard let directory = executableDirectory() else { throw BenchmarkError.failed("cannot find /proc/self/exe") }
    let cli = directory + "/invalidation"
    let benchmark = directory + "/InvalidationBenchmark"
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    if access(cli, X_OK) != 0 {
        out.append("note: \(cli) is missing; build it with `swift build -c release` first.\n\n")
        out.flush()
    }

    out.append(try courseTarget(cli: cli, benchmark: benchmark, scratch: scratch))
    out.flush()
    out.append("\n")
    out.append(try pythonTarget(cli: cli, scratch: scratch))
    out.flush()
}

/// The course-speed target: full text of 8,000 views, 500 keys, 200 changes,
/// byte-identical to the course's algorithm and at least 100× faster.
func courseTarget(cli: String, benchmark: String, scratch: String) throws -> String {
    let (views, keys, changes, seed) = (8_000, 500, 200, UInt64(1))
    let file = scratch + "/course.json"
    try writeFile(file, GeneratedScenario(views: views, keys: keys, changes: changes, seed: seed).json())
    var text = "(a) \(Format.count(views)) views, \(keys) keys, \(changes) changes, full course text "
    text += "(generate \(views) \(keys) \(changes) \(seed)); process start to exit:\n\n"

    let engineRuns = try (0..<5).map { run in
        try runChild([cli, "run", file], outputPath: scratch + "/engine.txt", errorPath: scratch + "/engine-\(run).err")
    }
    let baseline = try runChild(
        [benchmark, "course-baseline", file], outputPath: scratch + "/course.txt", errorPath: scratch + "/course.err")

    var table = Table("process", "runs", "wall (median)", "peak RSS", "stdout", "exit")
    let engine = median(engineRuns)
    let engineBytes = readBytes(scratch + "/engine.txt")?.count ?? 0
    let courseBytes = readBytes(scratch + "/course.txt")?.count ?? 0
    table.add(
        "invalidation run FILE", "5", Format.duration(engine.seconds), Format.bytes(engine.peakResidentBytes),
        Format.bytes(engineBytes), exitText(engine))
    table.add(
        "course's algorithm (course-baseline FILE)", "1", Format.duration(baseline.seconds),
        Format.bytes(baseline.peakResidentBytes), Format.bytes(courseBytes), exitText(baseline))
    text += table.text + "\n"

    guard engine.succeeded && baseline.succeeded else {
        text += "not compared: a process failed"
        if !engine.succeeded { text += "; invalidation: " + firstLine(scratch + "/engine-0.err") }
        if !baseline.succeeded { text += "; course-baseline: " + firstLine(scratch + "/course.err") }
        return text + "\n"
    }
    let identical = filesAreIdentical(scratch + "/engine.txt", scratch + "/course.txt") ?? false
    let speedup = baseline.seconds / engine.seconds
    text += "stdout byte-identical: \(identical ? "yes" : "NO")\n"
    text += "speedup: \(Format.ratio(speedup)) (target at least 100×: \(speedup >= 100 ? "met" : "NOT met"))\n"
    return text
}

/// The parsing target: counts for 1,000,000 views, 1,000 keys, 100,000 changes in
/// at most half the wall time and half the peak memory of Python's `json.load`.
func pythonTarget(cli: String, scratch: String) throws -> String {
    let (views, keys, changes, seed) = (1_000_000, 1_000, 100_000, UInt64(2))
    let file = scratch + "/million.json"
    let (json, generateSeconds) = timed {
        GeneratedScenario(views: views, keys: keys, changes: changes, seed: seed).json()
    }
    try writeFile(file, json)
    var text = "(b) \(Format.count(views)) views, \(Format.count(keys)) keys, \(Format.count(changes)) changes, "
    text += "\(Format.bytes(json.count)) of JSON (generate \(views) \(keys) \(changes) \(seed), "
    text += "\(Format.duration(generateSeconds)) to generate in memory); process start to exit:\n\n"

    let runs = 3
    var engineRuns: [ChildRun] = []
    var pythonRuns: [ChildRun] = []
    let python = "import json; json.load(open(\(pythonLiteral(file))))"
    for run in 0..<runs {
        engineRuns.append(
            try runChild(
                [cli, "run", "--format", "counts", file], outputPath: scratch + "/counts.txt",
                errorPath: scratch + "/counts-\(run).err"))
        pythonRuns.append(
            try runChild(["python3", "-c", python], outputPath: "/dev/null", errorPath: scratch + "/python-\(run).err"))
    }
    let engine = median(engineRuns)
    let parse = median(pythonRuns)
    var table = Table("process", "runs", "wall (median)", "peak RSS (median)", "exit")
    table.add(
        "invalidation run --format counts FILE", "\(runs)", Format.duration(engine.seconds),
        Format.bytes(engine.peakResidentBytes), exitText(engine))
    table.add(
        "python3 -c \"import json; json.load(open(FILE))\"", "\(runs)", Format.duration(parse.seconds),
        Format.bytes(parse.peakResidentBytes), exitText(parse))
    text += table.text + "\n"

    guard engine.succeeded && parse.succeeded else {
        text += "not compared: a process failed"
        if !engine.succeeded { text += "; invalidation: " + firstLine(scratch + "/counts-0.err") }
        if !parse.succeeded { text += "; python3: " + firstLine(scratch + "/python-0.err") }
        return text + "\n"
    }
    let timeRatio = engine.seconds / parse.seconds
    let memoryRatio = Double(engine.peakResidentBytes) / Double(parse.peakResidentBytes)
    text += "wall time:   \(Format.ratio(timeRatio)) of Python's (target at most 0.50×: "
    text += "\(timeRatio <= 0.5 ? "met" : "NOT met"))\n"
    text += "peak memory: \(Format.ratio(memoryRatio)) of Python's (target at most 0.50×: "
    text += "\(memoryRatio <= 0.5 ? "met" : "NOT met"))\n"
    if let counts = readText(scratch + "/counts.txt") {
        text += "counts printed: " + counts.split(separator: "\n").joined(separator: ", ") + "\n"
    }
    return text
}

/// The run with the median wall time; its peak memory is the median of the runs'.
func median(_ runs: [ChildRun]) -> ChildRun {
    let byTime = runs.sorted { $0.seconds < $1.seconds }
    var middle = byTime[byTime.count / 2]
    middle.peakResidentBytes = runs.map(\.peakResidentBytes).sorted()[runs.count / 2]
    middle.status = runs.first { !$0.succeeded }?.status ?? middle.status
    return middle
}

func exitText(_ run: ChildRun) -> String {
    if run.status & 0x7f != 0 { return "signal \(run.status & 0x7f)" }
    return "\((run.status >> 8) & 0xff)"
}

func firstLine(_ path: String) -> String {
    readText(path)?.split(separator: "\n").first.map(String.init) ?? "(no message)"
}

/// `text` as a Python string literal.
func pythonLiteral(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
}

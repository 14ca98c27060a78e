import Foundation
import Invalidation
import _InvalidationTestSupport

/// The sizes and seed of the scaling figures.
enum ScalingSetup {
    static let sizes = [10_000, 100_000, 1_000_000]
    static let keys = 1_000
    static let changes = 1_000
    static let seed: UInt64 = 20_240_601
    /// Reader counts to show the cost of one change at.
    static let readerTargets = [1, 10, 100, 1_000, 10_000]
    /// How long the text figures may take per size.
    static let textSeconds = 2.0
}

/// `scaling`: measures each size in its own process, so each peak memory figure
/// belongs to that size alone, then prints the figures as tables.
func scaling() throws {
    var out = FileOutput.standardOutput()
    out.append(Machine.current().summary + "\n")
    out.append(
        "scenarios: parents drawn from the previous 50 views, \(Format.count(ScalingSetup.keys)) keys "
            + "(60% state, 25% model, 15% environment), 0 to 4 reads a view, "
            + "\(Format.count(ScalingSetup.changes)) changes, seed \(ScalingSetup.seed)\n\n")
    out.flush()

    guard let directory = executableDirectory() else { throw BenchmarkError.failed("cannot find /proc/self/exe") }
    let scratch = try temporaryDirectory()
    var points: [[Double]] = []
    var readerRows: [[Double]] = []
    for views in ScalingSetup.sizes {
        let output = scratch + "/point-\(views).txt"
        let run = try runChild(
            [directory + "/InvalidationBenchmark", "scaling-point", String(views)], outputPath: output,
            errorPath: scratch + "/point-\(views).err")
        guard run.succeeded, let text = readText(output) else {
            throw BenchmarkError.failed(
                "measuring \(views) views failed: " + (readText(scratch + "/point-\(views).err") ?? "no output"))
        }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            let numbers = fields.dropFirst().compactMap { Double($0) }
            if fields.first == "point" { points.append(numbers) }
            if fields.first == "readers" { readerRows.append(numbers) }
        }
    }
    out.append(scalingReport(points: points, readerRows: readerRows))
    out.flush()
    try? FileManager.default.removeItem(atPath: scratch)
}

/// The tables and conclusions for the measured figures.
func scalingReport(points: [[Double]], readerRows: [[Double]]) -> String {
    var text = "Per size (load = LoadedScenario(json:file:) from bytes in memory: parse, intern, index; "
    text += "index = TreeBuilder.build alone; text = one course line per change, into a cleared ByteBuffer; "
    text += "counts = what `run --format counts` does per change):\n\n"
    var table = Table(
        "views", "JSON", "generate+JSON", "load", "load rate", "index", "text/change", "line bytes", "text rate",
        "counts/change", "readers/change", "peak RSS")
    for point in points {
        let (views, generate, jsonBytes, load, index) = (Int(point[0]), point[1], Int(point[2]), point[3], point[4])
        let (textChanges, textSeconds, textBytes) = (Int(point[5]), point[6], Int(point[7]))
        let (counts, peak, meanReaders) = (point[8], Int(point[9]), point[10])
        table.add(
            Format.count(views), Format.bytes(jsonBytes), Format.duration(generate), Format.duration(load),
            Format.rate(bytes: jsonBytes, seconds: load), Format.duration(index),
            Format.duration(textSeconds / Double(max(textChanges, 1))),
            Format.bytes(textBytes / max(textChanges, 1)), Format.rate(bytes: textBytes, seconds: textSeconds),
            Format.duration(counts), Format.fixed(meanReaders, 1), Format.bytes(peak))
    }
    text += table.text
    text += "\nPeak RSS is the whole measuring process: generator, JSON bytes, the loaded scenario and a second index.\n"

    text += "\nCost of one change by its readers (recomputed list = each reader's name and cause into a "
    text += "cleared buffer, the structured part of a change; course line = the full text line, "
    text += "whose skipped list names every other view):\n\n"
    var readers = Table("views", "readers", "counts", "recomputed list", "per reader", "course line")
    for row in readerRows {
        let (views, actual, counts, recomputed, line) = (Int(row[0]), Int(row[2]), row[3], row[4], row[5])
        readers.add(
            Format.count(views), Format.count(actual), Format.duration(counts), Format.duration(recomputed),
            Format.duration(recomputed / Double(max(actual, 1))), Format.duration(line))
    }
    text += readers.text
    text += "\nCounts cost the same for any change; the recomputed list grows with the change's readers, "
    text += "not with the views; the course line also names every skipped view, so it grows with the views "
    text += "by the format's own length.\n"

    // The same reader count at the smallest and the largest size.
    let smallest = ScalingSetup.sizes.first.map(Double.init)
    let largest = ScalingSetup.sizes.last.map(Double.init)
    var comparisons = ""
    for target in ScalingSetup.readerTargets {
        guard let small = readerRows.first(where: { $0[0] == smallest && $0[1] == Double(target) }),
            let large = readerRows.first(where: { $0[0] == largest && $0[1] == Double(target) })
        else { continue }
        func readers(_ row: [Double]) -> String {
            Int(row[2]) == 1 ? "1 reader" : "\(Format.count(Int(row[2]))) readers"
        }
        comparisons += "  ~\(Format.count(target)): recomputed list \(Format.duration(small[4])) "
        comparisons += "(\(readers(small)), \(Format.count(Int(small[0]))) views) vs "
        comparisons += "\(Format.duration(large[4])) (\(readers(large)), \(Format.count(Int(large[0]))) views) = "
        comparisons += "\(Format.ratio(large[4] / small[4])); counts \(Format.duration(small[3])) vs "
        comparisons += "\(Format.duration(large[3]))\n"
    }
    if !comparisons.isEmpty {
        let growth = Format.ratio(Double(ScalingSetup.sizes.last!) / Double(ScalingSetup.sizes.first!))
        text += "\nThe same readers in \(growth) the views (time per change):\n" + comparisons
    }
    return text
}

/// `scaling-point VIEWS`: measures one size and prints raw figures, tab-separated,
/// for ``scaling()`` to collect.
func scalingPoint(arguments: [String]) throws {
    guard let views = arguments.first.flatMap(Int.init) else { throw BenchmarkError.usage("scaling-point VIEWS") }
    var out = FileOutput.standardOutput()

    let ((generated, json), generateSeconds) = timed {
        let generated = GeneratedScenario(
            views: views, keys: ScalingSetup.keys, changes: ScalingSetup.changes, seed: ScalingSetup.seed)
        return (generated, generated.json())
    }

    let loadRuns = views >= 1_000_000 ? 1 : 3
    var loadSeconds = Double.infinity
    var loaded: LoadedScenario?
    for _ in 0..<loadRuns {
        let (result, seconds) = try timed {
            try json.withUnsafeBytes { (bytes) throws(InvalidationError) in try LoadedScenario(json: bytes, file: nil) }
        }
        loaded = result
        loadSeconds = min(loadSeconds, seconds)
    }
    guard let loaded else { throw BenchmarkError.failed("nothing loaded") }
    let jsonBytes = json.count

    var builder = TreeBuilder(expectedViews: views, expectedKeys: ScalingSetup.keys)
    _ = generated.feed(&builder)
    var indexSeconds = Double.infinity
    for _ in 0..<loadRuns {
        let (index, seconds) = try timed { try builder.build() }
        consume(index)
        indexSeconds = min(indexSeconds, seconds)
    }
    builder = TreeBuilder()

    let index = loaded.index
    let changes = loaded.changes

    // Text: one course line per change into a buffer cleared after each.
    let text = CourseText(index)
    var buffer = ByteBuffer()
    changes.withText(of: 0) { label, key in
        text.writeChange(label: label, key: key, keyID: changes.keys[0], to: &buffer)
    }
    buffer.bytes.reserveCapacity(buffer.bytes.count * 2)
    var textChanges = 0
    var textBytes = 0
    let textStart = nanoseconds()
    var textSeconds = 0.0
    while textChanges < changes.count && textSeconds < ScalingSetup.textSeconds {
        buffer.bytes.removeAll(keepingCapacity: true)
        changes.withText(of: textChanges) { label, key in
            text.writeChange(label: label, key: key, keyID: changes.keys[textChanges], to: &buffer)
        }
        textBytes += buffer.bytes.count
        textChanges += 1
        textSeconds = Double(nanoseconds() - textStart) / 1e9
    }

    // Counts: what `run --format counts` does for each change.
    let countsSeconds = secondsPerRun(minimumSeconds: 0.01) {
        var total = CauseCounts()
        for change in 0..<changes.count { total += index.counts(ofKey: changes.keys[change]) }
        consume(total)
    } / Double(max(changes.count, 1))

    var readerTotal = 0
    for change in 0..<changes.count { readerTotal += index.readers(ofKey: changes.keys[change]).count }
    let meanReaders = Double(readerTotal) / Double(max(changes.count, 1))

    let peak = peakResidentBytes()
    let point: [Double] = [
        Double(views), generateSeconds, Double(jsonBytes), loadSeconds, indexSeconds, Double(textChanges),
        textSeconds, Double(textBytes), countsSeconds, Double(peak), meanReaders,
    ]
    out.append("point\t" + point.map { "\($0)" }.joined(separator: "\t") + "\n")

    // The cost of one change, for keys with about 1, 10, 100, … readers.
    var readerCounts: [(key: Int32, readers: Int)] = []
    for key in 0..<Int32(index.keyCount) { readerCounts.append((key, index.readers(ofKey: key).count)) }
    for target in ScalingSetup.readerTargets {
        let candidates = readerCounts.filter { $0.readers > 0 }
        guard
            let best = candidates.min(by: {
                abs(log2(Double($0.readers) / Double(target))) < abs(log2(Double($1.readers) / Double(target)))
            }),
            abs(log2(Double(best.readers) / Double(target))) <= 1
        else { continue }
        let key = best.key
        let counts = secondsPerRun(minimumRuns: 1_000, minimumSeconds: 0.002) { consume(index.counts(ofKey: key)) }
        var list = ByteBuffer()
        let recomputed = secondsPerRun(minimumRuns: 20, minimumSeconds: 0.01) {
            list.bytes.removeAll(keepingCapacity: true)
            writeRecomputed(key, index: index, to: &list)
        }
        let keyName = Array(index.keyName(key).utf8)
        let label = Array("drag".utf8)
        let line = secondsPerRun(minimumRuns: 3, minimumSeconds: 0.01) {
            buffer.bytes.removeAll(keepingCapacity: true)
            label.withUnsafeBytes { label in
                keyName.withUnsafeBytes { text.writeChange(label: label, key: $0, keyID: key, to: &buffer) }
            }
        }
        let row: [Double] = [Double(views), Double(target), Double(best.readers), counts, recomputed, line]
        out.append("readers\t" + row.map { "\($0)" }.joined(separator: "\t") + "\n")
    }
    out.flush()
}

/// Writes each reader of `key` with its cause: the recomputed part of a change,
/// whose cost grows with the readers and not with the tree.
@inline(never)
func writeRecomputed(_ key: Int32, index: TreeIndex, to out: inout ByteBuffer) {
    let causes = index.causes(ofKey: key)
    var position = causes.startIndex
    for reader in index.readers(ofKey: key) {
        index.withViewName(Int(reader)) { out.append($0) }
        out.append(UInt8(ascii: " "))
        out.append(causes[position].description)
        out.append(UInt8(ascii: "\n"))
        position += 1
    }
}

import Foundation

/// The figures of every app as Markdown tables, with the targets beside the ratios.
struct ResultTable {
    /// Analyze time over parse time, at most.
    static let analyzeTarget = 0.6
    /// Lint time over parse time, at most.
    static let lintTarget = 0.7
    /// Reading the projects (finding them, parsing them, giving each file its target) over
    /// the whole analysis, at most.
    static let projectsTarget = 0.05
    /// Peak memory over the parse's peak memory, at most.
    static let memoryTarget = 2.0
    /// The shortest one-thread parse, in seconds, for which the time ratios are judged.
    /// Below it, what every run of the analyzer pays once (starting its worker threads, the
    /// first use of its code and types, about 8 ms of CPU) outweighs the analysis itself,
    /// and the ratio measures that, not how the analysis grows with the app.
    static let judgedParseSeconds = 0.1

    let apps: [AppFigures]
    let runs: Int

    /// The tables and, for each exponential app, its section.
    var text: String {
        var out = ""
        out += "Wall seconds, best of \(runs); ÷ parse, the median over the runs of each run's ratio (in"
        out += " brackets, the best time over the best parse); peak memory (maximum resident set, MB), the highest"
        out += " of \(runs):\n\n"
        out += row([
            "app", "lines", "files", "parse s", "analyze s", "÷ parse (≤ \(Self.analyzeTarget))", "explain --all s",
            "lint s", "÷ parse (≤ \(Self.lintTarget))", "parse MB", "analyze MB (≤ 2× parse)", "lint MB (≤ 2× parse)",
        ])
        out += row(["---", "---:", "---:", "---:", "---:", "---", "---:", "---:", "---", "---:", "---", "---"])
        var unjudged: [String] = []
        for app in apps {
            let parse = app[.parse]
            let analyze = app[.analyze]
            let lint = app[.lint]
            let judged = parse.wall >= Self.judgedParseSeconds
            if !judged { unjudged.append(app.label) }
            out += row([
                app.label, count(analyze.result.lines), count(analyze.result.files), seconds(parse.wall),
                seconds(analyze.wall),
                ratio(app.medianRatio(.analyze), target: judged ? Self.analyzeTarget : nil)
                    + String(format: " (%.2f×)", analyze.wall / parse.wall),
                seconds(app[.explainAll].wall), seconds(lint.wall),
                ratio(app.medianRatio(.lint), target: judged ? Self.lintTarget : nil)
                    + String(format: " (%.2f×)", lint.wall / parse.wall),
                megabytes(parse.peakBytes),
                megabytes(analyze.peakBytes) + " ("
                    + ratio(Double(analyze.peakBytes) / Double(parse.peakBytes), target: Self.memoryTarget) + ")",
                megabytes(lint.peakBytes) + " ("
                    + ratio(Double(lint.peakBytes) / Double(parse.peakBytes), target: Self.memoryTarget) + ")",
            ])
        }
        if !unjudged.isEmpty {
            out += "\nnot judged (\(unjudged.joined(separator: ", "))): the one-thread parse takes under"
            out += " \(Self.judgedParseSeconds) s, so the time ratios measure what every run pays once (worker threads,"
            out += " the first use of the analyzer's code and types), not the analysis.\n"
        }
        out += "\nCPU seconds of all threads, best of \(runs) (other work on the machine raises wall times, not these),"
        out += " what each app holds, and the one-minute load average before the first run and after the last:\n\n"
        out += row([
            "app", "parse CPU s", "analyze CPU s", "÷ parse", "explain --all CPU s", "lint CPU s", "÷ parse",
            "explain --all MB", "views", "keys", "notes", "findings", "projects wall s",
            "÷ analyze wall (≤ \(Self.projectsTarget))", "load",
        ])
        out += row([
            "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---",
            "---",
        ])
        for app in apps {
            let parse = app[.parse]
            let analyze = app[.analyze]
            let lint = app[.lint]
            out += row([
                app.label, seconds(parse.cpu), seconds(analyze.cpu), String(format: "%.2f×", analyze.cpu / parse.cpu),
                seconds(app[.explainAll].cpu), seconds(lint.cpu), String(format: "%.2f×", lint.cpu / parse.cpu),
                megabytes(app[.explainAll].peakBytes), count(analyze.result.views), count(analyze.result.keys),
                count(analyze.result.notes), count(lint.result.findings), seconds(app[.projects].wall),
                ratio(app[.projects].wall / analyze.wall, target: Self.projectsTarget),
                load(app.loadBefore) + " → " + load(app.loadAfter),
            ])
        }
        for app in apps {
            guard let exponential = app.exponential else { continue }
            let analyze = app[.analyze]
            let explained = app[.explainKey]
            let expected = exponential.expectedInstances
            func line(_ label: String, _ text: String) {
                out += "  " + label + String(repeating: " ", count: max(1, 28 - label.count)) + text + "\n"
            }
            func verdict(_ value: Int) -> String {
                "\(count(value)) instances (expected \(count(expected))): " + (value == expected ? "ok" : "WRONG")
            }
            out += "\n\(app.label): \(count(analyze.result.files)) files, \(count(analyze.result.lines)) lines, "
            out += "\(exponential.levels) levels that each create the next twice\n"
            line(
                "analyze",
                "\(seconds(analyze.wall)) s wall, \(seconds(analyze.cpu)) s CPU, peak \(megabytes(analyze.peakBytes)) MB")
            line(
                "explain \(ExponentialApp.key)",
                "\(seconds(explained.wall)) s wall, \(seconds(explained.cpu)) s CPU, peak \(megabytes(explained.peakBytes)) MB"
                    + String(format: " (the query alone: %.3f ms): ", explained.query * 1e3)
                    + (explained.wall < ExponentialApp.explainSeconds ? "ok" : "SLOW")
                    + " (under \(Int(ExponentialApp.explainSeconds)) s)")
            line("\(exponential.deepestView) has", verdict(explained.result.viewInstances))
            line("\(ExponentialApp.key) recomputes", verdict(explained.result.keyInstances))
        }
        return out
    }

    private func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    private func seconds(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "-"
    }

    private func megabytes(_ bytes: Int) -> String {
        String(format: "%.0f", Double(bytes) / 1e6)
    }

    /// A ratio and whether it meets `target` (`n/a` without one), with three decimals where
    /// two would show a value just over the target as the target itself.
    private func ratio(_ value: Double, target: Double?) -> String {
        guard value.isFinite else { return "-" }
        guard let target else { return String(format: "%.2f× n/a", value) }
        let meets = value <= target
        var text = String(format: "%.2f", value)
        // `0.6004` would read `0.60` beside MISSED.
        if let shown = Double(text), (shown <= target) != meets { text = String(format: "%.3f", value) }
        return text + "× " + (meets ? "ok" : "MISSED")
    }

    private func load(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "?"
    }

    /// An integer with thousands separated by commas.
    private func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}

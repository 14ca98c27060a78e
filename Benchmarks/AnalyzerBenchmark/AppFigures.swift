/// What the runs of every phase on one app measured.
struct AppFigures {
    /// One phase's figures over the runs.
    struct PhaseFigures {
        /// The best wall and CPU seconds, each on its own, and the best query time.
        var wall = Double.infinity
        var cpu = Double.infinity
        var query = Double.infinity
        /// The highest peak resident memory of any run, in bytes.
        var peakBytes = 0
        /// The counts the last run reported (every run reports the same).
        var result = PhaseResult(wall: 0, cpu: 0)

        mutating func add(_ run: PhaseRunner.Run) {
            wall = min(wall, run.result.wall)
            cpu = min(cpu, run.result.cpu)
            query = min(query, run.result.query)
            peakBytes = max(peakBytes, run.peakBytes)
            result = run.result
        }
    }

    /// The app as the tables name it.
    var label: String
    var phases: [Phase: PhaseFigures] = [:]
    /// The one-minute load average before the first run and after the last.
    var loadBefore: Double?
    var loadAfter: Double?
    /// For an exponential app: what its counts must be.
    var exponential: ExponentialApp?

    /// The figures of `phase`; empty ones if it did not run.
    subscript(phase: Phase) -> PhaseFigures { phases[phase] ?? PhaseFigures() }

    /// What is wrong with the exponential app's counts; nothing for other apps.
    var countProblems: [String] {
        guard let exponential else { return [] }
        let explained = self[.explainKey].result
        var problems: [String] = []
        if explained.viewInstances != exponential.expectedInstances {
            problems.append(
                "\(label): \(exponential.deepestView) has \(explained.viewInstances) instances, expected \(exponential.expectedInstances)")
        }
        if explained.keyInstances != exponential.expectedInstances {
            problems.append(
                "\(label): \(ExponentialApp.key) recomputes \(explained.keyInstances) instances, expected \(exponential.expectedInstances)")
        }
        return problems
    }
}

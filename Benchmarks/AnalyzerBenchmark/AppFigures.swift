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
        /// The wall seconds of every run, in the order run.
        var walls: [Double] = []

        mutating func add(_ run: PhaseRunner.Run) {
            walls.append(run.result.wall)
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

    /// The median, over the runs, of `phase`'s wall time over the parse's in the same run.
    ///
    /// Each run measures the phases one after the other, seconds apart, so a run's ratio
    /// compares times taken under the same load; the median of those ratios keeps a run in
    /// which the machine was busy during one phase and idle during the other from deciding
    /// the figure, as the best time of each phase on its own can.
    func medianRatio(_ phase: Phase) -> Double {
        let ratios = zip(self[phase].walls, self[.parse].walls).map { $0 / $1 }.sorted()
        guard !ratios.isEmpty else { return .nan }
        let middle = ratios.count / 2
        return ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
    }

    /// What is wrong with the exponential app's counts or the time `explain` took on it;
    /// nothing for other apps.
    var checkProblems: [String] {
        guard let exponential else { return [] }
        let explained = self[.explainKey].result
        var problems: [String] = []
        if self[.explainKey].wall >= ExponentialApp.explainSeconds {
            problems.append(
                "\(label): explain \(ExponentialApp.key) took \(self[.explainKey].wall) s, not under \(ExponentialApp.explainSeconds) s")
        }
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

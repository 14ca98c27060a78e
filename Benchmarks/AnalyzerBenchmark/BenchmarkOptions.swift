/// What to measure and how, from the command line.
struct BenchmarkOptions {
    /// An app given on the command line: a name for the tables and the files and folders it is made of.
    struct App {
        var label: String
        var paths: [String]
    }

    /// The synthetic apps to write and measure.
    struct Synthetic {
        /// One app of about this many lines each.
        var lineTargets: [Int] = []
        /// One app each whose instance tree doubles at every one of this many levels.
        var exponentialLevels: [Int] = []
        /// The seed the apps are drawn with.
        var seed: UInt64 = 1
        /// Where to write the apps and leave them; a temporary folder, removed, when `nil`.
        var keptFolder: String?
    }

    var apps: [App] = []
    var synthetic = Synthetic()
    /// Runs per phase: times are the best of them, peak memory the highest.
    var runs = 3

    /// What the command line asks for.
    enum Request {
        case help
        case measure(BenchmarkOptions)
    }

    static let usage = """
        usage: AnalyzerBenchmark [--lines N]... [--exponential LEVELS]... [--seed N] [--runs N]
                                 [--keep FOLDER] [--app NAME PATH[,PATH...]]... [PATH...]

        Measures what users run on whole apps: 'analyze' (the analysis and its text report),
        'explain --all' (the analysis and every key's cost), 'lint' and the part of 'analyze'
        that reads the apps' projects and manifests, against the baseline
        of parsing the same files with SwiftSyntax on one thread and keeping the trees. Every
        phase runs in a child process of its own, so that its peak memory (maximum resident
        set) is its own. Each run measures every phase in turn; times are the best of --runs,
        a phase's ratio to the parse the median of the runs' ratios, peak memory the highest.
        Build with 'swift build -c release'.

          --lines N             write and measure a synthetic app of about N lines (repeatable)
          --exponential LEVELS  write and measure an app whose views each create the next level
                                twice, LEVELS levels deep (1 to 62; repeatable), and check its
                                instance counts and what '\\.colorScheme' recomputes
          --seed N              the seed the synthetic apps are drawn with [default: 1]
          --runs N              runs of every phase [default: 3]
          --keep FOLDER         write the synthetic apps to FOLDER/lines-N and FOLDER/exponential-N
                                and leave them there
          --app NAME PATHS      an app made of several files and folders, PATHS separated by
                                commas, named NAME in the tables (repeatable)
          PATH                  an app in one folder or file, named by its path (repeatable)
          -h, --help            print this help

        Without apps, --lines or --exponential: --lines 5000 --lines 20000 --lines 50000 --exponential 20.
        Targets: analyze ≤ 0.6× the parse and lint ≤ 0.7× the parse (judged where the parse takes
        0.1 s or more: below, what every run pays once decides the ratio), peak memory ≤ 2× the
        parse's; reading the Xcode projects and package manifests ≤ 5% of analyze's wall time;
        on an exponential app, exact counts and explain in under a second.
        Exit status: 0 measured; 1 an exponential app's counts are wrong or its explain took a
        second or more; 64 bad usage; 65 a path
        that does not exist or holds no Swift files; 70 a phase failed; 71 a child could not be
        started; 73 a synthetic app could not be written.

        """

    /// Reads the arguments after the program's name.
    static func parse(_ arguments: [String]) throws(BenchmarkError) -> Request {
        var options = BenchmarkOptions()
        var rest = arguments[...]
        func value(for option: String) throws(BenchmarkError) -> String {
            guard let value = rest.popFirst() else { throw .usage("\(option) needs a value") }
            return value
        }
        func number(for option: String, in range: ClosedRange<Int>, what: String) throws(BenchmarkError) -> Int {
            let text = try value(for: option)
            guard let number = Int(text), range.contains(number) else {
                throw .usage("\(option) expects \(what) from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
        var onlyPaths = false
        while let argument = rest.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                guard !argument.isEmpty else { throw .usage("an empty path") }
                options.apps.append(App(label: argument, paths: [argument]))
                continue
            }
            switch argument {
            case "-h", "--help":
                return .help
            case "--lines":
                options.synthetic.lineTargets.append(
                    try number(for: argument, in: 1...10_000_000, what: "a number of lines"))
            case "--exponential":
                options.synthetic.exponentialLevels.append(
                    try number(for: argument, in: 1...ExponentialApp.maximumLevels, what: "a number of levels"))
            case "--seed":
                let text = try value(for: argument)
                guard let seed = UInt64(text) else {
                    throw .usage("--seed expects a whole number from 0 to \(UInt64.max), not '\(text)'")
                }
                options.synthetic.seed = seed
            case "--runs":
                options.runs = try number(for: argument, in: 1...1_000, what: "a number of runs")
            case "--keep":
                let folder = try value(for: argument)
                guard !folder.isEmpty else { throw .usage("--keep needs a folder") }
                options.synthetic.keptFolder = folder
            case "--app":
                let name = try value(for: argument)
                let list = try value(for: "--app \(name)")
                let paths = list.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
                guard !name.isEmpty, !paths.isEmpty else { throw .usage("--app needs a name and at least one path") }
                options.apps.append(App(label: name, paths: paths))
            case "--":
                onlyPaths = true
            case PhaseRequest.option:
                throw .usage("--phase is for the benchmark's own child processes and comes first")
            default:
                throw .usage("unknown option '\(argument)'")
            }
        }
        if options.apps.isEmpty && options.synthetic.lineTargets.isEmpty
            && options.synthetic.exponentialLevels.isEmpty
        {
            options.synthetic.lineTargets = [5_000, 20_000, 50_000]
            options.synthetic.exponentialLevels = [20]
        }
        return .measure(options)
    }
}

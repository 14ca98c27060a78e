/// What one run of a phase reports from its child process: its times, and counts that
/// show what it produced. Sent as one line of `name=value` fields on standard output.
struct PhaseResult {
    /// Wall seconds of the phase, from the paths to its output.
    var wall: Double
    /// CPU seconds of all the phase's threads.
    var cpu: Double
    /// Files read and their lines (the analysis' counts; the parse counts files only).
    var files = 0
    var lines = 0
    /// View types, keys and notes of the analysis.
    var views = 0
    var keys = 0
    var notes = 0
    /// Lint findings.
    var findings = 0
    /// Bytes of the output the phase wrote to memory.
    var outputBytes = 0
    /// `explain KEY`: seconds of the query alone, after the analysis.
    var query = 0.0
    /// `explain KEY`: instances of the view asked about, and instances the key's change recomputes.
    var viewInstances = 0
    var keyInstances = 0

    init(wall: Double, cpu: Double) {
        self.wall = wall
        self.cpu = cpu
    }

    /// The fields as one line.
    var encoded: String {
        let fields: [(String, String)] = [
            ("wall", "\(wall)"), ("cpu", "\(cpu)"), ("files", "\(files)"), ("lines", "\(lines)"),
            ("views", "\(views)"), ("keys", "\(keys)"), ("notes", "\(notes)"), ("findings", "\(findings)"),
            ("output", "\(outputBytes)"), ("query", "\(query)"), ("view-instances", "\(viewInstances)"),
            ("key-instances", "\(keyInstances)"),
        ]
        return fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    /// Reads a line written by ``encoded``; `nil` if it is not one.
    init?(encoded line: Substring) {
        var fields: [Substring: Substring] = [:]
        for field in line.split(separator: " ") {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            fields[field[..<equals]] = field[field.index(after: equals)...]
        }
        func number(_ name: Substring) -> Int? { fields[name].flatMap { Int($0) } }
        func seconds(_ name: Substring) -> Double? { fields[name].flatMap { Double($0) } }
        guard let wall = seconds("wall"), let cpu = seconds("cpu"), let files = number("files"),
            let lines = number("lines"), let views = number("views"), let keys = number("keys"),
            let notes = number("notes"), let findings = number("findings"), let output = number("output"),
            let query = seconds("query"), let viewInstances = number("view-instances"),
            let keyInstances = number("key-instances")
        else { return nil }
        self.init(wall: wall, cpu: cpu)
        self.files = files
        self.lines = lines
        self.views = views
        self.keys = keys
        self.notes = notes
        self.findings = findings
        self.outputBytes = output
        self.query = query
        self.viewInstances = viewInstances
        self.keyInstances = keyInstances
    }
}

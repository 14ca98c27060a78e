import Invalidation
import InvalidationAnalyzer

/// `explain --at FILE:LINE`: from an action, binding or task to the bodies its changes run.
extension ExplainCommand {
    /// A place in the source as `--at` gives it: `FILE:LINE`.
    struct SourceLine: Hashable {
        /// The file, as given: a path, or an ending of one.
        var file: String
        /// The 1-based line.
        var line: Int

        /// Reads `FILE:LINE`, splitting at the last colon; `nil` when the line is not a
        /// positive number or the file is empty.
        init?(_ word: String) {
            guard let colon = word.lastIndex(of: ":"), let line = Int(word[word.index(after: colon)...]), line > 0
            else { return nil }
            file = String(word[..<colon])
            self.line = line
            guard !file.isEmpty else { return nil }
        }
    }

    /// Checks that `--at`'s value is `FILE:LINE` and goes with nothing that asks about
    /// keys; a first word the parser took for KEY is a PATH when it names one.
    mutating func validateAt(_ word: String) throws(CLIError) {
        guard SourceLine(word) != nil else {
            throw Self.usageError("'\(word)' is not a place for --at; expected FILE:LINE, as in ContentView.swift:31")
        }
        if all { throw Self.usageError("--at and --all ask different questions; give one of them") }
        if label != nil || counts {
            throw Self.usageError("--label and --counts describe one key's change; they do not go with --at")
        }
        if let key {
            guard InputFile.exists(atPath: key) else {
                throw Self.usageError(
                    "--at finds the keys its action changes, so it takes no KEY; '\(key)' is not a file or folder to analyze")
            }
            paths.insert(key, at: 0)
            self.key = nil
        }
        if paths.isEmpty {
            guard !defaultPaths.isEmpty else { throw Self.usageError("missing argument <PATH>") }
            paths = defaultPaths
        }
    }

    /// Answers `--at` from `analysis`: the actions at the place, the keys each changes and
    /// the bodies each change runs, or that nothing there changes a key.
    func runAt(_ place: SourceLine, analysis: Analysis, console: inout Console) throws(CLIError) -> Int32 {
        let found: LineActions
        do throws(InvalidationError) {
            found = try analysis.actions(at: place.file, line: place.line, model: model)
        } catch {
            throw .badInput(error)
        }
        switch format {
        case .text:
            var text = ""
            Self.writeText(found, to: &text)
            console.write(text)
        case .json:
            var buffer = ByteBuffer()
            Self.jsonDocument(found).write(to: &buffer, compactLeaves: true)
            console.write(buffer.string)
        }
        return ExitCode.success
    }

    /// Writes each action (`FILE:LINE:COLUMN: Button action in ContentView`), a line per
    /// key it changes with the bodies that run, and the total over the keys.
    static func writeText(_ found: LineActions, to out: inout String) {
        guard !found.actions.isEmpty else {
            out += "\(found.file):\(found.line): no action, binding or task here changes a key the views read\n"
            return
        }
        for action in found.actions {
            out += "\(action.location): \(action.label) in \(action.view)\n"
            for change in action.changes {
                out += "  \(change.key)"
                if !change.via.isEmpty { out += " (via \(change.via.joined(separator: ", ")))" }
                out += ": \(recomputedText(change.outcome)) — \(bodies(change.instances))\n"
            }
        }
        out += "total: \(bodies(found.instances))\n"
    }

    /// The recomputed views as `explain KEY`'s line names them: `ContentView observed, Row parent ×12`.
    private static func recomputedText(_ outcome: GraphOutcome?) -> String {
        guard let outcome, !outcome.recomputed.isEmpty else { return "read by no view" }
        return outcome.recomputed.map { item in
            var text = "\(outcome.name(item.view)) \(item.cause)"
            if item.instances != .one { text += " ×\(item.instances)" }
            return text
        }.joined(separator: ", ")
    }

    /// `1 body`, `3 bodies`.
    private static func bodies(_ count: InstanceCount) -> String {
        "\(count) \(count == .one ? "body" : "bodies")"
    }

    /// The answer as JSON: `{"at": {"file", "line"}, "keys": [{"key", "views": [{"view",
    /// "cause", "instances"}], "instances", "via"}], "instances", "actions": [{"view",
    /// "control", "trigger", "file", "line", "column", "keys"}]}`.
    static func jsonDocument(_ found: LineActions) -> JSONDocument {
        func count(_ value: InstanceCount) -> [(String, JSONDocument)] {
            var members: [(String, JSONDocument)] = [("instances", .integer(value.value))]
            if value.isSaturated { members.append(("saturated", .bool(true))) }
            return members
        }
        let keys = found.changes.map { change -> JSONDocument in
            let views = (change.outcome?.recomputed ?? []).map { item -> JSONDocument in
                .object(
                    [
                        ("view", .string(change.outcome?.name(item.view) ?? "")),
                        ("cause", .string(item.cause.description)),
                    ] + count(item.instances))
            }
            return .object(
                [("key", .string(change.key)), ("views", .array(views))] + count(change.instances)
                    + [("via", .array(change.via.map(JSONDocument.string)))])
        }
        let actions = found.actions.map { action -> JSONDocument in
            .object(
                [
                    ("view", .string(action.view)),
                    ("control", action.site.map { .string($0.label) } ?? .null),
                    ("trigger", .string(action.trigger.rawValue)),
                    ("file", action.location.file.map(JSONDocument.string) ?? .null),
                    ("line", .integer(action.location.line)),
                    ("column", .integer(action.location.column)),
                    ("keys", .array(action.changes.map { .string($0.key) })),
                ] + count(action.instances))
        }
        return .object(
            [
                ("at", .object([("file", .string(found.file)), ("line", .integer(found.line))])),
                ("keys", .array(keys)),
            ] + count(found.instances) + [("actions", .array(actions))])
    }
}

internal import Foundation
import Invalidation
import InvalidationReader

extension Analysis {
    /// The actions, bindings and tasks that cover line `line` of the analyzed file `file`,
    /// each with the keys it changes and what each change recomputes under `model`.
    ///
    /// An action covers the lines of its control or modifier, from its name to the end of
    /// its closures (`Button("Add") { … }`, `.task { … }`), or of the call its binding is
    /// handed to (`Toggle(isOn: $flag)`); where several do, as a control in another's
    /// label, only the innermost count.
    /// - Parameters:
    ///   - file: The file as a path from `currentDirectory`, or any ending of an analyzed
    ///     file's path, by whole components, that names one file (`ContentView.swift`).
    ///   - line: A 1-based line of that file.
    ///   - model: The rule that decides which bodies run.
    ///   - currentDirectory: What relative paths start from; the process' by default.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` when `file` names no analyzed
    ///   file or several, or `line` is not one of its lines.
    public func actions(
        at file: String, line: Int, model: RecomputationModel = .swiftui, currentDirectory: String? = nil
    ) throws(InvalidationError) -> LineActions {
        let path = try analyzedFile(matching: file, currentDirectory: currentDirectory)
        let lineCount = self.lineCount(of: path)
        guard (1...max(1, lineCount)).contains(line) else {
            throw .malformedInput(
                "line \(line) is outside the file, which has \(lineCount) line\(lineCount == 1 ? "" : "s")",
                at: SourceLocation(file: path, line: line, column: 1))
        }
        let here = actionCosts(model: model) { writer in
            guard writer.location.file == path else { return false }
            return writer.site?.covers(line: line) ?? (writer.location.line == line)
        }
        // A control in another's closure or label covers the lines of the outer one too.
        let innermost = here.filter { outer in
            guard let site = outer.site else { return true }
            return !here.contains { inner in inner.site.map(site.strictlyContains) ?? false }
        }
        return LineActions(file: path, line: line, actions: innermost)
    }

    /// The actions, bindings and tasks in the code of view `view`, in source order, each
    /// with the keys it changes and what each change recomputes under `model`: those that
    /// start at a control or modifier, not changes made while the body runs.
    public func actions(in view: String, model: RecomputationModel = .swiftui) -> [ActionCost] {
        actionCosts(model: model) { $0.view == view && $0.site != nil }
    }

    /// ``actions(in:model:)`` of every view, by view.
    public func actionsByView(model: RecomputationModel = .swiftui) -> [String: [ActionCost]] {
        Dictionary(grouping: actionCosts(model: model) { $0.site != nil }, by: \.view)
    }

    /// The path of the one analyzed file that `file` names: the same path, the same file
    /// from `currentDirectory`, or the only file whose path ends with `file`'s components.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` naming the candidates when
    ///   several files match, or saying none does.
    public func analyzedFile(matching file: String, currentDirectory: String? = nil) throws(InvalidationError) -> String {
        let paths = model.files.map(\.path)
        if paths.contains(file) { return file }
        let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
        let wanted = Self.absoluteComponents(file, from: directory)
        if let same = paths.first(where: { Self.absoluteComponents($0, from: directory) == wanted }) { return same }
        let ending = Self.components(of: file)
        let matches = ending.isEmpty ? [] : paths.filter { Self.components(of: $0).reversed().starts(with: ending.reversed()) }
        switch matches.count {
        case 1: return matches[0]
        case 0:
            throw .malformedInput(
                "'\(file)' is not among the \(paths.count) analyzed file\(paths.count == 1 ? "" : "s"): "
                    + "give its path, or an ending of it, as the analysis finds it under PATH",
                at: nil)
        default:
            throw .malformedInput(
                "'\(file)' names \(matches.count) analyzed files; give more of the path: "
                    + matches.sorted().joined(separator: ", "),
                at: nil)
        }
    }

    /// The number of lines of the analyzed file `path`.
    private func lineCount(of path: String) -> Int {
        guard let file = model.files.first(where: { $0.path == path }) else { return 0 }
        // A last line ending in a newline starts no line of its own.
        let starts = file.lines.count
        return file.text.utf8.last == UInt8(ascii: "\n") ? starts - 1 : starts
    }

    /// Each action whose writers `includes` admits, with its keys and what each recomputes.
    private func actionCosts(model: RecomputationModel, where includes: (KeyWriter) -> Bool) -> [ActionCost] {
        var writers: [(key: String, writer: KeyWriter)] = []
        for key in self.model.writeUses.changedKeys {
            let name = key.description
            writers += self.writers(of: key).map { (name, $0) }
        }
        var groups: [ActionGroup: [(key: String, writer: KeyWriter)]] = [:]
        for (key, writer) in writers + bindingWriters(among: writers)
        where writer.view != nil && writer.trigger != .initializer && includes(writer) {
            groups[ActionGroup(writer), default: []].append((key, writer))
        }
        // Each key is answered by `explain KEY`'s own entry point, so the two always agree;
        // a key no view reads and no storage declares has no outcome. The keys are
        // independent: one thread per active core.
        let asked = Set(groups.values.flatMap { $0.map(\.key) }).sorted()
        let analysis = self
        let answers = ParallelWork.map(count: asked.count) { position in
            try? analysis.explain(key: asked[position], model: model)
        }
        var outcomes: [String: GraphOutcome] = [:]
        for (key, outcome) in zip(asked, answers) { outcomes[key] = outcome }
        var actions: [ActionCost] = groups.map { group, found in
            let ordered = found.sorted { Self.precedes($0.writer.location, $1.writer.location) }
            var changes: [ActionCost.Change] = []
            for (key, writer) in ordered {
                if let position = changes.firstIndex(where: { $0.key == key }) {
                    changes[position].writers.append(writer)
                } else {
                    changes.append(ActionCost.Change(key: key, writers: [writer], outcome: outcomes[key]))
                }
            }
            let first = ordered[0].writer
            return ActionCost(
                view: first.view ?? first.type, site: group.site, location: group.site?.start ?? first.location,
                trigger: first.trigger, changes: changes)
        }
        actions.sort { Self.precedes($0.location, $1.location) }
        return actions
    }

    /// Source order: by file, then line, then column.
    private static func precedes(_ first: SourceLocation, _ second: SourceLocation) -> Bool {
        (first.file ?? "", first.line, first.column) < (second.file ?? "", second.line, second.column)
    }

    /// The components of `path` as a path from the root: from `directory` unless it is absolute,
    /// with `.` and `..` resolved.
    private static func absoluteComponents(_ path: String, from directory: String) -> [String] {
        components(of: path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// The components of `path`, with `.` left out and `..` taking the one before away.
    private static func components(of path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = result.last, last != ".." {
                result.removeLast()
            } else {
                result.append(String(part))
            }
        }
        return result
    }
}

/// The writers that make one action: those at one control or modifier, or, without one,
/// at one place on one trigger.
private struct ActionGroup: Hashable {
    /// The control or modifier, where the writer has one.
    var site: ActionSite?
    /// Without a site: where the change is.
    var place: SourceLocation?
    /// Without a site: what starts it.
    var trigger: WriteTrigger?

    /// The group `writer` belongs to.
    init(_ writer: KeyWriter) {
        site = writer.site
        if writer.site == nil {
            place = writer.location
            trigger = writer.trigger
        }
    }
}

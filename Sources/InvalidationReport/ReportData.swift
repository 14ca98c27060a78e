import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import InvalidationSimulation

/// Everything the report's page shows, worked out when the report is written: the graph
/// laid out, every key with what its change recomputes, the lint findings with their
/// source lines, and the steps of a simulated timeline. The page only draws it.
///
/// Views, edges and files are referred to by index, as in ``ViewGraph``; keys are in the
/// order `explain --all` lists them, the costliest first.
package struct ReportData: Sendable {
    /// A place in the source: an index into ``files``, a 1-based line and column.
    package struct Place: Hashable, Sendable {
        package var file: Int
        package var line: Int
        package var column: Int
    }

    /// A key or input a body reads, and where it first reads it.
    package struct Read: Hashable, Sendable {
        package var name: String
        package var place: Place?
    }

    /// One view type, with its box in the drawing.
    package struct View: Hashable, Sendable {
        package var name: String
        package var kind: ViewGraph.ViewKind
        package var place: Place?
        package var instances: InstanceCount
        package var isRoot: Bool
        /// The state the view owns, as the box shows it: `@State tapCount`.
        package var state: [String]
        package var reads: [Read]
        package var inputs: [Read]
        /// The actions, bindings and tasks in its code that change a key, in source order.
        package var actions: [Action]
        /// The changes to the code `advise` lists that concern it, the most saved first.
        package var advice: [ViewAdvice] = []
        /// Its box in the drawing.
        package var box: Box
    }

    /// One action, binding or task in a view's code and what its changes recompute, as
    /// `explain --at` answers it.
    package struct Action: Hashable, Sendable {
        /// `Button action`, `Toggle binding`, `.task`.
        package var label: String
        /// Where its control or modifier starts.
        package var place: Place?
        /// The keys it changes, each with the bodies its change runs, in instances.
        package var keys: [ActionKey]
        /// The bodies all its changes run, in instances.
        package var instances: InstanceCount
    }

    /// A change to the code, as `advise` lists it: the bodies that run today and after it,
    /// summed over the keys it affects, and the places to edit.
    package struct ViewAdvice: Hashable, Sendable {
        /// `observable`, `pass-less`, `comparable-input`, `move-read-down`.
        package var kind: String
        /// The change, in one sentence.
        package var summary: String
        /// The bodies that run today, and after the change, summed over the keys it affects.
        package var before: InstanceCount
        package var after: InstanceCount
        /// The places to edit, each with what to change there.
        package var edits: [AdviceEdit]
    }

    /// One place an advice edits, and how.
    package struct AdviceEdit: Hashable, Sendable {
        package var place: Place?
        package var change: String
    }

    /// A key an action changes, with the bodies its change runs.
    package struct ActionKey: Hashable, Sendable {
        /// The key.
        package var name: String
        /// The bodies its change runs, in instances, as `explain KEY` counts them.
        package var instances: InstanceCount
    }

    /// A box in the drawing: its top left corner and its size, in pixels.
    package struct Box: Hashable, Sendable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int
    }

    /// One place a body creates a view, with its line in the drawing.
    package struct Edge: Hashable, Sendable {
        package var from: Int
        package var to: Int
        package var place: Place?
        /// What decides the created view's identity there, by the innermost component.
        package var kind: IdentityComponent.Kind
        /// The components, outermost first, as the text report writes them (`if a > sheet(item: $b)`).
        package var identity: String
        /// What the arguments that carry something pass: `post: FeedStore.posts`, `isOn: $Row.on`.
        package var passes: [String]
        /// The edge creating the view whose body calls the closure this creation is written in.
        package var container: Int?
        /// Whether the edge closes a cycle (a view created inside itself).
        package var isCycle: Bool
        /// The points of its line, in drawing order.
        package var route: [LayeredLayout.Point]
    }

    /// One recomputed view type of a change: why, and how many of its instances.
    package struct Recomputation: Hashable, Sendable {
        package var view: Int
        package var cause: Cause
        package var instances: InstanceCount
        /// Why its body runs (``RecomputationReason``), then `when presented` for content a
        /// presentation shows, for a key's change; empty for a step.
        package var why: [String] = []
    }

    /// One key with what its change recomputes.
    package struct Key: Hashable, Sendable {
        package var name: String
        /// Where its value lives, as `explain --all` says it (`@State of Row`, `@State of App,
        /// never written`), or that it is out of scope.
        package var storage: String
        /// The storage's kind, for the page's colours: `state`, `model`, `environment`, … or `none`.
        package var storageKind: String
        /// The view that owns it, for `@State` and the other view-owned storage.
        package var owner: Int?
        package var instances: InstanceCount
        package var counts: CauseCounts
        package var views: [Recomputation]
    }

    /// A place with a sentence, and the line of source there.
    package struct Note: Hashable, Sendable {
        package var message: String
        package var place: Place?
        package var source: String?
    }

    /// One lint finding.
    package struct Finding: Hashable, Sendable {
        package var rule: String
        package var severity: String
        /// The view type it is about, when it is one of the graph's.
        package var view: Int?
        package var symbol: String?
        package var message: String
        package var place: Place?
        package var source: String?
        package var notes: [Note]
        /// What its fix-its do.
        package var fixes: [String]
    }

    /// One step of a simulated timeline: the first appearance, then each change.
    package struct Step: Hashable, Sendable {
        package var label: String
        package var key: String?
        /// The view types its change recomputes, by cause, with how many of the tree's instances.
        package var views: [Recomputation]
        /// The lines `simulate` prints under the change.
        package var details: [String]
    }

    /// What the report is of, for its title.
    package var title: String
    /// The rule that decided which bodies each key's change runs.
    package var model: RecomputationModel
    package var fileCount: Int
    package var lineCount: Int
    /// The files places refer to, in the order first referred to.
    package var files: [String]
    package var views: [View]
    package var edges: [Edge]
    package var keys: [Key]
    package var findings: [Finding]
    /// What the analyzer could not see, as `file:line:column: note: … [kind]`.
    package var notes: [String]
    /// The simulated timeline, when one was played.
    package var steps: [Step]?
    /// The drawing's size.
    package var width: Int
    package var height: Int
}

extension ReportData {
    /// Works out the report of `analysis`, with the findings of `lint` and the steps of `run`.
    /// - Parameters:
    ///   - simulation: The simulation `run` was played on (its tree names the instances).
    package init(
        analysis: Analysis, lint: LintReport?, simulation: Simulation? = nil, run: LifetimeRun? = nil, title: String,
        model: RecomputationModel = .swiftui
    ) {
        let graph = analysis.graph
        let index = analysis.index
        var viewIndex: [String: Int] = [:]
        for (position, view) in graph.views.enumerated() where viewIndex[view.name] == nil {
            viewIndex[view.name] = position
        }
        var files = FileTable(sources: analysis.model.files)

        // Each view's own state, as its box lists it.
        var ownState = Array(repeating: [String](), count: graph.views.count)
        for entry in graph.storage {
            guard let owner = Self.owner(of: entry.storage), let view = viewIndex[owner] else { continue }
            let property = entry.key.hasPrefix(owner + ".") ? String(entry.key.dropFirst(owner.count + 1)) : entry.key
            ownState[view].append("\(Self.wrapper(of: entry.storage)) \(property)")
        }
        let actions = analysis.actionsByView(model: model)
        var adviceOf = Array(repeating: [ViewAdvice](), count: graph.views.count)
        for advice in analysis.advice(model: model) {
            let item = ViewAdvice(
                kind: advice.kind.rawValue, summary: advice.summary, before: advice.before, after: advice.after,
                edits: advice.edits.map { AdviceEdit(place: files.place($0.location), change: $0.change) })
            for view in advice.views where view < adviceOf.count { adviceOf[view].append(item) }
        }
        let roots = Set(graph.roots)
        let sizes = graph.views.indices.map { Self.boxSize(name: graph.views[$0].name, state: ownState[$0]) }
        let layout = LayeredLayout(
            sizes: sizes, edges: graph.edges.map { (from: $0.from, to: $0.to) }, backEdges: index.isCycleEdge,
            priority: graph.roots + index.order)

        views = graph.views.enumerated().map { position, view in
            let corner = layout.positions[position]
            return View(
                name: view.name, kind: view.kind, place: files.place(view.location), instances: index.instances[position],
                isRoot: roots.contains(position), state: ownState[position],
                reads: view.reads.map { Read(name: $0.name, place: files.place($0.location)) },
                inputs: view.inputs.map { Read(name: $0.name, place: files.place($0.location)) },
                actions: (actions[view.name] ?? []).map { action in
                    Action(
                        label: action.label, place: files.place(action.location),
                        keys: action.changes.map { ActionKey(name: $0.key, instances: $0.instances) },
                        instances: action.instances)
                },
                advice: adviceOf[position],
                box: Box(x: corner.x, y: corner.y, width: sizes[position].width, height: sizes[position].height))
        }
        edges = graph.edges.enumerated().map { position, edge in
            Edge(
                from: edge.from, to: edge.to, place: files.place(edge.location), kind: edge.kind,
                identity: edge.identity.map(\.description).joined(separator: " > "),
                passes: edge.arguments.filter { !$0.isConstant }.map(Self.passes),
                container: edge.container, isCycle: index.isCycleEdge[position] || layout.isBackEdge[position],
                route: layout.routes[position])
        }
        let neverWritten = analysis.neverWrittenKeys
        keys = index.keys.map { key in
            let outcome = index.recomputations(of: key, model: model, listsSkipped: false)
            let storage = outcome.storage.map(String.init(describing:)) ?? "no storage (out of scope)"
            return Key(
                name: key, storage: neverWritten.contains(key) ? storage + ", never written" : storage,
                storageKind: outcome.storage.map(Self.kind) ?? "none",
                owner: outcome.storage.flatMap(Self.owner).flatMap { viewIndex[$0] }, instances: outcome.instancesAtOnce,
                counts: outcome.counts,
                views: outcome.recomputed.map {
                    Recomputation(
                        view: $0.view, cause: $0.cause, instances: $0.instances,
                        why: $0.reasons.map(\.description) + ($0.isPresented ? ["when presented"] : []))
                })
        }
        // The costliest first, ties by name, the keys nothing changes last, as `explain
        // --all` lists them.
        keys.sort {
            (neverWritten.contains($0.name) ? 1 : 0, $1.instances, $0.name)
                < (neverWritten.contains($1.name) ? 1 : 0, $0.instances, $1.name)
        }
        findings = (lint?.diagnostics ?? []).map { diagnostic in
            Finding(
                rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue,
                view: diagnostic.view.flatMap { viewIndex[$0] }, symbol: diagnostic.symbol, message: diagnostic.message,
                place: files.place(diagnostic.location), source: files.line(at: diagnostic.location),
                notes: diagnostic.notes.map {
                    Note(message: $0.message, place: files.place($0.location), source: files.line(at: $0.location))
                },
                fixes: diagnostic.fixIts.map(\.message))
        }
        notes = analysis.notes.map(\.description)
        if let run, let simulation {
            steps = Self.steps(of: run, simulation: simulation, viewIndex: viewIndex)
        } else {
            steps = nil
        }
        self.title = title
        self.model = model
        fileCount = analysis.fileCount
        lineCount = analysis.lineCount
        self.files = files.paths
        width = layout.width
        height = layout.height
    }

    // MARK: Boxes

    /// The width of one character of the page's 12-pixel monospaced font, in hundredths of a pixel.
    static let characterWidth = 725
    /// The most state lines a box lists; the rest are counted on one more line.
    static let stateLines = 4

    /// A box wide enough for the name and the state lines, tall enough for the lines shown.
    static func boxSize(name: String, state: [String]) -> LayeredLayout.Size {
        let shown = state.count > stateLines ? Array(state.prefix(stateLines - 1)) + ["+\(state.count - stateLines + 1) more"] : state
        let widest = ([name] + shown).map(\.count).max() ?? 0
        return LayeredLayout.Size(width: 20 + (widest * characterWidth + 99) / 100, height: 26 + 15 * shown.count)
    }

    // MARK: Storage

    /// The view that owns a key's value, for storage a view owns.
    static func owner(of storage: Storage) -> String? {
        switch storage {
        case .state(let owner), .focusState(let owner), .gestureState(let owner), .query(let owner): owner
        case .model, .environment, .appStorage, .sceneStorage: nil
        }
    }

    /// The property wrapper that declares view-owned storage.
    static func wrapper(of storage: Storage) -> String {
        switch storage {
        case .focusState: "@FocusState"
        case .gestureState: "@GestureState"
        case .query: "@Query"
        default: "@State"
        }
    }

    /// The storage's kind, as the scenario JSON names it.
    static func kind(of storage: Storage) -> String {
        switch storage {
        case .state: "state"
        case .model: "model"
        case .environment: "environment"
        case .focusState: "focusState"
        case .gestureState: "gestureState"
        case .appStorage: "appStorage"
        case .sceneStorage: "sceneStorage"
        case .query: "query"
        }
    }

    /// `post: FeedStore.posts`, `isOn: $Row.isOn`, `title: title` (an input passed on).
    static func passes(_ argument: ViewGraph.Argument) -> String {
        let sources = argument.keys + argument.inputs
        return "\(argument.parameter): \(argument.isBinding ? "$" : "")\(sources.joined(separator: ", "))"
    }

    // MARK: Timeline

    /// The first appearance and each change of `run`, with the tree's instances counted per view type.
    static func steps(of run: LifetimeRun, simulation: Simulation, viewIndex: [String: Int]) -> [Step] {
        var typeOfNode: [String: Int] = [:]
        for node in simulation.analysis.scenario.nodes {
            if let view = viewIndex[node.type ?? node.name] { typeOfNode[node.name] = view }
        }
        func recomputations(_ outcome: ChangeOutcome?) -> [Recomputation] {
            var found: [Recomputation] = []
            for item in outcome?.recomputed ?? [] {
                guard let view = typeOfNode[item.view] else { continue }
                if let existing = found.firstIndex(where: { $0.view == view && $0.cause == item.cause }) {
                    found[existing].instances += .one
                } else {
                    found.append(Recomputation(view: view, cause: item.cause, instances: .one))
                }
            }
            return found
        }
        var steps = [Step(label: "first appearance", key: nil, views: [], details: run.appearance.detailLines)]
        for event in run.changes {
            steps.append(
                Step(
                    label: event.label ?? event.key ?? "change", key: event.key, views: recomputations(event.outcome),
                    details: event.detailLines))
        }
        return steps
    }
}

/// The files places refer to, numbered in the order first referred to, with their text
/// for quoting a line.
struct FileTable {
    private(set) var paths: [String] = []
    private var numbers: [String: Int] = [:]
    private var sources: [String: SourceFile] = [:]

    init(sources: [SourceFile]) {
        for source in sources where self.sources[source.path] == nil { self.sources[source.path] = source }
    }

    /// `location` with its file numbered; `nil` without a location or a file.
    mutating func place(_ location: SourceLocation?) -> ReportData.Place? {
        guard let location, let file = location.file else { return nil }
        let number: Int
        if let known = numbers[file] {
            number = known
        } else {
            number = paths.count
            numbers[file] = number
            paths.append(file)
        }
        return ReportData.Place(file: number, line: location.line, column: location.column)
    }

    /// The text of the line at `location`, without its line break and trailing spaces, cut at 240 characters.
    func line(at location: SourceLocation) -> String? {
        guard let file = location.file, let source = sources[file], location.line >= 1,
            location.line <= source.lines.count
        else { return nil }
        let utf8 = source.text.utf8
        let start = Int(source.lines.starts[location.line - 1])
        let end = location.line < source.lines.count ? Int(source.lines.starts[location.line]) : utf8.count
        guard start <= end, end <= utf8.count else { return nil }
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        var text = Substring(source.text[from..<to])
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text.count > 240 ? String(text.prefix(240)) + "…" : String(text)
    }
}

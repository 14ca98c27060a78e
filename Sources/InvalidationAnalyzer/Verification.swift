import Invalidation

/// A change log checked against the model: for each update, the views whose bodies ran
/// and the views the model says run for the keys that changed.
public struct Verification: Hashable, Sendable {
    /// How one view's runs compare with the model's answer.
    public enum Verdict: String, Hashable, Sendable, CaseIterable {
        /// Its body ran, and the model says it runs.
        case confirmed
        /// Its body ran, and the model does not say it runs.
        case unpredicted
        /// The model says its body runs, and it did not.
        case notSeen = "not seen"
        /// It is new (`@identity`): its first body, which neither model counts as a
        /// recomputation, so it is not compared.
        case appeared
    }

    /// One view type in one update.
    public struct ViewCheck: Hashable, Sendable {
        /// The view type's name in the graph.
        public var view: String
        /// Where the type is declared.
        public var location: SourceLocation?
        /// How its runs compare with the model.
        public var verdict: Verdict
        /// The log's lines for it in this update (none when not seen).
        public var entries: [ChangeLog.Entry]
        /// What the model says, where it says its body runs.
        public var predicted: GraphOutcome.Recomputed?
        /// The model's reasons as text, where it says its body runs.
        public var why: [String] {
            predicted?.reasons.map(\.description) ?? []
        }

        /// What the log's reason means, for a view whose body ran.
        public var meaning: String {
            guard let entry = entries.first else {
                return "SwiftUI did not run its body"
            }
            let reasons = entry.reasons
            if reasons.contains(.identity) {
                return "it is new here: its first body, with new state"
            }
            if reasons.contains(.value) {
                return "its creator passed inputs that differed from the ones before, or ones SwiftUI cannot compare"
            }
            if case .property(let name)? = reasons.first(where: { if case .property = $0 { true } else { false } }) {
                return "its own '\(name)' changed (state, an observed object, a binding's value)"
            }
            if reasons.contains(.dependencies) {
                return "something its body read outside its own properties changed (an @Observable object's property, the environment)"
            }
            if reasons.contains(.unchanged) {
                return "SwiftUI names no change"
            }
            return "SwiftUI gives a reason this tool does not know"
        }
    }

    /// One update of the log, compared.
    public struct UpdateCheck: Hashable, Sendable {
        /// 1-based, in the log's order.
        public var number: Int
        /// The update as read from the log.
        public var update: ChangeLog.Update
        /// The keys taken as changed: from the separator, the command line, and the
        /// properties the log's lines name, in that order.
        public var keys: [String]
        /// The views, those that ran in the log's order, then those not seen in the model's.
        public var views: [ViewCheck]
        /// Properties the log names that are no key the source declares (`Row.model`),
        /// where neither the separator nor the command line names the keys.
        public var unresolved: [UnresolvedProperty] = []

        /// The label to print: the separator's, else `update N`.
        public var label: String { update.label ?? "update \(number)" }

        /// The views with `verdict`.
        public func views(_ verdict: Verdict) -> [ViewCheck] { views.filter { $0.verdict == verdict } }
    }

    /// A property a line names whose change the graph cannot tie to a key: an observed
    /// `ObservableObject`, a value its creator passes.
    public struct UnresolvedProperty: Hashable, Sendable {
        /// `View.property`.
        public var property: String
        /// The line that names it.
        public var line: Int
    }

    /// A view the log names that the source does not declare.
    public struct UnknownView: Hashable, Sendable {
        /// The name as printed.
        public var name: String
        /// The lines that name it.
        public var lines: [Int]
    }

    /// The rule the log was compared with.
    public var model: RecomputationModel
    /// Each update, compared.
    public var updates: [UpdateCheck]
    /// The views the log names that the source does not declare, in the log's order.
    public var unknownViews: [UnknownView]

    /// How many views, over all updates, have `verdict`.
    public func count(_ verdict: Verdict) -> Int {
        updates.reduce(0) { $0 + $1.views(verdict).count }
    }

    /// Whether any body ran that the model does not predict.
    public var hasUnpredicted: Bool { count(.unpredicted) > 0 }
}

extension Verification {
    /// Compares `log` with what `model` says each update's keys recompute.
    ///
    /// An update's keys are the separator's (`--- rename [FeedStore.displayName]`), then
    /// `keys`, then those its lines name: `ContentView: _selectedRoom changed.` names
    /// `ContentView.selectedRoom`; a property that is a binding names the keys its creators
    /// bind it to. Lines of views new in the update (`@identity`) name no key: a first body
    /// lists every property.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a key no view reads and no
    ///   storage declares, given on the command line or in a separator.
    public static func verify(
        _ log: ChangeLog, in index: GraphIndex, model: RecomputationModel = .swiftui, keys given: [String] = [],
        file: String? = nil
    ) throws(InvalidationError) -> Verification {
        let known = Set(index.keys)
        try requireKnown(given, known: known, index: index, at: nil)
        var unknown: [UnknownView] = []
        var checks: [UpdateCheck] = []
        for (position, update) in log.updates.enumerated() {
            try requireKnown(
                update.keys, known: known, index: index,
                at: update.separatorLine.map { SourceLocation(file: file, line: $0, column: 1) })
            let runs = Runs(update, in: index.graph)
            for entry in runs.unknown {
                if let found = unknown.firstIndex(where: { $0.name == entry.view }) {
                    unknown[found].lines.append(entry.line)
                } else {
                    unknown.append(UnknownView(name: entry.view, lines: [entry.line]))
                }
            }
            var check = UpdateCheck(number: position + 1, update: update, keys: update.keys, views: [])
            for key in given where !check.keys.contains(key) { check.keys.append(key) }
            for (view, entries) in runs.ran {
                for entry in entries {
                    for case .property(let name) in entry.reasons {
                        let named = index.keys(ofProperty: name, of: view, known: known)
                        // Where the separator or the command line names the keys, a
                        // property that is no key needs no word.
                        if named.isEmpty && update.keys.isEmpty && given.isEmpty {
                            check.unresolved.append(
                                UnresolvedProperty(property: "\(index.graph.views[view].name).\(name)", line: entry.line))
                        }
                        for key in named where !check.keys.contains(key) { check.keys.append(key) }
                    }
                }
            }
            check.views = compare(runs, with: predictions(of: check.keys, in: index, model: model), in: index.graph)
            checks.append(check)
        }
        return Verification(model: model, updates: checks, unknownViews: unknown)
    }

    /// The views one update's lines name, by graph index, each with its lines, in the
    /// log's order.
    private struct Runs {
        /// Views whose bodies ran again.
        var ran: [(view: Int, entries: [ChangeLog.Entry])] = []
        /// Views new in the update (`@identity`).
        var appeared: [(view: Int, entries: [ChangeLog.Entry])] = []
        /// Lines naming views the graph does not declare.
        var unknown: [ChangeLog.Entry] = []

        init(_ update: ChangeLog.Update, in graph: ViewGraph) {
            for entry in update.entries {
                guard let view = graph.view(printedAs: entry.typeName) else {
                    unknown.append(entry)
                    continue
                }
                if entry.isFirstAppearance {
                    Self.append(entry, for: view, to: &appeared)
                } else {
                    Self.append(entry, for: view, to: &ran)
                }
            }
        }

        /// Whether a line names `view`.
        func names(_ view: Int) -> Bool {
            ran.contains { $0.view == view } || appeared.contains { $0.view == view }
        }

        private static func append(
            _ entry: ChangeLog.Entry, for view: Int, to list: inout [(view: Int, entries: [ChangeLog.Entry])]
        ) {
            if let found = list.firstIndex(where: { $0.view == view }) {
                list[found].entries.append(entry)
            } else {
                list.append((view, [entry]))
            }
        }
    }

    /// The views that ran, confirmed or unpredicted, in the log's order; then those that
    /// appeared; then those the model runs and the log lacks.
    private static func compare(
        _ runs: Runs, with predicted: [GraphOutcome.Recomputed], in graph: ViewGraph
    ) -> [ViewCheck] {
        func check(_ view: Int, _ verdict: Verdict, _ entries: [ChangeLog.Entry]) -> ViewCheck {
            ViewCheck(
                view: graph.views[view].name, location: graph.views[view].location, verdict: verdict,
                entries: entries, predicted: predicted.first { $0.view == view })
        }
        var checks: [ViewCheck] = []
        for (view, entries) in runs.ran {
            let isPredicted = predicted.contains { $0.view == view }
            checks.append(check(view, isPredicted ? .confirmed : .unpredicted, entries))
        }
        for (view, entries) in runs.appeared {
            checks.append(check(view, .appeared, entries))
        }
        // Only views write change lines: an App, a scene or a modifier the model runs
        // cannot be missing from the log.
        for item in predicted where graph.views[item.view].kind == .view && !runs.names(item.view) {
            checks.append(check(item.view, .notSeen, []))
        }
        return checks
    }

    /// The views whose bodies the model runs for any of `keys`, each once, with what the
    /// first key that runs it says, in the order of the keys' answers.
    private static func predictions(
        of keys: [String], in index: GraphIndex, model: RecomputationModel
    ) -> [GraphOutcome.Recomputed] {
        var found: [GraphOutcome.Recomputed] = []
        for key in keys {
            for item in index.recomputations(of: key, model: model, listsSkipped: false).recomputed
            where !found.contains(where: { $0.view == item.view }) {
                found.append(item)
            }
        }
        return found
    }

    private static func requireKnown(
        _ keys: [String], known: Set<String>, index: GraphIndex, at location: SourceLocation?
    ) throws(InvalidationError) {
        for key in keys where !known.contains(key) {
            let matches = Analysis.closeMatches(to: key, among: index.keys)
            let hint = matches.isEmpty ? "" : "; close matches: " + matches.joined(separator: ", ")
            throw .malformedInput("unknown key '\(key)': no view reads it and no storage declares it\(hint)", at: location)
        }
    }
}

extension ViewGraph {
    /// The view SwiftUI prints as `name` (without generic arguments): the type of that
    /// name, else the one type whose name ends in its last component (SwiftUI prints
    /// `Footer` for `Screen.Footer`; a name qualified by its module, `Shop.Footer`, is
    /// found by `Footer` too).
    func view(printedAs name: String) -> Int? {
        if let view = view(named: name) { return view }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let matches = views.indices.filter { views[$0].name == last || views[$0].name.hasSuffix("." + last) }
        return matches.count == 1 ? matches[0] : nil
    }
}

extension GraphIndex {
    /// The keys a change of `view`'s property `name` stands for: its own key
    /// (`View.name`, a `@State`), else the keys its creators bind the property to
    /// (`$flag` handed to `@Binding var isOn`); none for what the graph does not tell.
    func keys(ofProperty name: String, of view: Int, known: Set<String>) -> [String] {
        let own = "\(graph.views[view].name).\(name)"
        if known.contains(own) { return [own] }
        var keys: [String] = []
        for edge in graph.edges where edge.to == view {
            for argument in edge.arguments
            where argument.isBinding && (argument.parameter == name || argument.fills.contains(name)) {
                for key in argument.keys where known.contains(key) && !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }
}

import Invalidation
import InvalidationReader

extension Analysis {
    /// Every view type in course order with its kind, place, instance count and the places
    /// that create it (with what decides its identity there); then every key with its
    /// storage and the view types its change recomputes under `model` (cause, instances,
    /// where the body reads it, and, where the body does not read it, why it runs); then
    /// the notes.
    public func textReport(model: RecomputationModel = .swiftui) -> String {
        var out = ByteBuffer()
        writeTextReport(model: model, to: &out)
        return out.string
    }

    /// Writes ``textReport(model:)`` to `out`.
    public func writeTextReport<Out: ByteOutput>(model: RecomputationModel = .swiftui, to out: inout Out) {
        var presented: [String: [SourceLocation]] = [:]
        for (key, places) in self.model.uses.presentedReads {
            presented[key.description] = places.map(self.model.location)
        }
        Self.writeTextReport(
            index, fileCount: fileCount, notes: notes.map(\.description), model: model, presentedReads: presented,
            to: &out)
    }

    /// Writes the text report of any indexed graph (`fileCount` of `nil` when not known);
    /// `presentedReads`, known from source, says where presented content reads a key.
    public static func writeTextReport<Out: ByteOutput>(
        _ index: GraphIndex, fileCount: Int?, notes: [String], model: RecomputationModel = .swiftui,
        presentedReads: [String: [SourceLocation]] = [:], to out: inout Out
    ) {
        let graph = index.graph
        out.append("views: \(graph.views.count)")
        if let fileCount { out.append(" in \(fileCount) file\(fileCount == 1 ? "" : "s")") }
        out.append(UInt8(ascii: "\n"))
        // The views' lines and each key's are independent: all are written on one thread
        // per core, the views' (the longest) first, then put in order.
        let keys = index.keys
        // The views that read each key, in view order, found once for every key's section.
        var readersOfKey: [String: [String]] = [:]
        for view in graph.views {
            var seen = Set<String>()
            for read in view.reads where seen.insert(read.name).inserted {
                readersOfKey[read.name, default: []].append(view.name)
            }
        }
        let readers = readersOfKey
        // Per view: its first read of each key and of each input, found once.
        let readPlaces = graph.views.map { view in
            func first(_ reads: [ViewGraph.Read]) -> [String: SourceLocation?] {
                var places: [String: SourceLocation?] = [:]
                for read in reads where places[read.name] == nil { places[read.name] = .some(read.location) }
                return places
            }
            return FirstReads(keys: first(view.reads), inputs: first(view.inputs))
        }
        let sections = ParallelWork.map(count: keys.count + 1) { position in
            var section = ByteBuffer()
            if position == 0 {
                writeViewSection(of: index, to: &section)
            } else {
                let key = keys[position - 1]
                writeKeySection(
                    key, of: index, model: model, readers: readers[key] ?? [], readPlaces: readPlaces,
                    presentedReads: presentedReads[key] ?? [], to: &section)
            }
            return section.bytes
        }
        sections[0].withUnsafeBytes { out.append($0) }
        out.append("\nkeys: \(keys.count)\n")
        for section in sections.dropFirst() { section.withUnsafeBytes { out.append($0) } }
        if !notes.isEmpty {
            out.append("\nnotes: \(notes.count)\n")
            for note in notes { out.append("  \(note)\n") }
        }
    }

    /// The lines of the text report about the views: each with its kind, place and
    /// instance count, then the places that create it.
    private static func writeViewSection(of index: GraphIndex, to out: inout ByteBuffer) {
        let graph = index.graph
        var incoming = Array(repeating: [Int](), count: graph.views.count)
        for (position, edge) in graph.edges.enumerated() { incoming[edge.to].append(position) }
        let roots = Set(graph.roots)
        for view in index.order {
            let info = graph.views[view]
            out.append("  \(info.name)")
            if info.kind != .view { out.append(" (\(info.kind.rawValue))") }
            if let location = info.location, let file = location.file { out.append("  \(file):\(location.line)") }
            let instances = index.instances[view]
            out.append(roots.contains(view) ? "  root" : "  \(instances) instance\(instances == .one ? "" : "s")")
            out.append(UInt8(ascii: "\n"))
            for position in incoming[view] {
                let edge = graph.edges[position]
                out.append("    created by \(graph.views[edge.from].name)")
                if let container = edge.container { out.append(" in \(graph.views[graph.edges[container].to].name)") }
                if let location = edge.location { out.append("  \(location)") }
                if !edge.identity.isEmpty { out.append("  " + edge.identity.map(\.description).joined(separator: " > ")) }
                if index.isCycleEdge[position] { out.append("  (cycle: not counted)") }
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// The lines of the text report about `key`: its storage, then each view type its
    /// change recomputes; `readPlaces` says, per view, where its body first reads each key
    /// and each input.
    private static func writeKeySection(
        _ key: String, of index: GraphIndex, model: RecomputationModel, readers: [String],
        readPlaces: [FirstReads], presentedReads: [SourceLocation], to out: inout ByteBuffer
    ) {
        let graph = index.graph
        let outcome = index.recomputations(of: key, model: model, listsSkipped: false)
        var storage = outcome.storage.map(String.init(describing:)) ?? "out of scope (stored outside the model)"
        if let maker = outcome.maker, case .model(let object)? = outcome.storage {
            let makers = graph.objects.filter { $0.type == object }.flatMap(\.owners).map { graph.views[$0].name }
            storage += " (one per \(makers.joined(separator: ", ")): a \(graph.views[maker].name)'s counted)"
        }
        out.append("  \(key)  \(storage)\n")
        if outcome.recomputed.isEmpty {
            if graph.declaredEnvironment.contains(key), !readers.isEmpty {
                out.append("    read by \(readers.joined(separator: ", ")); the app declares it, and no view sets it to what changes\n")
            } else if let line = presentedReadsLine(presentedReads, of: outcome) {
                out.append("    \(line)\n")
            } else {
                out.append("    read by no view\n")
            }
        }
        for item in outcome.recomputed {
            let info = graph.views[item.view]
            out.append("    ")
            out.append(info.name)
            out.append(UInt8(ascii: " "))
            out.append(item.cause.description)
            if item.instances != .one {
                out.append(" ×")
                out.append(item.instances.description)
            }
            // Where the body reads it; or, where it does not, why it runs all the same.
            let first = readPlaces[item.view]
            let bodyReads = item.reasons.isEmpty || item.reasons.contains { reason in
                switch reason {
                case .readsKey, .readsInput: true
                case .inputChanged(let name): first.inputs[name] != nil
                case .inputNotComparable, .readsEnvironment: false
                }
            }
            if bodyReads {
                // The key itself, or else the first input that carries it.
                let read =
                    first.keys[key]
                    ?? item.reasons.lazy.compactMap { reason -> SourceLocation?? in
                        switch reason {
                        case .readsInput(let name), .inputChanged(let name): first.inputs[name]
                        case .readsKey, .inputNotComparable, .readsEnvironment: nil
                        }
                    }.first
                if let location = read ?? nil { out.append("  \(location)") }
            } else {
                out.append("  (\(item.reasons.map(\.description).joined(separator: "; ")))")
            }
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// A view's first read of each key and of each input, by name.
    private struct FirstReads {
        var keys: [String: SourceLocation?]
        var inputs: [String: SourceLocation?]
    }

    /// The graph for Graphviz: view types as boxes, one edge per creation site styled by
    /// what decides the identity there (solid: position; dashed: a branch; bold: rows;
    /// dotted: a sheet, alert or navigation; a tab: double), keys as ellipses by storage
    /// kind with a dashed edge to each view type whose body reads them.
    public func dotGraph() -> String {
        var out = ByteBuffer()
        writeDOTGraph(to: &out)
        return out.string
    }

    /// Writes ``dotGraph()`` to `out`.
    public func writeDOTGraph<Out: ByteOutput>(to out: inout Out) {
        Self.writeDOTGraph(graph, to: &out)
    }

    /// Writes the DOT drawing of any graph.
    public static func writeDOTGraph<Out: ByteOutput>(_ graph: ViewGraph, to out: inout Out) {
        func quoted(_ text: String) -> String {
            var result = "\""
            for character in text {
                switch character {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                default: result.append(character)
                }
            }
            return result + "\""
        }
        out.append("digraph Invalidation {\n  rankdir=TB;\n  node [shape=box, fontname=\"Helvetica\"];\n")
        for view in graph.views {
            let label = view.kind == .view ? view.name : "\(view.name)\n(\(view.kind.rawValue))"
            out.append("  \(quoted("view:" + view.name)) [label=\(quoted(label))];\n")
        }
        for edge in graph.edges {
            let style: String
            switch edge.kind {
            case .position: style = ""
            case .branch, .switchCase, .explicitID: style = " [style=dashed]"
            case .row: style = " [style=bold]"
            case .tab: style = " [color=\"black:black\"]"
            case .sheet, .alert, .navigationDestination, .navigationLink: style = " [style=dotted]"
            }
            out.append(
                "  \(quoted("view:" + graph.views[edge.from].name)) -> \(quoted("view:" + graph.views[edge.to].name))\(style);\n"
            )
        }
        var keys: [String] = []
        var seen = Set<String>()
        for entry in graph.storage where seen.insert(entry.key).inserted { keys.append(entry.key) }
        for view in graph.views {
            for read in view.reads where seen.insert(read.name).inserted { keys.append(read.name) }
        }
        let storage = Dictionary(graph.storage.map { ($0.key, $0.storage) }, uniquingKeysWith: { first, _ in first })
        for key in keys {
            let style: String
            switch storage[key] {
            case nil: style = "style=dotted"
            case let kind?:
                if kind.stateOwner != nil {
                    style = "style=filled, fillcolor=\"#fde2b3\""
                } else if kind.sharedCause == .environment {
                    style = "style=filled, fillcolor=\"#d5f0d0\""
                } else {
                    style = "style=filled, fillcolor=\"#c9e4f6\""
                }
            }
            out.append("  \(quoted("key:" + key)) [label=\(quoted(key)), shape=ellipse, \(style)];\n")
        }
        for view in graph.views {
            for read in view.reads {
                out.append(
                    "  \(quoted("key:" + read.name)) -> \(quoted("view:" + view.name)) [style=dashed, arrowhead=open];\n")
            }
        }
        out.append("}\n")
    }
}

import Invalidation
import InvalidationReader

extension Analysis {
    /// The view tree, indented by depth with each view's type and place, then every key
    /// with its storage and its readers (with the cause of each one's recomputation and
    /// where its body reads the key), then the notes.
    public func textReport() -> String {
        var out = ByteBuffer()
        writeTextReport(to: &out)
        return out.string
    }

    /// Writes ``textReport()`` to `out`.
    public func writeTextReport<Out: ByteOutput>(to out: inout Out) {
        let nodes = scenario.nodes
        out.append("views: \(nodes.count) in \(fileCount) file\(fileCount == 1 ? "" : "s")\n")
        var depth: [String: Int] = [:]
        for node in nodes {
            let level = node.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[node.name] = level
            // Deeper views are indented no further, with their depth, so that a deep tree
            // does not make the report grow as the square of its depth.
            out.append(String(repeating: "  ", count: min(level, Self.deepestIndentation) + 1))
            if level > Self.deepestIndentation { out.append("[depth \(level)] ") }
            out.append(node.name)
            if let type = node.type, type != node.name { out.append(" (\(type))") }
            if let file = node.file, let line = node.line { out.append("  \(file):\(line)") }
            out.append(UInt8(ascii: "\n"))
        }
        let index = try? loaded().index
        var readSites: [String: [(view: String, location: SourceLocation?)]] = [:]
        for (position, node) in nodes.enumerated() {
            for (readPosition, key) in node.reads.enumerated() {
                let locations = position < readLocations.count ? readLocations[position] : []
                readSites[key, default: []].append(
                    (node.name, readPosition < locations.count ? locations[readPosition] : nil))
            }
        }
        let keys = self.keys
        out.append("\nkeys: \(keys.count)\n")
        let storage = Dictionary(scenario.storage.map { ($0.key, $0.storage) }, uniquingKeysWith: { first, _ in first })
        for key in keys {
            out.append("  ")
            out.append(key)
            out.append("  ")
            out.append(Self.describe(storage[key]))
            out.append(UInt8(ascii: "\n"))
            let sites = readSites[key] ?? []
            if sites.isEmpty {
                out.append("    read by no view\n")
            }
            for site in sites {
                out.append("    ")
                out.append(site.view)
                if let cause = index?.cause(ofView: site.view, key: key) { out.append(" \(cause)") }
                if let location = site.location { out.append("  \(location)") }
                out.append(UInt8(ascii: "\n"))
            }
        }
        if !notes.isEmpty {
            out.append("\nnotes: \(notes.count)\n")
            for note in notes {
                out.append("  ")
                out.append(note.description)
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// The deepest level the text report indents.
    static let deepestIndentation = 64

    static func describe(_ storage: Storage?) -> String {
        switch storage {
        case .state(let owner)?: "state, owned by \(owner)"
        case .model(let object)?: "model, property of \(object)"
        case .environment?: "environment"
        case nil: "out of scope (stored outside the model)"
        }
    }

    /// The tree for Graphviz: views as boxes (edges from parent to child), keys as
    /// ellipses by storage kind, and a dashed edge from each key to each view that reads it.
    public func dotGraph() -> String {
        var out = ByteBuffer()
        writeDOTGraph(to: &out)
        return out.string
    }

    /// Writes ``dotGraph()`` to `out`.
    public func writeDOTGraph<Out: ByteOutput>(to out: inout Out) {
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
        for node in scenario.nodes {
            var label = node.name
            if let type = node.type, type != node.name { label += "\n(\(type))" }
            out.append("  \(quoted("view:" + node.name)) [label=\(quoted(label))];\n")
        }
        for node in scenario.nodes {
            if let parent = node.parent {
                out.append("  \(quoted("view:" + parent)) -> \(quoted("view:" + node.name));\n")
            }
        }
        let storage = Dictionary(scenario.storage.map { ($0.key, $0.storage) }, uniquingKeysWith: { first, _ in first })
        for key in keys {
            let style: String
            switch storage[key] {
            case .state?: style = "style=filled, fillcolor=\"#fde2b3\""
            case .model?: style = "style=filled, fillcolor=\"#c9e4f6\""
            case .environment?: style = "style=filled, fillcolor=\"#d5f0d0\""
            case nil: style = "style=dotted"
            }
            out.append("  \(quoted("key:" + key)) [label=\(quoted(key)), shape=ellipse, \(style)];\n")
        }
        for node in scenario.nodes {
            for key in node.reads {
                out.append(
                    "  \(quoted("key:" + key)) -> \(quoted("view:" + node.name)) [style=dashed, arrowhead=open];\n")
            }
        }
        out.append("}\n")
    }
}

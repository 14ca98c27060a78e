import Foundation
import Invalidation
import Testing
import _InvalidationTestSupport

/// What the README says of the graph's JSON form and of the modules is what the code
/// does: the example reads back, the documented members are the written ones, and the
/// layout table is `Package.swift`'s.
@Suite struct DocumentationTests {
    static func readme() throws -> String { try PackageFiles.text("README.md") }

    /// The README's section that starts with `heading`, up to the next `## ` heading.
    static func section(_ heading: String, in text: String) throws -> Substring {
        let start = try #require(text.range(of: heading))
        let rest = text[start.upperBound...]
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }

    @Test func theGraphExampleReadsBackAsAGraph() throws {
        let section = try Self.section("## `invalidation analyze`", in: Self.readme())
        let start = try #require(section.range(of: "```json\n"))
        let end = try #require(section[start.upperBound...].range(of: "\n```"))
        let example = String(section[start.upperBound..<end.lowerBound])
        let graph = try ViewGraph(json: Array(example.utf8), file: "README.md")
        #expect(graph.views.count == 4)
        #expect(!graph.edges.isEmpty)
        // Written back, it is the text the README shows: the example is the writer's form.
        #expect(graph.jsonText() == example + "\n")
    }

    /// Every member the writer emits, and no other, is in the README's table of members.
    @Test func theMemberTableNamesWhatTheWriterWrites() throws {
        let section = try Self.section("## `invalidation analyze`", in: Self.readme())
        let table = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let documented = Set(table.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) })
        var graph = ViewGraph(
            storage: [Scenario.Entry(key: "A.x", storage: .state(owner: "A"))],
            views: [
                ViewGraph.View(name: "A", reads: [ViewGraph.Read("A.x")], inputs: [ViewGraph.Read("title")]),
                ViewGraph.View(name: "B"),
            ],
            edges: [
                ViewGraph.Edge(
                    from: 0, to: 1, identity: [IdentityComponent(kind: .branch, source: "if", value: "x")],
                    arguments: [ViewGraph.Argument(parameter: "x", fills: ["x"], keys: ["A.x"])]),
                ViewGraph.Edge(from: 0, to: 1, container: 0),
            ], roots: [0], notes: ["a note"], objects: [ViewGraph.ObjectMakers(type: "M", owners: [1])],
            declaredEnvironment: [#"\.theme"#])
        graph.views[0].location = SourceLocation(file: "A.swift", line: 1, column: 1)
        let written = try #require(try JSONSerialization.jsonObject(with: Data(graph.jsonText().utf8)) as? [String: Any])
        #expect(Set(written.keys) == documented, "documented: \(documented.sorted())")
    }

    /// The README's table of modules names each target of `Package.swift` with the
    /// targets it depends on, and its drawing names each of them.
    @Test func theLayoutTableIsThePackages() throws {
        let readme = try Self.readme()
        let layout = try Self.section("## Layout", in: readme)
        var documented: [String: Set<String>] = [:]
        for row in layout.split(separator: "\n") where row.hasPrefix("| `") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let dependencies = cells[2].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
            documented[module] = Set(dependencies.filter { $0.hasPrefix("Invalidation") })
        }
        let manifest = try PackageFiles.text("Package.swift")
        var declared: [String: Set<String>] = [:]
        // `syntaxTarget("Name", dependencies: [...])` and `.target(name: "Name")` declare the libraries.
        let pattern = try Regex(#"syntaxTarget\(\s*"([A-Za-z]+)",\s*dependencies: \[([^\]]*)\]"#)
        for match in manifest.matches(of: pattern) {
            let name = String(match.output[1].substring ?? "")
            let dependencies = (match.output[2].substring ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            declared[name] = Set(dependencies)
        }
        declared["Invalidation"] = []
        let cli = try #require(manifest.range(of: #"name: "InvalidationCLI","#))
        let cliDependencies = manifest[cli.upperBound...].prefix { $0 != "]" }
        declared["InvalidationCLI"] = Set(
            cliDependencies.split(separator: "\"").filter { $0.hasPrefix("Invalidation") }.map(String.init))
        let libraries = declared.filter { $0.key != "InvalidationCLI" }.keys
        #expect(Set(documented.keys) == Set(declared.keys))
        for (module, dependencies) in declared where module != "InvalidationCLI" {
            #expect(documented[module] == dependencies, "\(module)")
        }
        #expect(declared["InvalidationCLI"] == Set(libraries))
        // The drawing names every module.
        for module in declared.keys { #expect(layout.contains("  \(module)"), "\(module) is not drawn") }
    }
}

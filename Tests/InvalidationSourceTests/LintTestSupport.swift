import Foundation
import Invalidation
import InvalidationSource

/// Source with `↓` markers, split into the source without them and the places they marked.
struct LintMarkedSource {
    var text: String
    /// 1-based line and UTF-8 column of each marker, in order.
    var markers: [(line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [(Int, Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == RuleExample.marker {
                markers.append((line, column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }
}

enum LintTesting {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of a lint fixture, relative to the package root.
    static func fixturePath(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/InvalidationSourceTests/Fixtures/Lint").appendingPathComponent(name).path
    }

    /// Lints one or more in-memory files with only `rules`.
    static func lint(
        _ files: [(name: String, source: String)], rules: Set<RuleID>? = nil,
        configuration: LintConfiguration = LintConfiguration()
    ) -> LintReport {
        let linter = Linter(options: .init(threads: 1, searchesConfiguration: false, onlyRules: rules))
        return linter.lint(files: files.map { ($0.name, $0.source) }, configuration: configuration)
    }

    /// `file:line:column rule` for each finding, for comparing with expectations.
    static func places(_ report: LintReport) -> [String] {
        report.diagnostics.map { "\($0.location) \($0.rule)" }
    }
}

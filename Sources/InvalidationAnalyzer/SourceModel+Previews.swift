import Invalidation
internal import SwiftSyntax

extension SourceModel {
    /// The views of the graph that exist only to preview others: views that nothing in the
    /// app creates but a `#Preview` block or a preview provider names, and the views that
    /// only such views create. Findings about their state help no user of the app.
    package var previewHarnesses: Set<Int> {
        let graph = built.graph
        let named = typeNamesInPreviews()
        var creators = Array(repeating: Set<Int>(), count: graph.views.count)
        for edge in graph.edges where edge.from != edge.to {
            creators[edge.to].insert(edge.from)
        }
        var harnesses = Set<Int>()
        for (index, view) in graph.views.enumerated()
        where creators[index].isEmpty && view.kind != .app && named.contains(simpleName(view.name)) {
            harnesses.insert(index)
        }
        // Views created only by harnesses are part of the harness too.
        var changed = !harnesses.isEmpty
        while changed {
            changed = false
            for index in graph.views.indices where !harnesses.contains(index) && !creators[index].isEmpty {
                if creators[index].isSubset(of: harnesses) {
                    harnesses.insert(index)
                    changed = true
                }
            }
        }
        return harnesses
    }

    /// The capitalized names written in the files' `#Preview` blocks and preview providers.
    private func typeNamesInPreviews() -> Set<String> {
        var names = Set<String>()
        for file in files {
            collectPreviewNames(in: file.tree.statements.map { Syntax($0.item) }, into: &names)
        }
        return names
    }

    /// Looks at top-level declarations, and into `#if` clauses, for previews.
    private func collectPreviewNames(in items: [Syntax], into names: inout Set<String>) {
        for item in items {
            if let macro = item.as(MacroExpansionDeclSyntax.self),
                SwiftUIKnowledge.previewMacros.contains(macro.macroName.text)
            {
                collectTypeNames(in: Syntax(macro), into: &names)
            } else if let expression = item.as(MacroExpansionExprSyntax.self),
                SwiftUIKnowledge.previewMacros.contains(expression.macroName.text)
            {
                collectTypeNames(in: Syntax(expression), into: &names)
            } else if let type = item.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: {
                    SwiftUIKnowledge.previewProtocols.contains($0.type.trimmedDescription)
                }) == true
            {
                collectTypeNames(in: Syntax(type.memberBlock), into: &names)
            } else if let conditions = item.as(IfConfigDeclSyntax.self) {
                for clause in conditions.clauses {
                    if case .statements(let statements)? = clause.elements {
                        collectPreviewNames(in: statements.map { Syntax($0.item) }, into: &names)
                    } else if case .decls(let members)? = clause.elements {
                        collectPreviewNames(in: members.map { Syntax($0.decl) }, into: &names)
                    }
                }
            }
        }
    }

    private func collectTypeNames(in node: Syntax, into names: inout Set<String>) {
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true else { continue }
            names.insert(text)
        }
    }

    private func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

import Invalidation
internal import SwiftSyntax

extension SourceModel {
    /// The views of the graph that exist only to preview others: views that nothing in the
    /// app creates but a `#Preview` block or a preview provider names, and the views that
    /// only such views create. Findings about their state help no user of the app.
    package var previewHarnesses: Set<Int> {
        cachedPreviewHarnesses(findPreviewHarnesses)
    }

    private func findPreviewHarnesses() -> Set<Int> {
        let graph = built.graph
        let named = typeNamesInPreviews()
        var creators = Array(repeating: Set<Int>(), count: graph.views.count)
        for edge in graph.edges where edge.from != edge.to {
            creators[edge.to].insert(edge.from)
        }
        let candidates = graph.views.indices.filter { index in
            creators[index].isEmpty && graph.views[index].kind != .app && named.contains(simpleName(graph.views[index].name))
        }
        guard !candidates.isEmpty else { return [] }
        // A view the app's own code names (in code the graph does not follow, such as a
        // hosting controller) is part of the app, whatever previews do with it.
        let namedByApp = typeNamesOutsidePreviews(among: Set(candidates.map { simpleName(graph.views[$0].name) }))
        var harnesses = Set<Int>()
        for index in candidates where !namedByApp.contains(simpleName(graph.views[index].name)) {
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
        var previews = Set<String>()
        var outside = Set<String>()
        // A file whose text never spells a preview macro or protocol holds no preview.
        let markers = SwiftUIKnowledge.previewMacros.union(SwiftUIKnowledge.previewProtocols)
        // Previews are never deferred: a `#Preview` block is no function body, and a preview
        // provider's declaration spells its protocol, which keeps its members' bodies.
        for file in files where markers.contains(where: { file.text.holds($0) }) {
            collectNames(
                in: file.tree.statements.map { Syntax($0.item) }, previews: &previews, outside: &outside,
                collectsOutside: false)
        }
        return previews
    }

    /// Those of `names` written outside previews, other than where a type is declared or
    /// extended with the name. Only the files whose text holds one of them are walked.
    private func typeNamesOutsidePreviews(among names: Set<String>) -> Set<String> {
        var previews = Set<String>()
        var outside = Set<String>()
        for file in files where names.contains(where: { file.text.holds($0) }) {
            collectNames(
                in: file.tree.statements.map { Syntax($0.item) }, previews: &previews, outside: &outside,
                collectsOutside: true)
            // A deferred body is outside previews; only one whose text holds a name is parsed.
            guard let deferred = file.deferred else { continue }
            for brace in deferred.braces {
                guard let block = file.tree.token(at: AbsolutePosition(utf8Offset: brace))?.parent?.as(CodeBlockSyntax.self)
                else { continue }
                let range = brace..<block.endPositionBeforeTrailingTrivia.utf8Offset
                guard names.contains(where: { file.text.holds($0, in: range) }) else { continue }
                for token in deferred.statements(of: block).tokens(viewMode: .sourceAccurate) {
                    if let name = Self.typeName(writtenOutsidePreviews: token) { outside.insert(name) }
                }
            }
        }
        return outside.intersection(names)
    }

    /// The capitalized name `token` writes, unless it is the name a declaration declares.
    private static func typeName(writtenOutsidePreviews token: TokenSyntax) -> String? {
        guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true,
            !(token.parent?.is(DeclSyntax.self) ?? false)
        else { return nil }
        return text
    }

    /// Sorts the names of top-level declarations, looking into `#if` clauses, into those
    /// written in previews and, with `collectsOutside`, those written elsewhere.
    private func collectNames(
        in items: [Syntax], previews: inout Set<String>, outside: inout Set<String>, collectsOutside: Bool
    ) {
        for item in items {
            if let macro = item.as(MacroExpansionDeclSyntax.self),
                SwiftUIKnowledge.previewMacros.contains(macro.macroName.text)
            {
                collectTypeNames(in: Syntax(macro), into: &previews)
            } else if let expression = item.as(MacroExpansionExprSyntax.self),
                SwiftUIKnowledge.previewMacros.contains(expression.macroName.text)
            {
                collectTypeNames(in: Syntax(expression), into: &previews)
            } else if let type = item.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: {
                    SwiftUIKnowledge.previewProtocols.contains($0.type.trimmedSource)
                }) == true
            {
                collectTypeNames(in: Syntax(type.memberBlock), into: &previews)
            } else if let conditions = item.as(IfConfigDeclSyntax.self) {
                for clause in conditions.clauses {
                    if case .statements(let statements)? = clause.elements {
                        collectNames(
                            in: statements.map { Syntax($0.item) }, previews: &previews, outside: &outside,
                            collectsOutside: collectsOutside)
                    } else if case .decls(let members)? = clause.elements {
                        collectNames(
                            in: members.map { Syntax($0.decl) }, previews: &previews, outside: &outside,
                            collectsOutside: collectsOutside)
                    }
                }
            } else if collectsOutside {
                let declared = item.as(ExtensionDeclSyntax.self).map { Syntax($0.extendedType) }
                for token in item.tokens(viewMode: .sourceAccurate) {
                    guard let text = Self.typeName(writtenOutsidePreviews: token),
                        declared.map({ !(token.position >= $0.position && token.endPosition <= $0.endPosition) }) ?? true
                    else { continue }
                    outside.insert(text)
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

import Invalidation
import InvalidationAnalyzer
import InvalidationReader
internal import SwiftSyntax

/// What rules see: the analyzer's one reading of the linted files, its graph, and the
/// declared view types with the places that create them.
struct LintContext: Sendable {
    /// The analysis of every linted file together.
    let analysis: Analysis
    /// The reading behind it.
    var model: SourceModel { analysis.model }
    /// Every view type, as declared, in the graph's order.
    let views: [DeclaredView]
    /// Whether the linted files declare an `App`: the roots of everything else.
    let hasApp: Bool
    /// The views that only previews create (by graph index): no rule reports on them, and
    /// the places where they create other views do not count.
    let previewHarnesses: Set<Int>
    /// Per view of the graph: the places that create it, outside preview harnesses.
    private let sites: [[CreationSite]]
    /// Per view of the graph: the places in preview harnesses that create it.
    private let harnessSites: [[CreationSite]]
    /// Per view of the graph: the syntax of each creation written in it.
    let creationsWritten: [[Syntax]]
    /// The rule that decides which bodies a change runs.
    let recomputationModel: RecomputationModel
    /// The environment values the app declares (`extension EnvironmentValues`), by key.
    let declaredEnvironment: Set<String>
    /// Per view of the graph: the objects it takes from the environment that some path from
    /// an `App` reaches it without, each with the property that takes it.
    let uninjectedObjects: [Int: [(object: ViewGraph.UninjectedObject, property: DeclaredProperty)]]
    /// The views that exist only in content a sheet, popover or alert presents: no path from
    /// an `App` reaches them without passing a presentation. Empty where the files declare
    /// no `App`.
    private let modalOnly: Set<String>
    /// The argument labels of every call that names a type in the linted files' text,
    /// those the graph does not hold (a function outside the views, UIKit code) among them.
    let callLabels: LintFixer.CallLabels
    /// Per view of the graph: the views it creates, once for each edge.
    private let createdViews: [[Int]]
    /// Per view of the graph, per key, the enum cases under which it is on screen
    /// (``Analysis/viewCaseGuards(sites:)``).
    let viewCaseGuards: [[String: Set<String>]]

    init(analysis: Analysis, model: RecomputationModel = .swiftui) {
        self.analysis = analysis
        recomputationModel = model
        declaredEnvironment = Set(analysis.graph.declaredEnvironment)
        views = analysis.model.declaredViews
        hasApp = analysis.graph.views.contains { $0.kind == .app }
        // The rules ask the use model from their threads: it is read here, on all of them.
        _ = analysis.model.uses
        let harnesses = analysis.model.previewHarnesses
        previewHarnesses = harnesses
        let model = analysis.model
        callLabels = LintFixer.CallLabels(files: model.files) { model.isVisible(declaredIn: $1, from: $0) }
        let edges = analysis.graph.edges
        let allSites = analysis.model.creationSitesByView
        sites = allSites.map { sites in sites.filter { !harnesses.contains(edges[$0.edge].from) } }
        harnessSites = allSites.map { sites in sites.filter { harnesses.contains(edges[$0.edge].from) } }
        var written = Array(repeating: [Syntax](), count: analysis.graph.views.count)
        for site in sites.joined() { written[edges[site.edge].from].append(site.node) }
        creationsWritten = written
        var created = Array(repeating: [Int](), count: analysis.graph.views.count)
        for edge in edges { created[edge.from].append(edge.to) }
        createdViews = created
        viewCaseGuards = analysis.viewCaseGuards(sites: sites)
        uninjectedObjects = Self.uninjectedObjects(analysis: analysis, views: views, harnesses: harnesses)
        modalOnly = Self.modalOnlyViews(graph: analysis.graph, harnesses: harnesses)
    }

    /// The objects views take from the environment (`@EnvironmentObject`, a non-optional
    /// `@Environment(Type.self)`) that some path from an `App`'s scenes reaches them without.
    private static func uninjectedObjects(
        analysis: Analysis, views: [DeclaredView], harnesses: Set<Int>
    ) -> [Int: [(object: ViewGraph.UninjectedObject, property: DeclaredProperty)]] {
        let graph = analysis.graph
        var required: [Int: Set<String>] = [:]
        var readFirst: [Int: Set<String>] = [:]
        var takers: [Int: [String: DeclaredProperty]] = [:]
        for (index, view) in graph.views.enumerated() where !view.environment.isEmpty && !harnesses.contains(index) {
            for (name, type) in analysis.model.environmentObjectProperties(of: views[index]) {
                guard let property = views[index].property(named: name), !property.isOptional,
                    takers[index]?[type] == nil, !analysis.model.isProvidedBySwiftUI(type)
                else { continue }
                required[index, default: []].insert(type)
                takers[index, default: [:]][type] = property
                let uses = analysis.model.uses.uses[views[index].type]
                if uses.contains(where: { $0.property == name && $0.timing == .body && $0.effect != .capture }) {
                    readFirst[index, default: []].insert(type)
                }
            }
        }
        guard !required.isEmpty else { return [:] }
        let roots = graph.views.indices.filter { graph.views[$0].kind == .app }
        // A view may put objects around the content it is given: the views created in a
        // closure it calls (an edge's container) or in the arguments of its creation.
        var mayInject: [Int: Bool] = [:]
        func injects(_ view: Int) -> Bool {
            if let known = mayInject[view] { return known }
            let answer = analysis.model.namesEnvironmentModifier(views[view])
            mayInject[view] = answer
            return answer
        }
        var wrapped = Set<Int>()
        for (index, edge) in graph.edges.enumerated() {
            if let container = edge.container, injects(graph.edges[container].to) { wrapped.insert(index) }
        }
        let enclosing = analysis.model.enclosingCreations
        for inner in enclosing.keys.sorted() {
            // Up the creations around it: any that may put objects around its content.
            var current = enclosing[inner]
            var steps = 0
            while let outer = current, steps < 64 {
                if injects(graph.edges[outer].to) {
                    wrapped.insert(inner)
                    break
                }
                current = enclosing[outer]
                steps += 1
            }
        }
        let unshown = Self.unshownCases(analysis: analysis, views: views)
        let found = graph.uninjectedObjects(
            required: required, from: roots, skipped: { harnesses.contains(graph.edges[$0].from) || unshown.contains($0) },
            injectsAround: { wrapped.contains($0) }, readFirst: readFirst)
        var byView: [Int: [(object: ViewGraph.UninjectedObject, property: DeclaredProperty)]] = [:]
        for object in found {
            guard let property = takers[object.view]?[object.type] else { continue }
            byView[object.view, default: []].append((object, property))
        }
        return byView
    }

    /// The views no path from an `App` reaches without passing content a sheet, popover or
    /// alert presents, of those some path reaches.
    private static func modalOnlyViews(graph: ViewGraph, harnesses: Set<Int>) -> Set<String> {
        let roots = graph.views.indices.filter { graph.views[$0].kind == .app }
        guard !roots.isEmpty else { return [] }
        var outgoing = Array(repeating: [Int](), count: graph.views.count)
        for (index, edge) in graph.edges.enumerated() where !harnesses.contains(edge.from) {
            outgoing[edge.from].append(index)
        }
        func reach(throughModal: Bool) -> Set<Int> {
            var seen = Set(roots)
            var pending = roots
            while let view = pending.popLast() {
                for index in outgoing[view] {
                    let edge = graph.edges[index]
                    let isModal = edge.identity.contains { $0.kind == .sheet || $0.kind == .alert }
                    if isModal && !throughModal { continue }
                    if seen.insert(edge.to).inserted { pending.append(edge.to) }
                }
            }
            return seen
        }
        let onScreen = reach(throughModal: false)
        return Set(reach(throughModal: true).subtracting(onScreen).map { graph.views[$0].name })
    }

    /// Whether the view named `name` exists only in content a sheet, popover or alert presents.
    func existsOnlyInModalContent(_ name: String) -> Bool {
        modalOnly.contains(name)
    }

    /// Per key, the enum cases under which the view named `name` is on screen; empty for a
    /// name the graph does not hold.
    func caseGuards(ofView name: String?) -> [String: Set<String>] {
        guard let name, let index = analysis.graph.view(named: name) else { return [:] }
        return viewCaseGuards[index]
    }

    /// Whether the view named `name` is below one of the views named `ancestors`: created by
    /// one of them, or by a view below one.
    func isBelow(_ name: String, anyOf ancestors: Set<String>) -> Bool {
        let graph = analysis.graph
        var seen = Set(graph.views.indices.filter { ancestors.contains(graph.views[$0].name) })
        var pending = Array(seen)
        while let view = pending.popLast() {
            for child in createdViews[view] {
                if graph.views[child].name == name { return true }
                if seen.insert(child).inserted { pending.append(child) }
            }
        }
        return false
    }

    /// The creations (by edge) in a case of a `switch` over a presented value that the app
    /// never presents: content `.sheet(item: $route)` shows, switching over `route` (or over
    /// `self` in a method of it, `$0.makeView()`), in a case no code assigns to `route`; and
    /// content `.navigationDestination(for:)` shows, switching over the value, in a case
    /// no code builds.
    private static func unshownCases(analysis: Analysis, views: [DeclaredView]) -> Set<Int> {
        var unshown = Set<Int>()
        var assigned: [String: Set<String>?] = [:]
        var namedOnlyInCases: [String: Bool] = [:]
        for site in analysis.model.creationSitesByView.joined() {
            // A navigation destination per value, switching over it: a case no code builds is never shown.
            if let start = site.identity.firstIndex(where: {
                $0.component.kind == .navigationDestination && $0.component.form == "for"
            }) {
                let parameters = Self.closureParameters(of: site.identity[start].node)
                // The cases around the creation, those in a clause of an `#if` too, of a
                // `switch` over the destination's value.
                var current = site.node
                while let parent = current.parent, parent.id != site.identity[start].node.id {
                    current = parent
                    guard let switchCase = current.as(SwitchCaseSyntax.self) else { continue }
                    var around = switchCase.parent
                    while let next = around, !next.is(SwitchExprSyntax.self) { around = next.parent }
                    guard let reference = around?.as(SwitchExprSyntax.self)?.subject.as(DeclReferenceExprSyntax.self),
                        parameters.contains(reference.baseName.text)
                    else { continue }
                    let names = SourceModel.caseNames(in: switchCase)
                    let unbuilt = !names.isEmpty && names.allSatisfy { name in
                        if let known = namedOnlyInCases[name] { return known }
                        let answer = analysis.isNamedOnlyInCases(name)
                        namedOnlyInCases[name] = answer
                        return answer
                    }
                    if unbuilt { unshown.insert(site.edge) }
                }
                continue
            }
            guard let start = site.identity.firstIndex(where: { $0.component.form == "item" }),
                case .presentation(let binding?, _) = site.identity[start].detail,
                let chain = MemberChain.names(in: binding), let first = chain.first, first.hasPrefix("$")
            else { continue }
            // The key the presentation shows: the creator's own state, or a property of an object it holds.
            let creator = views[analysis.graph.edges[site.edge].from]
            let name = String(first.dropFirst())
            let key: String
            if chain.count == 1 {
                key = creator.name + "." + name
            } else if chain.count == 2, let type = creator.property(named: name)?.objectTypeName {
                key = type + "." + chain[1]
            } else {
                continue
            }
            let parameters = Self.closureParameters(of: site.identity[start].node)
            for component in site.identity[(start + 1)...] {
                guard case .switchCase(let subject, let index, _) = component.detail,
                    let statement = component.node.as(SwitchExprSyntax.self),
                    let reference = subject.as(DeclReferenceExprSyntax.self),
                    reference.baseName.tokenKind == .keyword(.self) || parameters.contains(reference.baseName.text)
                else { continue }
                let cases = StaleArguments.cases(of: statement)
                guard index < cases.count else { continue }
                let names = SourceModel.caseNames(in: cases[index])
                let shown = assigned[key] ?? analysis.casesAssigned(to: key)
                assigned[key] = shown
                if let shown, !names.isEmpty, shown.isDisjoint(with: names) { unshown.insert(site.edge) }
            }
        }
        return unshown
    }

    /// The parameter names of the content closure a presentation call is given; `$0` for
    /// one with no signature.
    private static func closureParameters(of node: Syntax) -> Set<String> {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return [] }
        var names = Set<String>()
        for (_, closure) in CallShape.closures(of: call) {
            names.formUnion(closure.signature == nil ? ["$0"] : ClosureSites.parameterNames(of: closure))
        }
        return names
    }

    /// Whether the view type named `name` exists while the app runs: an `App`, or a view
    /// some code of the app creates (a place the graph holds, or one only the text shows,
    /// as UIKit code making a hosting controller's root). `true` for a name the graph does
    /// not know, and in files with no `App`, where a view nothing creates is a root that
    /// code elsewhere shows.
    func isCreated(_ name: String) -> Bool {
        guard hasApp, let index = analysis.graph.view(named: name) else { return true }
        if analysis.graph.views[index].kind == .app || !sites[index].isEmpty { return true }
        return callLabels.namesType(views[index].simpleName, declaredIn: Int32(views[index].file))
    }

    /// Whether `view` is the `App`: the system creates it once, and no parent re-creates it
    /// or passes it values.
    func isApp(_ view: DeclaredView) -> Bool {
        analysis.graph.views[view.view].kind == .app
    }

    /// The places that create `view`, outside preview harnesses.
    func sites(of view: DeclaredView) -> [CreationSite] {
        sites[view.view]
    }

    /// The places outside preview harnesses that create `view` with a value for its
    /// property `name` (``passesValue(for:at:)``).
    func sites(of view: DeclaredView, passingValueFor name: String) -> [CreationSite] {
        sites[view.view].filter { Self.passesValue(for: name, at: analysis.graph.edges[$0.edge]) }
    }

    /// Whether one of `view`'s initializers sets its property `name` (`self.x = …`,
    /// `_x = State(initialValue: …)`), as the model's uses say.
    func initializerSets(_ name: String, of view: DeclaredView) -> Bool {
        let uses = model.uses.uses
        guard uses.indices.contains(view.type) else { return false }
        return uses[view.type].contains { use in
            guard use.property == name, case .initializer = use.member else { return false }
            return use.effect.writes
        }
    }

    /// The other files whose code of `view` (an extension's members or initializers) uses
    /// its property `name`, by path, in order: where a private property is out of reach.
    func filesUsing(_ name: String, of view: DeclaredView, outside home: Int?) -> [String] {
        let uses = model.uses.uses
        guard uses.indices.contains(view.type) else { return [] }
        var files: [Int] = []
        for use in uses[view.type] where use.property == name {
            if let file = model.file(of: use.node), file != home, !files.contains(file) { files.append(file) }
        }
        return files.sorted().map { model.files[$0].path }
    }

    /// The places in preview harnesses that create `view` with a value for its property
    /// `name`: code that has to keep compiling, though no rule reports on it.
    func previewSites(of view: DeclaredView, passingValueFor name: String) -> [CreationSite] {
        previewSites(of: view).filter { Self.passesValue(for: name, at: analysis.graph.edges[$0.edge]) }
    }

    /// The places in preview harnesses that create `view`.
    func previewSites(of view: DeclaredView) -> [CreationSite] {
        harnessSites[view.view]
    }

    /// The expression `site` passes for the created view's property `name`, where one
    /// argument fills it.
    func argument(for name: String, at site: CreationSite) -> ExprSyntax? {
        if let index = site.fills.firstIndex(where: { $0.contains(name) }), index < site.arguments.count {
            return site.arguments[index]
        }
        // A memberwise initializer's argument is labelled with the property's name.
        return site.node.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == name }?.expression
    }

    /// Whether `site` passes for the created view's property `name` a value written out in
    /// place: a literal or a type's member (`"swift"`, `.compact`, `Theme.default`), naming
    /// no property, parameter or local.
    func passesConstant(for name: String, at site: CreationSite) -> Bool {
        guard let argument = argument(for: name, at: site) else { return false }
        return StaleArguments.valueNames(in: argument, declares: creator(of: site).declares).isEmpty
            && !argument.is(FunctionCallExprSyntax.self)
    }

    /// Whether the creation `edge` passes a value for the created view's property `name`:
    /// an argument that fills it, or a memberwise argument named after it.
    static func passesValue(for name: String, at edge: ViewGraph.Edge) -> Bool {
        edge.arguments.contains { $0.parameter == name || $0.fills.contains(name) }
    }

    /// What the graph records of the argument `site` passes for parameter `index` of the
    /// initializer it calls: the keys and the creator's inputs its value depends on. Found
    /// by the properties it fills, else by the parameter's name.
    func graphArgument(forParameter index: Int, at site: CreationSite) -> ViewGraph.Argument? {
        let edge = analysis.graph.edges[site.edge]
        if index < site.fills.count, !site.fills[index].isEmpty,
            let argument = edge.arguments.first(where: { $0.fills == site.fills[index] })
        {
            return argument
        }
        guard let initializer = site.initializer, views.indices.contains(edge.to),
            views[edge.to].initializers.indices.contains(initializer)
        else { return nil }
        let parameters = views[edge.to].initializers[initializer].signature.parameterClause.parameters
        guard index < parameters.count else { return nil }
        let parameter = parameters[parameters.index(parameters.startIndex, offsetBy: index)]
        let name = (parameter.secondName ?? parameter.firstName).text
        return edge.arguments.first { $0.parameter == name }
    }

    /// The view whose code holds `site`.
    func creator(of site: CreationSite) -> DeclaredView {
        views[analysis.graph.edges[site.edge].from]
    }

    /// The 1-based place of `node`'s first token, in whichever linted file holds it.
    func location(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        model.location(of: node)
    }

    /// The 1-based place after `node`'s last token.
    func endLocation(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        model.endLocation(of: node)
    }

    /// Whether `name`, written at `node`, names a class or actor of the linted files.
    func isClass(_ name: String, at node: some SyntaxProtocol) -> Bool {
        model.isClass(name, at: node)
    }
}

import Invalidation
internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// `state_placement`: a `@State` whose readers and writers all lie below its owner in one
/// subtree: it belongs in the nearest common ancestor of those views.
///
/// Users come from two places. The analyzer's model gives the views whose bodies read the
/// key. The owner's own source gives the rest: a use inside the arguments of a view the
/// owner creates (`CounterCard(tapCount: $tapCount, onTap: { tapCount += 1 })`) belongs to
/// that child; any other use (the body shows it, an action or `onChange` writes it, a
/// control gets `$x`) makes the owner a user, and the state stays. The recomputations a
/// change causes are counted by the engine on the app's model, before and after the move.
enum StatePlacementRule {
    static let description = RuleDescription(
        id: .statePlacement,
        name: "State placed above its users",
        summary: """
            A @State whose readers and writers all lie in one subtree below its owner belongs in the nearest \
            common ancestor of those views: each change then reaches only the views that use it, and the owner \
            no longer recomputes to pass it on. The finding names that view and the recomputations saved per \
            change, counted on the app's model; a move that saves none is not reported.
            """,
        nonTriggeringExamples: [
            // The state is read and edited in content the owner hands a container: that
            // content is the owner's code, and the container cannot hold it.
            """
            struct Card<Content: View>: View {
                @State private var isFolded = false
                let title: String
                let content: () -> Content
                init(title: String, @ViewBuilder content: @escaping () -> Content) {
                    self.title = title
                    self.content = content
                }
                var body: some View {
                    VStack {
                        Button(title) { isFolded.toggle() }
                        if !isFolded { content() }
                    }
                }
            }
            struct Header: View {
                let name: String
                var body: some View { Text(name) }
            }
            struct Editor: View {
                @Binding var name: String
                var body: some View { TextField("Name", text: $name) }
            }
            struct OpenCommand: View {
                @State private var name = "Safari"
                var body: some View {
                    Card(title: name, content: {
                        Header(name: name)
                        Editor(name: $name)
                    })
                }
            }
            """,
            // The lesson's local counter: the owner reads it.
            """
            struct CounterCard: View {
                @State private var tapCount = 0
                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        Button("Increment") { tapCount += 1 }
                    }
                }
            }
            """,
            // The owner writes it too: a reset button.
            """
            struct ScoreBoard: View {
                @State private var score = 0
                var body: some View {
                    VStack {
                        ScoreCard(score: $score)
                        Button("Reset") { score = 0 }
                    }
                }
            }
            struct ScoreCard: View {
                @Binding var score: Int
                var body: some View { Button("Score: \\(score)") { score += 1 } }
            }
            """,
            // Two children use it: the owner is their nearest common ancestor.
            """
            struct DashboardView: View {
                @State private var tapCount = 0
                var body: some View {
                    VStack {
                        CounterCard(tapCount: $tapCount)
                        StatusLabel(tapCount: tapCount)
                    }
                }
            }
            struct CounterCard: View {
                @Binding var tapCount: Int
                var body: some View { Button("Tap") { tapCount += 1 } }
            }
            struct StatusLabel: View {
                let tapCount: Int
                var body: some View { Text("\\(tapCount)") }
            }
            """,
            // The rows of a ForEach share the selection: each row is one instance per element.
            """
            struct Library: View {
                let albums: [Album]
                @State private var selectedID: Int?
                var body: some View {
                    List {
                        ForEach(albums) { album in
                            AlbumRow(album: album, selectedID: $selectedID)
                        }
                    }
                }
            }
            struct AlbumRow: View {
                let album: Album
                @Binding var selectedID: Int?
                var body: some View {
                    Button(album.title) { selectedID = album.id }.bold(selectedID == album.id)
                }
            }
            """,
            // Only one child uses it, through a binding: the owner hands on a binding without reading
            // it, so it is not recomputed and moving the state saves nothing.
            """
            struct DashboardView: View {
                @State private var tapCount = 0
                var body: some View {
                    VStack {
                        CounterCard(tapCount: $tapCount)
                        StatusLabel()
                    }
                }
            }
            struct CounterCard: View {
                @Binding var tapCount: Int
                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        Button("Increment") { tapCount += 1 }
                    }
                }
            }
            struct StatusLabel: View {
                var body: some View { Text("OK") }
            }
            """,
            // State nothing changes after its first value: passed on, it never changes in the child.
            """
            struct CalendarView: View {
                @State private var hovering = false
                @State private var month = 1
                var body: some View {
                    VStack {
                        if month > 6 { CalendarFull(hovering: hovering) } else { Text("Short") }
                        Button("Next") { month += 1 }
                    }
                }
            }
            struct CalendarFull: View {
                let hovering: Bool
                var body: some View { Text(hovering ? "On" : "Off") }
            }
            """,
            // State that holds an object: the reference never changes, the object's properties do.
            """
            struct Shell: View {
                @State private var store = AppStore.shared
                var body: some View { Badge(count: store.unread) }
            }
            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            @Observable final class AppStore {
                static let shared = AppStore()
                var unread = 0
            }
            """,
            // Content the owner hands a container's @ViewBuilder parameter changes the state
            // with controls of SwiftUI's own: the container cannot take the state without it.
            """
            struct Pulse<Content: View, Trigger: Equatable>: View {
                private let content: Content
                private let trigger: Trigger
                init(@ViewBuilder _ content: () -> Content, trigger: Trigger) {
                    self.content = content()
                    self.trigger = trigger
                }
                var body: some View { content.sensoryFeedback(.success, trigger: trigger) }
            }
            struct SaveButton: View {
                @State private var saves = 0
                var body: some View {
                    Pulse({
                        Button("Save") { saves += 1 }
                    }, trigger: saves)
                }
            }
            """,
        ],
        triggeringExamples: [
            // The lesson's lifted counter, lifted for one child only: the owner only passes it on.
            """
            struct DashboardView: View {
                @State private var ↓tapCount = 0
                var body: some View {
                    VStack {
                        CounterCard(tapCount: tapCount, onTap: { tapCount += 1 })
                        StatusLabel()
                    }
                }
            }
            struct CounterCard: View {
                let tapCount: Int
                let onTap: () -> Void
                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        Button("Increment", action: onTap)
                    }
                }
            }
            struct StatusLabel: View {
                var body: some View { Text("OK") }
            }
            """,
            // A static member of an enum is a value, not an object.
            """
            enum Speed { case slow, fast }
            struct PlayerScreen: View {
                @State private var ↓speed = Speed.slow
                var body: some View {
                    VStack {
                        SpeedControl(speed: speed, onToggle: { speed = speed == .slow ? .fast : .slow })
                        Text("Player")
                    }
                }
            }
            struct SpeedControl: View {
                let speed: Speed
                let onToggle: () -> Void
                var body: some View { Button(speed == .slow ? "1×" : "2×", action: onToggle) }
            }
            """,
        ])

    /// The findings: candidates from the declarations, then each candidate owner's users
    /// and the recomputations a move saves, from the instances one instance of it holds.
    static func findings(context: LintContext) -> [LintDiagnostic] {
        var views: [String: DeclaredView] = [:]
        for view in context.views where views[view.name] == nil { views[view.name] = view }
        // The candidates, from the declarations alone: state whose every use in its owner's
        // source lies in the arguments or closures of a view the owner creates. Only they
        // need the tree of instances, which is costly to draw for a large app.
        var candidates = Set<String>()
        for view in context.views where !context.previewHarnesses.contains(view.view) {
            let states = view.properties.filter { $0.wrapperKind == .owned(.state) && !holdsObject($0, context: context) }
            guard !states.isEmpty else { continue }
            let uses = Self.usesAfterConstruction(in: view, context: context)
            let creations = context.creationsWritten[view.view]
            for state in states {
                let found = uses[state.name] ?? []
                // A move saves a recomputation only where the owner reads the value itself to
                // pass it on; handing on `$x` alone reads nothing. State nothing changes after
                // its first value (set where declared or in `init`) has no changes to save.
                let readsValue = found.contains { $0.access != .projection }
                let isWritten = found.contains { $0.effect.mayWrite }
                if readsValue, isWritten, found.allSatisfy({ use in creations.contains { $0.encloses(use.node) } }) {
                    candidates.insert(StateKey(owner: view.name, property: state.name).description)
                }
            }
        }
        guard !candidates.isEmpty else { return [] }
        // Each owner's state is per instance of the owner: the instances one instance holds,
        // drawn with the owner as the only root, show its users.
        // Owners are independent: each draws its own tree, on one thread per active core.
        let owners = context.views.filter { owner in candidates.contains { $0.hasPrefix(owner.name + ".") } }
        let found = candidates
        let perOwner = ParallelWork.map(count: owners.count) {
            let owner = owners[$0]
            return Self.findings(
                in: context.model.instanceTree(of: owner.view, rootStateOnly: true), owner: owner, candidates: found,
                context: context)
        }
        return perOwner.flatMap { $0 }
    }

    /// The uses of each property of `view` in its body, computed properties and methods, by
    /// property, in source order (not in initializers or property observers).
    private static func usesAfterConstruction(in view: DeclaredView, context: LintContext) -> [String: [PropertyUse]] {
        var uses: [String: [PropertyUse]] = [:]
        for use in context.model.uses.uses[view.type] where use.effect != .capture {
            switch use.member {
            case .property, .method: uses[use.property, default: []].append(use)
            case .initializer, .observer: continue
            }
        }
        return uses
    }

    /// The findings about `owner`'s candidate state, from the instances one instance of it holds.
    private static func findings(
        in tree: InstanceTree, owner: DeclaredView, candidates: Set<String>, context: LintContext
    ) -> [LintDiagnostic] {
        let scenario = tree.scenario
        let sites = tree.sites
        guard let index = try? scenario.loaded().index, let rootName = scenario.nodes.first?.name else { return [] }
        var nodesBySite: [SyntaxIdentifier: [Int]] = [:]
        for (node, site) in sites.enumerated() {
            if let syntax = site.node { nodesBySite[syntax.id, default: []].append(node) }
        }
        let uses = Self.usesAfterConstruction(in: owner, context: context).mapValues { $0.compactMap(\.expression) }
        var moves: [(key: String, target: Int, property: DeclaredProperty)] = []
        for entry in scenario.storage {
            guard case .state(let ownerName) = entry.storage, ownerName == rootName,
                entry.key.hasPrefix(rootName + "."),
                let property = owner.property(named: String(entry.key.dropFirst(rootName.count + 1))),
                candidates.contains(StateKey(owner: owner.name, property: property.name).description),
                let target = placement(
                    key: entry.key, ownerNode: 0, uses: uses[property.name] ?? [], view: owner, index: index, sites: sites,
                    nodesBySite: nodesBySite, scenario: scenario, context: context)
            else { continue }
            moves.append((entry.key, target, property))
        }
        guard !moves.isEmpty else { return [] }
        // The moves, applied together to one copy of the tree: each touches only its own key.
        var moved = scenario
        var newOwners: [String: String] = [:]
        for move in moves {
            newOwners[move.key] = index.viewName(move.target)
            moved.nodes[0].reads.removeAll { $0 == move.key }
        }
        moved.storage = moved.storage.map { entry in
            newOwners[entry.key].map { Scenario.Entry(key: entry.key, storage: .state(owner: $0)) } ?? entry
        }
        let movedIndex = try? moved.loaded().index
        let parents = scenario.nodes.indices.map { index.parent(of: $0) }
        // How many bodies a change of `key` runs: its readers, and under the swiftui model
        // the views their bodies pass a changed or incomparable input to.
        func recomputed(_ key: String, in index: TreeIndex) -> Int? {
            guard let keyID = index.key(named: key) else { return nil }
            let readers = index.readers(ofKey: keyID)
            guard context.recomputationModel == .swiftui else { return readers.count }
            let runs = ViewCreation.bodiesRun(
                whenChanging: key, readers: Set(readers.map(Int.init)), parents: parents, creations: tree.creations)
            return runs.lazy.filter { $0 }.count
        }
        return moves.compactMap { move in
            let before = recomputed(move.key, in: index) ?? 0
            let after = movedIndex.flatMap { recomputed(move.key, in: $0) } ?? before
            // A move that saves nothing is not worth a warning; state that nothing reads is
            // `unused_state`'s to report.
            guard after > 0, before > after else { return nil }
            return finding(
                property: move.property, view: owner, target: move.target, recomputes: (before, after),
                scenario: scenario, index: index, creation: tree.creations[move.target], context: context)
        }
    }

    /// The node the state of `key` belongs in, or `nil` when it is where it belongs (or
    /// its users cannot all be seen).
    private static func placement(
        key: String, ownerNode: Int, uses: [ExprSyntax], view: DeclaredView, index: TreeIndex,
        sites: [TreeSite], nodesBySite: [SyntaxIdentifier: [Int]], scenario: Scenario, context: LintContext
    ) -> Int? {
        var users = Set<Int>()
        if let keyID = index.key(named: key) {
            for reader in index.readers(ofKey: keyID) where Int(reader) != ownerNode { users.insert(Int(reader)) }
        }
        for expression in uses {
            // A use outside every view the owner creates is the owner's own.
            guard let child = enclosingChild(of: expression, owner: ownerNode, index: index, nodesBySite: nodesBySite)
            else { return nil }
            users.insert(child)
        }
        // The nearest common ancestor, where a user may be it: `isAncestor` is strict, so the
        // climb stops at the user itself too (else the answer would depend on set order).
        guard var common = users.min() else { return nil }
        for user in users.sorted() where user != common && !index.isAncestor(common, of: user) {
            var ancestor: Int? = common
            while let candidate = ancestor, candidate != user, !index.isAncestor(candidate, of: user) {
                ancestor = index.parent(of: candidate)
            }
            guard let found = ancestor else { return nil }
            common = found
        }
        guard common != ownerNode, index.isAncestor(ownerNode, of: common) else { return nil }
        // A view created once per element (`ForEach(items) { Row(…) }`) has one instance per
        // element: state moved into it, or below it, would be split among them, so it can
        // go no lower than the view that holds the repetition.
        var node = common
        while node != ownerNode, let parent = index.parent(of: node) {
            if sites[node].identity.contains(where: { $0.component.kind == .row }) { common = parent }
            node = parent
        }
        guard common != ownerNode else { return nil }
        // Users the owner's own source creates, in content it hands to a container
        // (`Card { Button { show = true } }`), stay written in the owner: the state cannot
        // move into the container without moving that content too.
        for user in users where user != common {
            if let node = sites[user].node, view.behaviourMembers.contains(where: { $0.encloses(node) }) { return nil }
        }
        // So do uses in such content (`Container(content: { Header(model: model) })`, an
        // action in it): a closure the owner writes that creates views is the owner's code,
        // built by its body, not the container's.
        let creations = context.creationsWritten[view.view]
        // The target's creation, known by its place: the instance tree may hold its own copy.
        let target = sites[common].node.map { (kind: $0.kind, start: $0.position, end: $0.endPosition) }
        let targetView = scenario.nodes[common].type.flatMap { type in context.views.first { $0.name == type } }
        for expression in uses {
            var current = expression.parent
            var outermost: ClosureExprSyntax?
            while let node = current, !node.is(MemberBlockItemSyntax.self) {
                if node.kind == target?.kind && node.position == target?.start && node.endPosition == target?.end {
                    // Content handed to the target itself (`Feedback({ Button { n += 1 } }, trigger: n)`)
                    // is no less the owner's code, whatever views it builds.
                    if let outermost, let targetView,
                        context.model.takesContent(targetView, label: argumentLabel(of: outermost))
                    {
                        return nil
                    }
                    break
                }
                if let closure = node.as(ClosureExprSyntax.self) {
                    if creations.contains(where: { node.encloses($0) }) { return nil }
                    outermost = closure
                }
                current = node.parent
            }
        }
        // A reusable view that takes the value as a `@Binding`, fed by other owners elsewhere,
        // cannot own it for all of them.
        if users.contains(common), let type = scenario.nodes[common].type,
            let target = context.views.first(where: { $0.name == type }),
            target.properties.contains(where: { $0.wrapperKind == .binding }), context.sites(of: target).count > 1
        {
            return nil
        }
        return common
    }

    /// Whether a state holds an object (`= Store()` of a class, `= Store.shared`): its
    /// reference never changes, and the object's own properties are what views read. A
    /// static member of a value type (`= Color.red`, `= Mode.one`) is a value.
    private static func holdsObject(_ property: DeclaredProperty, context: LintContext) -> Bool {
        if property.holdsObject { return true }
        guard let member = property.initializer?.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return context.isClass(base.baseName.text, at: property.declaration)
    }

    /// The label a closure is given to a call under: `nil` for an unlabelled or trailing one.
    private static func argumentLabel(of closure: ClosureExprSyntax) -> String? {
        closure.parent?.as(LabeledExprSyntax.self)?.label?.text
    }

    /// The child of `owner` whose creation holds `expression` in its arguments or closures:
    /// the innermost enclosing syntax that creates one.
    private static func enclosingChild(
        of expression: ExprSyntax, owner: Int, index: TreeIndex, nodesBySite: [SyntaxIdentifier: [Int]]
    ) -> Int? {
        var current = expression.parent
        while let node = current {
            if let child = nodesBySite[node.id]?.first(where: { index.parent(of: $0) == owner }) { return child }
            if node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    private static func finding(
        property: DeclaredProperty, view: DeclaredView, target: Int, recomputes: (before: Int, after: Int),
        scenario: Scenario, index: TreeIndex, creation: ViewCreation, context: LintContext
    ) -> LintDiagnostic {
        let targetName =
            scenario.nodes[target].type.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            ?? index.viewName(target)
        let (before, after) = recomputes
        let saved = before - after
        func views(_ count: Int) -> String { count == 1 ? "1 view" : "\(count) views" }
        let message =
            "'\(property.name)' is @State of \(view.simpleName), but only \(targetName) and the views below it read or write it, "
            + "so each change recomputes \(views(before)) where \(views(after)) would do. "
            + "Move it into \(targetName), the nearest common ancestor of its users, saving \(saved) recomputation\(saved == 1 ? "" : "s") per change."
        var notes: [LintDiagnostic.Note] = []
        if let location = creation.location {
            notes.append(LintDiagnostic.Note(message: "\(targetName) is created here; the state belongs in it", location: location))
        }
        return LintDiagnostic(
            rule: .statePlacement, severity: description.defaultSeverity, message: message,
            location: context.location(of: property.nameToken), notes: notes, view: view.name, symbol: property.name)
    }
}

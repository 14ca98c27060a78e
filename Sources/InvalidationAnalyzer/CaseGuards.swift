internal import Foundation
import Invalidation
import InvalidationReader
package import SwiftSyntax

extension SourceModel {
    /// Per key, the enum cases under which the code at `node`, in the code of type `holder`,
    /// runs or is on screen: for each `switch` around it whose subject reads the key (`switch
    /// route`, `switch appState.current`), the cases its own case names; for each `if` whose
    /// body holds it and whose condition compares the key with a case (`if sheet == .none`),
    /// that case. A `default`, or a pattern that names no case, says nothing. Guards of one
    /// key around each other keep the cases both allow. Code in a computed property or a
    /// method of the type runs where the type's own code names that member (`case .loggedIn:
    /// tabView`), followed `depth` more members up.
    func caseGuards(
        around node: Syntax, in holder: Int, depth: Int = 3, memo: CaseGuardMemo = CaseGuardMemo()
    ) -> [StateKey: Set<String>] {
        var guards: [StateKey: Set<String>] = [:]
        var current = node.parent
        while let step = current {
            current = step.parent
            // A member's declaration, or a declaration at the top level of the file.
            let isMember = step.parent?.is(MemberBlockItemSyntax.self) == true
            let isTopLevel =
                step.parent?.is(CodeBlockItemSyntax.self) == true && step.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            if isMember || isTopLevel {
                if depth > 0, let name = Self.memberName(of: step) {
                    let named = memberGuards(name, in: holder, depth: depth - 1, memo: memo)
                    guards = guards.allowedByBoth(named)
                }
                break
            }
            // The body of an `if` whose condition holds a key at one case (`if state == .idle`).
            if let statement = step.parent?.as(IfExprSyntax.self), statement.body.id == step.id {
                for condition in statement.conditions {
                    guard case .expression(let expression) = condition.condition,
                        let (key, name) = caseCompared(in: expression, in: holder)
                    else { continue }
                    guards = guards.allowedByBoth([key: [name]])
                }
                continue
            }
            guard let switchCase = step.as(SwitchCaseSyntax.self) else { continue }
            var around = switchCase.parent
            while let next = around, !next.is(SwitchExprSyntax.self) { around = next.parent }
            guard let statement = around?.as(SwitchExprSyntax.self),
                let key = key(readBy: statement.subject, in: holder)
            else { continue }
            let cases = Self.caseNames(in: switchCase)
            guard !cases.isEmpty else { continue }
            guards = guards.allowedByBoth([key: cases])
        }
        return guards
    }

    /// The key and the enum case of a comparison `key == .case` (or `.case == key`) in the
    /// code of type `holder`; `nil` for any other expression.
    func caseCompared(in expression: ExprSyntax, in holder: Int) -> (StateKey, String)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else {
            return nil
        }
        for (subject, value) in [(elements[0], elements[2]), (elements[2], elements[0])] {
            guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil,
                let key = key(readBy: subject, in: holder)
            else { continue }
            return (key, member.declName.baseName.text)
        }
        return nil
    }

    /// The name of a computed property or a method a member declaration declares.
    private static func memberName(of declaration: Syntax) -> String? {
        if let function = declaration.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.accessorBlock != nil
        {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    /// Per key, the cases under which the code of member `name` of type `holder` runs: those
    /// every place the type's own code names it runs under (``caseGuards(around:in:depth:memo:)``).
    /// None where no code of the type names it.
    private func memberGuards(
        _ name: String, in holder: Int, depth: Int, memo: CaseGuardMemo
    ) -> [StateKey: Set<String>] {
        let id = "\(holder) \(name)"
        if let known = memo.members[id] { return known }
        // A member met again while its own guards are found adds nothing.
        memo.members[id] = [:]
        var common: [StateKey: Set<String>]?
        for token in memberReferences(in: holder)[name] ?? [] {
            let found = caseGuards(around: Syntax(token), in: holder, depth: depth, memo: memo)
            common = common.map { $0.allowedByEither(found) } ?? found
        }
        memo.members[id] = common ?? [:]
        return common ?? [:]
    }

    /// Where the code of type `holder` names each name as its own member (`name` or
    /// `self.name`, not a member of another value), found in one pass over its code.
    func memberReferences(in holder: Int) -> [String: [TokenSyntax]] {
        if let known = memberReferenceCache.references(in: holder) { return known }
        let info = module.types[holder]
        var code: [Syntax] = info.properties.compactMap { $0.getter.map(Syntax.init) }
        code += info.methods.values.joined().compactMap { $0.writtenBody.map(Syntax.init) }
        var found: [String: [TokenSyntax]] = [:]
        for block in code {
            for token in block.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { continue }
                if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id,
                    access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
                {
                    continue
                }
                found[name, default: []].append(token)
            }
        }
        memberReferenceCache.keep(found, for: holder)
        return found
    }

    /// ``caseGuards(around:in:)`` of the code at `place`, where the file's tree holds it
    /// (a body the tree defers holds nothing); empty otherwise.
    func caseGuards(at place: Place, in holder: Int) -> [StateKey: Set<String>] {
        let file = Int(place.file)
        guard files.indices.contains(file),
            let token = files[file].tree.token(at: AbsolutePosition(utf8Offset: Int(place.offset)))
        else { return [:] }
        return caseGuards(around: Syntax(token), in: holder)
    }

    /// The enum case `writer` assigns: the case its change assigns, or, where the change
    /// assigns a parameter of the one method between, the case the call at the writer's
    /// place gives that parameter.
    func assignedCase(of writer: UseModel.Writer) -> String? {
        switch writer.assigned {
        case .enumCase(let name)?:
            return writer.via.isEmpty ? name : nil
        case .parameter(let label, let position)?:
            guard writer.via.count == 1, let method = writer.via[0].split(separator: ".").last.map(String.init),
                files.indices.contains(Int(writer.place.file)),
                let token = files[Int(writer.place.file)].tree.token(
                    at: AbsolutePosition(utf8Offset: Int(writer.place.offset)))
            else { return nil }
            var current: Syntax? = Syntax(token)
            while let node = current, !node.is(MemberBlockItemSyntax.self) {
                if let call = node.as(FunctionCallExprSyntax.self), CallShape.calledName(call) == method {
                    let arguments = CallShape.arguments(of: call)
                    let value =
                        label.map { label in arguments.first { $0.label == label }?.expression }
                        ?? (position < arguments.count && arguments[position].label == nil
                            ? arguments[position].expression : nil)
                    return value.flatMap(UseModel.caseName)
                }
                current = node.parent
            }
            return nil
        case nil:
            return nil
        }
    }

    /// The key an expression of type `holder`'s code reads as a whole: its own storage
    /// (`route`), or a key of an object one of its properties holds (`appState.current`).
    private func key(readBy expression: ExprSyntax, in holder: Int) -> StateKey? {
        guard let chain = MemberChain.names(in: expression) else { return nil }
        switch chain.count {
        case 1:
            return UseModel.key(of: chain[0], in: holder, module: module)
        case 2:
            guard let object = UseModel.objectType(of: chain[0], in: holder, module: module) else { return nil }
            return UseModel.objectKey(chain[1], of: object, module: module)
        default:
            return nil
        }
    }

    /// The enum cases a `switch` case matches by name (`found` in `case .found(let ev):`);
    /// empty for `default` or a pattern that names none.
    package static func caseNames(in switchCase: SwitchCaseSyntax) -> Set<String> {
        guard case .case(let label) = switchCase.label else { return [] }
        var names = Set<String>()
        for item in label.caseItems {
            for token in item.pattern.tokens(viewMode: .sourceAccurate) {
                if let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                    member.base == nil
                {
                    names.insert(token.text)
                }
            }
        }
        return names
    }
}

/// The guards of members already found, while the guards of many places are found.
final class CaseGuardMemo {
    var members: [String: [StateKey: Set<String>]] = [:]
}

/// Where each type's code names each of its members, found once per type for every
/// question (``SourceModel/caseGuards(around:in:depth:memo:)``), on any thread.
final class MemberReferenceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byType: [Int: [String: [TokenSyntax]]] = [:]

    func references(in type: Int) -> [String: [TokenSyntax]]? {
        lock.lock()
        defer { lock.unlock() }
        return byType[type]
    }

    func keep(_ references: [String: [TokenSyntax]], for type: Int) {
        lock.lock()
        defer { lock.unlock() }
        byType[type] = references
    }
}

extension Analysis {
    /// Per key, the enum cases under which `site` creates its view: the cases of each
    /// `switch` over a key of its creator around it (``KeyWriter/caseGuards``).
    package func caseGuards(of site: CreationSite) -> [String: Set<String>] {
        caseGuards(of: site, memo: CaseGuardMemo())
    }

    private func caseGuards(of site: CreationSite, memo: CaseGuardMemo) -> [String: Set<String>] {
        let creator = graph.edges[site.edge].from
        let typeOfView = model.built.typeOfView
        guard typeOfView.indices.contains(creator) else { return [:] }
        var guards: [String: Set<String>] = [:]
        for (key, cases) in model.caseGuards(around: site.node, in: typeOfView[creator], memo: memo) {
            guards[key.description] = cases
        }
        // Content a presentation shows while a key holds one case (`isPresented: Binding(get:
        // { route == .edit }, …)`) is there only then.
        for component in site.identity {
            guard case .presentation(let binding?, _) = component.detail,
                let call = binding.as(FunctionCallExprSyntax.self), CallShape.calledName(call) == SwiftUIKnowledge.bindingType,
                let getter = CallShape.closures(of: call).first(where: { $0.label == SwiftUIKnowledge.bindingGetterLabel })?.closure,
                getter.statements.count == 1, let body = getter.statements.first?.item.as(ExprSyntax.self),
                let (key, name) = model.caseCompared(in: body, in: typeOfView[creator])
            else { continue }
            guards = guards.allowedByBoth([key.description: [name]])
        }
        return guards
    }
}

extension Analysis {
    /// Per view of the graph, per key, the enum cases under which every instance of it is on
    /// screen: each path from a root to it passes, in a creator's code, a `switch` over the
    /// key in a case that matches only these (a screen shown in `case .settings` of
    /// `switch appState.current`, and every view below it). `sites` gives each view's
    /// creation sites; a view that some path reaches without such a `switch` over a key has
    /// none for it.
    package func viewCaseGuards(sites: [[CreationSite]]) -> [[String: Set<String>]] {
        let count = graph.views.count
        let memo = CaseGuardMemo()
        // Where each creator's code names its members, found for all of them on every core.
        let typeOfView = model.built.typeOfView
        let creators = Array(Set(sites.joined().map { graph.edges[$0.edge].from }).filter(typeOfView.indices.contains))
        let model = self.model
        ParallelWork.forEach(count: creators.count, threads: ParallelWork.activeCores) {
            _ = model.memberReferences(in: typeOfView[creators[$0]])
        }
        var known = Array(repeating: [String: Set<String>]?.none, count: count)
        var visiting = Array(repeating: false, count: count)
        // Creators first, with a stack of its own rather than the thread's: a chain of views
        // may be as long as the app is large. A creator met again on its own path adds
        // nothing: the path around the cycle is taken as unguarded.
        for start in 0..<count where known[start] == nil {
            var pending = [(view: start, isReady: false)]
            while let (view, isReady) = pending.popLast() {
                guard known[view] == nil else { continue }
                let creations = view < sites.count ? sites[view] : []
                if !isReady {
                    guard !visiting[view] else { continue }
                    visiting[view] = true
                    pending.append((view, true))
                    for site in creations {
                        let creator = graph.edges[site.edge].from
                        if known[creator] == nil, !visiting[creator] { pending.append((creator, false)) }
                    }
                    continue
                }
                var common: [String: Set<String>]?
                for site in creations {
                    let above = known[graph.edges[site.edge].from] ?? [:]
                    let path = caseGuards(of: site, memo: memo).allowedByBoth(above)
                    common = common.map { $0.allowedByEither(path) } ?? path
                }
                visiting[view] = false
                known[view] = common ?? [:]
            }
        }
        return known.map { $0 ?? [:] }
    }

}

extension Dictionary where Value == Set<String> {
    /// Case guards of code that runs under both these and `other`: per key, the cases both
    /// allow; where only one guards a key, its cases.
    package func allowedByBoth(_ other: Self) -> Self {
        merging(other) { $0.intersection($1) }
    }

    /// Case guards of code that runs under these or under `other`: per key both guard, the
    /// cases either allows; a key only one guards is not guarded.
    func allowedByEither(_ other: Self) -> Self {
        filter { other[$0.key] != nil }.reduce(into: [:]) { $0[$1.key] = $1.value.union(other[$1.key]!) }
    }
}

import Invalidation
package import SwiftSyntax

/// One thing besides its position that decides the identity of a view where its creator's
/// code creates it, with the syntax that decides it.
package struct SiteComponent: Sendable {
    /// What the syntax says, for those who follow it further (the lifetime simulation).
    package enum Detail: Sendable {
        /// Inside the body (`isElse` false) or the `else` of an `if` with these conditions.
        case branch(conditions: ConditionElementListSyntax, isElse: Bool)
        /// Inside one clause of an `#if` (`#if os(macOS)`, `#else`): only one is compiled, so
        /// the clauses are alternatives that never change while the app runs.
        case compiled
        /// Inside case `index` of `count` of a `switch` over `subject`.
        case switchCase(subject: ExprSyntax, index: Int, count: Int)
        /// Under `.id(value)`.
        case explicitID(ExprSyntax)
        /// A row of `data`, identified by `id` (a key path; `nil` for `Identifiable` elements);
        /// `element` names what the row's closure calls each element (`$0` included).
        case rows(data: ExprSyntax, id: ExprSyntax?, element: [String])
        /// Shown on demand, while `binding` says so (`nil` when SwiftUI keeps that state itself,
        /// as for a plain `NavigationLink`); `isEager` when built with the link, before it is shown.
        case presentation(binding: ExprSyntax?, isEager: Bool)
        /// A tab.
        case tab
    }

    /// The public form: kind, source, form and value as written.
    package var component: IdentityComponent
    /// What the syntax says.
    package var detail: Detail
    /// The `if`, `switch` or call that sets it: views under the same one share it.
    package var node: Syntax

    /// The UTF-8 offset of ``node``.
    package var offset: Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
}

/// Reads what decides a view's identity at the place its creator's code creates it, by
/// walking outwards from the creation to the member (`body`, a helper) that holds it.
///
/// What counts, following SwiftUI's rules of identity: the branch of an `if`/`else` or
/// `switch` it sits in, an `.id(_:)` applied to it or to a view that contains it, the row
/// of a `ForEach` or `List`, the tab of a `TabView`, and the sheet, cover, popover,
/// alert, navigation destination or link that shows it. Everything else is structural.
package enum SiteIdentity {
    /// The components for a creation at `node`, outermost first.
    package static func components(of node: Syntax) -> [SiteComponent] {
        var cache = Cache()
        return components(of: node, cache: &cache)
    }

    /// What the ancestors above a node's parent decide, by the node's id: creations in one
    /// body share most of their ancestors, so each is read once.
    package typealias Cache = [SyntaxIdentifier: [SiteComponent]]

    /// ``components(of:)``, reading each ancestor once for all the creations that share it.
    package static func components(of node: Syntax, cache: inout Cache) -> [SiteComponent] {
        guard let parent = node.parent, !isBoundary(parent) else { return [] }
        var found = above(node, cache: &cache)
        if let component = component(at: parent, from: node, via: nil) { found.append(component) }
        return found
    }

    /// The components of the ancestors above `node`'s parent, outermost first: the one at
    /// the grandparent (reached through the parent, from `node`), then those above it.
    private static func above(_ node: Syntax, cache: inout Cache) -> [SiteComponent] {
        if let known = cache[node.id] { return known }
        var found: [SiteComponent] = []
        // Iterative: the chain of ancestors can be long.
        var pending: [Syntax] = []
        var current = node
        while true {
            if let known = cache[current.id] {
                found = known
                break
            }
            guard let parent = current.parent, let grandparent = parent.parent, !isBoundary(grandparent) else { break }
            pending.append(current)
            current = parent
        }
        for below in pending.reversed() {
            let parent = below.parent!
            if let component = component(at: parent.parent!, from: parent, via: below) { found.append(component) }
            cache[below.id] = found
        }
        return found
    }

    /// Where the walk outwards stops: the member that holds the creation, or the file.
    private static func isBoundary(_ node: Syntax) -> Bool {
        node.kind == .memberBlockItem || node.kind == .sourceFile
    }

    /// What `node` decides for the view reached through its `child` (and that child's
    /// `grandchild`). Most ancestors decide nothing: their kind alone says so.
    private static func component(at node: Syntax, from child: Syntax, via grandchild: Syntax?) -> SiteComponent? {
        switch node.kind {
        case .ifExpr, .memberAccessExpr, .functionCallExpr:
            switch node.as(SyntaxEnum.self) {
            case .ifExpr(let ifExpression): branch(ifExpression, from: child)
            case .memberAccessExpr(let member): explicitID(member, from: child)
            case .functionCallExpr(let call): argument(of: call, from: child, via: grandchild)
            default: nil
            }
        case .switchCaseList: switchCase(in: node, from: child)
        case .ifConfigClause: compiledClause(node, from: child)
        default: nil
        }
    }

    /// The clause of an `#if` that holds the view: its clauses are alternatives, one per
    /// build, told apart by keyword and condition, all of one statement named by the first
    /// clause's condition.
    private static func compiledClause(_ node: Syntax, from child: Syntax) -> SiteComponent? {
        guard let clause = node.as(IfConfigClauseSyntax.self), child.id == clause.elements?.id,
            let statement = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
            let first = statement.clauses.first
        else { return nil }
        let keyword = clause.poundKeyword.text
        let source = [keyword, clause.condition?.trimmedSource].compactMap { $0 }.joined(separator: " ")
        return SiteComponent(
            component: IdentityComponent(
                kind: .branch, source: clause.id == first.id ? keyword : source, value: first.condition?.trimmedSource),
            detail: .compiled, node: Syntax(statement))
    }

    private static func branch(_ ifExpression: IfExprSyntax, from child: Syntax) -> SiteComponent? {
        let isElse: Bool
        if child.id == ifExpression.body.id {
            isElse = false
        } else if let elseBody = ifExpression.elseBody, child.id == Syntax(elseBody).id {
            isElse = true
        } else {
            return nil
        }
        let conditions = ifExpression.conditions
        return SiteComponent(
            component: IdentityComponent(kind: .branch, source: isElse ? "else" : "if", value: conditions.trimmedSource),
            detail: .branch(conditions: conditions, isElse: isElse), node: Syntax(ifExpression))
    }

    private static func switchCase(in node: Syntax, from child: Syntax) -> SiteComponent? {
        guard case .switchCase(let switchCase) = child.as(SyntaxEnum.self),
            case .switchExpr(let switchExpression)? = node.parent?.as(SyntaxEnum.self)
        else { return nil }
        // Its position among the cases, `#if` clauses aside.
        var index: Int?
        var count = 0
        for element in switchExpression.cases {
            guard case .switchCase(let candidate) = element else { continue }
            if candidate.id == switchCase.id { index = count }
            count += 1
        }
        guard let index else { return nil }
        // The label without its colon: `case .home`, `default`.
        let label: String
        switch switchCase.label {
        case .case(let caseLabel): label = "\(caseLabel.caseKeyword.text) \(caseLabel.caseItems.trimmedSource)"
        case .default(let defaultLabel): label = defaultLabel.defaultKeyword.text
        @unknown default: label = switchCase.label.trimmedSource
        }
        return SiteComponent(
            component: IdentityComponent(
                kind: .switchCase, source: "switch", form: label, value: switchExpression.subject.trimmedSource),
            detail: .switchCase(subject: switchExpression.subject, index: index, count: count),
            node: Syntax(switchExpression))
    }

    private static func explicitID(_ member: MemberAccessExprSyntax, from child: Syntax) -> SiteComponent? {
        if member.base?.id == child.id,
            member.declName.baseName.text == SwiftUIKnowledge.explicitIdentityModifier,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            let argument = call.arguments.first
        {
            return SiteComponent(
                component: IdentityComponent(
                    kind: .explicitID, source: SwiftUIKnowledge.explicitIdentityModifier,
                    value: argument.expression.trimmedSource),
                detail: .explicitID(argument.expression), node: Syntax(call))
        }
        return nil
    }

    private static func argument(
        of call: FunctionCallExprSyntax, from child: Syntax, via grandchild: Syntax?
    ) -> SiteComponent? {
        // Only calls the table gives a rule of identity to decide anything: the name first.
        let isTypeCall: Bool
        let name: String
        switch call.calledExpression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            isTypeCall = true
            name = reference.baseName.text
        case .memberAccessExpr(let member):
            isTypeCall = false
            name = member.declName.baseName.text
        default:
            return nil
        }
        guard let rule = SwiftUIKnowledge.identityRules[name], child.id != call.calledExpression.id else { return nil }
        // Where in the call the creation sits: the label of its argument, `nil` for the trailing closure.
        let label: String?
        if let trailing = call.trailingClosure, trailing.id == child.id {
            label = nil
        } else {
            switch grandchild?.as(SyntaxEnum.self) {
            case .labeledExpr(let argument)?: label = argument.label?.text ?? "_"
            case .multipleTrailingClosureElement(let additional)?: label = additional.label.text
            default: return nil
            }
        }
        return component(call: call, name: name, isTypeCall: isTypeCall, rule: rule, label: label)
    }

    private static func component(
        call: FunctionCallExprSyntax, name: String, isTypeCall: Bool, rule: IdentityRule,
        label: String?
    ) -> SiteComponent? {
        func argument(_ name: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == name }?.expression }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        switch rule {
        case .rows:
            guard isTypeCall, label.map(SwiftUIKnowledge.rowContentLabels.contains) ?? true,
                let data = call.arguments.first(where: {
                    $0.label == nil || $0.label.map { SwiftUIKnowledge.rowDataLabels.contains($0.text) } == true
                })
            else { return nil }
            let id = argument(SwiftUIKnowledge.rowIDLabel)
            var element = ["$0"]
            let closure = call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
            // Row content takes one element; several names split a tuple element
            // (`ForEach(Array(zip(items, items.indices)), id: \.0.id) { (item, index) in … }`).
            switch closure?.signature?.parameterClause {
            case .simpleInput(let names)?: element += names.map(\.name.text)
            case .parameterClause(let clause)?: element += clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            default: break
            }
            return SiteComponent(
                component: IdentityComponent(
                    kind: .row, source: name, form: id?.trimmedSource, value: data.expression.trimmedSource),
                detail: .rows(data: data.expression, id: id, element: element), node: Syntax(call))
        case .navigationLink:
            guard isTypeCall else { return nil }
            let isDestination =
                label.map(SwiftUIKnowledge.destinationLabels.contains)
                ?? labels.isDisjoint(with: SwiftUIKnowledge.destinationLabels.union(SwiftUIKnowledge.navigationValueLabels))
            guard isDestination else { return nil }
            let form = SwiftUIKnowledge.presentationForms.first { labels.contains($0) }
            let binding = form.flatMap(argument)
            return SiteComponent(
                component: IdentityComponent(
                    kind: .navigationLink, source: name, form: form ?? "destination",
                    value: binding?.trimmedSource),
                detail: .presentation(binding: binding, isEager: true), node: Syntax(call))
        case .presentation(let kind):
            // A modifier, called on a view or, inside an extension of View, on `self` implicitly.
            guard !(label.map(SwiftUIKnowledge.presentationActionLabels.contains) ?? false) else { return nil }
            let form = SwiftUIKnowledge.presentationForms.first { labels.contains($0) }
            let value = form.flatMap(argument)
            let binding = form == "for" ? nil : value
            return SiteComponent(
                component: IdentityComponent(kind: kind, source: name, form: form, value: value?.trimmedSource),
                detail: .presentation(binding: binding, isEager: false), node: Syntax(call))
        case .tabs:
            guard isTypeCall, label == nil || label == "content" else { return nil }
            return SiteComponent(
                component: IdentityComponent(kind: .tab, source: name), detail: .tab, node: Syntax(call))
        }
    }
}

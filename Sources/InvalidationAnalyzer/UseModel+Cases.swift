import Invalidation
import InvalidationReader
internal import SwiftSyntax

extension UseModel {
    /// The cases of an enum the app's code assigns to `key` after its first value
    /// (`route = .user(user)` gives `user`); `nil` where some change assigns anything else
    /// or changes it in a way the source does not tell (a binding a control edits, a
    /// method). A binding handed to a presentation per value (`.sheet(item: $route)`) only
    /// clears it, and `nil` presents nothing: neither counts.
    func casesAssigned(to key: StateKey, files: [SourceFile]) -> Set<String>? {
        var cases = Set<String>()
        // Code the analysis did not resolve (an app delegate's `UIState.shared.route = .dodo`)
        // is read as text.
        for place in untracedWrites(of: key) {
            guard files.indices.contains(Int(place.file)),
                let name = WriteShapedText.caseAssigned(at: Int(place.offset), in: files[Int(place.file)].text)
            else { return nil }
            if !name.isEmpty { cases.insert(name) }
        }
        for typeUses in uses {
            for use in typeUses {
                let effect: UseEffect
                if let reached = use.reached, !reached.isCall,
                    Self.objectKey(reached.member, of: reached.owner, module: module) == key
                {
                    effect = reached.effect
                } else if use.reached == nil, Self.key(of: use.property, in: use.holder, module: module) == key {
                    effect = use.effect
                } else {
                    continue
                }
                guard effect.mayWrite else { continue }
                if case .initializer = use.member { continue }
                guard let expression = use.expression else { return nil }
                switch effect {
                case .assign:
                    let path = PropertyUse.accessPath(of: expression)
                    guard let value = UseScanner.assignedValue(to: path.last!) else { return nil }
                    if value.is(NilLiteralExprSyntax.self) { continue }
                    guard let name = Self.caseName(value) else { return nil }
                    cases.insert(name)
                case .binding, .shownBinding, .handOverBinding:
                    guard Self.isPresentationItem(expression) else { return nil }
                default:
                    return nil
                }
            }
        }
        return cases
    }

    /// The case an expression names: `.user`, `.user(u)`, `Route.user(u)`.
    static func caseName(_ value: ExprSyntax) -> String? {
        let called = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
        // A base names the enum: `Route`, `UIState.Route`.
        var base = member.base
        while let current = base {
            if let type = current.as(DeclReferenceExprSyntax.self) {
                guard type.baseName.text.first?.isUppercase == true else { return nil }
                break
            }
            guard let outer = current.as(MemberAccessExprSyntax.self),
                outer.declName.baseName.text.first?.isUppercase == true
            else { return nil }
            base = outer.base
        }
        return member.declName.baseName.text
    }

    /// Whether the binding `expression` (`$route`, `$state.route`) is what a presentation
    /// per value shows (`.sheet(item: $route)`): SwiftUI only sets it to `nil` on dismissal.
    private static func isPresentationItem(_ expression: ExprSyntax) -> Bool {
        var top = Syntax(expression)
        while let parent = top.parent, let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
            top = parent
        }
        guard let argument = top.parent?.as(LabeledExprSyntax.self),
            let label = argument.label?.text, SwiftUIKnowledge.perValuePresentationForms.contains(label),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        if case .presentation? = SwiftUIKnowledge.identityRules[member.declName.baseName.text] { return true }
        return false
    }

    /// What `use`, an assignment, gives its property: an enum case, or a parameter of the
    /// method it is in; `nil` for anything else.
    static func assignedValue(of use: PropertyUse, module: ModuleIndex) -> AssignedValue? {
        guard use.effect == .assign, let expression = use.expression,
            let target = PropertyUse.accessPath(of: expression).last,
            let value = UseScanner.assignedValue(to: target)
        else { return nil }
        if let name = caseName(value) { return .enumCase(name) }
        guard let reference = value.as(DeclReferenceExprSyntax.self), case .method(let method) = use.member,
            let overloads = module.types[use.holder].methods[method]
        else { return nil }
        let name = reference.baseName.text
        let positions = overloads.compactMap { $0.parameters.firstIndex { $0.name == name } }
        // Every overload of that name must agree on where the parameter is.
        guard positions.count == overloads.count, Set(positions).count == 1, let position = positions.first,
            let parameter = overloads.first?.parameters[position],
            overloads.allSatisfy({ $0.parameters[position].label == parameter.label })
        else { return nil }
        return .parameter(label: parameter.label, position: position)
    }
}

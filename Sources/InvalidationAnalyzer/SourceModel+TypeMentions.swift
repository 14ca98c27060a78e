internal import SwiftSyntax

extension SourceModel {
    /// Whether the code that runs while `view`'s body is evaluated reaches the type
    /// `typeName` other than through the view's own properties: naming it (`Prefs.shared`,
    /// `Theme.dark`), or calling an app function whose body names it (a free function, a
    /// method or initializer the app adds to another type, as `Color(id:)`), up to four
    /// calls deep.
    /// Code in closures that run later (actions, tasks) does not count.
    ///
    /// A view that reaches an object's class this way may observe an object of that class
    /// on purpose: to run its body again when what it reads there changes.
    package func bodyReaches(_ typeName: String, in view: DeclaredView) -> Bool {
        let module = self.module
        guard module.types.indices.contains(view.type) else { return false }
        let members = bodyTimeMembers(of: view)
        var checked = Set<String>()
        func names(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(typeName) }
        }
        func calleeNames(_ callee: String, depth: Int) -> Bool {
            guard depth < 4, checked.insert(callee).inserted else { return false }
            let functions = (module.functions[callee] ?? []) + (module.externalExtensionFunctions[callee] ?? [])
            return functions.contains { function in
                guard let body = function.body else { return false }
                return body.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .identifier(let text) = token.tokenKind else { return false }
                    return text == typeName || (Self.isCallee(token) && calleeNames(text, depth: depth + 1))
                }
            }
        }
        for member in members {
            let walker = BodyTimeTokens(viewMode: .sourceAccurate)
            walker.walk(member)
            for token in walker.tokens {
                guard case .identifier(let text) = token.tokenKind else { continue }
                if text == typeName || (Self.isCallee(token) && calleeNames(text, depth: 0)) { return true }
            }
        }
        return false
    }

    /// Whether `view`'s body reads, through another object it holds, a computed property or
    /// a method of that object's class whose code reads an object of class `typeName`
    /// (`viewModel.chats`, where `chats` returns `activity.chatMessages`): what changes in
    /// that object shows in the body, which observes it for that.
    package func bodyReadsThroughObject(_ typeName: String, in view: DeclaredView) -> Bool {
        let module = self.module
        guard let observed = module.lookup(typeName, scope: nil, file: Int32(view.file)),
            uses.uses.indices.contains(view.type)
        else { return false }
        // Objects' code is in the model that reads it too.
        let objects = writeUses
        for use in uses.uses[view.type] where use.timing == .body || use.timing == .presented {
            guard let member = use.memberOfValue,
                let holder = UseModel.objectType(of: use.property, in: view.type, module: module), holder != observed,
                objects.uses.indices.contains(holder)
            else { continue }
            // The member's code: a computed property's getter, or a method the body calls.
            let code: UseMember
            if let (owner, index) = module.member(member, of: holder), module.types[owner].properties[index].isComputed {
                code = .property(member)
            } else if module.methods(member, of: holder) != nil {
                code = .method(member)
            } else {
                continue
            }
            let readsObserved = objects.uses[holder].contains { inner in
                inner.member == code && UseModel.objectType(of: inner.property, in: holder, module: module) == observed
            }
            if readsObserved { return true }
        }
        return false
    }

    /// Whether `use`, a property handed over whole, goes to a value that is no view: an
    /// argument of a type the app declares that is not a view (`ShareLink(item:
    /// AudioExport(object: object, source: source))`).
    package func handsOverToValue(_ use: PropertyUse) -> Bool {
        var node = Syntax(use.node)
        for _ in 0..<8 {
            guard let parent = node.parent else { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                guard let type = ConstructedType(call),
                    let id = module.lookup(type.qualifiedName, scope: nil, file: Int32(use.place.file))
                else { return false }
                return module.types[id].viewKind == nil
            }
            node = parent
        }
        return false
    }

    /// Whether `token` names what a call calls: `f` in `f(x)`, `Color` in `Color(id: 1)`
    /// and in `Color.init(id: 1)`.
    private static func isCallee(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var called = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
            member.declName.baseName.tokenKind == .keyword(.`init`)
        {
            called = Syntax(member)
        }
        return called.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == called.id
    }

    /// The syntax of the members SwiftUI runs while evaluating `view`'s body: the body, the
    /// view's computed properties, and the methods the body calls.
    private func bodyTimeMembers(of view: DeclaredView) -> [Syntax] {
        let references = uses.methodReferences.indices.contains(view.type) ? uses.methodReferences[view.type] : []
        let called = Set(references.filter { $0.timing == .body }.map(\.method))
        return view.behaviourMembers.compactMap { member in
            guard let function = member.as(FunctionDeclSyntax.self) else { return Syntax(member) }
            let name = function.name.text
            return name == view.bodyMethod || called.contains(name) ? Syntax(member) : nil
        }
    }
}

/// The tokens of a member outside closures that run later.
private final class BodyTimeTokens: SyntaxVisitor {
    var tokens: [TokenSyntax] = []

    override func visit(_ closure: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftUIKnowledge.timing(of: closure).timing == .later ? .skipChildren : .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens.append(token)
        return .skipChildren
    }
}

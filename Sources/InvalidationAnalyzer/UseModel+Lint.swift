package import SwiftSyntax

/// The uses of one property in its type's code after construction: where the code reads
/// it and where it may change it (``UseModel/accessesAfterConstruction(of:in:)``).
package struct PropertyAccesses: Sendable {
    /// The uses that read the value, in source order.
    package var reads: [PropertyUse] = []
    /// The uses that may change it, in source order: each with its reference
    /// (``PropertyUse/expression``), whether it needs the value there
    /// (``PropertyUse/needsValue``) and what a plain assignment gives
    /// (``PropertyUse/assignedValue``).
    package var writes: [PropertyUse] = []

    package init() {}

    /// Whether the property is not used at all after construction.
    package var isUnused: Bool { reads.isEmpty && writes.isEmpty }
}

extension UseModel {
    /// The reads and changes of each of `names` in the code of type `id`. In the body,
    /// computed properties, methods and property observers every use counts; in an
    /// initializer, outside the closures it creates, what it sets is the first value, not a
    /// change, and what it reads is a read. What each use does is its ``UseEffect``: an
    /// assignment writes and reads nothing; a method call, `&x`, `$x` and `_x` may write and
    /// read; a change through an object the property holds changes the object, not the property.
    package func accessesAfterConstruction(of names: Set<String>, in id: Int) -> [String: PropertyAccesses] {
        guard uses.indices.contains(id) else { return [:] }
        var found: [String: PropertyAccesses] = [:]
        for use in uses[id] where names.contains(use.property) {
            let setsFirstValue: Bool
            if case .initializer = use.member, use.closure == .none || use.closure == .during {
                setsFirstValue = true
            } else {
                setsFirstValue = false
            }
            if use.effect.reads && !(setsFirstValue && use.effect.mayWrite) {
                found[use.property, default: PropertyAccesses()].reads.append(use)
            }
            if use.effect.mayWrite, !setsFirstValue, use.expression != nil {
                found[use.property, default: PropertyAccesses()].writes.append(use)
            }
        }
        return found
    }

    /// The uses in the code of type `id` whose reference lies inside `node`, a part of file
    /// `file` (by index in ``SourceModel/files``), in source order.
    package func uses(inside node: some SyntaxProtocol, file: Int, of id: Int) -> [PropertyUse] {
        guard uses.indices.contains(id) else { return [] }
        return uses[id].filter { Self.contains(node, file: file, $0.place) }
    }

    /// The uses in member `member` of type `id`, in source order.
    package func uses(in member: UseMember, of id: Int) -> [PropertyUse] {
        guard uses.indices.contains(id) else { return [] }
        return uses[id].filter { $0.member == member }
    }

    /// The methods of type `id` its code names inside `node`, a part of file `file`: called
    /// or handed over as an action.
    package func methodsNamed(inside node: some SyntaxProtocol, file: Int, of id: Int) -> Set<String> {
        guard methodReferences.indices.contains(id) else { return [] }
        return Set(methodReferences[id].filter { Self.contains(node, file: file, $0.place) }.map(\.method))
    }

    /// Per method of type `id`, the methods of the type its code names (calls, or hands
    /// over to run later).
    package func methodsCalled(in id: Int) -> [String: Set<String>] {
        guard methodReferences.indices.contains(id) else { return [:] }
        var callees: [String: Set<String>] = [:]
        for reference in methodReferences[id] {
            if case .method(let caller) = reference.member { callees[caller, default: []].insert(reference.method) }
        }
        return callees
    }

    /// The calls whose closures hold code of type `id` that runs later (`.onChange(of: x) { … }`,
    /// `Button("Go") { … }`), each once, in no particular order.
    package func actionCalls(of id: Int) -> [FunctionCallExprSyntax] {
        guard uses.indices.contains(id) else { return [] }
        var seen = Set<SyntaxIdentifier>()
        let calls = uses[id].compactMap(\.action) + methodReferences[id].compactMap(\.action)
        return calls.filter { seen.insert($0.id).inserted }
    }

    /// Whether `place` is within `node`'s text in file `file`. Every tree of a file, the
    /// deferred bodies' too, keeps the file's offsets, so an offset tells the place.
    private static func contains(_ node: some SyntaxProtocol, file: Int, _ place: Place) -> Bool {
        let offset = Int(place.offset)
        return Int(place.file) == file && node.positionAfterSkippingLeadingTrivia.utf8Offset <= offset
            && offset < node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}

extension ExpressionFacts {
    /// The names `expression` uses as values, as code of a type that declares a property
    /// of a name when `declares` says so, in source order, each once: its ``references``.
    package static func references(
        in expression: some SyntaxProtocol, declares: @escaping (String) -> Bool
    ) -> [Reference] {
        // A name the parser had to supply (`self.` cut short) is none.
        ExpressionFacts(expression, classNames: [], declares: declares).references.filter { !$0.name.isEmpty }
    }

    /// The names of ``references(in:declares:)``.
    package static func names(in expression: some SyntaxProtocol, declares: @escaping (String) -> Bool) -> [String] {
        references(in: expression, declares: declares).map(\.name)
    }
}

extension PropertyUse {
    /// Whether the use is where an assignment's target starts: `x = …`, `x[i] += …`, and
    /// `x.y = …` whether `x` holds a value or an object.
    package var startsAssignment: Bool { effect == .assign || memberEffect == .assign }
}

extension SourceModel {
    /// Whether one of `view`'s initializers names its property `name` at all: `self.name`,
    /// `_name`, `$name`, or `name` where no parameter or local of that name shadows it.
    package func initializerNames(_ name: String, in view: DeclaredView) -> Bool {
        uses.uses[view.type].contains { use in
            guard use.property == name, case .initializer = use.member else { return false }
            return true
        }
    }

    /// Whether one of `view`'s initializers uses the object its property `name` holds
    /// other than to give the property its value: through the property, or through a
    /// parameter of that name, which is the same object (`_accent = State(initialValue:
    /// theme.accent)` after `self.theme = theme`).
    package func initializerUses(_ name: String, in view: DeclaredView) -> Bool {
        view.initializers.contains { initializer in
            guard let body = initializer.body, let file = file(of: initializer) else { return false }
            let found = uses.uses(inside: initializer, file: file, of: view.type).filter {
                $0.property == name && $0.effect != .capture
            }
            if found.contains(where: { !$0.startsAssignment }) { return true }
            let hasParameter = initializer.signature.parameterClause.parameters.contains {
                ($0.secondName ?? $0.firstName).text == name
            }
            guard hasParameter else { return false }
            let handings = found.filter { $0.assignedValue.map { Self.isParameter(name, itself: $0) } == true }
            return body.statements.contains { statement in
                !handings.contains { statement.range.contains($0.node.position) }
                    && ExpressionFacts.references(in: statement, declares: view.declares).contains {
                        $0.name == name && !$0.viaSelf
                    }
            }
        }
    }

    /// Whether `value` is the parameter `name` itself, or what an `@autoclosure` parameter
    /// of that name makes (`_model = StateObject(wrappedValue: model())`): storing it is
    /// not a use.
    private static func isParameter(_ name: String, itself value: ExprSyntax) -> Bool {
        if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return called.baseName.text == name
    }
}

import Invalidation
import InvalidationReader
internal import SwiftSyntax

// Helpers followed in place.
extension BodyInterpreter {
    // MARK: Inlining

    func pick(_ functions: [FunctionRecord], _ call: FunctionCallExprSyntax) -> FunctionRecord {
        guard functions.count > 1 else { return functions[0] }
        let labels = arguments(call).map(\.label)
        return functions.first { function in
            function.parameters.count >= labels.count
                && zip(function.parameters, labels).allSatisfy {
                    $0.label == $1 || ($1 == nil && $0.type?.isFunction == true)
                }
        } ?? functions[0]
    }

    /// Whether `call` can call `function`: each argument fills a parameter, and each
    /// parameter without a default is filled. A `View` extension method of the app named
    /// as one of SwiftUI's (`padding()`) does not take SwiftUI's other calls (`padding(8)`).
    func fits(_ function: FunctionRecord, _ call: FunctionCallExprSyntax) -> Bool {
        let shape = Self.shape(of: function)
        let matches = Self.match(arguments(call), to: shape)
        guard !matches.contains(where: { $0 == nil }) else { return false }
        let filled = Set(matches.compactMap { $0 })
        return shape.parameters.indices.allSatisfy { filled.contains($0) || shape.parameters[$0].hasDefault }
    }

    /// A function's parameters as an initializer's, for matching a call's arguments to them.
    static func shape(of function: FunctionRecord) -> InitializerShape {
        InitializerShape(
            parameters: function.parameters.map {
                .init(
                    label: $0.label, hasDefault: $0.hasDefault,
                    closure: closureTiming(of: $0.type, isViewBuilder: $0.isViewBuilder))
            }, fills: [])
    }

    /// Follows a function in place: arguments evaluated in the caller, parameters bound to them.
    func inline(_ function: FunctionRecord, call: FunctionCallExprSyntax, selfKind: SelfKind) -> Value {
        let site = Syntax(call)
        let returnType = module.resolve(function.returnType, scope: function.scope, file: function.place.file)
        var parameters: [String: Value] = [:]
        do {
            let arguments = self.arguments(call)
            let shape = Self.shape(of: function)
            let matches = Self.match(arguments, to: shape)
            for (position, argument) in arguments.enumerated() {
                let parameterIndex = matches[position]
                if let closure = argument.expression.as(ClosureExprSyntax.self) {
                    let timing = parameterIndex.flatMap { shape.parameters[$0].closure } ?? .during
                    self.closure(closure, timing: timing, input: Value())
                    continue
                }
                var value = eval(argument.expression)
                if let parameterIndex {
                    let parameter = function.parameters[parameterIndex]
                    if value.type == nil {
                        value.type = module.resolve(parameter.type, scope: function.scope, file: function.place.file)
                    }
                    parameters[parameter.name] = value
                }
            }
        }
        for parameter in function.parameters where parameters[parameter.name] == nil {
            parameters[parameter.name] = Value(
                type: module.resolve(parameter.type, scope: function.scope, file: function.place.file))
        }
        guard function.writtenBody != nil else { return Value(type: returnType) }
        let refused = inlineStack.contains(function.place) || inlineStack.count >= Self.maximumInlining
        noteAttempt(function.place, refused: refused)
        guard !refused, let body = function.body else { return Value(type: returnType) }
        var value = followed(
            body, place: function.place, scope: function.scope, selfKind: selfKind, parameters: parameters, site: site,
            mayBuildViews: mayHoldView(function.returnType, scope: function.scope, file: function.place.file))
        if value.type == nil { value.type = returnType }
        return value
    }

    func inline(getter property: PropertyRecord, of owner: Int, selfKind: SelfKind, site: Syntax) -> Value {
        let type = module.types[owner].property(property.name).flatMap { module.types[owner].propertyTypes[$0] }
        guard let getter = property.getter else { return Value(type: type) }
        let refused = inlineStack.contains(property.place) || inlineStack.count >= Self.maximumInlining
        noteAttempt(property.place, refused: refused)
        guard !refused else { return Value(type: type) }
        let scope = module.types[owner].name
        var value = followed(
            getter, place: property.place, scope: scope, selfKind: selfKind, parameters: [:], site: site,
            mayBuildViews: mayHoldView(property.type, scope: scope, file: property.place.file))
        if value.type == nil { value.type = type }
        return value
    }

    /// Whether a declared type may hold a view: not when it is known to be something else, a
    /// module type that is not a view (nor a protocol), a function, a binding, or one of the
    /// table's value types. An undeclared type, a protocol or a generic parameter may be one.
    func mayHoldView(_ shape: TypeShape?, scope: String?, file: Int32) -> Bool {
        guard let shape else { return true }
        if shape.isFunction || shape.isBinding { return false }
        if let id = module.lookup(shape.name, scope: scope, file: file) {
            return module.types[id].kind == .protocolType || module.types[id].role.bodyMember != nil
        }
        return !SwiftUIKnowledge.valueTypes.contains(shape.name)
    }

    func followed(
        _ body: CodeBlockItemListSyntax, place: Place, scope: String?, selfKind: SelfKind, parameters: [String: Value],
        site: Syntax, mayBuildViews: Bool
    ) -> Value {
        let key = followKey(place: place, selfKind: selfKind, parameters: parameters)
        let reportedAt = reportPlace(following: selfKind, from: site)
        if let key, let record = followedBefore[key], canReuse(record) { return reuse(record, site: reportedAt) }
        inlinedCount += 1
        if inlinedCount > Self.inliningBudget {
            if inlinedCount == Self.inliningBudget + 1 {
                note(.limit, place, "helpers call each other too many times: the rest of this body is not followed")
            }
            refusals += 1
            return Value()
        }
        let saved = frame
        let savedSite = readSite
        readSite = reportedAt
        defer { readSite = savedSite }
        // The chain link the caller is applying is not one of the helper's own.
        let savedLink = linkBaseStart
        linkBaseStart = nil
        defer { linkBaseStart = savedLink }
        let savedContext = identityContext
        identityContext += siteComponents(of: site)
        defer { identityContext = savedContext }
        frame = Frame(
            selfKind: selfKind, file: place.file, scope: scope, scopes: [parameters], mayBuildViews: mayBuildViews)
        if let key { startRecording(key, site: reportedAt) }
        inlineStack.append(place)
        let value = bodyValue(body)
        inlineStack.removeLast()
        if key != nil { finishRecording(value: value) }
        frame = saved
        return value
    }
}

import Invalidation
package import SwiftSyntax

/// What a use of a property does with its value.
package enum UseEffect: Hashable, Sendable {
    /// Reads it: `x`, `x.y`, `f(x)`.
    case read
    /// Reads it without a reference expression: `if let x`, `guard let x`, a capture `[x]`.
    case capture
    /// Sets it or a part of it: `x = …`, `x.y = …`, `x[i] = …`, `x += …`. Reads nothing.
    case assign
    /// Calls a method on it that changes it: a standard one the knowledge table lists
    /// (`x.append(…)`, `x.toggle()`) or one the app declares `mutating`.
    case mutatingCall
    /// Calls a method on it that may change it: one neither the table nor the app describes.
    case call
    /// Hands it over as `&x`.
    case inOut
    /// Makes a binding, `$x`, that whoever receives it can read and write.
    case binding
    /// Hands a binding, `$x`, to a SwiftUI control that shows the value and edits it
    /// (`Toggle(isOn: $x)`, `.sheet(isPresented: $x)`): the body that holds the control reads it.
    case shownBinding
    /// Names its property wrapper, `_x`, outside the plain statements of an initializer.
    case wrapper
    /// Hands the value whole to a value the code creates (`Row(item: x)`, `Text(x)`) or to
    /// `.environmentObject(x)`.
    case handOver
    /// Hands a binding, `$x`, to a value the code creates (`Row(isOn: $x)`).
    case handOverBinding

    /// Whether the use evaluates the value (everything but an assignment).
    package var reads: Bool { self != .assign }

    /// Whether the use can change the value.
    package var mayWrite: Bool {
        switch self {
        case .assign, .mutatingCall, .call, .inOut, .binding, .shownBinding, .wrapper, .handOverBinding: true
        case .read, .capture, .handOver: false
        }
    }

    /// Whether, in a body, the use is a read of the value by that body, as the graph counts
    /// reads: a value used or handed over, a method called, a binding a control shows; not
    /// a binding handed on (its receiver reads it) nor an assignment.
    package var isBodyRead: Bool {
        switch self {
        case .read, .capture, .call, .mutatingCall, .inOut, .handOver, .shownBinding: true
        case .assign, .binding, .wrapper, .handOverBinding: false
        }
    }

    /// Whether the use surely changes the value, or hands out a way to (a binding).
    package var writes: Bool { mayWrite && self != .call }
}

/// Which member of a type holds a use.
package enum UseMember: Hashable, Sendable {
    /// The member SwiftUI evaluates as the body (`body`, `body(content:)`, `makeBody`), or a
    /// computed property.
    case property(String)
    /// A method, by name.
    case method(String)
    /// An initializer, by index in the type's declared initializers.
    case initializer(Int)
    /// A `willSet` or `didSet` observer of a stored property.
    case observer
}

/// Where, inside its member, a use runs: outside any closure, or in a closure with the
/// timing the knowledge table gives it.
package enum UseClosure: Hashable, Sendable {
    /// Not in a closure: when its member runs.
    case none
    /// In a closure run while the body is evaluated (`VStack { … }`).
    case during
    /// In a closure SwiftUI runs later, in response to `trigger`.
    case later(WriteTrigger)
    /// In a closure that builds views shown on demand (a sheet's content).
    case presented
    /// In a closure given to a call the knowledge table does not describe, or stored.
    case unknown

    /// Whether SwiftUI runs it later, in response to a trigger.
    package var isLater: Bool {
        if case .later = self { return true }
        return false
    }

    /// Whether code in it may run after the code around it has returned: a closure that runs
    /// later, builds views on demand, or is given to a call nothing describes (`Task { … }`,
    /// `publisher.sink { … }`).
    var runsAfterItsCode: Bool {
        switch self {
        case .later, .presented, .unknown: true
        case .none, .during: false
        }
    }
}

/// When a use runs, as the model resolves it for the whole type.
package enum UseTiming: Hashable, Sendable {
    /// While the body is evaluated: in the body, a computed property, a method the body
    /// calls, a closure run during the body.
    case body
    /// In a closure SwiftUI runs later, in response to the trigger.
    case later(WriteTrigger)
    /// In a closure that builds views shown on demand.
    case presented
    /// In an initializer, outside closures: what it sets is the first value.
    case initializer
    /// In a method no body calls: when something else calls it.
    case method
    /// In a `willSet` or `didSet` observer.
    case observer
    /// In a closure given to a call the knowledge table does not describe: neither known
    /// to run during the body nor known to run later.
    case unknown

    /// Whether the use runs after the value is first set, in response to something
    /// (everything but the body, an unknown closure, and an initializer's own statements).
    package var isLater: Bool {
        switch self {
        case .later, .presented, .method, .observer: true
        case .body, .initializer, .unknown: false
        }
    }
}

/// What starts a change of a value: the kind of code, in a view or an App, that writes it.
public enum WriteTrigger: String, Hashable, Sendable, CaseIterable {
    /// A control's action or a gesture: a `Button`'s closure, `onTapGesture`, `onSubmit`.
    case action
    /// A binding handed to a control that edits it (`Toggle(isOn: $x)`) or to a view that may.
    case binding
    /// `.task { … }`, `.refreshable { … }`.
    case task
    /// The action of `onChange(of:)`.
    case onChange
    /// The action of `onReceive(_:)`: a publisher, a timer, a notification.
    case onReceive
    /// `onAppear`, `onDisappear`.
    case onAppear
    /// An initializer: the value's first setting.
    case initializer = "init"
    /// Code the analysis cannot trace to one of the above.
    case other
}

/// One use of a property of a type, in that type's own code.
package struct PropertyUse: Sendable {
    /// The type whose code holds the use, by index in the analysis' types.
    package var holder: Int
    /// The property, as ``PropertyReference`` decides.
    package var property: String
    /// How the spelling reaches it (`x`, `$x`, `_x`).
    package var access: PropertyReference.Access
    /// What the use does with the value.
    package var effect: UseEffect
    /// The member that holds the use.
    package var member: UseMember
    /// The closure around the use, inside that member.
    package var closure: UseClosure
    /// Where ``closure`` runs later: the call it is handed to, whose trigger starts it
    /// (`.onChange(of: name) { … }`, `Button("Go") { … }`).
    package var action: FunctionCallExprSyntax?
    /// When the use runs, resolved for the type: see ``UseTiming``.
    package var timing: UseTiming
    /// It changes the value only when the value is there: `x?.y = 1`, `x!.reset()`.
    package var needsValue: Bool
    /// The member of the value the use reaches, when it reaches one: `items` in
    /// `store.items.append(…)`, `add` in `store.add()`.
    package var memberOfValue: String?
    /// The reference (`x`, `self.x`, `$x`, `_x`); for a capture, the name's node.
    package var node: Syntax
    /// The reference as an expression, when it is one.
    package var expression: ExprSyntax? { node.as(ExprSyntax.self) }
    /// Where: the reference's first token, in the file that holds it.
    var place: Place
    /// For `x = value` (not a compound assignment, nor one to a part of `x`): the value,
    /// taken out of `State(initialValue:)` and its relatives.
    package var assignedValue: ExprSyntax?
    /// The place of ``memberOfValue``'s name, where the use reaches one.
    var memberPlace: Place?
    /// The member of an object the use changes or calls, through the path it builds
    /// (`Router.flag` for `env.router.flag = true`, `Store.add` for `store.add()`).
    var reached: ReachedMember?
    /// For a use that changes a part of the value, the members of the value it may change:
    /// `visited` for `post.visited = true`, what a `mutating` method of the app's own type
    /// names for `post.vote()`. `nil` where it may change the whole value.
    var changedParts: Set<String>? = nil

    /// Whether ``memberOfValue`` is called (`store.add()`), rather than read or changed.
    package var callsMemberOfValue: Bool {
        guard let reached, memberPlace == reached.place else { return false }
        return reached.isCall
    }

    /// What the use does with ``memberOfValue``, when it reaches one: what it changes or
    /// calls there, else a read.
    package var memberEffect: UseEffect? {
        guard memberOfValue != nil else { return nil }
        guard let reached, memberPlace == reached.place else { return .read }
        return reached.effect
    }
}

/// A member of an object of the app that a use changes or calls, at the end of a path
/// through the use's property.
struct ReachedMember: Sendable {
    /// The object's type, by index in the module.
    var owner: Int
    /// The member.
    var member: String
    /// What the use does to it.
    var effect: UseEffect
    /// Whether the member is a method called (or handed over to be called).
    var isCall: Bool
    /// Where the member's name is.
    var place: Place
    /// The members of the member's value a change touches (`title` in `store.item.title =
    /// "B"`); `nil` for the whole value.
    var parts: Set<String>? = nil
}

/// A method of a type named in the type's own code: called (`reload()`, `self.reload()`)
/// or handed over as an action (`Button("Go", action: reload)`).
package struct MethodReference: Sendable {
    /// The type whose code names it.
    package var holder: Int
    /// The method's name.
    package var method: String
    /// The member that names it.
    package var member: UseMember
    /// The closure around it, inside that member.
    package var closure: UseClosure
    /// Where it runs later: the call whose trigger starts it, as ``PropertyUse/action``.
    package var action: FunctionCallExprSyntax?
    /// When it runs, resolved for the type.
    package var timing: UseTiming
    /// Where.
    var place: Place
}

extension PropertyUse {
    /// The access path from `expression` outward: it, then each `….y`, `…[i]`, `…?` and
    /// `…!` built on the one before, and last the call when the path ends in a method.
    package static func accessPath(of expression: ExprSyntax) -> [Syntax] {
        var path = [Syntax(expression)]
        while let top = path.last, let parent = top.parent {
            guard parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.as(MemberAccessExprSyntax.self)?.base?.id == top.id
                || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == top.id
            else { break }
            path.append(parent)
        }
        if path.count > 1, let top = path.last, let call = top.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == top.id
        {
            path.append(Syntax(call))
        }
        return path
    }
}

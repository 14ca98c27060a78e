internal import SwiftSyntax

/// The control, modifier or created view whose code or binding starts a change, as a
/// stretch of a view's source: from the control's name (`Button`, `Toggle`) or the
/// modifier's dot (`.task`) to the end of its call, trailing closures included.
struct ActionSpan: Hashable, Sendable {
    /// Where it starts.
    var start: Place
    /// The UTF-8 offset after its last token, in the same file.
    var end: Int32
    /// The called name: `Button`, `Toggle`, `task`, `onChange`.
    var name: String
    /// Whether it is a modifier (`.task { … }`) rather than a control or a view created.
    var isModifier: Bool

    /// The span of `call`, in file `file`. A modifier's call holds the views it modifies:
    /// its span starts at the modifier's dot, so that it covers the modifier alone. With
    /// `argumentsOnly`, it ends after the arguments in parentheses, before any trailing
    /// closure: a binding handed to `TabView(selection:)` or `.sheet(isPresented:)` is not
    /// the content those build.
    init(call: FunctionCallExprSyntax, file: Int32, argumentsOnly: Bool = false) {
        let called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            isModifier = true
            start = Place(file: file, member.base == nil ? Syntax(call) : Syntax(member.period))
        } else {
            name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.trimmedDescription
            isModifier = false
            start = Place(file: file, call)
        }
        let last: Syntax = argumentsOnly ? call.rightParen.map(Syntax.init) ?? Syntax(call) : Syntax(call)
        end = Int32(truncatingIfNeeded: last.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The span of the call `action` whose closure holds code in `closure`. A binding's
    /// setter (`Binding(get: …, set: { … })`) runs when the control it is handed to edits
    /// the value: the change starts at that control.
    init(action: FunctionCallExprSyntax, closure: UseClosure, file: Int32) {
        if closure == .later(.binding), let control = ClosureSites.call(receiving: ExprSyntax(action)) {
            self.init(call: control, file: file, argumentsOnly: true)
        } else {
            self.init(call: action, file: file)
        }
    }

    /// Where the change `use` makes starts: the call whose closure holds it and runs later
    /// (`Button("Add") { … }`, `.task { … }`), or, for a binding handed over, the call that
    /// receives it (`Toggle(isOn: $flag)`, `Toggle(isOn: $prefs.flag)`); `nil` elsewhere (a
    /// body, an initializer).
    init?(of use: PropertyUse) {
        if let action = use.action {
            self.init(action: action, closure: use.closure, file: use.place.file)
            return
        }
        // A binding to the use's value, or to a member of the object it holds (`$prefs.flag`).
        let bindings: [UseEffect] = [.binding, .shownBinding, .handOverBinding]
        let effect = use.reached.map(\.effect) ?? use.effect
        guard bindings.contains(use.effect) || bindings.contains(effect), let expression = use.expression else {
            return nil
        }
        for step in PropertyUse.accessPath(of: expression) {
            guard let argument = step.as(ExprSyntax.self), let call = ClosureSites.call(receiving: argument) else { continue }
            self.init(call: call, file: use.place.file, argumentsOnly: true)
            return
        }
        return nil
    }
}

import Invalidation
import InvalidationAnalyzer
internal import SwiftSyntax

/// Which view-owned state an app can change at all, for answers about what a change costs.
public enum StateChanges {
    /// The keys (`Type.property`) of every `@State` that no code of its view writes after
    /// the view is created (no assignment, no mutating call, no `$` binding handed out; for
    /// state that holds an object, nothing that replaces it): its value is the one it starts
    /// with, and a change of it never happens.
    public static func neverWrittenKeys(in analysis: Analysis) -> Set<String> {
        var keys = Set<String>()
        for view in analysis.model.declaredViews {
            let names = Set(
                view.properties.filter { property in
                    if case .owned(.state)? = property.wrapperKind { true } else { false }
                }.map(\.name))
            guard !names.isEmpty else { continue }
            let uses = StateWrites.find(names, in: view)
            for name in names {
                var writes = uses[name]?.writes ?? []
                // State that holds an object changes when the object is replaced, not when a
                // property of it is set (`theme.fontSize += 1`).
                if view.property(named: name)?.holdsObject == true {
                    writes.removeAll { write in
                        write.expression.parent?.as(MemberAccessExprSyntax.self)?.base?.id == write.expression.id
                    }
                }
                if writes.isEmpty { keys.insert("\(view.name).\(name)") }
            }
        }
        return keys
    }
}

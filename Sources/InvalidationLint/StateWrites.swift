import InvalidationAnalyzer
internal import SwiftSyntax

/// Where a view's code may change one of its properties after construction, and where it
/// reads it: a query over the analysis' ``UseModel``. In the body, computed properties,
/// methods and property observers every use counts; in an initializer, outside the
/// closures it creates, what it sets is the first value, not a change, and what it reads
/// is a read. What each use does is the model's ``UseEffect``: an assignment writes and
/// reads nothing; a method call, `&x`, `$x` and `_x` may write and read; a change through
/// an object the property holds changes the object, not the property.
struct StateWrites {
    /// A use that may change the property.
    struct Write {
        /// The reference (`x`, `self.x`, `$x`, `_x`).
        var expression: ExprSyntax
        /// It changes the value only when the value is there: `x?.y = 1`, `x?.reset()`, `x!.z = 2`.
        var needsValue: Bool
        /// For `x = value`: the value, by the model's reading (``PropertyUse/assignedValue``).
        var assignedValue: ExprSyntax?
    }

    /// The uses that read the value, in source order.
    var reads: [Syntax] = []
    /// The uses that may change it, in source order.
    var writes: [Write] = []

    /// Whether the property is not used at all after construction.
    var isUnused: Bool { reads.isEmpty && writes.isEmpty }

    /// The reads and writes of each of `names` in `view`.
    static func find(_ names: Set<String>, in view: DeclaredView, uses: UseModel) -> [String: StateWrites] {
        var found: [String: StateWrites] = [:]
        for use in uses.uses[view.type] where names.contains(use.property) {
            let setsFirstValue: Bool
            if case .initializer = use.member, use.closure == .none || use.closure == .during {
                setsFirstValue = true
            } else {
                setsFirstValue = false
            }
            if use.effect.reads && !(setsFirstValue && use.effect.mayWrite) {
                found[use.property, default: StateWrites()].reads.append(use.node)
            }
            if use.effect.mayWrite, !setsFirstValue, let expression = use.expression {
                found[use.property, default: StateWrites()].writes.append(
                    Write(expression: expression, needsValue: use.needsValue, assignedValue: use.assignedValue))
            }
        }
        return found
    }
}

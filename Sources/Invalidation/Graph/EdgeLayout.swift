/// The edges out of one view arranged by the `if`/`switch` statements they are written in:
/// the edges created together, and per statement its branches, of which one exists at a
/// time. The most bodies that can run at once below a view take, per statement, its
/// costliest branch, not the sum of them.
///
/// Two statements whose deciding expressions read the same (`if compact` twice in one
/// body, within the same rows and branches) are one: their branches agree. Separate
/// `if`s that test one value against different constants (`if section == 0 { … }`,
/// `if section == 1 { … }`), none with an `else`, are the cases of one `switch`. The
/// sheets, covers, popovers and alerts one body presents are alternatives too: SwiftUI
/// presents one at a time.
struct EdgeLayout: Sendable {
    /// Edges created whatever the statements decide.
    var edges: [Int] = []
    /// Each statement's branches, in the order first written.
    var statements: [[EdgeLayout]] = []

    /// Whether some statement here or below has two branches that create views.
    var hasAlternatives: Bool {
        statements.contains { branches in branches.count > 1 || branches.contains(where: \.hasAlternatives) }
    }

    /// Whether some statement here or below has two branches that each hold one of `edges`.
    func hasAlternatives(among edges: Set<Int>) -> Bool {
        statements.contains { branches in
            branches.filter { $0.holdsAny(of: edges) }.count > 1
                || branches.contains { $0.hasAlternatives(among: edges) }
        }
    }

    /// Whether one of `edges` is here or below.
    private func holdsAny(of edges: Set<Int>) -> Bool {
        self.edges.contains(where: edges.contains) || statements.contains { $0.contains { $0.holdsAny(of: edges) } }
    }

    /// The layout of `edges`, reading each one's identity from `depth` on.
    init(_ edges: [Int], in graph: ViewGraph, depth: Int = 0) {
        // The conditions some edge here sits in the `else` of: their `if`s stay `if`s.
        var withElse = Set<String>()
        for edge in edges {
            for component in graph.edges[edge].identity.dropFirst(depth)
            where component.kind == .branch && component.source != "if" {
                if let value = component.value { withElse.insert(value) }
            }
        }
        /// A statement: what decides the identity above it, and what it decides on.
        struct Statement: Hashable {
            var outer: [IdentityComponent]
            var kind: IdentityComponent.Kind
            var value: String?
        }
        var statementOrder: [Statement] = []
        var branches: [Statement: [(branch: String, edges: [Int], depth: Int)]] = [:]
        for edge in edges {
            let identity = graph.edges[edge].identity
            guard depth < identity.count,
                let position = identity[depth...].firstIndex(where: \.decidesAlternatives)
            else {
                self.edges.append(edge)
                continue
            }
            let component = identity[position]
            var statement = Statement(outer: Array(identity[..<position]), kind: component.kind, value: component.value)
            // A branch of an `if` is `if` or `else`; a case of a `switch`, its label.
            var branch = component.kind == .branch ? component.source : component.form ?? component.source
            if component.kind.isModal {
                // One body presents one modal at a time: its sheets and alerts are one choice.
                statement.kind = .sheet
                statement.value = nil
                branch = component.description
            }
            if component.kind == .branch, component.source == "if", let value = component.value,
                !withElse.contains(value), let test = Self.constantTest(value)
            {
                statement.kind = .switchCase
                statement.value = test.subject
                branch = "case " + test.constant
            }
            if branches[statement] == nil { statementOrder.append(statement) }
            if let found = branches[statement]?.firstIndex(where: { $0.branch == branch }) {
                branches[statement]![found].edges.append(edge)
            } else {
                branches[statement, default: []].append((branch, [edge], position + 1))
            }
        }
        statements = statementOrder.map { statement in
            branches[statement]!.map { EdgeLayout($0.edges, in: graph, depth: $0.depth) }
        }
    }

    /// `subject == constant` as written, where the constant is a number, a string, a
    /// `true`/`false`/`nil` or an enum case (`.top`, `Tab.home`), alone or as the first of
    /// conditions joined by `&&` (`pinTo == .top && !pins.isEmpty`: the others only make
    /// the branch rarer); `nil` for any other condition.
    static func constantTest(_ condition: String) -> (subject: String, constant: String)? {
        let first = condition.split(separator: " && ", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = first.split(separator: " == ", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let subject = String(parts[0])
        let constant = String(parts[1])
        guard !subject.isEmpty, subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else {
            return nil
        }
        let isNumber = !constant.isEmpty && constant.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }
        let isString = constant.count >= 2 && constant.hasPrefix("\"") && constant.hasSuffix("\"")
            && !constant.dropFirst().dropLast().contains("\"")
        let isCase = constant.contains(".") && constant.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            && constant.last != "."
        guard isNumber || isString || isCase || ["true", "false", "nil"].contains(constant) else { return nil }
        return (subject, constant)
    }

    /// The value of the edges created together plus, per statement, its greatest branch:
    /// `value` gives each edge's (`nil`: nothing), `sum` adds, `most` keeps the greater.
    func combined<Value>(
        zero: Value, value: (Int) -> Value?, sum: (Value, Value) -> Value, most: (Value, Value) -> Value
    ) -> Value {
        var total = zero
        for edge in edges {
            if let found = value(edge) { total = sum(total, found) }
        }
        for branches in statements {
            var greatest: Value?
            for branch in branches {
                let found = branch.combined(zero: zero, value: value, sum: sum, most: most)
                greatest = greatest.map { most($0, found) } ?? found
            }
            if let greatest { total = sum(total, greatest) }
        }
        return total
    }
}

extension IdentityComponent {
    /// Whether it makes its view one of alternatives: a branch, a case, a modal presentation.
    var decidesAlternatives: Bool {
        kind == .branch || kind == .switchCase || kind.isModal
    }
}

extension IdentityComponent.Kind {
    /// Whether it is a modal presentation (a sheet, cover or popover; an alert or dialog).
    var isModal: Bool { self == .sheet || self == .alert }
}

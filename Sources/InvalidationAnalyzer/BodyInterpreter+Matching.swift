import Invalidation
import InvalidationReader
internal import SwiftSyntax

// Matching a call's arguments to an initializer's parameters.
extension BodyInterpreter {
    // MARK: Matching arguments

    /// The index of the shape the arguments match best, and for each argument the parameter it fills.
    static func bestShape(
        _ shapes: [InitializerShape], arguments: [(label: String?, expression: ExprSyntax)]
    ) -> (Int?, [Int?]) {
        var best: (Int?, [Int?]) = (nil, Array(repeating: nil, count: arguments.count))
        var bestScore = -1
        for (index, shape) in shapes.enumerated() {
            let matches = match(arguments, to: shape)
            let matched = Set(matches.compactMap { $0 })
            let missing = shape.parameters.indices.filter { !matched.contains($0) && !shape.parameters[$0].hasDefault }
                .count
            let score = matched.count * 4 - missing - (matches.count - matched.count) * 4
            if score > bestScore {
                bestScore = score
                best = (index, matches)
            }
        }
        return best
    }

    /// For each argument, the parameter it fills, scanning forward as Swift does.
    static func match(_ arguments: [(label: String?, expression: ExprSyntax)], to shape: InitializerShape) -> [Int?] {
        var used = Set<Int>()
        var cursor = 0
        var result: [Int?] = []
        let parameters = shape.parameters
        func find(from start: Int, _ accept: (InitializerShape.Parameter) -> Bool) -> Int? {
            var index = start
            while index < parameters.count {
                if !used.contains(index) && accept(parameters[index]) { return index }
                index += 1
            }
            return nil
        }
        for argument in arguments {
            var found: Int?
            if let label = argument.label {
                found = find(from: cursor) { $0.label == label } ?? find(from: 0) { $0.label == label }
            } else if argument.expression.kind == .closureExpr {
                found = find(from: cursor) { $0.closure != nil } ?? find(from: cursor) { $0.label == nil }
            } else {
                found = find(from: cursor) { $0.label == nil }
            }
            if let found {
                used.insert(found)
                cursor = found + 1
            }
            result.append(found)
        }
        return result
    }
}

/// The Apple platforms a build can target, as a set: which of them a clause of an `#if`
/// around a creation is compiled for. A path through clauses that no one platform
/// compiles (`#if os(iOS)` inside the `#else` of another `#if os(iOS)`) exists in no app.
public struct CompiledPlatforms: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let iOS = CompiledPlatforms(rawValue: 1 << 0)
    public static let macOS = CompiledPlatforms(rawValue: 1 << 1)
    public static let watchOS = CompiledPlatforms(rawValue: 1 << 2)
    public static let tvOS = CompiledPlatforms(rawValue: 1 << 3)
    public static let visionOS = CompiledPlatforms(rawValue: 1 << 4)
    public static let all: CompiledPlatforms = [.iOS, .macOS, .watchOS, .tvOS, .visionOS]

    /// The platform an `os(…)` check names (`visionOS` also as `xrOS`); `nil` for others.
    static func named(_ name: String) -> CompiledPlatforms? {
        switch name {
        case "iOS": .iOS
        case "macOS", "OSX": .macOS
        case "watchOS": .watchOS
        case "tvOS": .tvOS
        case "visionOS", "xrOS": .visionOS
        default: nil
        }
    }

    /// The platforms whose builds compile what `component` holds: for a clause of an `#if`
    /// (``IdentityComponent/source`` `#if`, `#elseif …` or `#else`, its ``IdentityComponent/value``
    /// the first clause's condition), those its condition allows and the first clause's does
    /// not; ``all`` for anything else, and wherever a condition names more than platforms
    /// (`DEBUG`, `canImport(UIKit)`), which no platform set decides.
    public static func compiling(_ component: IdentityComponent) -> CompiledPlatforms {
        guard component.kind == .branch, component.source.hasPrefix("#") else { return .all }
        let first = component.value.map(Condition.platforms(in:))
        if component.source == "#if" { return first?.allowed ?? .all }
        // A later clause is compiled where the first is not: known only where the first is exact.
        let notFirst = first.map { $0.isExact ? all.subtracting($0.allowed) : .all } ?? .all
        if component.source == "#else" { return notFirst }
        let prefix = "#elseif "
        guard component.source.hasPrefix(prefix) else { return .all }
        return notFirst.intersection(Condition.platforms(in: String(component.source.dropFirst(prefix.count))).allowed)
    }

    /// The platforms a build condition allows: exact where it speaks only of `os(…)`.
    struct Condition {
        var allowed: CompiledPlatforms
        var isExact: Bool

        static func platforms(in text: String) -> Condition {
            var parser = Parser(tokens: tokenize(text))
            let condition = parser.disjunction()
            // Text left over is a form this reading does not know: nothing is decided.
            return parser.position == parser.tokens.count ? condition : Condition(allowed: .all, isExact: false)
        }

        private static func tokenize(_ text: String) -> [String] {
            var tokens: [String] = []
            var word = ""
            var characters = Array(text)[...]
            while let character = characters.popFirst() {
                if character.isLetter || character.isNumber || character == "_" || character == "." {
                    word.append(character)
                    continue
                }
                if !word.isEmpty {
                    tokens.append(word)
                    word = ""
                }
                if character == "&" || character == "|", characters.first == character {
                    characters.removeFirst()
                    tokens.append(String([character, character]))
                } else if !character.isWhitespace {
                    tokens.append(String(character))
                }
            }
            if !word.isEmpty { tokens.append(word) }
            return tokens
        }

        private struct Parser {
            let tokens: [String]
            var position = 0

            mutating func disjunction() -> Condition {
                var result = conjunction()
                while position < tokens.count, tokens[position] == "||" {
                    position += 1
                    let other = conjunction()
                    result =
                        result.isExact && other.isExact
                        ? Condition(allowed: result.allowed.union(other.allowed), isExact: true)
                        : Condition(allowed: .all, isExact: false)
                }
                return result
            }

            mutating func conjunction() -> Condition {
                var result = unary()
                while position < tokens.count, tokens[position] == "&&" {
                    position += 1
                    let other = unary()
                    // What is not known allows every platform: the known side still limits them.
                    result = Condition(
                        allowed: result.allowed.intersection(other.allowed), isExact: result.isExact && other.isExact)
                }
                return result
            }

            mutating func unary() -> Condition {
                guard position < tokens.count else { return Condition(allowed: .all, isExact: false) }
                let token = tokens[position]
                position += 1
                if token == "!" {
                    let inner = unary()
                    return inner.isExact
                        ? Condition(allowed: CompiledPlatforms.all.subtracting(inner.allowed), isExact: true)
                        : Condition(allowed: .all, isExact: false)
                }
                if token == "(" {
                    let inner = disjunction()
                    if position < tokens.count, tokens[position] == ")" { position += 1 }
                    return inner
                }
                // A call-like check: `os(iOS)`, `canImport(UIKit)`, `targetEnvironment(simulator)`.
                var argument: String?
                if position < tokens.count, tokens[position] == "(" {
                    var depth = 0
                    var parts: [String] = []
                    while position < tokens.count {
                        let next = tokens[position]
                        position += 1
                        if next == "(" {
                            depth += 1
                            if depth == 1 { continue }
                        } else if next == ")" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        parts.append(next)
                    }
                    argument = parts.joined()
                }
                if token == "os", let argument, let platform = CompiledPlatforms.named(argument) {
                    return Condition(allowed: platform, isExact: true)
                }
                return Condition(allowed: .all, isExact: false)
            }
        }
    }
}

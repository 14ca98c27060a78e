/// How deeply Swift source nests, measured on its bytes before SwiftParser sees them.
///
/// Two shapes of source are beyond the parser. Constructs it parses by recursion
/// without counting them against its nesting limit (generic arguments, `try` and
/// `await`, `else if`, `->`, `#if`) overflow the stack when chained thousands deep,
/// and chains of member accesses and calls make syntax trees as deep, which every
/// syntax visitor walks by recursion. And nested `[` make its type lookahead take time
/// exponential in their depth (`[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]` takes
/// seconds, a few more brackets minutes).
///
/// The scan is one pass with a small lexer that knows comments, string literals with
/// their interpolations, regex literals and raw identifiers, so brackets in text do not
/// count. It measures:
/// - the **depth**: open brackets (`(`, `[`, `{`, generic `<`, `#if`, interpolations),
///   plus, at each open level, the links of the chain being written there: member
///   accesses, postfix calls, subscripts and `?`/`!`, prefix keywords such as `try`,
///   `else` and `->`. A chain ends at `,`, `;`, `:`, an infix operator, and a line
///   break that neither ends nor starts with a continuation. Real code stays in the tens.
/// - the **square-bracket run**: `[` open since the innermost open `{`, the shape the
///   lookahead retries. Real code stays under five.
/// - the **parentheses**: `(`, generic `<` and interpolations open at once. Left open
///   (`f(a f(a …`), each costs the parser's error recovery a scan of what follows, which
///   makes the time cubic in their number. Real code stays under ten.
///
/// The same pass can find the bodies of the functions, initializers and deinitializers
/// declared at the top level or among a type's or an extension's members (not those
/// inside other code), for ``SwiftSource`` to leave out of a parse.
package struct SourceNesting {
    /// A limit the source passed.
    package enum Excess: Hashable, Sendable {
        /// The depth passed its limit at this offset.
        case depth(offset: Int)
        /// A run of nested `[` passed its limit at this offset.
        case squareBrackets(offset: Int)
        /// More `(` and `<` (calls, tuples, string interpolations, generic arguments) than
        /// the limit were open at once.
        case parentheses(offset: Int)
    }

    /// The first place where `source` nests deeper than `maximumDepth`, has more than
    /// `maximumSquareBrackets` `[` open since the innermost `{`, or more than
    /// `maximumParentheses` `(` and `<` open at once (`nil` when it never does); and, with
    /// `findsBodies`, the bodies of the functions, initializers and deinitializers declared
    /// at the top level or among members, in source order: each the range between its `{`
    /// and its `}`. The bodies are what the bytes look like to this lexer; a parse says
    /// whether they are.
    ///
    /// With `keeping`, the members of a type are left out when what its declaration says
    /// before its `{` (`struct Row: View`) spells one of these words as a whole word, and so
    /// are those of an extension of a type so declared before it in the source.
    package static func firstExcessAndBodies(
        in source: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumSquareBrackets: Int,
        maximumParentheses: Int = .max, findsBodies: Bool = true, keeping: [[UInt8]] = []
    ) -> (excess: Excess?, bodies: [Range<Int>]) {
        var scan = SourceNesting(source, maximumDepth: maximumDepth, maximumSquareBrackets: maximumSquareBrackets)
        scan.maximumParentheses = maximumParentheses
        scan.findsBodies = findsBodies
        scan.keepingWords = keeping
        let excess = scan.run()
        return (excess, scan.bodies)
    }

    // MARK: State

    private enum Opener: Equatable {
        case root, parenthesis, square, brace, angle, directive
        /// A string interpolation: the string resumes after its `)`.
        case interpolation(StringShape)
    }

    private struct StringShape: Equatable {
        var hashes: Int
        var isMultiline: Bool
    }

    /// What a `{` opens, for finding bodies.
    private enum BraceRole {
        /// Declarations: the top level, or the members of a type or an extension.
        case declarations
        /// The body of a function, an initializer or a deinitializer declared there.
        case body
        /// Anything else: a closure, a statement's block, an accessor.
        case other
    }

    private struct Level {
        var opener: Opener
        var role = BraceRole.other
        /// For members: whether their bodies are kept.
        var keepsBodies = false
        /// Where its opener is.
        var start = 0
        /// The links of the chain being written at this level.
        var chain = 0
        /// `[` open since the innermost `{`, this level included.
        var squares = 0
    }

    /// What the previous token lets follow, for telling postfix from prefix and
    /// whether a line break ends a chain.
    private enum Previous {
        /// Something that ends an operand: a name, a literal, a closing bracket, a postfix `?`/`!`.
        case operand
        /// Something after which the expression must go on: an operator, `.`, a prefix keyword, an opener.
        case continuation
        /// The start of the text, or a `,`, `;` or `:`.
        case separator
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private let maximumSquareBrackets: Int
    private var maximumParentheses = Int.max
    /// `(` and interpolations open now.
    private var parentheses = 0
    private var position = 0
    private var levels = [Level(opener: .root, role: .declarations)]
    /// Open levels below the root plus every level's chain.
    private var depth = 0
    private var previous = Previous.separator
    private var lineBreakBefore = false
    /// Whether bodies are looked for.
    private var findsBodies = false
    /// The bodies found, as ranges between their braces.
    private var bodies: [Range<Int>] = []
    /// A declaration keyword seen where declarations are, waiting for its `{`: the number
    /// of levels open then, the role its `{` takes, where the keyword ends, and whether the
    /// members it sits among keep their bodies.
    private var pendingBrace: (levels: Int, role: BraceRole, after: Int, amongKept: Bool)?
    /// Words that keep the bodies of a type's members where its declaration spells them.
    private var keepingWords: [[UInt8]] = []
    /// The names of the types whose members keep their bodies, so far.
    private var keptTypes: Set<[UInt8]> = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumSquareBrackets: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumSquareBrackets = maximumSquareBrackets
    }

    /// Words that the parser follows by recursion into what comes after them, as bytes:
    /// every identifier of the file is checked against them, so no string is made of it.
    private static let prefixKeywords: [[UInt8]] = [
        "try", "await", "consume", "copy", "some", "any", "each", "repeat", "inout", "borrowing", "consuming",
        "sending", "isolated", "else", "return", "throw", "discard", "unsafe",
    ].map { Array($0.utf8) }

    /// Whether `word` is one of ``prefixKeywords``.
    private static func isPrefixKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (3...9).contains(word.count) else { return false }
        return prefixKeywords.contains { $0.count == word.count && $0[0] == word[0] && $0.elementsEqual(word) }
    }

    /// Whether `word` is `else`.
    private static func isElse(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.count == 4 && word[0] == UInt8(ascii: "e") && word[1] == UInt8(ascii: "l") && word[2] == UInt8(ascii: "s")
            && word[3] == UInt8(ascii: "e")
    }

    // MARK: Scanning

    private mutating func run() -> Excess? {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "\n"):
                lineBreakBefore = true
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                startToken(continuing: false)
                if let excess = scanString(hashes: 0) { return excess }
                previous = .operand
            case UInt8(ascii: "#"):
                if let excess = scanPound() { return excess }
            case UInt8(ascii: "`"):
                startToken(continuing: false)
                skipRawIdentifier()
                previous = .operand
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if let excess = open(byte) { return excess }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let excess = close(byte) { return excess }
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                lineBreakBefore = false
                if byte == UInt8(ascii: ";") {
                    closeAngles()
                    pendingBrace = nil
                }
                endChain()
                previous = .separator
                position += 1
            case UInt8(ascii: "/") where regexLength() != nil:
                startToken(continuing: false)
                position += regexLength()!
                previous = .operand
            default:
                if Self.isOperatorCharacter(byte) {
                    if let excess = scanOperator() { return excess }
                } else if let excess = scanWord() {
                    return excess
                }
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Called at the first byte of every token: a line break ends the chain unless the
    /// line before ends, or this token starts, with a continuation.
    private mutating func startToken(continuing: Bool) {
        if lineBreakBefore && !continuing && previous != .continuation { endChain() }
        lineBreakBefore = false
    }

    private mutating func endChain() {
        depth -= levels[levels.count - 1].chain
        levels[levels.count - 1].chain = 0
    }

    private mutating func link(at offset: Int) -> Excess? {
        levels[levels.count - 1].chain += 1
        depth += 1
        return depth > maximumDepth ? .depth(offset: offset) : nil
    }

    private mutating func push(_ opener: Opener, at offset: Int) -> Excess? {
        var level = Level(opener: opener)
        let squares = levels[levels.count - 1].squares
        switch opener {
        case .square: level.squares = squares + 1
        case .brace: level.squares = 0
        default: level.squares = squares
        }
        levels.append(level)
        depth += 1
        if depth > maximumDepth { return .depth(offset: offset) }
        if level.squares > maximumSquareBrackets { return .squareBrackets(offset: offset) }
        if Self.isParenthesis(opener) {
            parentheses += 1
            if parentheses > maximumParentheses { return .parentheses(offset: offset) }
        }
        return nil
    }

    private mutating func pop() {
        depth -= 1 + levels[levels.count - 1].chain
        if Self.isParenthesis(levels[levels.count - 1].opener) { parentheses -= 1 }
        levels.removeLast()
    }

    private static func isParenthesis(_ opener: Opener) -> Bool {
        switch opener {
        case .parenthesis, .interpolation, .angle: true
        default: false
        }
    }

    /// Generic argument lists hold only types: anything else closes those left open, as
    /// `a<b` compared without spaces never opened one.
    private mutating func closeAngles() {
        while levels[levels.count - 1].opener == .angle { pop() }
    }

    // MARK: Brackets

    private mutating func open(_ byte: UInt8) -> Excess? {
        let start = position
        let isPostfix = previous == .operand && !lineBreakBefore
        startToken(continuing: byte == UInt8(ascii: "{"))
        if byte == UInt8(ascii: "{") { closeAngles() }
        position += 1
        if isPostfix, let excess = link(at: start) { return excess }
        previous = .continuation
        switch byte {
        case UInt8(ascii: "("): return push(.parenthesis, at: start)
        case UInt8(ascii: "["): return push(.square, at: start)
        default:
            var role = BraceRole.other
            var keepsBodies = false
            // A `{` deeper in, as a closure in a default argument, leaves the keyword waiting.
            if let pending = pendingBrace, pending.levels == levels.count {
                role = pending.role == .body && pending.amongKept ? .other : pending.role
                if role == .declarations { keepsBodies = keepsMembers(declaredBetween: pending.after, and: start) }
                pendingBrace = nil
            }
            let excess = push(.brace, at: start)
            levels[levels.count - 1].role = role
            levels[levels.count - 1].keepsBodies = keepsBodies
            levels[levels.count - 1].start = start
            return excess
        }
    }

    private mutating func close(_ byte: UInt8) -> Excess? {
        startToken(continuing: true)
        position += 1
        closeAngles()
        let expected: Opener
        switch byte {
        case UInt8(ascii: ")"): expected = .parenthesis
        case UInt8(ascii: "]"): expected = .square
        default: expected = .brace
        }
        previous = .operand
        let top = levels[levels.count - 1].opener
        if expected == .brace, let pending = pendingBrace, levels.count <= pending.levels { pendingBrace = nil }
        if top == expected {
            if findsBodies, expected == .brace, levels[levels.count - 1].role == .body {
                bodies.append((levels[levels.count - 1].start + 1)..<(position - 1))
            }
            pop()
        } else if case .interpolation(let shape) = top, expected == .parenthesis {
            pop()
            return scanStringBody(shape)
        }
        // A closer that matches nothing open is left to the parser to report.
        return nil
    }

    // MARK: Declarations

    /// Keywords that open a body with their `{`, and those that open members.
    private static let bodyKeywords: [[UInt8]] = ["func", "init", "deinit"].map { Array($0.utf8) }
    private static let typeKeywords: [[UInt8]] = ["struct", "class", "enum", "extension", "protocol", "actor"]
        .map { Array($0.utf8) }
    /// Keywords of declarations whose `{` is no body: a property's accessors, a subscript's.
    private static let otherDeclarationKeywords: [[UInt8]] = [
        "var", "let", "case", "subscript", "typealias", "associatedtype", "import", "macro", "operator",
        "precedencegroup",
    ].map { Array($0.utf8) }

    private static func isOne(of keywords: [[UInt8]], _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        keywords.contains { $0.count == word.count && $0[0] == word[0] && $0.elementsEqual(word) }
    }

    /// Notes a declaration keyword where declarations are: the next `{` at this level
    /// opens its body (or its members). Another declaration's keyword cancels it.
    private mutating func declarationWord(_ word: UnsafeBufferPointer<UInt8>, at start: Int) {
        guard (3...15).contains(word.count) else { return }
        let role: BraceRole
        if Self.isOne(of: Self.bodyKeywords, word) {
            role = .body
        } else if Self.isOne(of: Self.typeKeywords, word) {
            role = .declarations
        } else {
            if Self.isOne(of: Self.otherDeclarationKeywords, word) { pendingBrace = nil }
            return
        }
        // `.init` and `super.init` are calls.
        if start > 0, bytes[start - 1] == UInt8(ascii: ".") { return }
        // Declarations sit at the top level or among members, perhaps inside `#if`.
        var index = levels.count - 1
        while index > 0, levels[index].opener == .directive { index -= 1 }
        guard levels[index].role == .declarations,
            levels[index].opener == .root || levels[index].opener == .brace
        else { return }
        pendingBrace = (levels.count, role, position, levels[index].keepsBodies)
    }

    /// Whether the members of the type declared (or extended) by what is written between
    /// `start` and `end` keep their bodies: the text spells a keeping word, or names a type
    /// whose members do.
    private mutating func keepsMembers(declaredBetween start: Int, and end: Int) -> Bool {
        guard !keepingWords.isEmpty, start < end else { return false }
        let header = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var nameStart = 0
        while nameStart < header.count, !Self.isWordCharacter(header[nameStart]) { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < header.count, Self.isWordCharacter(header[nameEnd]) || header[nameEnd] == UInt8(ascii: ".") {
            nameEnd += 1
        }
        let name = Array(header[nameStart..<nameEnd])
        if keptTypes.contains(name) { return true }
        // Whole words: `View` keeps `Row: View`, not `RowViewModel`.
        let spellsWord = keepingWords.contains { word in
            guard word.count <= header.count else { return false }
            for offset in 0...(header.count - word.count) where header[offset] == word[0] {
                let end = offset + word.count
                if header[offset..<end].elementsEqual(word),
                    offset == 0 || !Self.isWordCharacter(header[offset - 1]),
                    end == header.count || !Self.isWordCharacter(header[end])
                {
                    return true
                }
            }
            return false
        }
        if spellsWord { keptTypes.insert(name) }
        return spellsWord
    }

    // MARK: Words and operators

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."),
            UInt8(ascii: "\\"), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    private static func isWordCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    private mutating func scanWord() -> Excess? {
        let start = position
        if !Self.isWordCharacter(bytes[position]) {
            // A byte no Swift token starts with: the parser reports it.
            startToken(continuing: false)
            position += 1
            previous = .operand
            return nil
        }
        let isNumber = bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWordCharacter(byte) {
                position += 1
            } else if isNumber, byte == UInt8(ascii: "."), let next = peek(1),
                next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")
            {
                position += 1
            } else {
                break
            }
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if findsBodies { declarationWord(word, at: start) }
        startToken(continuing: Self.isElse(word))
        if Self.isPrefixKeyword(word) {
            previous = .continuation
            return link(at: start)
        }
        previous = .operand
        return nil
    }

    /// A run of operator characters: `.` and a postfix `?`/`!` link the chain, `->` too,
    /// a `<` right after a name opens generic arguments and `>` closes them; any other
    /// operator ends the chain.
    private mutating func scanOperator() -> Excess? {
        let start = position
        let spaceBefore: Bool
        if start == 0 {
            spaceBefore = true
        } else {
            switch bytes[start - 1] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): spaceBefore = true
            default: spaceBefore = false
            }
        }
        while position < bytes.count, Self.isOperatorCharacter(bytes[position]) {
            // `.` starts a run of its own only as `..`; `a?.b` is `?` then `.b`.
            if bytes[position] == UInt8(ascii: "."), position > start, bytes[position - 1] != UInt8(ascii: ".") {
                break
            }
            // `//` and `/*` start comments even right after an operator.
            if bytes[position] == UInt8(ascii: "/"), let next = peek(1),
                next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
            {
                break
            }
            position += 1
        }
        var first = start
        let wasOperand = previous == .operand
        startToken(continuing: true)
        // Closing generic arguments: each `>` closes one while they are open.
        while first < position, bytes[first] == UInt8(ascii: ">"), levels[levels.count - 1].opener == .angle {
            pop()
            first += 1
            previous = .operand
        }
        let run = UnsafeBufferPointer(rebasing: bytes[first..<position])
        if run.isEmpty { return nil }
        // `let actor = Task { … }`: a value, whose braces open no declarations.
        if run.count == 1, run[0] == UInt8(ascii: "="), pendingBrace?.levels == levels.count { pendingBrace = nil }
        if run.count == 1, run[0] == UInt8(ascii: "<"), wasOperand, !spaceBefore {
            previous = .continuation
            return push(.angle, at: start)
        }
        if run.count == 2, run[0] == UInt8(ascii: "-"), run[1] == UInt8(ascii: ">") {
            previous = .continuation
            return link(at: start)
        }
        if run.count == 1, run[0] == UInt8(ascii: ".") {
            previous = .continuation
            return link(at: start)
        }
        if !spaceBefore, wasOperand || previous == .operand,
            run.allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
        {
            previous = .operand
            return link(at: start)
        }
        if run.count == 1, run[0] == UInt8(ascii: "\\") || run[0] == UInt8(ascii: "@") {
            // A key path's `\` and an attribute's `@` start an operand.
            previous = .continuation
            return nil
        }
        closeAngles()
        endChain()
        previous = .continuation
        return nil
    }

    // MARK: Text that is not code

    private mutating func skipLine() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                position += 2
                if nesting == 0 { return }
            } else {
                position += 1
            }
        }
    }

    private mutating func skipRawIdentifier() {
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") {
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
    }

    /// `#` starts a raw string, a `#/…/#` regex, or a directive such as `#if`.
    private mutating func scanPound() -> Excess? {
        let start = position
        var hashes = 0
        while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let next = position + hashes < bytes.count ? bytes[position + hashes] : 0
        if next == UInt8(ascii: "\"") {
            startToken(continuing: false)
            position += hashes
            let excess = scanString(hashes: hashes)
            previous = .operand
            return excess
        }
        if next == UInt8(ascii: "/"), let length = extendedRegexLength(hashes: hashes) {
            startToken(continuing: false)
            position += length
            previous = .operand
            return nil
        }
        position += hashes
        var end = position
        while end < bytes.count, Self.isWordCharacter(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        position = end
        switch word {
        case "if":
            startToken(continuing: false)
            previous = .separator
            return push(.directive, at: start)
        case "elseif", "else":
            startToken(continuing: false)
            endChain()
            previous = .separator
        case "endif":
            startToken(continuing: false)
            closeAngles()
            if levels[levels.count - 1].opener == .directive { pop() }
            previous = .separator
        default:
            startToken(continuing: false)
            previous = .operand
        }
        return nil
    }

    /// The length of a `#/…/#` regex literal at the cursor, if one is there: one closed on
    /// its line, or a multi-line one, whose `#/` ends its line. An unclosed `#/abc` is no
    /// literal to the lexer either, and what follows it is code, which the limits must see.
    private func extendedRegexLength(hashes: Int) -> Int? {
        var index = position + hashes + 1
        let isMultiline = Self.restOfLineIsBlank(bytes, from: index)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\n"), !isMultiline { return nil }
            if bytes[index] == UInt8(ascii: "/"), closesWith(hashes: hashes, at: index + 1) {
                return index + 1 + hashes - position
            }
            index += 1
        }
        return nil
    }

    /// Whether only spaces and tabs come between `offset` and the end of its line.
    private static func restOfLineIsBlank(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index >= bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
    }

    private func closesWith(hashes: Int, at offset: Int) -> Bool {
        guard offset + hashes <= bytes.count else { return false }
        for index in offset..<(offset + hashes) where bytes[index] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The length of a bare `/…/` regex literal at the cursor, if one can start here: where
    /// an operand may start, not followed by a space, and closed on the same line.
    private func regexLength() -> Int? {
        guard previous != .operand, let first = peek(1), first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
            first != UInt8(ascii: "\n"), first != UInt8(ascii: "=")
        else { return nil }
        var index = position + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "/") { return index + 1 - position }
            index += 1
        }
        return nil
    }

    /// Reads a string literal whose opening quote is at the cursor, after `hashes` `#`.
    private mutating func scanString(hashes: Int) -> Excess? {
        // `"""` opens a multi-line string only where its line ends there: `#"""#` is a
        // one-line raw string that holds one `"`.
        let isMultiline =
            peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            && Self.restOfLineIsBlank(bytes, from: position + 3)
        position += isMultiline ? 3 : 1
        return scanStringBody(StringShape(hashes: hashes, isMultiline: isMultiline))
    }

    /// Reads string text up to its closing delimiter, or up to an interpolation, whose
    /// code is then scanned as a level that resumes the string when it closes.
    private mutating func scanStringBody(_ shape: StringShape) -> Excess? {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), closesWith(hashes: shape.hashes, at: position + 1) {
                let after = position + 1 + shape.hashes
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    let start = position
                    position = after + 1
                    previous = .continuation
                    return push(.interpolation(shape), at: start)
                }
                position = after + 1
                continue
            }
            if byte == UInt8(ascii: "\n"), !shape.isMultiline {
                // An unterminated string ends at the line's end, as the lexer ends it.
                return nil
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = shape.isMultiline ? 3 : 1
                if position + quotes <= bytes.count,
                    bytes[position..<(position + quotes)].allSatisfy({ $0 == UInt8(ascii: "\"") }),
                    closesWith(hashes: shape.hashes, at: position + quotes)
                {
                    position += quotes + shape.hashes
                    return nil
                }
            }
            position += 1
        }
        return nil
    }
}

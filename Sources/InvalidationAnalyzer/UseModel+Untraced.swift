import Invalidation
import InvalidationReader

extension UseModel {
    /// Per key of an observable object: the places whose text looks like a change of a
    /// member of that name (`x.items = …`, `items += …`, `x.items.append(…)`, `&items`)
    /// that no use of the model accounts for: code the analysis reads as text only (a
    /// function no view calls, a service that holds the object, a base it cannot type).
    /// An object's key is never written only where there is none. Test files are not
    /// part of the app: what they change is not.
    static func untracedWrites(
        module: ModuleIndex, files: [SourceFile], isAppFile: [Bool], uses: [[PropertyUse]]
    ) -> [StateKey: [Place]] {
        var keysNamed: [String: [StateKey]] = [:]
        for info in module.types {
            for property in info.keyProperties {
                keysNamed[property, default: []].append(StateKey(owner: info.name, property: property))
            }
        }
        guard !keysNamed.isEmpty else { return [:] }
        var accounted = Set<Place>()
        for typeUses in uses {
            for use in typeUses {
                accounted.insert(use.place)
                accounted.insert(Place(file: use.place.file, offset: use.place.offset + 1))
                if let member = use.memberPlace { accounted.insert(member) }
                if let reached = use.reached { accounted.insert(reached.place) }
            }
        }
        let names = Set(keysNamed.keys)
        let found = ParallelWork.map(count: files.count) { file in
            isAppFile.indices.contains(file) && !isAppFile[file] ? [] : WriteShapedText.places(in: files[file].text, naming: names)
        }
        let members = MemberStarts(module: module, fileCount: files.count)
        var untraced: [StateKey: [Place]] = [:]
        for (file, matches) in found.enumerated() {
            for match in matches {
                let place = Place(file: Int32(file), offset: Int32(truncatingIfNeeded: match.offset))
                guard !accounted.contains(place) else { continue }
                var keys = keysNamed[match.name] ?? []
                // `manga.flags = …` after `let manga = manga.toOld()`: a local of that name.
                if match.isPlain, let (_, start) = members.member(at: place),
                    WriteShapedText.isLocal(at: match.offset, named: match.name, from: Int(start), in: files[file].text)
                {
                    continue
                }
                // `stack.items…` where the member bound `stack` from one of its type's
                // properties (`guard let stack = pasteStack`, `for item in items`): the
                // member of that property's type.
                if !match.onSelf, let (type, start) = members.member(at: place),
                    let alias = WriteShapedText.alias(before: match.offset, from: Int(start), in: files[file].text),
                    let (owner, index) = module.member(alias.property, of: type),
                    let value = module.types[owner].propertyTypes[index], value.isCollection == alias.isElement
                {
                    let declaring = module.member(match.name, of: value.id).map { module.types[$0.0].name }
                    keys = keys.filter { $0.owner == declaring }
                }
                // `self.name = …` or a plain `name = …` in a type that declares `name` changes
                // that type's property: another type's key of the same name is not changed.
                if match.onSelf, let type = members.type(at: place),
                    let (owner, _) = module.member(match.name, of: type)
                {
                    keys = keys.filter { $0 == StateKey(owner: module.types[owner].name, property: match.name) }
                }
                // `name.member = …` changes what a reference names, not the reference.
                if match.throughMember { keys = keys.filter { !module.holdsReference($0) } }
                for key in keys { untraced[key, default: []].append(place) }
            }
        }
        return untraced
    }
}

extension ModuleIndex {
    /// Whether the property `key` names holds an instance of a class or actor of the app
    /// (not a collection of them): changing a member of it leaves the property as it was.
    func holdsReference(_ key: StateKey) -> Bool {
        guard let name = key.owner, let owner = type(named: name),
            let (declaring, index) = member(key.property, of: owner), let value = types[declaring].propertyTypes[index],
            !value.isCollection
        else { return false }
        return [.classType, .actor].contains(types[value.id].kind)
    }
}

/// Finds, in source text, the names that stand where a value is changed, without parsing:
/// before `=` or a compound assignment, before a mutating method of the standard library,
/// after `&`. Comments and string literals are skipped; a declaration (`var x = …`) and an
/// argument label (`x: …`) are not changes.
enum WriteShapedText {
    /// One occurrence of a name that looks like a change.
    struct Match {
        var name: String
        /// The UTF-8 offset of the name.
        var offset: Int
        /// Spelled `self.name` or `name` alone, not as a member of another value.
        var onSelf: Bool
        /// Spelled `name` alone: a local of that name would be what it names.
        var isPlain: Bool
        /// What changes is a member of the value it names (`name.count = 1`,
        /// `name.items.append(x)`), not the value itself.
        var throughMember = false
    }

    /// What the text at UTF-8 `offset` (a name, as ``places(in:naming:)`` finds it)
    /// assigns when it is `name = .case`, `name = Type.case(…)` or `name = nil`: the case's
    /// name, or `""` for `nil`; `nil` for any other change.
    static func caseAssigned(at offset: Int, in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = offset
        func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        func word() -> String {
            let start = index
            while index < bytes.count, SourceBytes.isIdentifier(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard !word().isEmpty else { return nil }
        skipSpaces()
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] != UInt8(ascii: "=") else {
            return nil
        }
        index += 1
        skipSpaces()
        // `.case`, or `Type.Nested.case`: capitalized names, then the case.
        var last = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            last = word()
        } else {
            let first = word()
            if first == "nil" { return "" }
            guard first.first?.isUppercase == true else { return nil }
            while index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                last = word()
                if last.first?.isUppercase != true { break }
            }
        }
        guard let initial = last.first, initial.isLowercase else { return nil }
        return last
    }

    /// The occurrences of any of `names` in `text` that look like a change.
    static func places(in text: String, naming names: Set<String>) -> [Match] {
        var text = text
        return text.withUTF8 { bytes in scan(bytes, names: names) }
    }


    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, names: Set<String>) -> [Match] {
        var found: [Match] = []
        var index = 0
        var previousWord = ""
        let count = bytes.count
        // Only words as long as a name are made strings: most identifiers are not.
        let lengths = Set(names.map(\.utf8.count))
        let declarers = ["var", "let", "case", "func"]
        func skipSpaces(from start: Int) -> Int {
            var position = start
            while position < count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            return position
        }
        while index < count {
            let byte = bytes[index]
            if let end = SourceBytes.endOfCommentOrString(in: bytes, at: index) {
                index = end
                continue
            }
            guard SourceBytes.isIdentifier(byte), !(byte >= 0x30 && byte <= 0x39) else {
                index += 1
                continue
            }
            let start = index
            while index < count, SourceBytes.isIdentifier(bytes[index]) { index += 1 }
            let length = index - start
            guard lengths.contains(length) || (length >= 3 && length <= 4) else {
                previousWord = ""
                continue
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            defer { previousWord = word }
            guard names.contains(word), !declarers.contains(previousWord) else { continue }
            var before = start - 1
            if before >= 0, bytes[before] == UInt8(ascii: "$") { before -= 1 }
            let isPlain = before < 0 || bytes[before] != UInt8(ascii: ".")
            let onSelf =
                isPlain
                || (before >= 4 && String(decoding: UnsafeBufferPointer(rebasing: bytes[(before - 4)..<before]), as: UTF8.self) == "self")
            if before >= 0, bytes[before] == UInt8(ascii: "&") {
                found.append(Match(name: word, offset: start, onSelf: onSelf, isPlain: isPlain))
                continue
            }
            if isTupleTarget(bytes, after: index) {
                found.append(Match(name: word, offset: start, onSelf: onSelf, isPlain: isPlain))
            } else if let written = writeDepth(bytes, after: skipSpaces(from: index)) {
                found.append(Match(name: word, offset: start, onSelf: onSelf, isPlain: isPlain, throughMember: written > 0))
            }
        }
        return found
    }

    /// A local the code binds from a property before it uses it: `let x = items`,
    /// `if let x = item`, `guard let x = self.item`, `if let item {` (the property itself),
    /// or an element, `for x in items`.
    struct Alias {
        /// The property it is bound from.
        var property: String
        /// Whether it is an element of the property's collection.
        var isElement: Bool
    }

    /// The binding of the name just before `.` at `offset` (the base of `base.name`), the
    /// last one between `start` and `offset`, if the text there binds it from a property.
    static func alias(before offset: Int, from start: Int, in text: String) -> Alias? {
        var text = text
        return text.withUTF8 { bytes -> Alias? in
            guard offset >= 2, offset <= bytes.count, bytes[offset - 1] == UInt8(ascii: ".") else { return nil }
            var baseStart = offset - 1
            while baseStart > 0, SourceBytes.isIdentifier(bytes[baseStart - 1]) { baseStart -= 1 }
            guard baseStart < offset - 1, baseStart >= start else { return nil }
            let base = String(decoding: UnsafeBufferPointer(rebasing: bytes[baseStart..<(offset - 1)]), as: UTF8.self)
            let region = String(decoding: UnsafeBufferPointer(rebasing: bytes[max(0, start)..<baseStart]), as: UTF8.self)
            if case .alias(let alias)? = lastBinding(of: base, in: region) { return alias }
            return nil
        }
    }

    /// Whether the name at `offset` is, there, a local the code between `start` and it
    /// declared from something other than the property of its name (`let manga =
    /// manga.toOld()`): changing it changes no property.
    static func isLocal(at offset: Int, named name: String, from start: Int, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            guard start >= 0, start <= offset, offset <= bytes.count else { return false }
            let region = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            if case .other? = lastBinding(of: name, in: region) { return true }
            return false
        }
    }

    /// How a name was last bound: from a property, or from anything else.
    private enum Binding {
        case alias(Alias)
        case other
    }

    /// The last `let/var base = property`, `let base {`, or `for base in property` in
    /// `region` (`.other` for a `let`/`var` of that name from anything else).
    private static func lastBinding(of base: String, in region: String) -> Binding? {
        var found: Binding?
        let words = region.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "(" || $0 == ")" })
        for (index, word) in words.enumerated() where word == base && index > 0 {
            let before = words[index - 1]
            let next = index + 1 < words.count ? words[index + 1] : ""
            let after = index + 2 < words.count ? words[index + 2] : ""
            func property(_ word: Substring) -> String? {
                var name = word
                if name.hasPrefix("self.") { name = name.dropFirst(5) }
                while let last = name.last, last == "?" || last == "!" || last == "{" || last == "," { name = name.dropLast() }
                guard let first = name.first, first.isLetter || first == "_",
                    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { return nil }
                return String(name)
            }
            if before == "let" || before == "var" {
                if next == "=", let name = property(after) {
                    found = .alias(Alias(property: name, isElement: false))
                } else if next == "{" || next == "else" || next.hasPrefix(",") || next.isEmpty {
                    found = .alias(Alias(property: base, isElement: false))
                } else {
                    found = .other
                }
            } else if before == "for", next == "in", let name = property(after) {
                found = .alias(Alias(property: name, isElement: true))
            }
        }
        return found
    }

    /// Whether the name ending at `position` is an element of a tuple that is assigned,
    /// `(a, b) = …`: a `,` or `)` follows, and the first `)` on the line is followed by `=`.
    private static func isTupleTarget(_ bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Bool {
        var next = position
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: ")") else { return false }
        while next < bytes.count, bytes[next] != UInt8(ascii: ")") {
            if bytes[next] == 0x0A || bytes[next] == UInt8(ascii: "(") { return false }
            next += 1
        }
        next += 1
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: "=") else { return false }
        return next + 1 >= bytes.count || bytes[next + 1] != UInt8(ascii: "=")
    }

    /// Whether the text at `position` assigns or mutates the name just before it, through
    /// a chain of members, subscripts, `?` and `!` (`items[0].name = …`, `items?.append(…)`):
    /// how many members deep the change is (`0` for the name itself or its elements,
    /// `items.append(…)`), or `nil` where it is no change.
    private static func writeDepth(_ bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Int? {
        let count = bytes.count
        var next = position
        var depth = 0
        for _ in 0..<16 {
            guard next < count else { return nil }
            let first = bytes[next]
            let second: UInt8 = next + 1 < count ? bytes[next + 1] : 0
            if first == UInt8(ascii: "=") { return second != UInt8(ascii: "=") ? depth : nil }
            if "+-*/%|^&".utf8.contains(first), second == UInt8(ascii: "=") { return depth }
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
                guard second == UInt8(ascii: ".") || second == UInt8(ascii: "[") else { return nil }
                next += 1
                continue
            }
            if first == UInt8(ascii: "[") {
                var depth = 0
                while next < count {
                    if bytes[next] == UInt8(ascii: "[") { depth += 1 }
                    if bytes[next] == UInt8(ascii: "]") { depth -= 1 }
                    if bytes[next] == 0x0A { return nil }
                    next += 1
                    if depth == 0 { break }
                }
                while next < count, bytes[next] == 0x20 { next += 1 }
                continue
            }
            guard first == UInt8(ascii: ".") else { return nil }
            next += 1
            let start = next
            while next < count, SourceBytes.isIdentifier(bytes[next]) { next += 1 }
            let member = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<next]), as: UTF8.self)
            if next < count, bytes[next] == UInt8(ascii: "(") {
                return SwiftUIKnowledge.mutatingMethods.contains(member) ? depth : nil
            }
            depth += 1
            while next < count, bytes[next] == 0x20 { next += 1 }
        }
        return nil
    }
}

/// Where each member of the app's types begins, per file: the type whose code holds a
/// place is the one whose member begins last before it.
private struct MemberStarts {
    /// Per file: member starts and their types, in offset order.
    private let starts: [[(offset: Int32, type: Int)]]

    init(module: ModuleIndex, fileCount: Int) {
        var starts = Array(repeating: [(offset: Int32, type: Int)](), count: fileCount)
        func add(_ place: Place, _ type: Int) {
            if starts.indices.contains(Int(place.file)) { starts[Int(place.file)].append((place.offset, type)) }
        }
        for (id, info) in module.types.enumerated() {
            for property in info.properties { add(property.place, id) }
            for overloads in info.methods.values { for method in overloads { add(method.place, id) } }
            for initializer in info.initializers { add(initializer.place, id) }
        }
        self.starts = starts.map { $0.sorted { $0.offset < $1.offset } }
    }

    /// The type whose member holds `place`, and where that member begins, if any.
    func member(at place: Place) -> (type: Int, start: Int32)? {
        guard starts.indices.contains(Int(place.file)) else { return nil }
        let members = starts[Int(place.file)]
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].offset <= place.offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? (members[low - 1].type, members[low - 1].offset) : nil
    }

    /// The type whose member holds `place`, if any.
    func type(at place: Place) -> Int? {
        member(at: place)?.type
    }
}

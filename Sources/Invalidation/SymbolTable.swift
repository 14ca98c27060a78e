internal import Foundation

/// Strings interned to dense integer ids, their bytes kept in one arena.
///
/// Lookup follows Swift's `String` equality (canonical equivalence), so that
/// `"\u{212A}"` (KELVIN SIGN) and `"K"` are one symbol, exactly as a `Set<String>`
/// would treat them. ASCII input, the common case, is hashed and compared as raw
/// bytes; other input is compared in its NFC form. Each symbol keeps the spelling it
/// was first given, unless ``setSpelling(_:of:)`` replaces it.
public struct SymbolTable: Sendable {
    /// Canonical (NFC) bytes of every symbol, back to back.
    private var arena: ContiguousArray<UInt8> = []
    /// `ends[id]` is where symbol `id`'s canonical bytes end in `arena`.
    private var ends: ContiguousArray<Int> = []
    private var hashes: ContiguousArray<UInt64> = []
    /// Open-addressed slots holding `id + 1`; 0 is empty.
    private var slots: ContiguousArray<Int32>
    /// Spellings that differ from the canonical bytes; rare.
    private var spellings: [Int32: [UInt8]] = [:]

    /// Creates an empty table sized for about `capacity` symbols.
    public init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = ContiguousArray(repeating: 0, count: size)
        ends.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    /// The number of symbols.
    public var count: Int { ends.count }

    /// Interns UTF-8 bytes, returning the symbol's id and whether it is new.
    public mutating func intern(_ bytes: UnsafeRawBufferPointer) -> (id: Int32, isNew: Bool) {
        if Self.isASCII(bytes) { return internCanonical(bytes, spelling: nil) }
        return internSlow(bytes)
    }

    /// Interns a string, returning the symbol's id and whether it is new.
    public mutating func intern(_ string: String) -> (id: Int32, isNew: Bool) {
        var string = string
        return string.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
    }

    /// The id of `string`, or `nil` when it was never interned.
    public func id(of string: String) -> Int32? {
        var string = string
        return string.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            if Self.isASCII(bytes) { return find(bytes, hash: Self.hash(bytes)) }
            let canonical = Self.canonicalBytes(bytes)
            return canonical.withUnsafeBytes { find($0, hash: Self.hash($0)) }
        }
    }

    /// The symbol's spelling.
    public subscript(id: Int32) -> String {
        withSpelling(of: id) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the symbol's spelling.
    public func withSpelling<Result>(of id: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if let spelling = spellingOverride(id) { return try spelling.withUnsafeBytes(body) }
        return try withCanonicalBytes(of: id, body)
    }

    /// Replaces the spelling shown for `id`, keeping its identity. Used when a view
    /// referenced first by another spelling is then defined.
    public mutating func setSpelling(_ bytes: UnsafeRawBufferPointer, of id: Int32) {
        let matchesCanonical = withCanonicalBytes(of: id) { $0.elementsEqual(bytes) }
        spellings[id] = matchesCanonical ? nil : Array(bytes)
    }

    func spellingOverride(_ id: Int32) -> [UInt8]? {
        spellings.isEmpty ? nil : spellings[id]
    }

    func withCanonicalBytes<Result>(of id: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let index = Int(id)
        let start = index == 0 ? 0 : ends[index - 1]
        return try arena.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start..<ends[index]])) }
    }

    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// FNV-1a, 64 bits.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func canonicalBytes(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).precomposedStringWithCanonicalMapping.utf8)
    }

    mutating func internSlow(_ bytes: UnsafeRawBufferPointer) -> (id: Int32, isNew: Bool) {
        let canonical = Self.canonicalBytes(bytes)
        let spelling = canonical.elementsEqual(bytes) ? nil : Array(bytes)
        return canonical.withUnsafeBytes { internCanonical($0, spelling: spelling) }
    }

    func find(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> Int32? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let id = entry - 1
            if hashes[Int(id)] == hash && withCanonicalBytes(of: id, { $0.elementsEqual(bytes) }) {
                return id
            }
            slot = (slot + 1) & mask
        }
    }

    mutating func internCanonical(_ bytes: UnsafeRawBufferPointer, spelling: [UInt8]?) -> (id: Int32, isNew: Bool) {
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let id = entry - 1
            if hashes[Int(id)] == hash && withCanonicalBytes(of: id, { $0.elementsEqual(bytes) }) {
                return (id, false)
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(ends.count)
        arena.append(contentsOf: bytes)
        ends.append(arena.count)
        hashes.append(hash)
        if let spelling { spellings[id] = spelling }
        slots[slot] = id + 1
        if ends.count * 2 > slots.count { grow() }
        return (id, true)
    }

    private mutating func grow() {
        let size = slots.count * 2
        let mask = size - 1
        var grown = ContiguousArray<Int32>(repeating: 0, count: size)
        for id in 0..<hashes.count {
            var slot = Int(truncatingIfNeeded: hashes[id]) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(id + 1)
        }
        slots = grown
    }
}

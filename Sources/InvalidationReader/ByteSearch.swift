extension UnsafeBufferPointer<UInt8> {
    /// Whether `word` occurs in these bytes (an empty word always does).
    package func holds(_ word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        guard count >= word.count else { return false }
        let last = count - word.count
        var start = 0
        while start <= last {
            guard let found = self[start...last].firstIndex(of: first) else { return false }
            if self[found..<(found + word.count)].elementsEqual(word) { return true }
            start = found + 1
        }
        return false
    }
}

extension String {
    /// Whether `word` occurs in the text's UTF-8 bytes, within the offsets `range` if given.
    package func holds(_ word: String, in range: Range<Int>? = nil) -> Bool {
        var text = self
        return text.withUTF8 { whole in
            let bytes = range.map { UnsafeBufferPointer(rebasing: whole[$0.clamped(to: 0..<whole.count)]) } ?? whole
            return bytes.holds(Array(word.utf8))
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The offsets where `word` occurs as a whole identifier: with no identifier byte
    /// (``SourceBytes/isIdentifier(_:)``) just before or just after it.
    package func wordOffsets(_ word: [UInt8]) -> [Int] {
        guard let first = word.first, count >= word.count else { return [] }
        var offsets: [Int] = []
        let last = count - word.count
        var start = 0
        while start <= last, let found = self[start...last].firstIndex(of: first) {
            start = found + 1
            guard self[found..<(found + word.count)].elementsEqual(word) else { continue }
            let end = found + word.count
            if found > 0, SourceBytes.isIdentifier(self[found - 1]) { continue }
            if end < count, SourceBytes.isIdentifier(self[end]) { continue }
            offsets.append(found)
        }
        return offsets
    }
}

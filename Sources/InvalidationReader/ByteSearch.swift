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

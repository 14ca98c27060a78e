/// The name a mistyped word was probably meant to be, for a "did you mean" hint.
enum Suggestion {
    /// The candidate closest to `word`: one at most two edits away, or one that starts
    /// with `word`. The fewest edits wins; of equals, the earlier candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            guard distance <= 2 || candidate.hasPrefix(word) else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The number of characters to insert, delete or replace to turn `a` into `b`
    /// (Levenshtein distance).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        // previous[j]: the distance from the characters of `a` seen so far to the first j of `b`.
        var previous = Array(0...b.count)
        for (i, character) in a.enumerated() {
            var current = [i + 1]
            for (j, other) in b.enumerated() {
                current.append(min(previous[j] + (character == other ? 0 : 1), previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

import TodoCore
/// "Did you mean …?": the nearest real word to a mistyped one.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let prefixed = candidates.first(where: { $0.hasPrefix(lowered) && !lowered.isEmpty }) { return prefixed }
        let scored = candidates.map { ($0, distance(lowered, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        // Two edits at most: three turn `remove` into `reopen`, which does something else.
        return best.1 <= max(1, min(2, best.0.count / 2)) ? best.0 : nil
    }

    /// Levenshtein distance between two short words.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.prefix(64)), right = Array(rhs.prefix(64))
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            previous = current
        }
        return previous[right.count]
    }
}

/// `todo edit`'s tag words: `+tag` and `@context` words added to the end of the name, and the
/// `--untag` words taken out of it, so that a tag is changed without retyping the name.
///
/// Words are compared case-insensitively, as the list's filters compare them: `+Home` is
/// already there when the name has `+home`.
package struct NameTagEdit: Equatable, Sendable {
    /// Words that start with `+` or `@`, as typed, added when the name does not have them.
    package var added: [String]
    /// `WORD` takes `+WORD` and `@WORD` out; `+WORD` or `@WORD` only that one.
    package var removed: [String]

    package init(added: [String] = [], removed: [String] = []) {
        self.added = added
        self.removed = removed
    }

    package var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// Whether `word` is a tag word `todo edit` adds: `+` or `@` and something after it.
    package static func isTagWord(_ word: String) -> Bool {
        word.count > 1 && (word.hasPrefix("+") || word.hasPrefix("@"))
    }

    /// `name` with the removed words taken out, then the added ones put at its end. The words
    /// are those between spaces; when one is taken out the rest are joined with one space.
    /// The name rule is the caller's to apply (an empty result is refused there).
    package func applied(to name: String) -> String {
        var result = name
        var words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if !removed.isEmpty {
            let unwanted = Set(removed.flatMap(Self.spellings))
            let kept = words.filter { !unwanted.contains($0.lowercased()) }
            if kept.count != words.count {
                words = kept
                result = kept.joined(separator: " ")
            }
        }
        var present = Set(words.map { $0.lowercased() })
        for word in added where present.insert(word.lowercased()).inserted {
            result += result.isEmpty ? word : " " + word
        }
        return result
    }

    /// The words `--untag word` takes out, lower case: `+word` and `@word`, or only the one
    /// written with its mark.
    private static func spellings(_ word: String) -> [String] {
        let lower = word.lowercased()
        return isTagWord(lower) ? [lower] : ["+" + lower, "@" + lower]
    }
}

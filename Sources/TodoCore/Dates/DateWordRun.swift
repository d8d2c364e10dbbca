/// A DATE of several words without quotes: `--due tomorrow 5pm`, `due:next monday`.
///
/// The shell hands `tomorrow 5pm` over as two words, and the name's words follow them, so
/// the DATE is the longest run of the words that reads as one DATE; the rest are the name's.
/// A word that itself holds white space was quoted as one DATE, and stands alone. When the
/// words left would themselves read as a DATE (`monday next week Plan`), the person probably
/// meant them as one: the run is kept as read, with a warning saying how to write it.
package struct DateWordRun: Equatable, Sendable {
    /// No DATE form is longer than this many words (`end of next week at 9:15 pm` is seven);
    /// the bound keeps a long name from being read again and again.
    package static let longestDate = 12

    /// How many of the words make the DATE: at least one (a first word that reads as no DATE
    /// at all is the DATE alone, refused as such later).
    package let count: Int
    /// The words after the DATE that would themselves read as one, joined by spaces; nil
    /// when they would not.
    package let datelikeRest: String?

    /// The run at the start of `words`. `reads`: whether a text is one DATE of the kind the
    /// option or word takes; `looksLikeDate`: whether words left after it would read as a
    /// date (a plain DATE, not `none`).
    package init(_ words: ArraySlice<String>, reads: (String) -> Bool, looksLikeDate: (String) -> Bool) {
        guard let first = words.first, DateWordRun.isPlainWord(first) else {
            count = min(1, words.count)
            datelikeRest = nil
            return
        }
        let longest = DateWordRun.longestRun(words, reads: reads)
        count = max(1, longest)
        // A first word that is no DATE is refused as such: no word of the name is to blame.
        guard longest > 0 else {
            datelikeRest = nil
            return
        }
        let rest = words.dropFirst(count)
        let restCount = DateWordRun.longestRun(rest, reads: looksLikeDate)
        datelikeRest = restCount > 0 ? rest.prefix(restCount).joined(separator: " ") : nil
    }

    /// The words of the DATE, joined by single spaces, as its option's value.
    package func date(in words: ArraySlice<String>) -> String {
        words.prefix(count).joined(separator: " ")
    }

    /// The warning for `datelikeRest`, without `todo: `; nil when there is none to give.
    package func warning(in words: ArraySlice<String>) -> String? {
        datelikeRest.map {
            "'\(TerminalText.escaped($0))' went into the name after the date '\(TerminalText.escaped(date(in: words)))'; "
                + "quote a date of several words, or put the name after --"
        }
    }

    /// The number of words at the start of `words` that make the longest text `reads` takes;
    /// 0 when none does. Only plain words take part: a quoted one holding a space ends it.
    private static func longestRun(_ words: ArraySlice<String>, reads: (String) -> Bool) -> Int {
        let plain = words.prefix(longestDate).prefix(while: isPlainWord)
        var text = ""
        var longest = 0
        for (offset, word) in plain.enumerated() {
            text += (offset == 0 ? "" : " ") + word
            if reads(text) { longest = offset + 1 }
        }
        return longest
    }

    /// Not empty, and without white space.
    private static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && !word.unicodeScalars.contains { $0.properties.isWhitespace }
    }
}

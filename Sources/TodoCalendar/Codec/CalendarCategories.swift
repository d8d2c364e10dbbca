import TodoCore

/// The name's `+tag` and `@context` words ↔ `SUMMARY` and `CATEGORIES`, as todoman,
/// tasks.org, Thunderbird and Nextcloud Tasks show tags: the tag words at the end of the name
/// leave `SUMMARY`, those inside it stay; every tag word is a category (`+work` is `work`,
/// `@office` is `@office`). Read back, a category that is not already a word of the summary
/// goes at the end of the name, so that the name makes the round trip unchanged.
enum CalendarCategories {
    /// The `SUMMARY` text and the categories of `name`, in the name's order, each once
    /// (case-insensitively). A name made only of tag words keeps its whole text in `SUMMARY`.
    static func split(_ name: String) -> (summary: String, categories: [String]) {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        var categories: [String] = []
        var seen = Set<String>()
        for word in words where isTagWord(word) {
            let category = word.first == "+" ? String(word.dropFirst()) : String(word)
            if seen.insert(category.lowercased()).inserted { categories.append(category) }
        }
        guard let lastPlain = words.lastIndex(where: { !isTagWord($0) }) else {
            return (name, categories)
        }
        guard lastPlain < words.endIndex - 1 else { return (name, categories) }
        // Cut the name after its last plain word, keeping its own spacing before it.
        let end = words[lastPlain].endIndex
        return (String(name[..<end]), categories)
    }

    /// The name of a VTODO: its summary, then each one-word category it does not already
    /// have as a word, as `+cat` (or `@cat`). A category of several words is not shown.
    static func name(summary: String, categories: [String]) -> String {
        var name = summary
        var words = Set(summary.split(separator: " ").filter(isTagWord).map { $0.lowercased() })
        for category in categories where isShown(category) {
            let word = category.first == "@" || category.first == "+" ? category : "+" + category
            guard words.insert(word.lowercased()).inserted else { continue }
            name += name.isEmpty ? word : " " + word
        }
        return name
    }

    /// Every value of every `CATEGORIES` line of `todo`, split at unescaped commas and
    /// unescaped (RFC 5545 3.8.1.2), empty ones left out.
    static func read(_ todo: CalendarComponent) -> [String] {
        var categories: [String] = []
        for case .property(let line) in todo.nodes where line.name == "CATEGORIES" {
            categories += values(line.value)
        }
        return categories
    }

    /// The values of one `CATEGORIES` line.
    static func values(_ text: String) -> [String] {
        var values: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                current.append("\\")
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                values.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        values.append(current)
        return values.map(CalendarText.unescape).filter { !$0.trimmingWhiteSpace().isEmpty }
    }

    /// The one `CATEGORIES` line for `categories` (nil: none), escaped.
    static func line(_ categories: [String]) -> ContentLine? {
        guard !categories.isEmpty else { return nil }
        return ContentLine(name: "CATEGORIES", value: categories.map(CalendarText.escape).joined(separator: ","))
    }

    /// Whether a category becomes a word of the name: one word, not empty.
    static func isShown(_ category: String) -> Bool {
        let bare = category.first == "@" || category.first == "+" ? category.dropFirst() : Substring(category)
        return !bare.isEmpty && !category.contains(where: \.isWhitespace)
    }

    private static func isTagWord(_ word: Substring) -> Bool {
        (word.first == "+" || word.first == "@") && word.count > 1
    }
}

import TodoCore
/// The FILTER words of `todo list`: an item is shown only if its name matches every word.
///
/// `+word` matches a tag of the name (`NameWords`), `@word` a context, and any other word a
/// part of the name; all of them whatever the case and the Unicode normal form. A lone `+` or
/// `@` is an ordinary word.
struct ItemFilter: Equatable, Sendable {
    /// The words as given, for messages.
    let words: [String]
    private let tags: [String]
    private let contexts: [String]
    private let texts: [String]

    init(words: [String] = []) {
        self.words = words
        var tags: [String] = [], contexts: [String] = [], texts: [String] = []
        for word in words {
            let lowered = word.lowercased()
            if lowered.count > 1, lowered.first == "+" {
                tags.append(String(lowered.dropFirst()))
            } else if lowered.count > 1, lowered.first == "@" {
                contexts.append(String(lowered.dropFirst()))
            } else {
                texts.append(lowered)
            }
        }
        self.tags = tags
        self.contexts = contexts
        self.texts = texts
    }

    /// No words: every item matches.
    var isEmpty: Bool { words.isEmpty }

    func matches(_ name: String) -> Bool {
        if isEmpty { return true }
        if !texts.isEmpty {
            let lowered = name.lowercased()
            for text in texts where !text.isEmpty && !lowered.containsCharacters(text) { return false }
        }
        if !tags.isEmpty {
            let named = NameWords.words(of: name, marked: "+")
            for tag in tags where !named.contains(tag) { return false }
        }
        if !contexts.isEmpty {
            let named = NameWords.words(of: name, marked: "@")
            for context in contexts where !named.contains(context) { return false }
        }
        return true
    }
}

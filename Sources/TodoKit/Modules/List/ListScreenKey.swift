/// One key of the List screen, declared once for the keys line above the prompt, the `?`
/// help, and the manual page's SCREENS section.
struct ListScreenKey: Equatable, Sendable {
    /// What is pressed: `a`, `Space`.
    let key: String
    /// The one word the keys line shows after the key: `add`.
    let word: String
    /// How it is typed, as the help shows it: `d ID...`, `Space, PgDn`.
    let usage: String
    /// What it does.
    let meaning: String
    /// Only shown on the keys line when the list has more than one page.
    let pagesOnly: Bool

    init(_ key: String, _ word: String, usage: String? = nil, _ meaning: String, pagesOnly: Bool = false) {
        self.key = key
        self.word = word
        self.usage = usage ?? key
        self.meaning = meaning
        self.pagesOnly = pagesOnly
    }

    static let all = [
        ListScreenKey("a", "add", "add an item: its name, then its due date and repeat rule"),
        ListScreenKey("d", "done", usage: "d ID...", "mark items done (d 3, d 3 4; d alone asks which)"),
        ListScreenKey("e", "edit", usage: "e ID", "edit an item: its name, due date and repeat rule"),
        ListScreenKey("r", "rm", usage: "r ID...", "remove items, once you say y"),
        ListScreenKey("u", "undo", "undo the latest change"),
        ListScreenKey("l", "later", "show or hide Later and Someday"),
        ListScreenKey("/", "filter", usage: "/ WORDS", "show only the items with all the words (/ alone shows all)"),
        ListScreenKey("Space", "next", usage: "Space, PgDn", "the next page of the list", pagesOnly: true),
        ListScreenKey("b", "back", usage: "b, PgUp", "the page before", pagesOnly: true),
        ListScreenKey("?", "help", "this list"),
        ListScreenKey("q", "quit", "quit (Ctrl-D too)"),
    ]

    /// The `?` help: every key, its usage in a column, then what it does.
    static var help: String {
        let column = all.map(\.usage.count).max() ?? 0
        return all.map { $0.usage.padding(to: column + 3) + $0.meaning + "\n" }.joined() + "\n"
    }

    /// The keys line above the prompt, fitted to `width` columns (nil: in full): each key with
    /// its word, then closer together, then keys alone from the last one up, then as many
    /// keys as fit; `?` is kept last whatever is left out, since it shows them all.
    static func line(width: Int?, paged: Bool) -> String {
        let keys = all.filter { paged || !$0.pagesOnly }
        let full = keys.map { $0.key + " " + $0.word }
        guard let width else { return full.joined(separator: " · ") }
        var candidates = [full.joined(separator: " · "), full.joined(separator: "  ")]
        for bare in 1...keys.count {
            let words = keys.indices.map { $0 < keys.count - bare ? full[$0] : keys[$0].key }
            candidates.append(words.joined(separator: "  "))
        }
        candidates.append(keys.map(\.key).joined(separator: " "))
        if let fitting = candidates.first(where: { $0.count <= width }) { return fitting }
        var shown: [String] = []
        for key in keys.map(\.key) where key != "?" {
            guard (shown + [key, "?"]).joined(separator: " ").count <= width else { break }
            shown.append(key)
        }
        return (shown + ["?"]).joined(separator: " ")
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

import TodoTerminal
/// One key of the List screen, declared once for what it does when pressed, the keys line at
/// the bottom of the screen, the `?` screen, and the manual page's SCREENS section.
struct ListScreenKey: Sendable {
    /// How it is named where every key is listed: `Down, j`.
    let names: String
    /// What the keys line shows for it (`x done`); nil: it is not on the keys line.
    let short: String?
    /// What it does.
    let meaning: String
    let action: ListScreenAction
    /// The keys, as the terminal layer reads them.
    let keys: [LineEditorKey]

    init(_ names: String, _ short: String? = nil, _ meaning: String, _ action: ListScreenAction,
         _ keys: [LineEditorKey]) {
        self.names = names
        self.short = short
        self.meaning = meaning
        self.action = action
        self.keys = keys
    }

    static let all: [ListScreenKey] = [
        ListScreenKey("Down, j", "j/k move", "select the next item (headings are skipped)", .move(.down), [.down, .text("j")]),
        ListScreenKey("Up, k", "select the previous item", .move(.up), [.up, .text("k")]),
        ListScreenKey("PgDn, Space", "the selection and the view a page down", .move(.pageDown), [.pageDown, .text(" ")]),
        ListScreenKey("PgUp, b", "the selection and the view a page up", .move(.pageUp), [.pageUp, .text("b")]),
        ListScreenKey("Ctrl-D, Ctrl-U", "half a page down, up", .move(.halfPageDown), [.controlD]),
        ListScreenKey("Home, g", "the first item", .move(.first), [.home, .text("g")]),
        ListScreenKey("End, G", "the last item", .move(.last), [.end, .text("G")]),
        ListScreenKey("Tab", "the first item of the next section", .move(.nextSection), [.tab]),
        ListScreenKey("Shift-Tab", "the first item of this section (of the one before, when already there)",
                      .move(.sectionStart), [.backTab]),
        ListScreenKey("t", "the first item due today (else the first after it)", .move(.today), [.text("t")]),
        ListScreenKey("0-9", "the item with that id (the digits typed within a second make one id)", .digit(0),
                      (0...9).map { .text(String($0)) }),
        ListScreenKey("x, d", "x done", "mark the selected item done (the picked ones, if any); among the done items, reopen it",
                      .done, [.text("x"), .text("d")]),
        ListScreenKey("Enter, e", "e edit", "the Edit screen for the selected item", .edit, [.enter, .text("e")]),
        ListScreenKey("a", "a add", "the Add screen; back on the list, the new item is selected", .add, [.text("a")]),
        ListScreenKey("r", "r rm", "remove the selected item (the picked ones, if any), after a y/N question (y removes, any other key keeps)",
                      .remove, [.text("r")]),
        ListScreenKey("m", "pick or unpick the selected item (* in the second column)", .pick, [.text("m")]),
        ListScreenKey("i", "the selected item whole, as todo show prints it, until a key is pressed", .show, [.text("i")]),
        ListScreenKey("u", "u undo", "undo the latest change", .undo, [.text("u")]),
        ListScreenKey("/", "/ filter", "filter: the words of todo list WORDS (empty clears the filter)", .filter,
                      [.text("/")]),
        ListScreenKey("l", "l later", "show or hide Later, Someday and waiting items (as --all does)", .later, [.text("l")]),
        ListScreenKey("h", "show or hide the done items (as --done does)", .doneItems, [.text("h")]),
        ListScreenKey("s", "sync, as todo sync does, its lines on the status line", .sync, [.text("s")]),
        ListScreenKey(":", "a command line: add, done, reopen, rm, edit, undo, show, list WORDS or sync, as on the shell",
                      .commandLine, [.text(":")]),
        ListScreenKey("?", "? keys", "every key, on a screen of its own, until a key is pressed", .keys, [.text("?")]),
        ListScreenKey("q", "q quit", "quit (exit 0); the end of input too", .quit, [.text("q")]),
        ListScreenKey("Esc", "cancel: closes ? or i, else clears the picks, else the filter; never quits", .cancel, [.escape]),
    ]

    private init(_ names: String, _ meaning: String, _ action: ListScreenAction, _ keys: [LineEditorKey]) {
        self.init(names, nil, meaning, action, keys)
    }

    /// Ctrl-U is declared with Ctrl-D's line: one line names both.
    private static let extraKeys: [LineEditorKey: ListScreenAction] = [.deleteToStart: .move(.halfPageUp)]

    private static let actions: [LineEditorKey: ListScreenAction] = {
        var actions = extraKeys
        for entry in all { for key in entry.keys { actions[key] = entry.action } }
        for digit in 0...9 { actions[.text(String(digit))] = .digit(digit) }
        return actions
    }()

    /// What `key` does on the List screen; nil: nothing.
    static func action(for key: LineEditorKey) -> ListScreenAction? {
        actions[key]
    }

    /// The `?` screen's lines: every key, its names in a column, then what it does.
    static var help: [String] {
        let column = all.map(\.names.count).max() ?? 0
        return all.map { $0.names + String(repeating: " ", count: column + 2 - $0.names.count) + $0.meaning }
    }

    /// The keys line, fitted to `width` columns: each key with its word, then closer together,
    /// then as many as fit; `? keys` is kept whatever is left out, since it shows them all.
    static func line(width: Int) -> String {
        let shorts = all.compactMap(\.short)
        for separator in [" · ", "  "] {
            let whole = shorts.joined(separator: separator)
            if DisplayWidth.of(whole) <= width { return whole }
        }
        let help = "? keys"
        var shown: [String] = []
        for short in shorts where short != help {
            guard DisplayWidth.of((shown + [short, help]).joined(separator: "  ")) <= width else { break }
            shown.append(short)
        }
        let fitted = (shown + [help]).joined(separator: "  ")
        return DisplayWidth.of(fitted) <= width ? fitted : "?"
    }
}

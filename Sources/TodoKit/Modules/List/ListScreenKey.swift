import TodoTerminal
/// One key of the List screen, declared once for what it does when pressed, the keys line at
/// the bottom of the screen, the `?` screen, and the manual page's SCREENS section.
struct ListScreenKey: Sendable {
    /// How it is named where every key is listed: `Down, j`; with its reverse, `Down, j / Up, k`.
    let names: String
    /// What the keys line shows for it (`x done`); nil: it is not on the keys line.
    let short: String?
    /// What it does (and its reverse: `the next / previous item`).
    let meaning: String
    let action: ListScreenAction
    /// The keys, as the terminal layer reads them.
    let keys: [LineEditorKey]
    /// The keys that do the opposite (Up for Down), declared on the same line: the `?` screen
    /// then lists every key on one 80×24 screen.
    let reverse: (action: ListScreenAction, keys: [LineEditorKey])?

    init(_ names: String, _ short: String? = nil, _ meaning: String, _ action: ListScreenAction,
         _ keys: [LineEditorKey], reverse: (action: ListScreenAction, keys: [LineEditorKey])? = nil) {
        self.names = names
        self.short = short
        self.meaning = meaning
        self.action = action
        self.keys = keys
        self.reverse = reverse
    }

    /// Every key of the line, its reverse's included.
    var allKeys: [LineEditorKey] { keys + (reverse?.keys ?? []) }

    static let all: [ListScreenKey] = [
        ListScreenKey("Down, j / Up, k", "j/k move", "the next / previous item (headings are skipped)", .move(.down),
                      [.down, .text("j")], reverse: (.move(.up), [.up, .text("k")])),
        ListScreenKey("PgDn, Space / PgUp, b", "the selection and the view a page down / up", .move(.pageDown),
                      [.pageDown, .text(" ")], reverse: (.move(.pageUp), [.pageUp, .text("b")])),
        ListScreenKey("Ctrl-D / Ctrl-U", "half a page down / up", .move(.halfPageDown), [.controlD],
                      reverse: (.move(.halfPageUp), [.deleteToStart])),
        ListScreenKey("Home, g / End, G", "the first / last item", .move(.first), [.home, .text("g")],
                      reverse: (.move(.last), [.end, .text("G")])),
        ListScreenKey("Tab / Shift-Tab", "first item of the next section / this (or previous) one",
                      .move(.nextSection), [.tab], reverse: (.move(.sectionStart), [.backTab])),
        ListScreenKey("t", "the first item due today (else the first after it)", .move(.today), [.text("t")]),
        ListScreenKey("0-9", "the item with that id (digits within a second: one id)", .digit(0),
                      (0...9).map { .text(String($0)) }),
        ListScreenKey("x, d", "x done", "mark the selected (or picked) items done; under h, reopen", .done,
                      [.text("x"), .text("d")]),
        ListScreenKey("Enter, e", "e edit", "the Edit screen for the selected item", .edit, [.enter, .text("e")]),
        ListScreenKey("a", "a add", "the Add screen; the new item is selected after it", .add, [.text("a")]),
        ListScreenKey("r", "r rm", "remove the selected (or picked) items after a y/N key", .remove, [.text("r")]),
        ListScreenKey("m", "pick or unpick the selected item (* in the second column)", .pick, [.text("m")]),
        ListScreenKey("i", "the selected item whole, as todo show prints it", .show, [.text("i")]),
        ListScreenKey("u", "u undo", "undo the latest change", .undo, [.text("u")]),
        ListScreenKey("/", "/ filter", "filter: the words of todo list WORDS (empty clears it)", .filter, [.text("/")]),
        ListScreenKey("l", "l later", "show or hide Later, Someday and waiting items (--all)", .later, [.text("l")]),
        ListScreenKey("h", "show or hide the done items (as --done does)", .doneItems, [.text("h")]),
        ListScreenKey("s", "sync, as todo sync does, its lines on the status line", .sync, [.text("s")]),
        ListScreenKey(":", "run add, done, reopen, rm, edit, undo, show, list or sync", .commandLine, [.text(":")]),
        ListScreenKey("?", "? keys", "every key, on a screen of its own", .keys, [.text("?")]),
        ListScreenKey("q", "q quit", "quit (exit 0); the end of input too", .quit, [.text("q")]),
        ListScreenKey("Esc", "closes ? or i, clears picks, else the filter; never quits", .cancel, [.escape]),
    ]

    private init(_ names: String, _ meaning: String, _ action: ListScreenAction, _ keys: [LineEditorKey],
                 reverse: (action: ListScreenAction, keys: [LineEditorKey])? = nil) {
        self.init(names, nil, meaning, action, keys, reverse: reverse)
    }

    private static let actions: [LineEditorKey: ListScreenAction] = {
        var actions: [LineEditorKey: ListScreenAction] = [:]
        for entry in all {
            for key in entry.keys { actions[key] = entry.action }
            if let reverse = entry.reverse { for key in reverse.keys { actions[key] = reverse.action } }
        }
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

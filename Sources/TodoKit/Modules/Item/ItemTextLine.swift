import TodoCore
/// The one line that says what a command did to an item, in every view outside the list:
/// `Added 7: Buy milk (due Fri 27 Nov)`, `Edited 8: Pay rent (due Thu 31 Dec, every month)`,
/// `Done 3: Pay rent`, `Undid: removed 7: Call mum`.
enum ItemTextLine {
    /// `verb ID: NAME`, with the name's control characters escaped; with `showsDue`, when it
    /// is due after it. No line end: a command may say more on the line.
    static func line(_ verb: String, _ item: ItemDisplay, showsDue: Bool = false) -> String {
        var line = "\(verb) \(item.id): \(TerminalText.escaped(item.name))"
        if showsDue { line += " (" + dueText(item) + ")" }
        return line
    }

    /// `due Fri 27 Nov`, `due Thu 26 Nov, overdue`, `due Thu 31 Dec, every month`, or `no due date`.
    static func dueText(_ item: ItemDisplay) -> String {
        guard let label = item.dueLabel else { return "no due date" }
        let due = "due \(label)" + (item.isOverdue ? ", overdue" : "")
        return item.rule.map { due + ", every \($0.text)" } ?? due
    }
}

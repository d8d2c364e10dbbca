import TodoCore
/// What the manual page says beyond the commands and options: the parts of the contract a
/// reader of `man todo` looks for (dates, files, environment, exit status). The commands and
/// options themselves come from `CommandLineSpec`, as the help's do.
enum ManualFacts {
    /// A term and what it means: a row of a section's list.
    struct Entry {
        let term: String
        let meaning: String
    }

    static let description = [
        """
        todo keeps a to-do list in a JSON file and shows what is due: overdue items, today, \
        tomorrow, the rest of this week and next week, each item with its id. Commands add, show, \
        finish, reopen, remove and change items by id; every change is one locked \
        read-modify-write, and the file is replaced atomically.
        """,
        """
        Run alone on a terminal, todo shows the List screen (keys add, finish and change items); \
        elsewhere it prints the list, as `todo list` does. Output is for reading or, with \
        `--json`, for scripts; errors and warnings go to standard error, one line each, \
        starting `todo: `. Options may stand before or after the command.
        """,
    ]

    /// The SCREENS section's paragraphs; its keys come from `ListScreenKey`, as the `?` help's do.
    static let screens = [
        """
        Run with no command, with standard input and output both terminals, todo shows the List \
        screen: the list, a page at a time from the top (Overdue and Today first), with a line \
        saying how many more items follow; under it what the last action said, the keys on a \
        line of their own (shortened as the terminal narrows), and a short prompt (`>`). A key is \
        typed, then Enter; `Space`, `PgDn`, `b` and `PgUp` act at once on an empty prompt. A change, `l` \
        and `/` start again at the first page; a resize draws the page again from its first item. \
        An active filter is shown above the list (Filter: +home).
        """,
        """
        `a` opens the Add screen: it asks for the name, then the due date (empty: today; none: no \
        date), then the repeat rule (`Repeat [never]:`; not asked after a date of none). The name \
        may carry the due:, every: and pri: words of todo add; a question such a word answered \
        is not asked. An empty name, or Ctrl-D, adds nothing. `e ID` asks the same questions, with \
        the item's own name, date and rule as the answers an empty line keeps. d, e or r typed \
        without an id asks which (`Done which?`).
        """,
        """
        Typing is line editing: Left, Right, Home, End, Backspace, Delete, Ctrl-A, Ctrl-E, \
        Ctrl-K, Ctrl-U, Ctrl-W, and Up and Down through what was typed earlier at the same \
        question (names with names, dates with dates, keys with keys). Messages are wrapped to \
        the terminal's width between words. q or Ctrl-D leaves with status 0; Ctrl-C with 130, \
        never leaving half a change. `?` lists the keys:
        """,
    ]

    /// The DATE table, from the declaration the parser is held to.
    static let dates: [Entry] = DateForm.table.map { Entry(term: $0.examples.joined(separator: ", "), meaning: $0.meaning) }

    static let datesNote = """
        Words are read in any case. A month or year step keeps the day of the month where the \
        month has it, else takes the month's last day. Anything else, such as 12/01/2026 or \
        2026-02-30, is refused with exit status 64.
        """

    static let files: [Entry] = [
        Entry(term: "$XDG_DATA_HOME/todo/todo.json", meaning: "the data file, unless --file or TODO_FILE names another"),
        Entry(term: "~/.local/share/todo/todo.json", meaning: "the data file when XDG_DATA_HOME is unset"),
        Entry(term: "DATAFILE.lock", meaning: "the lock beside the data file, held during each change"),
        Entry(term: "DATAFILE.undo", meaning: "the changes todo undo can take back, beside the lock"),
        Entry(term: "DIR/todo-ids", meaning: "with --vdir, this machine's short ids of the items in DIR (never synced)"),
    ]

    static let environment: [Entry] = [
        Entry(term: "TODO_FILE", meaning: "the data file, as --file"),
        Entry(term: "TODO_VDIR", meaning: "the folder of iCalendar files to keep the items in, as --vdir"),
        Entry(term: "TODO_TODAY", meaning: "the date to take as today (YYYY-MM-DD), as --today"),
        Entry(term: "TODO_WEEK_START", meaning: "the day weeks start on, as --week-start"),
        Entry(term: "LC_ALL, LC_TIME, LANG", meaning: "the first one set gives the day weeks start on when neither of the above does; else Monday"),
        Entry(term: "XDG_DATA_HOME, HOME", meaning: "where the data file is by default"),
        Entry(term: "TZ", meaning: "the time zone of today and of the times shown"),
        Entry(term: "VDIRSYNCER_CONFIG, XDG_CONFIG_HOME", meaning: "where todo sync reads vdirsyncer's configuration, as vdirsyncer does; PATH, where it finds vdirsyncer"),
        Entry(term: "NO_COLOR, TERM", meaning: "with --color auto, no colour when NO_COLOR is set and not empty, or TERM is unset or dumb"),
    ]

    static let exitStatuses: [Entry] = [
        Entry(term: "0", meaning: "done"),
        Entry(term: "1", meaning: "no item has an id that the command named, or undo found nothing to take back or the list changed by something else; nothing was changed"),
        Entry(term: "64", meaning: "the command line is wrong: an unknown command or option, a bad value, date or name"),
        Entry(term: "65", meaning: "the data file is not a todo file this version can use; it is left as it is (todo merge: the files are not one VTODO each of one UID; both are left as they are)"),
        Entry(term: "69", meaning: "todo sync: vdirsyncer is not installed, or no pair of its configuration holds the folder"),
        Entry(term: "70", meaning: "an internal error"),
        Entry(term: "74", meaning: "the data file could not be read or written, or the lock not taken in 10 seconds, or the output not written"),
        Entry(term: "75", meaning: "todo sync: vdirsyncer failed; what did change is still printed"),
    ]

    static let examples: [CommandSpec.Example] = [
        CommandSpec.Example("todo add Dentist --due 'next tue 9am'"),
        CommandSpec.Example("todo list --all"),
        CommandSpec.Example("todo done 3 4"),
        CommandSpec.Example("todo --today 2026-12-24 list", note: "what the list will be on Christmas Eve"),
    ]
}

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
        screen on the terminal's alternate screen (quitting gives the shell its screen back): a \
        title line (todo, the data file's or folder's name, the filter, how many items are \
        shown), the sections as todo list draws them, and at the bottom a status line (what the \
        last change did, saying u undoes; a hint; or a problem) and a line naming the main keys. \
        One item is selected: drawn in reverse video with > in its first column (the > alone with \
        NO_COLOR or --color never). On opening it is the first item, so Overdue and Today are \
        seen first; the screen scrolls to keep it in view and never draws more lines than the \
        terminal has. With TERM unset, empty or dumb, todo prints the list as todo list does, and \
        says why on standard error.
        """,
        """
        Keys act at once, without Enter. a asks the Add screen's questions on the bottom row, with \
        the list in view: the name, then the due date (empty: today, or no date for an item with a start; none: no date), then the \
        repeat rule (`Repeat [never]:`; not asked after a date of none). The name may carry the \
        due:, start:, every: and pri: words of todo add; a question such a word answered is not asked. \
        Back on the list, the new item is selected. Enter or e asks the same questions for the \
        selected item, with its own name, date and rule as the answers an empty line keeps. After \
        a change the selection stays on its item, else on the one that followed it, else the one \
        before.
        """,
        """
        m picks items (* in the second column): x, d and r then act on the picked ones as one \
        change, and the picks are cleared. Digits typed within a second of each other select the \
        item with that id. h shows the done items, as --done does; there x reopens. On each key, \
        and every 2 seconds while it waits, the screen makes one stat of the store (the data \
        file; the folder and its id index) and reads the items again only when it changed, so a \
        change made by another todo or a sync shows within 2 seconds; no lock is held while it \
        waits. On quit, once the alternate screen is left, the changes made on the screens are \
        printed in order, as the commands print them (an undo too).
        """,
        """
        Typing an answer is line editing: Left, Right, Home, End, Backspace, Delete, Ctrl-A, \
        Ctrl-E, Ctrl-K, Ctrl-U, Ctrl-W, and Up and Down through what was typed earlier at the same \
        question; a long answer scrolls sideways in its row. Esc or Ctrl-C at a question cancels \
        that change, and the status line says so. q or the end of input leaves with status 0; \
        Ctrl-C on the list with 130, never leaving half a change; the terminal is restored either \
        way. A resize draws everything again at once. The keys:
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
        Entry(term: "130", meaning: "Ctrl-C (or SIGINT) ended it; nothing was half changed"),
    ]

    static let examples: [CommandSpec.Example] = [
        CommandSpec.Example("todo add Dentist --due 'next tue 9am'"),
        CommandSpec.Example("todo list --all"),
        CommandSpec.Example("todo done 3 4"),
        CommandSpec.Example("todo --today 2026-12-24 list", note: "what the list will be on Christmas Eve"),
    ]
}

import TodoCore
/// The text of `todo help`, `todo --help` and `todo COMMAND --help`.
enum HelpText {
    static let version = "todo 0.1.0"

    static let general = """
        todo: what is due, in your terminal

        Usage:
          todo                                 the List screen on a terminal; `todo list` otherwise
          todo list [--all] [--json]           upcoming items: Overdue, Today, Tomorrow, Later This Week, Next Week
          todo add [--due DATE] [--json] [--] NAME...
          todo done ID... [--json]             mark items done
          todo reopen ID... [--json]           take the done mark off
          todo rm ID... [--json]               remove items for good
          todo edit ID [--name NAME] [--due DATE] [--json]
          todo help [COMMAND]                  this text, or a command's
          todo --version

        Options for every command (an option beats its environment variable):
          --file PATH        the data file (TODO_FILE; default $XDG_DATA_HOME/todo/todo.json
                             or ~/.local/share/todo/todo.json)
          --today DATE       take DATE (YYYY-MM-DD) as today (TODO_TODAY)
          --week-start DAY   the day weeks start on, e.g. monday, sun (TODO_WEEK_START; default
                             from LC_ALL, LC_TIME or LANG, else Monday)
          --color WHEN       auto, always or never (auto honours NO_COLOR and TERM=dumb)

        Dates: today, tomorrow, fri, next fri, in 3 days, 2w, eow, eonw, eom, 2026-12-01, dec 1,
        with an optional time: fri 9am, tomorrow 14:30, noon.

        Exit status: 0 done, 1 no such id, 64 bad command line, 65 unusable data file,
        74 data file not readable or writable, 70 internal error.

        """

    static func text(for command: CommandName?) -> String {
        switch command {
        case nil, .help: general
        case .list: """
            Usage: todo list [--all] [--json]

            Shows the items not done, in sections: Overdue, Today, Tomorrow, Later This Week,
            Next Week (and Later, with --all). Within a section: by due date, untimed first,
            then by time, then by id.

              --all     also items due after next week
              --json    one JSON object: {"today", "weekStart", "through", "sections": [{"title", "items"}]}

            Example: todo list --json | jq -r '.sections[].items[].name'

            """
        case .add: """
            Usage: todo add [--due DATE] [--json] [--] NAME...

            Adds an item; the words of NAME are joined with spaces. Prints the new id.

              -d, --due DATE   when it is due (default: today); not before today
              --json           print the new item as a JSON object
              --               ends options, so a name may begin with '-'

            DATE: today, tomorrow, yesterday, fri, this fri, next fri, next week/month/year,
            in 3 days, 3d, +2w, 1m, 1y, eow, eonw, eom, 2026-12-01, dec 1, 1 december 2027,
            any of them with a time (9am, 9:15pm, 14:30, noon, at 9am), or a time alone.

            Example: id=$(todo add Pay rent --due eom --json | jq .id)

            """
        case .done: """
            Usage: todo done ID... [--json]

            Marks items done: they leave the list and stay in the file with the time they were
            done (UTC). An item already done is left as it was, with a warning on stderr.

              --json    print the items named, as they now are, as one JSON array

            An ID is a positive whole number, as `todo list` shows it; an id named twice counts
            once. An id no item has changes nothing, not even for the other ids, and exits 1.

            Example: todo list --json | jq '.sections[] | select(.title == "Overdue") | .items[].id' | xargs todo done
            (with GNU xargs, add -r so that nothing runs when nothing is overdue)

            """
        case .reopen: """
            Usage: todo reopen ID... [--json]

            Takes the done mark off items, so that they are listed again. An item not done is
            left as it was, with a warning on stderr.

              --json    print the items named, as they now are, as one JSON array

            An id no item has changes nothing, not even for the other ids, and exits 1.

            """
        case .rm: """
            Usage: todo rm ID... [--json]

            Removes items from the file for good; their ids are never given out again.

              --json    print the items removed, as they were, as one JSON array

            An id no item has changes nothing, not even for the other ids, and exits 1.

            """
        case .edit: """
            Usage: todo edit ID [--name NAME] [--due DATE] [--json]

            Changes one item's name, due date or both; give at least one. The rules of
            `todo add` hold, except that a due date in the past is allowed here.

              --name NAME      the new name (quote it when it has spaces)
              -d, --due DATE   the new due date, in any form `todo add --help` lists
              --json           print the item as it now is, as a JSON array of one

            An id no item has exits 1.

            Example: todo edit 3 --name "Pay the rent" --due "fri 9am"

            """
        }
    }
}

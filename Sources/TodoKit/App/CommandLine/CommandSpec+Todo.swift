import TodoCore
/// The commands of `todo` and the words of their help.
extension CommandSpec {
    /// A switch rather than a table, so that a new `CommandName` does not compile without one.
    static func declared(_ name: CommandName) -> CommandSpec {
        switch name {
        case .list: list
        case .add: add
        case .done: done
        case .reopen: reopen
        case .rm: rm
        case .edit: edit
        case .show: show
        case .undo: undo
        case .import: importSpec
        case .export: exportSpec
        case .sync: sync
        case .merge: merge
        case .completions: completions
        case .help: help
        }
    }

    private static let unknownIDChangesNothing = "An id no item has changes nothing, not even for the other ids, and exits 1."

    private static let list = CommandSpec(
        name: .list, aliases: ["ls"], summary: "upcoming items: Overdue, Today, Tomorrow, Later This Week, Next Week",
        description: ["""
            Shows the items not done, in sections: Overdue, Today, Tomorrow, Later This Week, \
            Next Week (and Later, with --all). Within a section, items sort by due date, then \
            those without a time before timed ones, then by time, then by priority (high, medium, \
            low, then none: any priority before none), then by id. A last line says how many were left out after next week.
            """, """
            FILTER words show only the items that match them all: +word a tag of the name, \
            @word a context, any other word a part of the name; case does not matter.
            """],
        options: [
            OptionUse(.all),
            OptionUse(.done, help: "the done items instead, newest first, each with the day it was done"),
            OptionUse(.json, help: #"one JSON object: {"today", "weekStart", "through", "sections": [{"title", "items"}], "more"}"#),
        ],
        operand: OperandSpec(name: "FILTER", repeats: true, isOptional: true),
        examples: [Example("todo list --json | jq -r '.sections[].items[].name'"),
                   Example("todo ls +home @phone --all")])

    private static let add = CommandSpec(
        name: .add, summary: "add an item",
        description: ["Adds an item; the words of NAME are joined with spaces. Prints the new id."],
        options: [
            OptionUse(.due, help: "when it is due (default: today; may be in the past)"),
        ] + OptionSpec.fieldUses(editing: false, takingDates: true) + [
            OptionUse(.every, help: "repeat: done adds the next one (needs a due date)",
                      completion: .repeatRules(stopping: false)),
        ] + OptionSpec.fieldUses(editing: false, takingDates: false) + [
            OptionUse(.json, help: "print the new item as a JSON object"),
        ],
        operand: OperandSpec(name: "NAME", repeats: true, mayBeginWithDash: true, isAskedOnTerminal: true,
                             joinsWords: true),
        notes: ["""
            DATE: \(DateForm.dayExamples.joined(separator: ", ")), any of them with a time \
            after or before it (fri 9am, fri at 9am, 9am fri; 9:15pm, 14:30, noon), or a time \
            alone; none or someday: no due date. A DATE of several words needs no quotes: it is \
            the longest run of words after --due that reads as one DATE (--due tomorrow 5pm).
            """, """
            RULE: day, week, month, year, 3 days, 2 weeks, 6 months, 2 years, daily, weekly, \
            monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon: every week on that day), or \
            weekdays (Monday to Friday).
            """, inlineWordsHelp],
        examples: [Example("id=$(todo add Pay rent --due eom --json | jq .id)"),
                   Example("todo add Call the bank --due fri --priority high"),
                   Example("todo add Buy milk --note 'two litres, the green one'"),
                   Example("todo add Call bob due:fri every:week pri:h",
                           note: "the same as --due fri --every week --priority high"),
                   Example("todo add -- Fix the due:fri parser", note: "after --, due:fri stays in the name"),
                   Example("todo add Pay rent --due 2026-01-31 --every month"),
                   Example("todo add Stand-up --due mon --every weekdays", note: "every Monday to Friday")])

    private static let done = CommandSpec(
        name: .done, summary: "mark items done",
        description: ["""
            Marks items done: they leave the list and stay in the file with the time they were \
            done (UTC). An item already done is left as it was, with a warning on stderr.
            """, """
            A repeating item done adds the next one, with a new id, due on the first \
            date of its series after both its due date and today. The series goes on in the next \
            one only: the done one keeps no rule.
            """],
        options: [OptionUse(.json, help: #"print the items named, as they now are, as one JSON array (a repeating one with "next": {"id", "due"})"#)],
        operand: OperandSpec(name: "ID", repeats: true, completion: .openItemIDs),
        notes: ["An ID is a positive whole number, as `todo list` shows it; an id named twice counts once. "
                + unknownIDChangesNothing],
        examples: [Example("""
            todo list --json |
              jq '.sections[] | select(.title == "Overdue") | .items[].id' |
              xargs todo done
            """, note: "with GNU xargs, add -r so that nothing runs when nothing is overdue")])

    private static let reopen = CommandSpec(
        name: .reopen, summary: "take the done mark off",
        description: ["""
            Takes the done mark off items, so that they are listed again. An item not done is \
            left as it was, with a warning on stderr.
            """, """
            A done item of a series gets its rule back and the next one is taken back, when that \
            one is still open and as done left it; otherwise the next one stays, the reopened \
            item has no rule, and the message says so.
            """],
        options: [OptionUse(.json, help: "print the items named, as they now are, as one JSON array")],
        operand: OperandSpec(name: "ID", repeats: true, completion: .doneItemIDs),
        notes: [unknownIDChangesNothing])

    private static let rm = CommandSpec(
        name: .rm, aliases: ["remove"], summary: "remove items for good",
        description: ["Removes items from the file for good; their ids are never given out again."],
        options: [OptionUse(.json, help: "print the items removed, as they were, as one JSON array")],
        operand: OperandSpec(name: "ID", repeats: true, completion: .itemIDs),
        notes: [unknownIDChangesNothing])

    private static let edit = CommandSpec(
        name: .edit, summary: "change an item's name, date, rule, priority, note or tags",
        description: ["""
            Changes one item's name, due date, repeat rule, priority, note, tags or several; \
            give at least one. The rules of `todo add` hold; words left after a DATE that are \
            not +tag or @context words are refused.
            """],
        options: [
            OptionUse(.name, help: "the new name (quote it when it has spaces)"),
            OptionUse(.due, help: "the new due date, in any form `todo add --help` lists; none: no date (and no repeating)"),
        ] + OptionSpec.fieldUses(editing: true, takingDates: true) + [
            OptionUse(.every, help: "the new repeat rule, as `todo add --help` lists; never: stop repeating"),
        ] + OptionSpec.fieldUses(editing: true, takingDates: false) + [
            OptionUse(.untag, help: "take +WORD and @WORD out of the name (+WORD or @WORD: only that one); again for more"),
            OptionUse(.json, help: "print the item as it now is, as a JSON array of one"),
        ],
        operand: OperandSpec(name: "ID", completion: .itemIDs, takesTagWords: true),
        notes: ["""
            +TAG and @CONTEXT words after the ID are added to the end of the name (the new one, \
            with --name) unless it has them already, in any case. A name left empty is refused; \
            an edit that changes nothing says so and writes nothing.
            """, "An id no item has exits 1."],
        examples: [Example(#"todo edit 3 --name "Pay the rent" --due "fri 9am""#),
                   Example("todo edit 4 +home @phone --untag work",
                           note: "adds +home and @phone, takes +work and @work out"),
                   Example("todo edit 4 --priority none --note ''", note: "no priority, no note")],
        extraOperandHint: "quote a name that has spaces")

    private static let show = CommandSpec(
        name: .show, summary: "print items whole, with their notes and uids",
        description: ["""
            Prints each item named whole, done ones too: a line with its id and name, then its \
            due date (with the weekday and the year; none when it has no date), repeat rule, \
            priority, tags, note, the day it was done (and the UTC time) and its uid, a line \
            each; the fields an item does not have are left out. It changes nothing.
            """],
        options: [OptionUse(.json, help: "print the items as one JSON array, in the shape of `todo list --json`'s items")],
        operand: OperandSpec(name: "ID", repeats: true, completion: .itemIDs),
        notes: ["""
            An id named twice counts once. An id no item has is named on stderr and exits 1; \
            the items that exist are still shown, as cat goes on past a missing file.
            """],
        examples: [Example("todo show 3 7"),
                   Example("todo show 3 --json | jq -r '.[0].note'")])

    private static let undo = CommandSpec(
        name: .undo, summary: "take back the latest change",
        description: ["""
            Takes back the latest change todo made to the items (add, done, reopen, rm, edit, import, \
            also on the screens), then the one before it, and so on: at least 20 changes back. \
            Undoing rm brings the items back with their ids; undoing add removes the item, and \
            its id is not given out again.
            """],
        options: [OptionUse(.json, help: #"print {"restored": [...], "removed": [...]}: the items put back and taken away"#)],
        notes: ["""
            Nothing left to undo exits 1. So does a list changed since by something other than \
            todo (a hand edit, a sync): undo then changes nothing rather than overwrite it. \
            What undo needs is kept in <data file>.undo, beside the data file.
            """],
        examples: [Example("todo rm 3 && todo undo")])

    private static let importSpec = CommandSpec(
        name: .import, summary: "add the items of Taskwarrior, todo.txt or an iCalendar file",
        description: ["""
            Adds the items FILE holds (standard input without FILE, or with -): a Taskwarrior \
            export (task export), todo.txt lines, the VTODOs of an iCalendar file, or todo's own \
            JSON (todo export, or a data file: the items get new ids); without --from, the \
            format is recognised from the content. It is all or nothing: one record that cannot \
            be read is named by its line (exit 65) and nothing is added. It is one change for \
            undo. An item imported before (the same uid, Taskwarrior uuid, iCalendar UID or \
            todo.txt line) is not added again. What a format carries that todo does not keep \
            (a Taskwarrior wait date) is named in a warning.
            """],
        options: [
            OptionUse(.from),
            OptionUse(.json, help: "print the items added as one JSON array"),
        ],
        operand: OperandSpec(name: "FILE", isOptional: true, completion: .path),
        examples: [Example("task export | todo import"),
                   Example("todo import --from todotxt ~/todo.txt")])

    private static let exportSpec = CommandSpec(
        name: .export, summary: "write every item as JSON, iCalendar or todo.txt",
        description: ["""
            Writes every item, done ones too, to standard output: json (the data file's items, \
            a data file itself), ical (one VCALENDAR of VTODOs, for calendar programs) or \
            todotxt (one line per item).
            """],
        options: [OptionUse(.to)],
        examples: [Example("todo export --to ical > todo.ics")],
        extraOperandHint: "it writes to standard output")

    private static let sync = CommandSpec(
        name: .sync, summary: "sync the folder store with vdirsyncer, and say what changed",
        description: ["""
            Runs vdirsyncer sync for the pair that holds the folder store (--vdir or TODO_VDIR), \
            with vdirsyncer's lines on stderr as it writes them, then prints a line per item the \
            sync changed: + new, ~ changed, a check mark done elsewhere (x where the locale is \
            not UTF-8), - removed elsewhere; then a summary line, or Nothing changed.
            """, """
            The configuration is VDIRSYNCER_CONFIG, else ~/.vdirsyncer/config, else \
            $XDG_CONFIG_HOME/vdirsyncer/config. The pair is the one with a filesystem storage \
            whose path (~ and symlinks resolved) is the folder, or the folder's parent with the \
            folder's name as one of the pair's collections; a PAIR given must be that pair. \
            todo sync never runs vdirsyncer discover: run that once first.
            """],
        options: [OptionUse(.json, help: #"print {"new": [...], "changed": [...], "done": [...], "removed": [...]} instead"#)],
        operand: OperandSpec(name: "PAIR", isOptional: true),
        notes: ["""
            No vdirsyncer, no pair that holds the folder, two of them, or a storage whose \
            fileext is not .ics: exit 69, naming the configuration read. vdirsyncer failing, \
            for any reason: exit 75, with what did change still printed. No folder store: exit 64.
            """],
        examples: [Example("vdirsyncer discover && todo --vdir ~/.calendars/todo sync")])

    private static let merge = CommandSpec(
        name: .merge, summary: "merge two versions of an item: vdirsyncer's conflict command",
        description: ["""
            Made for vdirsyncer's conflict_resolution = ["command", "todo", "merge"]: the two \
            FILEs hold two versions of one VTODO. The version changed last (by LAST-MODIFIED, \
            then SEQUENCE, then DTSTAMP, then the byte-wise greater text) is taken whole; from \
            the other, only what todo does not know (X- properties, alarms, unknown properties) \
            and the taken one lacks is kept. A done result has no RRULE; SEQUENCE is the higher \
            plus one, LAST-MODIFIED now. The result is written into both files, and a line on \
            stderr says which version was taken and why. It needs no store.
            """],
        operand: OperandSpec(name: "FILE", completion: .path, count: 2),
        notes: ["Files that are not one VTODO each, or of different UIDs: exit 65, both files untouched."],
        examples: [Example("todo merge a.ics b.ics")])

    private static let completions = CommandSpec(
        name: .completions, summary: "a completion script for bash, zsh or fish",
        description: ["Prints a script that completes the commands, options, dates and item ids "
                      + "(with the items' names, in zsh and fish) of todo in SHELL. README.md says "
                      + "where to install it."],
        operand: OperandSpec(name: "SHELL", completion: .choices(CompletionShell.allCases.map(\.rawValue))),
        examples: [Example("source <(todo completions bash)", note: "for this bash session only")],
        hiddenForm: HiddenForm(word: CompletionIDs.word,
                               operand: OperandSpec(name: "STATE", completion: .choices(CompletionIDs.State.allCases.map(\.rawValue)))))

    /// `todo help COMMAND` shows the command's help; `todo help` alone, the general help.
    private static let help = CommandSpec(
        name: .help, summary: "this text, or a command's",
        description: ["Shows the help of todo, or of COMMAND, as `todo COMMAND --help` does."],
        options: [OptionUse(.man, help: "print the manual page instead, in roff: `todo help --man | man -l -`")],
        operand: OperandSpec(name: "COMMAND", isOptional: true, completion: .commands))
}

extension CommandSpec {
    /// `A NAME word due:DATE, every:RULE (or rec:, recur:), ... is taken as that option ...`,
    /// made from the attributes' own keys, so that a new key cannot be left out of the help.
    static var inlineWordsHelp: String {
        let words = InlineAttribute.allCases.map { attribute in
            let others = attribute.keys.dropFirst().map { $0 + ":" }
            return "\(attribute.keys.first ?? attribute.rawValue):\(valueName(of: attribute))"
                + (others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))")
        }
        return "A NAME word " + words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
            + " is taken as that option when its value is valid, else it stays in the name with a warning;"
            + " the words after -- are the name's as they are."
    }

    private static func valueName(of attribute: InlineAttribute) -> String {
        switch attribute {
        case .due, .start: "DATE"
        case .every: "RULE"
        case .priority: "P"
        }
    }
}


import TodoCore
/// The options of `todo`; `CommandSpec` says which command takes which.
extension OptionSpec {
    /// Every option. "Did you mean" takes the first of equally near ones, so the order is
    /// part of the behaviour: new options go at the end.
    static let declared: [OptionSpec] = [.file, .today, .weekStart, .color, .help, .version, .json, .all, .due, .name, .man, .every, .done, .from, .to, .vdir, .untag]
        + ItemField.withOptions.map(OptionSpec.init(field:))

    /// The option of a field of `ItemField.all`: `--note TEXT`, on `add` and `edit`.
    init(field: ItemField) {
        let option = field.option ?? ItemField.Option(field.name, valueName: "TEXT", help: field.name)
        self.init(long: option.long, value: .text(name: option.valueName, .field(field.name)), help: option.help,
                  role: .commandOption,
                  completion: option.takesDateWords ? .dateWords : option.choices.map(ValueCompletion.choices) ?? .text,
                  takesDateWords: option.takesDateWords)
    }

    /// The options of the fields of `ItemField.all`, as `add` (or, with `editing`, `edit`)
    /// lists them.
    /// `takingDates`: only those whose value is a DATE (`--start`, listed after `--due`), or
    /// only the others.
    static func fieldUses(editing: Bool, takingDates: Bool) -> [CommandSpec.OptionUse] {
        ItemField.withOptions.filter { ($0.option?.takesDateWords ?? false) == takingDates }.map { field in
            CommandSpec.OptionUse(OptionSpec(field: field), help: editing ? field.option?.editHelp : nil)
        }
    }

    static let file = OptionSpec(
        long: "file", value: .path(name: "PATH", .file),
        help: "the data file (TODO_FILE; default $XDG_DATA_HOME/todo/todo.json or ~/.local/share/todo/todo.json)",
        role: .setting, completion: .path)

    static let vdir = OptionSpec(
        long: "vdir", value: .path(name: "DIR", .vdir),
        help: "keep the items in DIR, a folder of iCalendar files, instead (TODO_VDIR)",
        role: .setting, completion: .directory)

    static let today = OptionSpec(
        long: "today", value: .text(name: "DATE", .today),
        help: "take DATE (YYYY-MM-DD) as today (TODO_TODAY)", role: .setting,
        completion: .text)

    static let weekStart = OptionSpec(
        long: "week-start", value: .text(name: "DAY", .weekStart),
        help: "the day weeks start on, e.g. monday, sun (TODO_WEEK_START; default from LC_ALL, LC_TIME or LANG, else Monday)",
        role: .setting, completion: .weekday)

    static let color = OptionSpec(
        long: "color", value: .text(name: "WHEN", .color),
        help: "auto, always or never (auto honours NO_COLOR and TERM=dumb)", role: .setting,
        completion: .choices(ColorChoice.allCases.map(\.rawValue)))

    static let help = OptionSpec(
        long: "help", short: "h", value: .flag(.help),
        help: "this text; after a command, that command's", role: .query)

    static let version = OptionSpec(
        long: "version", value: .flag(.version), help: "the version of todo", role: .query)

    static let json = OptionSpec(
        long: "json", value: .flag(.json), help: "print JSON instead of text", role: .commandOption)

    static let all = OptionSpec(
        long: "all", value: .flag(.all), help: "also items due after next week", role: .commandOption)

    static let due = OptionSpec(
        long: "due", short: "d", value: .text(name: "DATE", .due), help: "when it is due",
        role: .commandOption, completion: .dateWords, takesDateWords: true)

    static let every = OptionSpec(
        long: "every", value: .text(name: "RULE", .every), help: "how it repeats", role: .commandOption,
        completion: .repeatRules(stopping: true))

    static let name = OptionSpec(
        long: "name", value: .text(name: "NAME", .name), help: "the new name", role: .commandOption,
        completion: .text)

    static let untag = OptionSpec(
        long: "untag", value: .texts(name: "WORD", .untag), help: "take the tag +WORD and the context @WORD out of the name",
        role: .commandOption, completion: .text)

    static let man = OptionSpec(
        long: "man", value: .flag(.man), help: "the manual page, in roff (`man -l` shows it)",
        role: .commandOption)

    static let done = OptionSpec(
        long: "done", value: .flag(.done), help: "the done items instead, newest first", role: .commandOption)

    static let from = OptionSpec(
        long: "from", value: .text(name: "FORMAT", .from),
        help: "the format: taskwarrior (task, tw), todotxt (todo.txt, txt), ical (ics, icalendar) or json (default: recognised from the content)",
        role: .commandOption, completion: .choices(ImportFormat.allCases.map(\.rawValue)))

    static let to = OptionSpec(
        long: "to", value: .text(name: "FORMAT", .to), help: "the format: json (the default), ical (ics, icalendar) or todotxt (todo.txt, txt)",
        role: .commandOption, completion: .choices(ExportFormat.allCases.map(\.rawValue)))
}

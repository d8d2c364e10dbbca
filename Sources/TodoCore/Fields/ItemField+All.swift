/// The table of an item's fields: a row each, and `all`, their order. The order is the data
/// file's (after the typed ones) and the folder cache's: a new field goes at the end.
extension ItemField {
    package static let all: [ItemField] = [id, name, due, every, done, uid, priority, note, url, start, follows, status]

    package static let id = ItemField("id", .id, kind: .integer, listShowsIt: true)
    package static let name = ItemField("name", .name, kind: .text, calendar: CalendarProperty("SUMMARY", .text),
                                        listShowsIt: true)
    package static let due = ItemField("due", .due, kind: .dateTime, calendar: CalendarProperty("DUE", .dateTime),
                                       listShowsIt: true)
    package static let every = ItemField("every", .every, kind: .text, calendar: CalendarProperty("RRULE", .text),
                                         listShowsIt: true)
    package static let done = ItemField("done", .done, kind: .dateTime,
                                        calendar: CalendarProperty("COMPLETED", .dateTime), listShowsIt: true)
    package static let uid = ItemField("uid", .text(.uid), kind: .text, calendar: CalendarProperty("UID", .text),
                                       listShowsIt: false, title: "UID", isShownLast: true)
    /// A field with rules of its own (its words, `none`, its iCalendar integer): typed in
    /// `TodoItem`, read by hand, and still one row here for every layer that loops.
    package static let priority = ItemField(
        "priority", .priority, kind: .text, calendar: CalendarProperty("PRIORITY", .integer),
        option: Option("priority", valueName: "P", help: "high, medium or low (h, m, l); none",
                       editHelp: "the new priority; none: no priority", choices: ["high", "medium", "low", "none"],
                       inlineWords: ["pri", "priority"], removalWord: "none"),
        listShowsIt: true, title: "Priority")
    package static let note = ItemField(
        "note", .text(.note), kind: .text, calendar: CalendarProperty("DESCRIPTION", .text),
        option: Option("note", valueName: "TEXT", help: "a note kept with the item (may span lines)",
                       editHelp: "the new note; '': no note"),
        listShowsIt: false, title: "Note")
    package static let url = ItemField(
        "url", .text(.url), kind: .uri, calendar: CalendarProperty("URL", .uri),
        option: Option("url", valueName: "URL", help: "a link kept with the item (a ticket, a page)",
                       editHelp: "the new link; none: no link", removalWord: "none"),
        listShowsIt: false, title: "URL")
    /// A day the item waits for: the list leaves it out before then (so the list needs it).
    /// Its rules (a day, not after the due day, the list's waiting and since) are the
    /// draft reader's, `ItemEdit`'s and the List module's.
    package static let start = ItemField(
        "start", .text(.start), kind: .date, calendar: CalendarProperty("DTSTART", .date),
        option: Option("start", valueName: "DATE", help: "the day it waits for: not listed before then",
                       editHelp: "the new start day; none: no start", inlineWords: ["start", "wait", "t"],
                       removalWord: "none", takesDateWords: true),
        listShowsIt: true, title: "Start")
    /// Set by `done` on the next item of a series, never typed: no option.
    package static let follows = ItemField(
        "follows", .text(.follows), kind: .text, calendar: CalendarProperty("X-TODO-FOLLOWS", .text),
        listShowsIt: false)
    /// `cancelled` on a done item; its iCalendar `STATUS` is written by hand with `done`'s.
    /// The list's text shows it (`cancelled` in place of the day done).
    package static let status = ItemField("status", .text(.status), kind: .text, listShowsIt: true, title: "Status")
}

import TodoCore
import TodoTerminal

/// What every module's wireframe builds its module from: where the items are, what today and
/// a week are, and where and how the views write.
struct ModuleDependencies {
    let dataStore: any TodoDataStore
    let clock: any Clock
    /// The uid of each new item.
    let makeUID: UIDMaker
    let calendar: WeekCalendar
    let terminal: any Terminal
    let style: TextStyle
    /// Text for people, or JSON (`--json`), for the views that answer a command.
    let format: OutputFormat

    /// Today's date parser, made afresh for each action (a screen may stay open past midnight).
    var dueDateParserSource: DueDateParserSource {
        DueDateParserSource(clock: clock, calendar: calendar)
    }
}

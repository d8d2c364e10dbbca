import TodoCore
/// What "today" is: `--today` > `TODO_TODAY` > the system clock in the local time zone.
enum TodaySource {
    static func clock(option: String?, environment: [String: String], system: any Clock = SystemClock()) throws -> any Clock {
        if let option {
            return FixedClock(today: try date(option, from: "--today"), stamps: system)
        }
        if let variable = environment["TODO_TODAY"], !variable.isEmpty {
            return FixedClock(today: try date(variable, from: "TODO_TODAY"), stamps: system)
        }
        return system
    }

    private static func date(_ text: String, from source: String) throws -> LocalDate {
        guard let date = LocalDate(iso: text.trimmingWhiteSpace()) else {
            throw TodoError.usage("\(source) takes a date as YYYY-MM-DD, not '\(TerminalText.escaped(text))'")
        }
        return date
    }
}

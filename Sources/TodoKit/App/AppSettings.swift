import TodoCore
/// What the options and the environment decide for a run, resolved once.
struct AppSettings: Sendable {
    let dataPath: String
    let clock: any Clock
    let calendar: WeekCalendar
    let colorChoice: ColorChoice
    let environment: [String: String]

    init(dataPath: String, clock: any Clock, calendar: WeekCalendar, colorChoice: ColorChoice,
                environment: [String: String]) {
        self.dataPath = dataPath
        self.clock = clock
        self.calendar = calendar
        self.colorChoice = colorChoice
        self.environment = environment
    }

    /// Resolves every setting; throws `TodoError.usage` for a bad value.
    init(commandLine: ParsedCommandLine, environment: [String: String]) throws {
        let colorChoice = try ColorChoice(option: commandLine.color)
        let clock = try TodaySource.clock(option: commandLine.today, environment: environment)
        let weekStart = try WeekStartResolver.resolve(option: commandLine.weekStart, environment: environment)
        let path = try DataFileLocator.path(option: commandLine.file, environment: environment)
        self.init(dataPath: path, clock: clock, calendar: WeekCalendar(firstWeekday: weekStart),
                  colorChoice: colorChoice, environment: environment)
    }
}

import TodoCore
/// What the options and the environment decide for a run, resolved once.
struct AppSettings: Sendable {
    let data: DataLocation
    let clock: any Clock
    let calendar: WeekCalendar
    let colorChoice: ColorChoice
    let environment: [String: String]

    init(data: DataLocation, clock: any Clock, calendar: WeekCalendar, colorChoice: ColorChoice,
                environment: [String: String]) {
        self.data = data
        self.clock = clock
        self.calendar = calendar
        self.colorChoice = colorChoice
        self.environment = environment
    }

    /// Resolves every setting; throws `TodoError.usage` for a bad value.
    /// Paths come from `pathEnvironment` (bytes as given; by default `environment`'s text).
    init(commandLine: ParsedCommandLine, environment: [String: String],
         pathEnvironment: PathEnvironment? = nil) throws {
        let colorChoice = try ColorChoice(option: commandLine.color)
        let clock = try TodaySource.clock(option: commandLine.today, environment: environment)
        let weekStart = try WeekStartResolver.resolve(option: commandLine.weekStart, environment: environment)
        let data = try DataLocation.resolve(file: commandLine.file, vdir: commandLine.vdir,
                                            environment: pathEnvironment ?? PathEnvironment(text: environment))
        self.init(data: data, clock: clock, calendar: WeekCalendar(firstWeekday: weekStart),
                  colorChoice: colorChoice, environment: environment)
    }
}

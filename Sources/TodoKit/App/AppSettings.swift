import TodoCore
/// What the options and the environment decide for a run, resolved once.
struct AppSettings: Sendable {
    let data: DataLocation
    let clock: any Clock
    let calendar: WeekCalendar
    let colorChoice: ColorChoice
    let environment: [String: String]
    /// The same environment as the kernel gave it, bytes: paths, and what a child is given.
    let pathEnvironment: PathEnvironment

    init(data: DataLocation, clock: any Clock, calendar: WeekCalendar, colorChoice: ColorChoice,
                environment: [String: String], pathEnvironment: PathEnvironment? = nil) {
        self.data = data
        self.clock = clock
        self.calendar = calendar
        self.colorChoice = colorChoice
        self.environment = environment
        self.pathEnvironment = pathEnvironment ?? PathEnvironment(text: environment)
    }

    /// Resolves every setting; throws `TodoError.usage` for a bad value.
    /// Paths come from `pathEnvironment` (bytes as given; by default `environment`'s text).
    init(commandLine: ParsedCommandLine, environment: [String: String],
         pathEnvironment: PathEnvironment? = nil) throws {
        let colorChoice = try ColorChoice(option: commandLine.color)
        let clock = try TodaySource.clock(option: commandLine.today, environment: environment)
        let weekStart = try WeekStartResolver.resolve(option: commandLine.weekStart, environment: environment)
        let paths = pathEnvironment ?? PathEnvironment(text: environment)
        let data = try DataLocation.resolve(file: commandLine.file, vdir: commandLine.vdir, environment: paths)
        self.init(data: data, clock: clock, calendar: WeekCalendar(firstWeekday: weekStart),
                  colorChoice: colorChoice, environment: environment, pathEnvironment: paths)
    }
}

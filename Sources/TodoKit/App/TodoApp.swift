public import TodoCore
/// The whole program as a function: arguments, environment and a terminal in, exit status out.
/// Every error ends here as one `todo: ` line on standard error.
public enum TodoApp {
    /// Runs one command line against the data store its options and environment name.
    public static func run(arguments: [String], environment: [String: String], terminal: any Terminal) -> ExitCode {
        run(arguments: arguments, environment: environment, terminal: terminal, dataStore: nil)
    }

    /// Runs one command line against `dataStore` (nil: the one the settings name).
    static func run(arguments: [String], environment: [String: String], terminal: any Terminal,
                    dataStore: (any TodoDataStore)?) -> ExitCode {
        do {
            let commandLine = try CommandLineParser.parse(arguments)
            if commandLine.help || commandLine.command == .help {
                return try showHelp(commandLine, terminal: terminal)
            }
            if commandLine.version {
                terminal.write(HelpText.version + "\n")
                return .success
            }
            let settings = try AppSettings(commandLine: commandLine, environment: environment)
            let dependencies = AppDependencies(settings: settings, terminal: terminal, dataStore: dataStore)
            try CommandRouter(dependencies: dependencies).run(commandLine)
            return .success
        } catch let error as TodoError {
            terminal.writeProblem(error.message)
            return error.status
        } catch {
            terminal.writeError("todo: internal error: " + TerminalText.escaped(String(describing: error)) + "\n")
            return .software
        }
    }

    private static func showHelp(_ commandLine: ParsedCommandLine, terminal: any Terminal) throws -> ExitCode {
        var topic = commandLine.command
        if commandLine.command == .help, let word = commandLine.operands.first {
            guard let command = CommandName(word: word) else {
                throw TodoError.usage("no help for '\(TerminalText.escaped(word))'; the commands are "
                    + CommandName.listed)
            }
            topic = command
        }
        terminal.write(HelpText.text(for: topic))
        return .success
    }
}

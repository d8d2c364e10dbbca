package import TodoCore
package import TodoTerminal
/// The whole program as a function: arguments, environment and a terminal in, exit status out.
/// Every error ends here as one `todo: ` line on standard error.
package enum TodoApp {
    /// Runs one command line against the data store its options and environment name.
    package static func run(_ input: ProcessInput, terminal: any Terminal) -> ExitCode {
        run(input, terminal: terminal, dataStore: nil)
    }

    /// The same, for a command line and an environment given as text.
    package static func run(arguments: [String], environment: [String: String], terminal: any Terminal) -> ExitCode {
        run(ProcessInput(arguments: arguments, environment: environment), terminal: terminal, dataStore: nil)
    }

    /// `makeUID`: a test's fixed uids for the items it adds (the program's are random).
    static func run(arguments: [String], environment: [String: String], terminal: any Terminal,
                    dataStore: (any TodoDataStore)?, makeUID: UIDMaker = .random) -> ExitCode {
        run(ProcessInput(arguments: arguments, environment: environment), terminal: terminal, dataStore: dataStore,
            makeUID: makeUID)
    }

    /// Runs one command line against `dataStore` (nil: the one the settings name).
    ///
    /// A result that could not be written (`todo list > /dev/full`, a closed standard output)
    /// is exit 74 with one line; after a change, the line says that the change was saved.
    static func run(_ input: ProcessInput, terminal: any Terminal, dataStore: (any TodoDataStore)?,
                    makeUID: UIDMaker = .random) -> ExitCode {
        var savedChange = false
        let status = runCommand(input, terminal: terminal, dataStore: dataStore, makeUID: makeUID, savedChange: &savedChange)
        guard let failure = terminal.finishOutput(), status == .success else { return status }
        terminal.writeProblem((savedChange ? "the change was saved, but " : "")
            + "could not write to standard output: " + failure)
        return .ioError
    }

    private static func runCommand(_ input: ProcessInput, terminal: any Terminal,
                                   dataStore: (any TodoDataStore)?, makeUID: UIDMaker,
                                   savedChange: inout Bool) -> ExitCode {
        do {
            let commandLine = try CommandLineParser.parse(bytes: input.arguments, canAsk: terminal.isInteractive)
            if commandLine.help || commandLine.command == .help {
                return try showHelp(commandLine, terminal: terminal)
            }
            // A script needs no settings, so that a packager can make one without a HOME.
            if commandLine.command == .completions,
               case .script(let shell) = try CompletionsRequest(operands: commandLine.operands) {
                terminal.write(shell.script(for: .todo))
                return .success
            }
            // A merge needs no store, so no setting that names one (vdirsyncer runs it).
            if commandLine.command == .merge, !commandLine.version {
                try AppDependencies.makeMergeWireframe(terminal: terminal).presentMergeCommand(files: commandLine.operands)
                return .success
            }
            if commandLine.version {
                terminal.write(HelpText.version + "\n")
                return .success
            }
            let settings = try AppSettings(commandLine: commandLine, environment: input.textEnvironment,
                                           pathEnvironment: input.pathEnvironment)
            let dependencies = AppDependencies(settings: settings, terminal: terminal, dataStore: dataStore,
                                               makeUID: makeUID)
            try CommandRouter(dependencies: dependencies).run(commandLine)
            savedChange = commandLine.command?.changesItems ?? false
            return .success
        } catch is ScreenInterrupted {
            return .interrupted
        } catch let error as TodoError {
            // A quoted excerpt of a bad file may end in `…`: ASCII where the locale is not UTF-8.
            terminal.writeProblem(TextStyle(isEnabled: false, isUTF8: LocaleCharset.isUTF8(environment: input.textEnvironment))
                .symbols(error.message))
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
        terminal.write(commandLine.man ? ManualPage(spec: .todo).text : HelpText.text(for: topic))
        return .success
    }
}

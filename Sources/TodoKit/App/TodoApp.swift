/// The whole program as a function: arguments, environment and a terminal in, exit status out.
public enum TodoApp {
    public static func run(arguments: [String], environment: [String: String], terminal: any Terminal) -> ExitStatus {
        terminal.writeError("todo: not written yet\n")
        return .software
    }
}

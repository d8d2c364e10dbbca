import TodoCore
/// The command line, read: the command, its operands and the options given.
struct ParsedCommandLine: Equatable, Sendable {
    /// nil for `todo` alone.
    var command: CommandName?
    /// The words after the command that are not options (names, ids, a help topic).
    var operands: [String] = []
    /// Options by long name; a flag's value is "". When an option is given twice, the last wins.
    var options: [String: String] = [:]

    init(command: CommandName? = nil, operands: [String] = [], options: [String: String] = [:]) {
        self.command = command
        self.operands = operands
        self.options = options
    }

    func has(_ flag: String) -> Bool { options[flag] != nil }
    func value(_ option: String) -> String? { options[option] }
}

/// The command line, read: the command, its operands and the options given.
public struct ParsedCommandLine: Equatable, Sendable {
    /// nil for `todo` alone.
    public var command: CommandName?
    /// The words after the command that are not options (names, ids, a help topic).
    public var operands: [String] = []
    /// Options by long name; a flag's value is "". When an option is given twice, the last wins.
    public var options: [String: String] = [:]

    public init(command: CommandName? = nil, operands: [String] = [], options: [String: String] = [:]) {
        self.command = command
        self.operands = operands
        self.options = options
    }

    public func has(_ flag: String) -> Bool { options[flag] != nil }
    public func value(_ option: String) -> String? { options[option] }
}

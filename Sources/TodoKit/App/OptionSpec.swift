/// One command-line option: its names, whether it takes a value, and which commands take it.
public struct OptionSpec: Sendable, Equatable {
    public let name: String
    public let shortName: Character?
    public let valueName: String?
    /// nil: every command (and `todo` alone) takes it.
    public let commands: Set<CommandName>?

    public var takesValue: Bool { valueName != nil }

    public func isAllowed(for command: CommandName?) -> Bool {
        guard let commands else { return true }
        // `todo` alone is `todo list` when it is not on a terminal, so it takes list's options.
        return commands.contains(command ?? .list)
    }

    public static let all: [OptionSpec] = [
        OptionSpec(name: "file", shortName: nil, valueName: "PATH", commands: nil),
        OptionSpec(name: "today", shortName: nil, valueName: "DATE", commands: nil),
        OptionSpec(name: "week-start", shortName: nil, valueName: "DAY", commands: nil),
        OptionSpec(name: "color", shortName: nil, valueName: "WHEN", commands: nil),
        OptionSpec(name: "help", shortName: "h", valueName: nil, commands: nil),
        OptionSpec(name: "version", shortName: nil, valueName: nil, commands: nil),
        OptionSpec(name: "json", shortName: nil, valueName: nil, commands: [.list, .add, .done, .reopen, .rm, .edit]),
        OptionSpec(name: "all", shortName: nil, valueName: nil, commands: [.list]),
        OptionSpec(name: "due", shortName: "d", valueName: "DATE", commands: [.add, .edit]),
        OptionSpec(name: "name", shortName: nil, valueName: "NAME", commands: [.edit]),
    ]

    public static func named(_ name: some StringProtocol) -> OptionSpec? {
        all.first { $0.name == name }
    }

    public static func short(_ letter: Character) -> OptionSpec? {
        all.first { $0.shortName == letter }
    }
}

import TodoCore
/// One command-line option: its names, whether it takes a value, and which commands take it.
struct OptionSpec: Sendable, Equatable {
    let name: String
    let shortName: Character?
    let valueName: String?
    /// nil: every command (and `todo` alone) takes it.
    let commands: Set<CommandName>?

    var takesValue: Bool { valueName != nil }

    func isAllowed(for command: CommandName?) -> Bool {
        guard let commands else { return true }
        // `todo` alone is `todo list` when it is not on a terminal, so it takes list's options.
        return commands.contains(command ?? .list)
    }

    static let all: [OptionSpec] = [
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

    static func named(_ name: some StringProtocol) -> OptionSpec? {
        all.first { $0.name == name }
    }

    static func short(_ letter: Character) -> OptionSpec? {
        all.first { $0.shortName == letter }
    }
}

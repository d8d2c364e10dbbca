/// The text of `todo help`, `todo --help` and `todo COMMAND --help`, made from the one
/// declaration of the command line, so that help names exactly what the parser takes.
enum HelpText {
    private static let spec = CommandLineSpec.todo
    /// Help fits an 80-column terminal.
    private static let layout = HelpLayout(width: 80)
    /// The longest synopsis that keeps its summary beside it in the list of commands; a
    /// longer one puts it on the next line, rather than pushing every summary to the right.
    private static let synopsisLimit = 28

    static var version: String { spec.name + " " + spec.version }

    static let general: String = {
        let usages = [(label: spec.name, text: spec.aloneSummary)]
            + spec.commands.map { (label: $0.synopsis, text: $0.summary + aliasNote($0)) }
            + spec.options.filter { $0.role == .query }.map { (label: spec.name + " " + $0.flag, text: $0.help) }
        let settings = spec.options.filter { $0.role == .setting }.map { (label: $0.label, text: $0.help) }
        var lines = ["\(spec.name): \(spec.tagline)", "", "Usage:"]
        lines += layout.table(usages, labelLimit: synopsisLimit)
        lines += ["", spec.settingsHeading] + layout.table(settings)
        for note in spec.notes { lines += [""] + layout.paragraph(note) }
        return text(lines)
    }()

    static func text(for command: CommandName?) -> String {
        guard let command, command != .help else { return general }
        return text(for: spec.command(command))
    }

    private static func text(for command: CommandSpec) -> String {
        var lines = layout.synopsis("Usage: " + command.synopsis, hang: "Usage: todo \(command.name.rawValue)".count + 1)
        lines += command.aliases.map { "   or: " + command.synopsis(calling: $0) }
        for paragraph in command.description { lines += [""] + layout.paragraph(paragraph) }
        var options = command.options.map { (label: $0.option.label, text: $0.help) }
        if let operand = command.operand, operand.mayBeginWithDash {
            options.append((label: "--", text: "ends options, so a \(operand.name.lowercased()) may begin with '-'"))
        }
        if !options.isEmpty { lines += [""] + layout.table(options) }
        for note in command.notes { lines += [""] + layout.paragraph(note) }
        for example in command.examples {
            lines += [""] + exampleLines(example.command)
            if let note = example.note { lines += layout.paragraph("(" + note + ")") }
        }
        return text(lines)
    }

    /// `Example: COMMAND` when it fits a line; else the command under `Example:`, broken only
    /// where its declaration breaks it (after a `|`), so that it can still be copied whole.
    private static func exampleLines(_ command: String) -> [String] {
        let line = "Example: " + command
        guard command.contains("\n") || line.count > layout.width else { return [line] }
        return ["Example:"] + command.split(separator: "\n").map { "  " + $0 }
    }

    /// ` (alias: ls)` after a summary, or nothing.
    private static func aliasNote(_ command: CommandSpec) -> String {
        command.aliases.isEmpty ? "" : " (alias: " + command.aliases.joined(separator: ", ") + ")"
    }

    private static func text(_ lines: [String]) -> String {
        lines.joined(separator: "\n") + "\n"
    }
}

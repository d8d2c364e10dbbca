/// `todo help --man`: the section-1 manual page, in roff with the man macros, made from the
/// declaration that `--help` is made from, so the two name the same commands and options.
struct ManualPage {
    let spec: CommandLineSpec

    var text: String {
        // No hyphenation: a hyphen in an option or a JSON key would read as part of it.
        var lines = [#".TH "# + spec.name.uppercased() + #" 1 "" ""# + spec.name + " " + spec.version + #"" "User Commands""#, ".nh"]
        lines += section("NAME", [Roff.text(spec.name + " - " + spec.tagline)])
        lines += section("SYNOPSIS", synopsis)
        lines += section("DESCRIPTION", ManualFacts.description.flatMap(paragraph))
        lines += section("COMMANDS", spec.commands.flatMap(command))
        lines += section("OPTIONS", ["Every command takes these options; an option beats its environment variable."]
            + spec.options.filter(\.isTakenByEveryCommand).flatMap { entry(Roff.label($0), $0.help) })
        lines += section("SCREENS", ManualFacts.screens.flatMap(paragraph)
            + ListScreenKey.all.flatMap { entry(Roff.bold($0.names), $0.meaning) })
        lines += section("DATES", ["Where a command takes a DATE (--due):"]
            + ManualFacts.dates.flatMap { entry(Roff.bold($0.term), $0.meaning) } + paragraph(ManualFacts.datesNote))
        lines += section("FILES", ManualFacts.files.flatMap { entry(Roff.italic($0.term), $0.meaning) })
        lines += section("ENVIRONMENT", ManualFacts.environment.flatMap { entry(Roff.bold($0.term), $0.meaning) })
        lines += section("EXIT STATUS", ManualFacts.exitStatuses.flatMap { entry(Roff.bold($0.term), $0.meaning) })
        lines += section("EXAMPLES", (spec.commands.flatMap(\.examples) + ManualFacts.examples).flatMap(example))
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(_ title: String, _ body: [String]) -> [String] {
        [".SH " + title] + body
    }

    /// Each synopsis on a line of its own, as a reader scans them.
    private var synopsis: [String] {
        let queries = spec.options.filter { $0.role == .query }.map { option in
            Roff.bold(spec.name) + " " + option.spellings.map(Roff.bold).joined(separator: " | ")
        }
        let lines = [Roff.bold(spec.name)] + spec.commands.map { Roff.synopsis($0.synopsis) } + queries
        return [".nf"] + lines + [".fi"]
    }

    private func paragraph(_ text: String) -> [String] {
        [".PP", Roff.text(text)]
    }

    /// A tagged paragraph: the tag (already roff) on its own line, then the text.
    private func entry(_ tag: String, _ text: String) -> [String] {
        [".TP", tag, Roff.text(text)]
    }

    private func command(_ command: CommandSpec) -> [String] {
        var lines = [".TP", Roff.synopsis(command.synopsis), Roff.text(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".")]
        if !command.aliases.isEmpty {
            lines += [".IP", "Also: " + command.aliases.map { Roff.bold(spec.name + " " + $0) }.joined(separator: ", ") + "."]
        }
        for text in command.description + command.notes { lines += [".IP", Roff.text(text)] }
        if !command.options.isEmpty {
            lines += [".RS"] + command.options.flatMap { entry(Roff.label($0.option), $0.help) } + [".RE"]
        }
        return lines
    }

    private func example(_ example: CommandSpec.Example) -> [String] {
        let command = example.command.split(separator: "\n").map { Roff.text(String($0)) }
        var lines = [".PP", ".RS 4", ".nf"] + command + [".fi", ".RE"]
        if let note = example.note { lines += [".PP", Roff.text("(" + note + ")")] }
        return lines
    }
}

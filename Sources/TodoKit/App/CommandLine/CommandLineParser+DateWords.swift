import TodoCore
/// A DATE of several words after its option: `--due tomorrow 5pm`, `--due next monday`.
extension CommandLineParser {
    /// The DATE that starts with `first`, the value just taken, and goes on through the longest
    /// run of the arguments from `index` (up to the next option or `--`) that reads as one
    /// DATE; `index` moves past the words taken. Words after it that would read as a DATE
    /// themselves add a warning (`todo add --due monday next week Plan`).
    static func dateWords(startingWith first: String, in arguments: [String], at index: inout Int,
                          warnings: inout [String]) -> String {
        let following = arguments[min(index, arguments.count)...].prefix { $0 == "-" || !$0.hasPrefix("-") }
        let words = [first] + following
        let run = DateWordRun(words[...], reads: DueDateParser.readsAsDueValue, looksLikeDate: DueDateParser.readsAsDate)
        index += run.count - 1
        if let warning = run.warning(in: words[...]) { warnings.append(warning) }
        return run.date(in: words[...])
    }

    /// `todo edit 5 --due fri +home` is unambiguous: after the ID, `edit` takes only `+tag` and
    /// `@context` words, so a word left after a DATE (`operands`: the ones after it, never the
    /// ID) is refused, naming the DATE it followed.
    static func checkNothingLeft(after date: String, in operands: ArraySlice<String>) throws {
        guard let stray = operands.first(where: { !NameTagEdit.isTagWord($0) }) else { return }
        throw TodoError.usage("'\(TerminalText.escaped(stray))' is left after the date '\(TerminalText.escaped(date))': "
            + "todo edit takes only +tag and @context words after the ID; quote a date of several words")
    }
}

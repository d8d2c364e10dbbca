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
}

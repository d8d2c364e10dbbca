import TodoCore
/// The fixed words a shell offers for each kind of value. These are suggestions, not the
/// languages themselves: the DATE and RULE readers take many more forms than are offered.
extension ValueCompletion {
    /// The words to offer, in the order to offer them; empty for the kinds that are not a
    /// fixed list (text, paths, commands, ids).
    var words: [String] {
        switch self {
        case .text, .path, .directory, .commands, .openItemIDs, .doneItemIDs, .itemIDs: []
        case .choices(let words): words
        case .weekday: Self.weekdays
        case .dateWords: DateForm.offeredWords
        case .repeatRules(let stopping):
            ["day", "week", "month", "year", "daily", "weekly", "monthly", "yearly"] + Self.weekdays + ["weekdays"]
                + (stopping ? ["never"] : [])
        }
    }

    /// Monday first, as most weeks in the world start.
    private static let weekdays: [String] = {
        let days = Weekday.allCases.map { $0.name.lowercased() }
        return Array(days.dropFirst() + days.prefix(1))
    }()
}

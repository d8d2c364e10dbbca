/// A day of the week, numbered as Foundation's `Calendar` numbers them (Sunday = 1).
package enum Weekday: Int, CaseIterable, Sendable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

    /// The full English name, capitalised: "Thursday".
    package var name: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }

    /// The three-letter English abbreviation: "Thu".
    var shortName: String { String(name.prefix(3)) }

    /// Reads a weekday name, full or its first three letters, in any case.
    init?(name: some StringProtocol) {
        let lowered = name.lowercased()
        guard let day = Weekday.allCases.first(where: {
            $0.name.lowercased() == lowered || $0.shortName.lowercased() == lowered
        }) else { return nil }
        self = day
    }

    /// How many days from `self` forward to `other` (0 through 6).
    func days(until other: Weekday) -> Int {
        (other.rawValue - rawValue + 7) % 7
    }
}

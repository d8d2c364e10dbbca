/// The time-zone database's name for a `TZID` that calendar programs write in other ways:
/// Outlook and Exchange use Windows' names (`W. Europe Standard Time`, with the rules only in
/// the file's VTIMEZONE), Thunderbird and older Evolution put a prefix before the name
/// (`/mozilla.org/20050126_1/America/Los_Angeles`).
enum CalendarZoneNames {
    /// The names to try for `identifier`, in order: as written; Windows' name's zone; then
    /// each shorter ending after a `/` (`America/Los_Angeles`), leading slash dropped.
    static func candidates(for identifier: String) -> [String] {
        var names = [identifier]
        if let zone = windows[identifier] { names.append(zone) }
        var rest = Substring(identifier)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            if !rest.isEmpty { names.append(String(rest)) }
        }
        return names
    }

    /// Windows' zone names and the zone CLDR maps each to for the world ("001" in
    /// windowsZones.xml): the ones Outlook writes for most people.
    static let windows: [String: String] = [
        "Dateline Standard Time": "Etc/GMT+12",
        "UTC": "Etc/UTC",
        "Hawaiian Standard Time": "Pacific/Honolulu",
        "Alaskan Standard Time": "America/Anchorage",
        "Pacific Standard Time": "America/Los_Angeles",
        "US Mountain Standard Time": "America/Phoenix",
        "Mountain Standard Time": "America/Denver",
        "Central Standard Time": "America/Chicago",
        "Central America Standard Time": "America/Guatemala",
        "Canada Central Standard Time": "America/Regina",
        "Central Standard Time (Mexico)": "America/Mexico_City",
        "Eastern Standard Time": "America/New_York",
        "US Eastern Standard Time": "America/Indiana/Indianapolis",
        "Atlantic Standard Time": "America/Halifax",
        "Newfoundland Standard Time": "America/St_Johns",
        "E. South America Standard Time": "America/Sao_Paulo",
        "Argentina Standard Time": "America/Argentina/Buenos_Aires",
        "GMT Standard Time": "Europe/London",
        "Greenwich Standard Time": "Atlantic/Reykjavik",
        "W. Europe Standard Time": "Europe/Berlin",
        "Central Europe Standard Time": "Europe/Budapest",
        "Romance Standard Time": "Europe/Paris",
        "Central European Standard Time": "Europe/Warsaw",
        "GTB Standard Time": "Europe/Bucharest",
        "FLE Standard Time": "Europe/Kiev",
        "E. Europe Standard Time": "Europe/Chisinau",
        "South Africa Standard Time": "Africa/Johannesburg",
        "Israel Standard Time": "Asia/Jerusalem",
        "Turkey Standard Time": "Europe/Istanbul",
        "Russian Standard Time": "Europe/Moscow",
        "Arabian Standard Time": "Asia/Dubai",
        "India Standard Time": "Asia/Kolkata",
        "SE Asia Standard Time": "Asia/Bangkok",
        "China Standard Time": "Asia/Shanghai",
        "Singapore Standard Time": "Asia/Singapore",
        "Tokyo Standard Time": "Asia/Tokyo",
        "Korea Standard Time": "Asia/Seoul",
        "W. Australia Standard Time": "Australia/Perth",
        "Cen. Australia Standard Time": "Australia/Adelaide",
        "E. Australia Standard Time": "Australia/Brisbane",
        "AUS Eastern Standard Time": "Australia/Sydney",
        "New Zealand Standard Time": "Pacific/Auckland",
    ]
}

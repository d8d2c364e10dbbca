import Foundation

/// Decides the day weeks start on, as the contract's "What today and a week are" says.
///
/// Foundation's `Locale.current` on Linux ignores `LC_ALL`, `LC_TIME` and `LANG`, so the
/// locale is read from them here and only its first day of the week is asked of Foundation.
package enum WeekStartResolver {
    /// --week-start (option) > TODO_WEEK_START > the locale named by the first non-empty of LC_ALL, LC_TIME, LANG > Monday.
    ///
    /// An empty `TODO_WEEK_START` counts as unset, as an empty locale variable does; an
    /// option that was given must name a day, even when empty.
    package static func resolve(option: String?, environment: [String: String]) throws -> Weekday {
        if let option {
            return try weekday(named: option, from: "--week-start")
        }
        if let value = environment["TODO_WEEK_START"], !value.isEmpty {
            return try weekday(named: value, from: "TODO_WEEK_START")
        }
        let localeVariables = ["LC_ALL", "LC_TIME", "LANG"]
        guard let locale = localeVariables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
              let identifier = localeIdentifier(fromPOSIXName: locale) else { return .monday }
        return firstWeekday(ofLocale: identifier)
    }

    /// The Foundation locale identifier in a POSIX locale name (`de_DE.UTF-8@euro` → `de_DE`);
    /// nil for the C locale (`C`, `C.UTF-8`, `POSIX`) and for anything that is not a language
    /// of 2 or 3 ASCII letters with an optional region of 2 letters or 3 digits.
    ///
    /// Only such a name reaches Foundation: ICU's locale lookup crashes the process on some
    /// others (a language part of 12 letters or more is a SIGSEGV), and an environment
    /// variable must never do that.
    static func localeIdentifier(fromPOSIXName name: String) -> String? {
        let identifier = name.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }
        let parts = identifier.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count),
              parts[0].allSatisfy(isASCIILetter) else { return nil }
        if parts.count == 2 {
            let region = parts[1]
            guard (region.count == 2 && region.allSatisfy(isASCIILetter))
                || (region.count == 3 && region.allSatisfy(isASCIIDigit)) else { return nil }
        }
        return String(decoding: identifier, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What Foundation (its ICU data) says; for a locale it does not know, whatever its
    /// fallback says.
    static func firstWeekday(ofLocale identifier: String) -> Weekday {
        switch Locale(identifier: identifier).firstDayOfWeek {
        case .sunday: .sunday
        case .monday: .monday
        case .tuesday: .tuesday
        case .wednesday: .wednesday
        case .thursday: .thursday
        case .friday: .friday
        case .saturday: .saturday
        @unknown default: .monday
        }
    }

    private static func weekday(named value: String, from source: String) throws -> Weekday {
        let trimmed = value.trimmingWhiteSpace()
        guard let day = Weekday(name: trimmed) else {
            throw TodoError.usage("\(source) \"\(TerminalText.escaped(value))\" is not a day of the week; use "
                + "monday, tuesday, wednesday, thursday, friday, saturday or sunday (or their first three letters)")
        }
        return day
    }
}

/// Decides the day weeks start on, as the contract's "What today and a week are" says.
///
/// The locale is read from `LC_ALL`, `LC_TIME` and `LANG` here (Foundation's `Locale.current`
/// on Linux ignores them), and its first day of the week comes from the CLDR's week data in
/// `CLDRWeekData`, not from ICU: that one answer is not worth ICU's 30 MB of data in the
/// binary and its few MB of memory in every run.
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

    /// The locale identifier in a POSIX locale name (`de_DE.UTF-8@euro` → `de_DE`); nil for
    /// the C locale (`C`, `C.UTF-8`, `POSIX`) and for anything that is not a language of 2 or
    /// 3 ASCII letters with an optional region of 2 letters or 3 digits.
    static func localeIdentifier(fromPOSIXName name: String) -> String? {
        // Cut at the one `_` rather than split: an array of parts is one more generic type for
        // the runtime to make on every run's way (issue 24). A second `_` fails the region's check.
        let identifier = name.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }
        let underscore = identifier.firstIndex(of: UInt8(ascii: "_"))
        let language = identifier[..<(underscore ?? identifier.endIndex)]
        guard (2...3).contains(language.count), language.allSatisfy(isASCIILetter) else { return nil }
        if let underscore {
            let region = identifier[identifier.index(after: underscore)...]
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

    /// The first day of the week of the region in `identifier` (`de_DE` → DE), or of the
    /// region CLDR's likely subtags give its language when it names none (`ar` → EG), as
    /// ICU answers; Monday for a region or language the CLDR does not list.
    static func firstWeekday(ofLocale identifier: String) -> Weekday {
        if let underscore = identifier.utf8.firstIndex(of: UInt8(ascii: "_")) {
            let region = identifier[identifier.utf8.index(after: underscore)...]
            if !region.utf8.contains(UInt8(ascii: "_")) {
                return CLDRWeekData.firstDay(ofRegion: region.uppercased())
            }
        }
        guard let region = CLDRWeekData.likelyRegion(ofLanguage: identifier.lowercased()) else { return .monday }
        return CLDRWeekData.firstDay(ofRegion: region)
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

import Foundation
import Testing
@testable import TodoCore

/// `CLDRWeekData` against ICU's answer (Foundation's `Locale(identifier:).firstDayOfWeek`):
/// the program carries the table so that it need not carry ICU, and this says the table
/// answers as ICU does for every region and every language ICU knows.
@Suite struct WeekStartTableTests {
    private static func weekday(_ day: Locale.Weekday) -> Weekday? {
        switch day {
        case .sunday: .sunday
        case .monday: .monday
        case .tuesday: .tuesday
        case .wednesday: .wednesday
        case .thursday: .thursday
        case .friday: .friday
        case .saturday: .saturday
        @unknown default: nil
        }
    }

    @Test func everyRegionStartsItsWeekAsICUSays() throws {
        let regions = Locale.Region.isoRegions.map(\.identifier)
        #expect(regions.count > 250)
        for region in regions {
            for language in ["en", "ar", "de"] {
                let locale = language + "_" + region
                let expected = Self.weekday(Locale(identifier: locale).firstDayOfWeek)
                let day = try WeekStartResolver.resolve(option: nil, environment: ["LANG": locale + ".UTF-8"])
                #expect(day == expected, "\(locale)")
            }
        }
    }

    @Test func everyLanguageAloneStartsItsWeekAsICUSays() throws {
        let languages = Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
        #expect(languages.count > 500)
        for language in languages where (2...3).contains(language.utf8.count) {
            let expected = Self.weekday(Locale(identifier: language).firstDayOfWeek)
            let day = try WeekStartResolver.resolve(option: nil, environment: ["LANG": language + ".UTF-8"])
            #expect(day == expected, "\(language)")
        }
    }

    /// The contract's own examples, and a few more whose answer is not Monday.
    @Test(arguments: [
        ("en_US.UTF-8", Weekday.sunday), ("de_DE.UTF-8", .monday), ("ar_EG.UTF-8", .saturday), ("en", .sunday),
        ("ar", .saturday), ("dv_MV", .friday), ("DE_de", .monday), ("EN", .sunday), ("es_419.UTF-8", .monday),
        ("en_XY", .monday), ("xx", .monday), ("pt_PT.UTF-8", .sunday), ("pt", .sunday),
    ])
    func namedLocales(_ locale: String, _ expected: Weekday) throws {
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["LANG": locale]) == expected)
    }
}

import Testing
@testable import TodoCore
import TodoTestSupport

@Suite struct WeekStartResolverTests {
    static let names = "use monday, tuesday, wednesday, thursday, friday, saturday or sunday (or their first three letters)"

    @Test(arguments: [
        ("monday", Weekday.monday), ("Mon", .monday), ("TUE", .tuesday), ("wEdNeSdAy", .wednesday),
        ("thu", .thursday), ("Friday", .friday), ("sat", .saturday), ("SUNDAY", .sunday), (" sun ", .sunday),
    ])
    func optionNamesADay(_ option: String, _ expected: Weekday) throws {
        #expect(try WeekStartResolver.resolve(option: option, environment: [:]) == expected)
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["TODO_WEEK_START": option]) == expected)
    }

    @Test func optionBeatsEnvironmentBeatsLocale() throws {
        let environment = ["TODO_WEEK_START": "sat", "LANG": "en_US.UTF-8"]
        #expect(try WeekStartResolver.resolve(option: "wed", environment: environment) == .wednesday)
        #expect(try WeekStartResolver.resolve(option: nil, environment: environment) == .saturday)
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["LANG": "en_US.UTF-8"]) == .sunday)
    }

    @Test func emptyVariablesCountAsUnset() throws {
        let environment = ["TODO_WEEK_START": "", "LC_ALL": "", "LC_TIME": "ar_EG.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(try WeekStartResolver.resolve(option: nil, environment: environment) == .saturday)
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["LANG": ""]) == .monday)
        #expect(try WeekStartResolver.resolve(option: nil, environment: [:]) == .monday)
    }

    @Test(arguments: [
        ("--week-start", "funday"), ("--week-start", ""), ("--week-start", "m"), ("--week-start", "mondays"),
        ("TODO_WEEK_START", "funday"), ("TODO_WEEK_START", "1"), ("TODO_WEEK_START", "lundi"),
    ])
    func badNamesAreUsageErrors(_ source: String, _ value: String) throws {
        let error = try #require(throws: TodoError.self) {
            if source == "--week-start" {
                _ = try WeekStartResolver.resolve(option: value, environment: ["TODO_WEEK_START": "sun"])
            } else {
                _ = try WeekStartResolver.resolve(option: nil, environment: ["TODO_WEEK_START": value])
            }
        }
        #expect(error.status == .usage)
        #expect(error.message == "\(source) \"\(value)\" is not a day of the week; \(WeekStartResolverTests.names)")
    }

    @Test func badNamesAreQuotedWithControlCharactersEscaped() throws {
        let error = try #require(throws: TodoError.self) {
            _ = try WeekStartResolver.resolve(option: "\u{1B}[2Jmon\u{0}", environment: [:])
        }
        #expect(error.message == #"--week-start "\u{1B}[2Jmon\u{0}" is not a day of the week; "#
            + WeekStartResolverTests.names)
    }

    /// What the CLDR says for these (as ICU and Foundation do).
    @Test(arguments: [
        ("en_US.UTF-8", Weekday.sunday), ("en_US", .sunday), ("de_DE.UTF-8", .monday),
        ("de_DE.UTF-8@euro", .monday), ("de_DE@euro", .monday), ("ar_EG.UTF-8", .saturday),
        ("en_GB.UTF-8", .monday), ("he_IL.UTF-8", .sunday), ("fa_IR.UTF-8", .saturday), ("pt_BR.UTF-8", .sunday),
        ("C", .monday), ("C.UTF-8", .monday), ("POSIX", .monday), (".UTF-8", .monday), ("@euro", .monday),
    ])
    func localeDecides(_ locale: String, _ expected: Weekday) throws {
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["LANG": locale]) == expected)
    }

    @Test func localeVariablesInTheirOrder() throws {
        let all = ["LC_ALL": "C.UTF-8", "LC_TIME": "en_US.UTF-8", "LANG": "ar_EG.UTF-8"]
        #expect(try WeekStartResolver.resolve(option: nil, environment: all) == .monday)
        #expect(try WeekStartResolver.resolve(option: nil, environment: all.filter { $0.key != "LC_ALL" }) == .sunday)
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["LANG": "ar_EG.UTF-8"]) == .saturday)
    }

    @Test(arguments: [
        ("en_US.UTF-8", "en_US"), ("de_DE.UTF-8@euro", "de_DE"), ("de_DE@euro", "de_DE"), ("sr_RS@latin", "sr_RS"),
        ("C", nil), ("C.UTF-8", nil), ("POSIX", nil), (".UTF-8", nil), ("", nil),
        ("en", "en"), ("ast_ES.UTF-8", "ast_ES"), ("es_419.UTF-8", "es_419"), ("de_de", "de_de"),
        ("abcdefghijkl", nil), ("abcdefghijkl.UTF-8", nil), ("de_abcdefghijkl", nil), ("e", nil), ("engl", nil),
        ("en_USA", nil), ("en_U", nil), ("en_12", nil), ("en_1234", nil), ("en-US", nil), ("en_US_POSIX", nil),
        ("zh_Hant_TW", nil), ("_DE", nil), ("de_", nil), ("de__DE", nil), ("ÄÖ", nil), ("12", nil), ("d1", nil),
        ("de DE", nil), ("\u{1B}[", nil),
    ] as [(String, String?)])
    func posixNamesBecomeFoundationIdentifiers(_ name: String, _ expected: String?) {
        #expect(WeekStartResolver.localeIdentifier(fromPOSIXName: name) == expected)
    }

    /// A locale the CLDR does not know starts its week on Monday; the point
    /// is that nothing typed into `LANG` can crash the program.
    @Test(arguments: ["xx_YY.UTF-8", "../../etc/passwd", "\u{0}", "\u{1B}[2J", "en_US.UTF-8@", "_", "ja_JP.eucJP",
                      "zh_Hant_TW", "en_US@calendar=islamic", String(repeating: "a_", count: 5_000), "\u{1F600}",
                      "abcdefghijkl", "abcdefghijklmnopqrstuvwxyz_DE.UTF-8"])
    func unknownLocalesNeverCrash(_ locale: String) throws {
        let day = try WeekStartResolver.resolve(option: nil, environment: ["LC_ALL": locale])
        #expect(Weekday.allCases.contains(day))
    }
}

import Testing
@testable import TodoCore
import TodoTestSupport

/// Every spelling of a rule, its stored form, and the stored form read back from bytes.
@Suite struct RepeatRuleParserTests {
    @Test(arguments: [
        ("day", "day"), ("daily", "day"), ("Every Day", "day"), ("1 day", "day"), ("1d", "day"), (" DAY ", "day"),
        ("3 days", "3 days"), ("3d", "3 days"), ("3 d", "3 days"), ("every 3 days", "3 days"), ("3days", "3 days"),
        ("week", "week"), ("weekly", "week"), ("1w", "week"), ("2w", "2 weeks"), ("2 weeks", "2 weeks"),
        ("2 week", "2 weeks"), ("every  2\tweeks", "2 weeks"),
        ("month", "month"), ("monthly", "month"), ("1m", "month"), ("6 months", "6 months"), ("6m", "6 months"),
        ("year", "year"), ("yearly", "year"), ("annually", "year"), ("1y", "year"), ("2 years", "2 years"),
        ("999 days", "999 days"),
        ("monday", "monday"), ("mon", "monday"), ("MON", "monday"), ("every friday", "friday"),
        ("tue", "tuesday"), ("tues", "tuesday"), ("wed", "wednesday"), ("thu", "thursday"), ("thurs", "thursday"),
        ("sat", "saturday"), ("Sunday", "sunday"),
        ("month on the 31st", "month on the 31st"), ("2 months on 30", "2 months on the 30th"),
        ("year on the 29th", "year on the 29th"), ("monthly on the 1st", "month on the 1st"),
        ("month on the 22nd", "month on the 22nd"), ("month on the 23rd", "month on the 23rd"),
        ("month on the 11th", "month on the 11th"),
        ("weekdays", "weekdays"), ("Weekdays", "weekdays"), ("every weekday", "weekdays"),
        ("every weekdays", "weekdays"), (" WEEKDAY ", "weekdays"),
    ])
    func readsEachForm(typed: String, stored: String) throws {
        let rule = try RepeatRuleParser.parse(typed)
        #expect(rule.text == stored)
        // The stored form reads back as the same rule, both ways.
        #expect(RepeatRuleParser.rule(in: stored) == rule)
        let bytes = Array(stored.utf8)
        #expect(bytes.withUnsafeBufferPointer { RepeatRule(canonicalUTF8: $0) } == rule)
    }

    @Test(arguments: ["", " ", "every", "never", "0 days", "1000 days", "-1 days", "+3d", "2", "weeks", "days",
                      "fortnightly", "3 fortnights", "2 mondays", "day on the 3rd", "monday on the 1st",
                      "2 weeks on the 1st", "month on the 32nd", "month on the 31th", "month on", "on the 31st",
                      "month on the 0th", "12/01/2026", "tomorrow", "00001 days",
                      "2 weekdays", "weekdays on the 1st", "week days", "weekends", "weekdayss"])
    func refusesAnythingElse(typed: String) {
        #expect(RepeatRuleParser.rule(in: typed) == nil)
        #expect(throws: TodoError.usage("cannot read \"\(typed)\" as a repeat rule; try " + RepeatRuleParser.acceptedForms)) {
            try RepeatRuleParser.parse(typed)
        }
    }

    @Test func theMessageEscapesControlCharacters() {
        #expect(throws: TodoError.usage("cannot read \"a\\u{1B}b\" as a repeat rule; try " + RepeatRuleParser.acceptedForms)) {
            try RepeatRuleParser.parse("a\u{1B}b")
        }
    }

    /// Only the stored spelling itself is read from bytes: a file with another spelling goes
    /// the general way, and is written back in the stored one.
    @Test(arguments: ["daily", "1 day", "1 days", "3d", "3 day", "Monday", "mon", " day", "day ", "02 days",
                      "month on the 31th", "month on the 031st", "day on the 1st", "1000 days", "0 days",
                      "month  on the 31st", "monthly", "every day", "",
                      "weekday", "Weekdays", "weekdays ", "weekdaysx", "weekday s", "2 weekdays"])
    func theByteReaderTakesOnlyTheStoredSpelling(text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { RepeatRule(canonicalUTF8: $0) } == nil)
    }

    @Test func weekdaysIsItsOwnKindAndTakesNoDayOfTheMonth() throws {
        #expect(try RepeatRuleParser.parse("weekdays").kind == .weekdays)
        #expect(RepeatRule(.weekdays, anchorDay: 3) == nil)
        #expect(RepeatRule(.weekdays)?.restarted == RepeatRule(.weekdays))
    }

    @Test func theStoredFormOfEveryRuleReadsBack() throws {
        var kinds: [RepeatRule.Kind] = Weekday.allCases.map { .weekday($0) } + [.weekdays]
        for unit in RepeatRule.Unit.allCases {
            for count in [1, 2, 9, 10, 99, 100, 999] { kinds.append(.step(count: count, unit: unit)) }
        }
        for kind in kinds {
            let anchors: [Int?] = [nil] + Array(1...31)
            for anchor in anchors {
                guard let rule = RepeatRule(kind, anchorDay: anchor) else { continue }
                let bytes = Array(rule.text.utf8)
                #expect(bytes.withUnsafeBufferPointer { RepeatRule(canonicalUTF8: $0) } == rule, "\(rule.text)")
                #expect(RepeatRuleParser.rule(in: rule.text) == rule, "\(rule.text)")
            }
        }
    }
}

import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoTestSupport

/// `RRULE` ↔ repeat rule: each rule `todo` writes reads back as itself, and Monday to
/// Friday is `weekdays` in whichever way a calendar program spells it.
@Suite struct CalendarRecurrenceTests {
    @Test(arguments: [
        ("weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("monday", "FREQ=WEEKLY;BYDAY=MO"),
        ("2 weeks", "FREQ=WEEKLY;INTERVAL=2"),
        ("day", "FREQ=DAILY"),
        ("month on the 31st", "FREQ=MONTHLY;BYMONTHDAY=31"),
    ])
    func eachRuleIsWrittenAndReadBack(rule: String, value: String) throws {
        let parsed = try RepeatRuleParser.parse(rule)
        #expect(CalendarRecurrence.value(parsed) == value)
        #expect(CalendarRecurrence.rule(value, due: try Fixture.due("2026-11-30")) == parsed)
    }

    @Test(arguments: [
        "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;BYDAY=FR,TH,WE,TU,MO", "freq=weekly;byday=mo,tu,we,th,fr",
        "FREQ=WEEKLY;WKST=SU;BYDAY=MO,TU,WE,TH,FR", "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR",
    ])
    func mondayToFridayIsWeekdays(value: String) throws {
        #expect(CalendarRecurrence.rule(value, due: try Fixture.due("2026-11-23")) == RepeatRule(.weekdays))
    }

    /// Every other Monday from a Monday is every 2 weeks; from another day it is a series
    /// `todo` cannot say.
    @Test func anIntervalOfWeeksOnTheDueDatesWeekdayIsAStepOfWeeks() throws {
        let monday = try Fixture.due("2026-11-30")
        #expect(CalendarRecurrence.rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", due: monday) == RepeatRule(.step(count: 2, unit: .week)))
        #expect(CalendarRecurrence.rule("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO;WKST=MO", due: monday)
            == RepeatRule(.step(count: 3, unit: .week)))
        #expect(CalendarRecurrence.rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", due: monday) == nil)
        #expect(CalendarRecurrence.rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", due: nil) == nil)
    }

    /// Series `todo` cannot say are kept in the file, not repeated here.
    @Test(arguments: [
        "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,FR",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10",
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;BYDAY=MO,TU",
    ])
    func otherDaySetsAreNotARule(value: String) throws {
        #expect(CalendarRecurrence.rule(value, due: try Fixture.due("2026-11-23")) == nil)
    }
}

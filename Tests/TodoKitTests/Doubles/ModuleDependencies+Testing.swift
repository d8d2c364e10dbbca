@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

extension ModuleDependencies {
    /// A module's dependencies for a test: `store` and `terminal`, Saturday 2026-11-21 (stamps
    /// `2026-11-21T09:30:00Z`), Monday weeks, no colour.
    static func testing(_ store: any TodoDataStore, _ terminal: FakeTerminal,
                        format: OutputFormat = .text) -> ModuleDependencies {
        ModuleDependencies(dataStore: store, clock: FrozenClock(), makeUID: .counting(), calendar: WeekCalendar(firstWeekday: .monday),
                           terminal: terminal, style: TextStyle(isEnabled: false), format: format)
    }
}

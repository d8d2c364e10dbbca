package import TodoCore

/// Literal dates for tests, read with the library's strict ISO readers; a typo in a test's
/// date fails that test with an error instead of trapping.
package enum Fixture {
    /// A test's literal that is not a date.
    package struct NotADate: Error, CustomStringConvertible {
        package let text: String
        package var description: String { "not a date: '\(text)'" }
    }

    package static func date(_ iso: String) throws -> LocalDate {
        guard let date = LocalDate(iso: iso) else { throw NotADate(text: iso) }
        return date
    }

    package static func due(_ iso: String) throws -> DueDate {
        guard let due = DueDate(iso: iso) else { throw NotADate(text: iso) }
        return due
    }

    /// `FixedClock` on `today`, its stamps from a `FrozenClock`: nothing reads the system clock.
    package static func clock(_ today: String) throws -> FixedClock {
        FixedClock(today: try date(today), stamps: FrozenClock())
    }
}

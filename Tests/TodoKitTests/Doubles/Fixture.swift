import Testing
@testable import TodoKit

/// Literal dates for tests, read with the library's strict ISO readers; a typo in a test's
/// date fails that test instead of trapping.
enum Fixture {
    static func date(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LocalDate {
        try #require(LocalDate(iso: iso), sourceLocation: sourceLocation)
    }

    static func due(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> DueDate {
        try #require(DueDate(iso: iso), sourceLocation: sourceLocation)
    }

    /// `FixedClock` on `today`, its stamps from a stub: nothing reads the system clock.
    static func clock(_ today: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> FixedClock {
        FixedClock(today: try date(today, sourceLocation: sourceLocation), stamps: StubClock())
    }
}

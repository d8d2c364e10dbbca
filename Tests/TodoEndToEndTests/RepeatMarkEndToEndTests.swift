import Foundation
import Testing
import TodoTestSupport

/// The list's repeat mark through the built binary, on Saturday 2026-11-21: ` ↻` after a
/// repeating item's label in a UTF-8 locale, ` (r)` in any other.
@Suite struct RepeatMarkEndToEndTests {
    @Test(arguments: [("C.UTF-8", "\u{21BB}"), ("C", "(r)")])
    func aRepeatingItemsLabelEndsWithTheMark(locale: String, mark: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Stand-up", "--every", "weekdays"]).status == 0)
        #expect(try todo.run(["add", "Gym", "--due", "mon 7:00", "--every", "monday"]).status == 0)
        #expect(try todo.run(["add", "Milk", "--due", "mon"]).status == 0)
        #expect(try todo.run(["list"], environment: ["LC_ALL": locale]) == .init(status: 0, stdout: """
            Today
              1  Stand-up  \(mark)

            Next Week
              3  Milk  Monday
              2  Gym   Monday 07:00 \(mark)

            """, stderr: ""))
    }
}

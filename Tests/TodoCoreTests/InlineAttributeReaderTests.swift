import Testing
@testable import TodoCore
import TodoTestSupport

/// `todo add Call bob due:fri pri:h`: which NAME words are taken as options, which stay in
/// the name (and why), and what is refused.
@Suite struct InlineAttributeReaderTests {
    /// Saturday 21 November 2026, weeks from Monday.
    private func reader() throws -> InlineAttributeReader {
        InlineAttributeReader.standard(today: try Fixture.date("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
    }

    private func read(_ line: String, afterEnd: [String] = [], given: Set<InlineAttribute> = []) throws -> InlineAttributes {
        try reader().read(line.split(separator: " ").map(String.init), afterEnd: afterEnd, given: given)
    }

    @Test(arguments: [
        ("Call bob due:fri pri:h", "Call bob", "fri", nil, "h"),
        ("Call bob due:fri priority:high", "Call bob", "fri", nil, "high"),
        ("Water plants every:2w", "Water plants", nil, "2w", nil),
        ("Water plants rec:1w", "Water plants", nil, "1w", nil),
        ("Stand-up recur:weekdays due:mon", "Stand-up", "mon", "weekdays", nil),
        // Keys in any case; values as typed.
        ("Pay DUE:Eom Rec:monthly PRI:M", "Pay", "Eom", "monthly", "M"),
        ("Dentist due:2026-12-01T14:30", "Dentist", "2026-12-01T14:30", nil, nil),
        ("Dentist due:14:30", "Dentist", "14:30", nil, nil),
        ("Read due:someday", "Read", "someday", nil, nil),
        ("Read due:none pri:none", "Read", "none", nil, "none"),
        // A past date is taken: the caller refuses it with 64, as it refuses --due yesterday.
        ("Late due:yesterday", "Late", "yesterday", nil, nil),
        ("due:tom Call bob", "Call bob", "tom", nil, nil),
        ("pri:L", "", nil, nil, "L"),
        // Not keys: left alone, with no warning.
        ("Meet at 10:30 re:budget +work", "Meet at 10:30 re:budget +work", nil, nil, nil),
        ("See https://example.org/due:fri", "See https://example.org/due:fri", nil, nil, nil),
    ] as [(String, String, String?, String?, String?)])
    func takesValidWords(line: String, name: String, due: String?, every: String?, priority: String?) throws {
        let result = try read(line)
        #expect(result.nameWords.joined(separator: " ") == name)
        #expect(result.due == due)
        #expect(result.every == every)
        #expect(result.priority == priority)
        #expect(result.warnings == [])
    }

    @Test(arguments: [
        ("Think due:someday2", "'due:someday2' stays in the name: not a date"),
        ("Think due:", "'due:' stays in the name: not a date"),
        ("Think due:12/01/2026", "'due:12/01/2026' stays in the name: not a date"),
        ("Think due:next", "'due:next' stays in the name: not a date"),
        ("Think every:fortnight", "'every:fortnight' stays in the name: not a repeat rule"),
        ("Think rec:5b", "'rec:5b' stays in the name: not a repeat rule"),
        ("Think recur:never", "'recur:never' stays in the name: not a repeat rule"),
        ("Think pri:A", "'pri:A' stays in the name: not a priority"),
        ("Think priority:urgent", "'priority:urgent' stays in the name: not a priority"),
        ("Think pri:High", "'pri:High' stays in the name: not a priority"),
        ("Think pri:", "'pri:' stays in the name: not a priority"),
    ])
    func leavesInvalidWordsInTheNameWithAWarning(line: String, warning: String) throws {
        let result = try read(line)
        #expect(result.nameWords.joined(separator: " ") == line)
        #expect(result.values == [:])
        #expect(result.warnings == [warning])
    }

    @Test func aWarningEscapesControlCharacters() throws {
        let result = try reader().read(["due:\u{1B}[31m"])
        #expect(result.warnings == [#"'due:\u{1B}[31m' stays in the name: not a date"#])
    }

    /// A valid word is taken even when another of its kind was not: only taken ones count twice.
    @Test func anInvalidWordDoesNotCountAsGiven() throws {
        let result = try read("A due:soon due:fri", given: [.every])
        #expect(result.nameWords == ["A", "due:soon"])
        #expect(result.due == "fri")
        #expect(result.warnings == ["'due:soon' stays in the name: not a date"])
    }

    @Test(arguments: [
        ("A due:fri due:mon", [], "the due date is given twice: 'due:fri' and 'due:mon'"),
        ("A due:fri Due:fri", [], "the due date is given twice: 'due:fri' and 'Due:fri'"),
        ("A every:week rec:day", [], "the repeat rule is given twice: 'every:week' and 'rec:day'"),
        ("A recur:daily rec:daily", [], "the repeat rule is given twice: 'recur:daily' and 'rec:daily'"),
        ("A pri:h priority:low", [], "the priority is given twice: 'pri:h' and 'priority:low'"),
        ("A due:fri", [InlineAttribute.due], "the due date is given twice: --due and 'due:fri'"),
        ("A rec:1w", [.every], "the repeat rule is given twice: --every and 'rec:1w'"),
        ("A pri:m", [.priority], "the priority is given twice: --priority and 'pri:m'"),
    ] as [(String, [InlineAttribute], String)])
    func anAttributeGivenTwiceIs64(line: String, given: [InlineAttribute], message: String) throws {
        // `TodoError.usage` is exit 64, and errors are equal only with the same status.
        #expect(throws: TodoError.usage(message)) { try read(line, given: Set(given)) }
    }

    /// An option that gives one attribute does not stop a word giving another.
    @Test func anOptionForOneAttributeLeavesTheOthers() throws {
        let result = try read("A due:fri pri:h", given: [.every])
        #expect(result.values == [.due: "fri", .priority: "h"])
    }

    @Test func wordsAfterTheEndAreNeverRead() throws {
        let result = try read("Call bob due:fri", afterEnd: ["due:mon", "pri:x", "rec:week", "--"])
        #expect(result.nameWords == ["Call", "bob", "due:mon", "pri:x", "rec:week", "--"])
        #expect(result.values == [.due: "fri"])
        #expect(result.warnings == [])
        // Even with --due given: after `--` nothing is an attribute.
        #expect(try reader().read(["A"], afterEnd: ["due:fri"], given: [.due]).nameWords == ["A", "due:fri"])
    }

    /// The checks are the caller's: this reader takes what they accept, nothing more.
    @Test func theChecksDecide() throws {
        let reader = InlineAttributeReader(isDate: { $0 == "x" }, isRule: { _ in false }, isPriority: { _ in true })
        let result = try reader.read(["due:x", "due:fri", "rec:week", "pri:anything"])
        #expect(result.nameWords == ["due:fri", "rec:week"])
        #expect(result.values == [.due: "x", .priority: "anything"])
        #expect(result.warnings == ["'due:fri' stays in the name: not a date", "'rec:week' stays in the name: not a repeat rule"])
    }

    @Test(arguments: [
        ("due", InlineAttribute.due), ("DUE", .due), ("every", .every), ("rec", .every), ("Recur", .every),
        ("pri", .priority), ("PRIORITY", .priority),
    ])
    func eachKeyNamesItsAttribute(key: String, attribute: InlineAttribute) {
        #expect(InlineAttribute.split(key + ":v")?.attribute == attribute)
        #expect(InlineAttribute.split(key + ":v")?.value == "v")
    }

    @Test(arguments: ["du:fri", "dues:fri", "due", "recurring:week", "p:h", ":fri", "due fri"])
    func otherWordsAreNotAttributes(word: String) {
        #expect(InlineAttribute.split(word) == nil)
    }

    @Test func thePriorityWordsAreTheContractsOwn() {
        #expect(InlineAttributeReader.priorityWords == ["high", "medium", "low", "h", "m", "l", "H", "M", "L", "none"])
    }
}

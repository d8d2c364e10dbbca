import Testing
@testable import TodoCalendar

/// Content lines: unfolding, parameters (quoted too), nesting, and what is not iCalendar.
@Suite struct CalendarParserTests {
    private func bytes(_ lines: [String]) -> [UInt8] { Array(lines.map { $0 + "\r\n" }.joined().utf8) }

    @Test func unfoldsNestsAndReadsQuotedParameters() throws {
        let file = bytes(["BEGIN:VCALENDAR", "BEGIN:VTODO", "SUMMARY:Buy mi", " lk and", "\t bread",
                          "X-A;FOO=\"a:b;c\",d;BAR=e:value:with:colons", "BEGIN:VALARM", "ACTION:DISPLAY",
                          "END:VALARM", "END:VTODO", "END:VCALENDAR"])
        let document = try CalendarParser.parse(file)
        #expect(document.count == 1)
        let todo = try #require(document[0].components.first)
        #expect(todo.name == "VTODO")
        #expect(todo.property("SUMMARY")?.value == "Buy milk and bread")
        #expect(todo.property("SUMMARY")?.raw == Array("SUMMARY:Buy mi\r\n lk and\r\n\t bread\r\n".utf8))
        let line = try #require(todo.property("X-A"))
        #expect(line.parameters == [CalendarParameter("FOO", ["a:b;c", "d"]), CalendarParameter("BAR", ["e"])])
        #expect(line.value == "value:with:colons")
        #expect(todo.components.map(\.name) == ["VALARM"])
        var written: [UInt8] = []
        document[0].write(into: &written)
        #expect(written == file)
    }

    @Test(arguments: [
        (["BEGIN:VCALENDAR", "SUMMARY no colon", "END:VCALENDAR"], "line 2: SUMMARY has no ':'"),
        (["BEGIN:VCALENDAR", "BEGIN:VTODO", "END:VCALENDAR"], "line 3: END:VCALENDAR closes nothing"),
        (["BEGIN:VCALENDAR", "BEGIN:VTODO"], "BEGIN:VTODO is never ended"),
        (["SUMMARY:x"], "line 1: SUMMARY is outside any component"),
        (["BEGIN:VCALENDAR", "X;P=\"open:x", "END:VCALENDAR"], "line 2: a quoted parameter of X is not closed"),
        ([":x"], "line 1: a line has no property name"),
    ])
    func refusesWhatIsNotICalendar(lines: [String], message: String) {
        #expect(throws: CalendarSyntaxError.self) { try CalendarParser.parse(bytes(lines)) }
        do {
            _ = try CalendarParser.parse(bytes(lines))
        } catch {
            #expect(error.description == message)
        }
    }

    /// 64 levels are read; the 65th BEGIN is refused (a file nested 50,000 deep once ran the
    /// stack out when it was freed).
    @Test func refusesComponentsNestedTooDeep() throws {
        func nested(_ depth: Int) -> [String] {
            (0..<depth).map { "BEGIN:X\($0)" } + (0..<depth).reversed().map { "END:X\($0)" }
        }
        #expect(try CalendarParser.parse(bytes(nested(64))).count == 1)
        #expect(throws: CalendarSyntaxError(line: 65, reason: "components nested more than 64 deep")) {
            try CalendarParser.parse(bytes(nested(50_000)))
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(throws: CalendarSyntaxError(line: 0, reason: "not UTF-8 text")) {
            try CalendarParser.parse([0x42, 0xFF, 0x0D, 0x0A])
        }
    }

    @Test func readsBareLineFeedsToo() throws {
        let document = try CalendarParser.parse(Array("BEGIN:VCALENDAR\nX-A:one\n  two\nEND:VCALENDAR\n".utf8))
        #expect(document[0].property("X-A")?.value == "one two")
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `task export` JSON read into items, in a zone one hour east of UTC (Berlin in winter).
@Suite struct TaskwarriorReaderTests {
    private let reader = TaskwarriorReader(zone: FixedOffsetZone(hours: 1), now: "2026-11-21T09:30:00Z")

    private func records(_ text: String) throws -> [ImportedRecord] {
        try reader.records(in: Array(text.utf8))
    }

    private func origin(_ uuid: String) -> ImportedRecord.Origin {
        .init("taskwarriorUUID", uuid)
    }

    /// What Taskwarrior 2.6.2 wrote for: a task with a due time and a tag, a monthly task due on
    /// a local midnight (its template and its first instance), a task with no date, a
    /// completed one, and a deleted one.
    static let realExport = """
        [
        {"id":1,"description":"Buy milk","due":"20261124T143000Z","entry":"20261123T002736Z","modified":"20261123T002736Z","status":"pending","uuid":"f9760dc9-c46f-4631-a1c8-61d06e0a5b98","tags":["home"],"urgency":8.87543},
        {"id":2,"description":"Pay rent","due":"20261130T230000Z","entry":"20261123T002736Z","mask":"-","modified":"20261123T002736Z","recur":"monthly","rtype":"periodic","status":"recurring","uuid":"82a0bf8e-60cb-470e-be1e-e6dda9066f47","urgency":5.15162},
        {"id":3,"description":"Call mum","entry":"20261123T002736Z","modified":"20261123T002736Z","status":"pending","uuid":"98295286-f329-496f-81ba-fb186235c8b3","urgency":0},
        {"id":4,"description":"Pay rent","due":"20261130T230000Z","entry":"20261123T002736Z","imask":0,"modified":"20261123T002736Z","parent":"82a0bf8e-60cb-470e-be1e-e6dda9066f47","recur":"monthly","rtype":"periodic","status":"pending","uuid":"a8798e0d-6c13-4776-a14f-61b33d6213d0","urgency":5.15162},
        {"id":0,"description":"Old thing","end":"20261123T002736Z","entry":"20261123T002736Z","modified":"20261123T002736Z","status":"completed","uuid":"74715343-0af2-4dec-88ad-a598d4cd6f02","urgency":0},
        {"id":0,"description":"gone","end":"20261123T002736Z","entry":"20261123T002736Z","modified":"20261123T002736Z","status":"deleted","uuid":"5cbaa464-fb2d-410e-af2d-11603650be61","urgency":0}
        ]
        """

    @Test func aRealExportGivesPendingAndCompletedTasksWithLocalDueTimes() throws {
        #expect(try records(TaskwarriorReaderTests.realExport) == [
            ImportedRecord(name: "Buy milk +home", due: try Fixture.due("2026-11-24T15:30"),
                           origin: origin("f9760dc9-c46f-4631-a1c8-61d06e0a5b98")),
            ImportedRecord(name: "Call mum", origin: origin("98295286-f329-496f-81ba-fb186235c8b3")),
            ImportedRecord(name: "Pay rent", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month)),
                           origin: origin("a8798e0d-6c13-4776-a14f-61b33d6213d0")),
            ImportedRecord(name: "Old thing", done: "2026-11-23T00:27:36Z", origin: origin("74715343-0af2-4dec-88ad-a598d4cd6f02")),
        ])
    }

    @Test func oneTaskPerLineAsOlderVersionsWroteIt() throws {
        let text = """
            {"description":"One","status":"pending","uuid":"u1","project":"Home.Garden"}

            {"description":"Two","status":"waiting","uuid":"u2","tags":["a","b"]}
            """
        #expect(try records(text) == [
            ImportedRecord(name: "One +Home.Garden", origin: origin("u1")),
            ImportedRecord(name: "Two +a +b", origin: origin("u2")),
        ])
    }

    @Test func aCompletedTaskWithoutAnEndIsDoneNow() throws {
        #expect(try records(#"[{"description":"Old","status":"completed","uuid":"u"}]"#)
                == [ImportedRecord(name: "Old", done: "2026-11-21T09:30:00Z", origin: origin("u"))])
    }

    @Test func onlyTheLatestOpenInstanceOfASeriesRepeats() throws {
        let text = """
            [{"description":"Water","due":"20261119T230000Z","parent":"p","recur":"daily","status":"pending","uuid":"a"},
             {"description":"Water","due":"20261120T230000Z","parent":"p","recur":"daily","status":"pending","uuid":"b"},
             {"description":"Water","due":"20261118T230000Z","parent":"p","recur":"daily","status":"completed","end":"20261119T080000Z","uuid":"c"}]
            """
        #expect(try records(text).map(\.every) == [nil, RepeatRule(.step(count: 1, unit: .day)), RepeatRule(.step(count: 1, unit: .day))])
    }

    @Test(arguments: [
        ("daily", "day"), ("weekly", "week"), ("2w", "2 weeks"), ("3days", "3 days"), ("biweekly", "2 weeks"),
        ("quarterly", "3 months"), ("semiannual", "6 months"), ("annual", "year"), ("P1M", "month"), ("2 wks", "2 weeks"),
        ("yearly", "year"), ("1q", "3 months"), ("weekdays", "weekdays"), ("Weekdays", "weekdays"),
    ])
    func recurrencePeriods(period: String, rule: String) {
        #expect(TaskwarriorRecurrence.rule(period)?.text == rule)
    }

    @Test(arguments: ["weekday", "2h", "0d", "monday", "P1DT2H", ""])
    func recurrencePeriodsWithNoMatch(period: String) {
        #expect(TaskwarriorRecurrence.rule(period) == nil)
    }

    @Test(arguments: [
        (#"[{"description":"A","uuid":"a"}, 3]"#, "line 1 (record 2): not a JSON object"),
        (#"[{"description":"A","uuid":"a"}, {"uuid":"b"}]"#, "line 1 (record 2): no description"),
        ("[\n{\"description\":\"A\",\"uuid\":\"a\"},\n{\"uuid\":\"b\"}\n]", "line 3: no description"),
        (#"[{"description":"A"}]"#, "line 1: no uuid"),
        (#"[{"description":"  ","uuid":"a"}]"#, "line 1: the description is empty"),
        (#"[{"description":"A","uuid":"a","due":"tomorrow"}]"#, "line 1: cannot read the due date 'tomorrow'"),
        (#"[{"description":"A","uuid":"a","status":"odd"}]"#, "line 1: unknown status 'odd'"),
        (#"[{"description":"A","uuid":"a","tags":"x"}]"#, "line 1: tags is not a list"),
        (#"[{"description":"A","uuid":"a","recur":"daily"}]"#, "line 1: it recurs but has no due date"),
        (#"[{"description":"A","uuid":"a","status":"completed","end":"soon"}]"#, "line 1: cannot read the end time 'soon'"),
        (#"[{"description":"A","uuid":"a","annotations":"x"}]"#, "line 1: annotations is not a list"),
        (#"[{"description":"A","uuid":"a","annotations":[{"entry":"20261123T002736Z"}]}]"#, "line 1: an annotation has no description"),
        ("[\n{\"description\":\"A\",}\n]", "line 2, column 20: expected a key in double quotes"),
        ("{\"description\":\"A\",\"uuid\":\"a\"}\n{\"description\":", "line 2, column 16: unexpected end of input, expected a value"),
        ("\n\n{\"description\":\"A\"}\n", "line 3: no uuid"),
    ])
    func aBadTaskIsNamedByItsPlace(text: String, message: String) {
        #expect(throws: TodoError.badFile(message)) { try records(text) }
    }

    @Test func aRecurrenceWithNoMatchIsRefused() {
        #expect(throws: TodoError.badFile("line 1: the recurrence '2h' has no match in todo; todo repeats by "
                                          + RepeatRuleParser.acceptedForms)) {
            try records(#"[{"description":"A","uuid":"a","due":"20261124T143000Z","recur":"2h"}]"#)
        }
    }

    /// One `recur:weekdays` task used to stop a whole import with 65.
    @Test func aWeekdaysTaskIsImportedAsWeekdays() throws {
        let text = #"[{"description":"Stand-up","uuid":"a","due":"20261124T083000Z","recur":"weekdays","status":"pending"}]"#
        #expect(try records(text).map(\.every) == [RepeatRule(.weekdays)])
    }

    @Test func taskwarriorTimesBecomeStamps() {
        #expect(TaskwarriorTask.stamp("20261123T002736Z") == "2026-11-23T00:27:36Z")
        #expect(TaskwarriorTask.stamp("2026-11-23T00:27:36Z") == "2026-11-23T00:27:36Z")
        #expect(TaskwarriorTask.stamp("20261323T002736Z") == nil)
        #expect(TaskwarriorTask.stamp("20261123") == nil)
    }

    @Test func annotationsAreTheNoteOneLineEach() throws {
        let text = """
            [{"description":"A","uuid":"a","annotations":[{"entry":"20261123T002736Z","description":"call first "},\
            {"entry":"20261123T002737Z","description":"  "},{"entry":"20261123T002738Z","description":"ask for Sam"}]},
            {"description":"B","uuid":"b","annotations":[]},
            {"description":"C","uuid":"c"}]
            """
        #expect(try records(text).map(\.note) == ["call first\nask for Sam", nil, nil])
    }

    @Test func whatTodoDoesNotKeepIsCountedByKindAndBookkeepingIsNot() throws {
        let text = """
            [
            {"id":1,"description":"A","uuid":"a","entry":"20261123T002736Z","modified":"20261123T002736Z","urgency":3,"wait":"20261125T000000Z","scheduled":"20261124T000000Z"},
            {"id":2,"description":"B","uuid":"b","wait":"20261126T000000Z","depends":["a"],"estimate":"2h"},
            {"id":3,"description":"C","uuid":"c","due":"20261124T000000Z","recur":"weekly","until":"20270101T000000Z","parent":"p","imask":1,"mask":"-"},
            {"id":0,"description":"D","uuid":"d","status":"deleted","wait":"20261126T000000Z"},
            {"id":0,"description":"E","uuid":"e","status":"completed","end":"20261123T002736Z","start":"20261122T002736Z","status":"completed"}
            ]
            """
        let read = try reader.read(Array(text.utf8))
        #expect(read.records.map(\.name) == ["A", "B", "C", "E"])
        #expect(read.unkept == [
            UnkeptData(what: "a \"scheduled\" date", count: 1),
            UnkeptData(what: "a \"depends\" list", count: 1), UnkeptData(what: "an \"estimate\" value", count: 1),
            UnkeptData(what: "an \"until\" date", count: 1), UnkeptData(what: "a \"start\" date", count: 1),
        ])
    }

    @Test func aRealExportNeedsNoWarning() throws {
        #expect(try reader.read(Array(TaskwarriorReaderTests.realExport.utf8)).unkept == [])
    }

    @Test func aBadTaskOnItsOwnLineIsNamedByThatLine() {
        let text = "[\n" + (1...3).map { #"{"description":"T\#($0)","uuid":"u\#($0)"},"# }.joined(separator: "\n")
            + "\n" + #"{"description":"Bad","uuid":"x","due":"later"}"# + "\n]\n"
        #expect(throws: TodoError.badFile("line 5: cannot read the due date 'later'")) { try records(text) }
    }
}

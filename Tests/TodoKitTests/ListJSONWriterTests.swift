import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `todo list --json` written straight to bytes, against the same object built as a
/// `JSONValue` tree and serialized (the way it was written before).
@Suite struct ListJSONWriterTests {
    /// The reference: the tree the contract describes, serialized by `JSONWriter`.
    private func viaTree(_ data: UpcomingDisplayData) -> String {
        var members = [JSONMember("today", .string(data.today)), JSONMember("weekStart", .string(data.weekStart))]
        if let through = data.through { members.append(JSONMember("through", .string(through))) }
        let sections = data.sections.map { section in
            JSONValue.object([
                JSONMember("title", .string(section.title)),
                JSONMember("items", .array(section.items.map { item in
                    var fields = [JSONMember("id", .number(String(item.id))), JSONMember("name", .string(item.name))]
                    if let due = item.due { fields.append(JSONMember("due", .string(due))) }
                    if let every = item.every { fields.append(JSONMember("every", .string(every))) }
                    if let done = item.done { fields.append(JSONMember("done", .string(done))) }
                    fields.append(JSONMember("tags", .array(item.tags.map { .string($0) })))
                    if let uid = item.uid { fields.append(JSONMember("uid", .string(uid))) }
                    return .object(fields)
                })),
            ])
        }
        members.append(JSONMember("sections", .array(sections)))
        if let leftOut = data.leftOut {
            members.append(JSONMember("more", .object([JSONMember("later", .number(String(leftOut.later))),
                                                       JSONMember("someday", .number(String(leftOut.someday))),
                                                       JSONMember("waiting", .number(String(leftOut.waiting)))])))
        }
        return JSONWriter.serialize(.object(members)) + "\n"
    }

    @Test func writesTheContractsExample() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [
            UpcomingDisplaySection(title: "Today", items: [UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-21")]),
        ], noContentMessage: "")
        #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self) == """
            {"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": [{"title": "Today", \
            "items": [{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": []}]}]}

            """)
    }

    @Test func nothingToShowHasNoSectionsAndNoThroughWithAll() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "sunday", through: nil, sections: [], noContentMessage: "")
        #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self)
            == "{\"today\": \"2026-11-21\", \"weekStart\": \"sunday\", \"sections\": []}\n")
    }

    @Test func doneTagsAndWhatWasLeftOut() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [
            UpcomingDisplaySection(title: "Done", items: [
                UpcomingDisplayItem(id: 3, name: "Call +Mum @phone +x", dueLabel: "Fri 20 Nov", due: "2026-11-20",
                                    done: "2026-11-20T18:02:11Z"),
            ]),
        ], noContentMessage: "", leftOut: LeftOutCount(later: 3, someday: 1))
        #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self) == """
            {"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": [{"title": "Done", \
            "items": [{"id": 3, "name": "Call +Mum @phone +x", "due": "2026-11-20", "done": "2026-11-20T18:02:11Z", \
            "tags": ["mum", "x"]}]}], "more": {"later": 3, "someday": 1, "waiting": 0}}

            """)
    }

    @Test func aUIDComesLastAfterTheTags() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [
            UpcomingDisplaySection(title: "Someday", items: [
                UpcomingDisplayItem(id: 2, name: "From the phone +home", dueLabel: "", due: nil as String?, uid: "phone-\"1\""),
                UpcomingDisplayItem(id: 3, name: "Mine", dueLabel: "", due: nil as String?),
            ]),
        ], noContentMessage: "")
        #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self) == """
            {"today": "2026-11-21", "weekStart": "monday", "sections": [{"title": "Someday", "items": \
            [{"id": 2, "name": "From the phone +home", "tags": ["home"], "uid": "phone-\\"1\\""}, \
            {"id": 3, "name": "Mine", "tags": []}]}]}

            """)
    }

    @Test func agreesWithTheTreeOnRandomLists() {
        var random = SeededRandom(seed: 0x1507)
        for round in 0..<1000 {
            let sections = (0..<random.below(4)).map { _ in
                UpcomingDisplaySection(title: random.pick(["Overdue", "Today", "Later"]), items: (0..<random.below(6)).map { _ in
                    // The tags are the name's own: up to two random words marked `+`.
                    UpcomingDisplayItem(id: random.below(1_000_000),
                                        name: ([random.name()] + (0..<random.below(3)).map { _ in "+" + random.name() })
                                            .joined(separator: " "),
                                        dueLabel: "", due: random.pick(["2026-11-21", "2026-11-21T09:00"]),
                                        done: random.below(3) == 0 ? random.name() : nil,
                                        uid: random.below(3) == 0 ? random.name() : nil)
                })
            }
            let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: round % 2 == 0 ? nil : "2026-11-29",
                                           sections: sections, noContentMessage: "",
                                           leftOut: round % 2 == 0 ? nil : LeftOutCount(later: random.below(100_000),
                                                                                         someday: random.below(3)))
            #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self) == viaTree(data))
        }
    }
}

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
                    .object([JSONMember("id", .number(String(item.id))), JSONMember("name", .string(item.name))]
                        + (item.due.map { [JSONMember("due", .string($0))] } ?? [])
                        + (item.every.map { [JSONMember("every", .string($0))] } ?? []))
                })),
            ])
        }
        members.append(JSONMember("sections", .array(sections)))
        return JSONWriter.serialize(.object(members)) + "\n"
    }

    @Test func writesTheContractsExample() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [
            UpcomingDisplaySection(title: "Today", items: [UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-21")]),
        ], noContentMessage: "")
        #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self) == """
            {"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": [{"title": "Today", \
            "items": [{"id": 1, "name": "Buy milk", "due": "2026-11-21"}]}]}

            """)
    }

    @Test func nothingToShowHasNoSectionsAndNoThroughWithAll() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "sunday", through: nil, sections: [], noContentMessage: "")
        #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self)
            == "{\"today\": \"2026-11-21\", \"weekStart\": \"sunday\", \"sections\": []}\n")
    }

    @Test func agreesWithTheTreeOnRandomLists() {
        var random = SeededRandom(seed: 0x1507)
        for round in 0..<1000 {
            let sections = (0..<random.below(4)).map { _ in
                UpcomingDisplaySection(title: random.pick(["Overdue", "Today", "Later"]), items: (0..<random.below(6)).map { _ in
                    UpcomingDisplayItem(id: random.below(1_000_000), name: random.name(), dueLabel: "",
                                        due: random.pick(["2026-11-21", "2026-11-21T09:00"]))
                })
            }
            let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: round % 2 == 0 ? nil : "2026-11-29",
                                           sections: sections, noContentMessage: "")
            #expect(String(decoding: ListJSONWriter().bytes(data), as: UTF8.self) == viaTree(data))
        }
    }
}

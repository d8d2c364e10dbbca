import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Changing named items in place must give exactly the bytes that decoding, applying and
/// encoding would give, and the same undo record.
@Suite struct TodoFileSplicerTests {
    private static let due = DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch)
    private static let stamp = "2026-11-20T18:02:11Z"

    private static func item(_ id: Int) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", due: due, uid: "u\(id)")
    }

    /// The bytes, result and record as the splicer leaves them, or nil (bytes untouched).
    private func spliced<R>(_ bytes: [UInt8], _ ids: [Int], _ change: (inout ItemChanges) throws -> R)
        throws -> (bytes: [UInt8], result: R, record: ChangeRecord)? {
        var edited = bytes
        guard let outcome = try TodoFileSplicer.change(&edited, ids: ids, change) else {
            #expect(edited == bytes)
            return nil
        }
        return (edited, outcome.result, outcome.record)
    }

    /// What the general way writes, and its record.
    private func slowly<R>(_ bytes: [UInt8], _ ids: [Int], _ change: (inout ItemChanges) throws -> R)
        throws -> (bytes: [UInt8], record: ChangeRecord) {
        var list = try TodoFileCodec.decode(bytes, path: "/f")
        var record = ChangeRecord(entries: [])
        _ = try list.apply(ids: ids) { changes in
            let result = try change(&changes)
            record = changes.undoRecord
            return result
        }
        return (TodoFileCodec.encode(list), record)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private let three = TodoFileCodec.encode(TodoList(items: [2, 5, 9].map(item), nextID: 12))

    private func removing(_ ids: [Int]) throws -> String {
        let outcome = try #require(try spliced(three, ids) { changes in ids.forEach { changes.remove(id: $0) } })
        #expect(outcome.bytes == (try slowly(three, ids) { changes in ids.forEach { changes.remove(id: $0) } }).bytes)
        return text(outcome.bytes)
    }

    private static func lines(_ ids: [Int]) -> String {
        let items = ids.map { "    {\"id\": \($0), \"name\": \"Item \($0)\", \"due\": \"2026-11-21\", \"uid\": \"u\($0)\"}" }
        return "{\n  \"version\": 1,\n  \"nextId\": 12,\n  \"items\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    @Test func removesTheFirstMiddleAndLastItem() throws {
        #expect(try removing([2]) == Self.lines([5, 9]))
        #expect(try removing([5]) == Self.lines([2, 9]))
        #expect(try removing([9]) == Self.lines([2, 5]))
        #expect(try removing([2, 5]) == Self.lines([9]))
        #expect(try removing([5, 9]) == Self.lines([2]))
        #expect(try removing([2, 9]) == Self.lines([5]))
    }

    @Test func removingEveryItemLeavesWhatTheEncoderWritesForNone() throws {
        #expect(try removing([9, 2, 5]) == "{\n  \"version\": 1,\n  \"nextId\": 12,\n  \"items\": []\n}\n")
        let only = TodoFileCodec.encode(TodoList(items: [Self.item(4)], otherKeys: [JSONMember("owner", .string("ann"))]))
        let outcome = try #require(try spliced(only, [4]) { $0.remove(id: 4) })
        #expect(text(outcome.bytes) == "{\n  \"version\": 1,\n  \"nextId\": 5,\n  \"owner\": \"ann\",\n  \"items\": []\n}\n")
        #expect(outcome.record == ChangeRecord(entries: [ChangeRecord.Entry(id: 4, before: Self.item(4))]))
    }

    @Test func marksAnItemDoneInItsLine() throws {
        let outcome = try #require(try spliced(three, [5, 7]) { changes in
            var five = changes.items[0]
            five.done = Self.stamp
            changes.replace(five)
            return changes.missingIDs
        })
        #expect(outcome.result == [7])
        #expect(text(outcome.bytes) == Self.lines([2, 5, 9]).replacingOccurrences(
            of: "\"Item 5\", \"due\": \"2026-11-21\", \"uid\"", with: "\"Item 5\", \"due\": \"2026-11-21\", \"done\": \"\(Self.stamp)\", \"uid\""))
        #expect(outcome.record == ChangeRecord(entries: [ChangeRecord.Entry(id: 5, before: Self.item(5))]))
    }

    @Test func addsAfterTheLastItemAndMovesNextId() throws {
        let outcome = try #require(try spliced(three, [9]) { changes in
            changes.remove(id: 9)
            return try changes.add { Self.item($0) }
        })
        #expect(outcome.result == Self.item(12))
        #expect(text(outcome.bytes) == Self.lines([2, 5, 12]).replacingOccurrences(of: "\"nextId\": 12", with: "\"nextId\": 13"))
        #expect(outcome.record == ChangeRecord(entries: [ChangeRecord.Entry(id: 9, before: Self.item(9)),
                                                         ChangeRecord.Entry(id: 12, before: nil)]))
    }

    @Test func addsToAListEmptiedOrEmpty() throws {
        let emptied = try #require(try spliced(three, [2, 5, 9]) { changes in
            [2, 5, 9].forEach { changes.remove(id: $0) }
            _ = try changes.add { Self.item($0) }
        })
        #expect(text(emptied.bytes) == Self.lines([12]).replacingOccurrences(of: "\"nextId\": 12", with: "\"nextId\": 13"))
        let empty = TodoFileCodec.encode(TodoList(nextID: 12))
        let added = try #require(try spliced(empty, [3]) { changes in _ = try changes.add { Self.item($0) } })
        #expect(added.bytes == emptied.bytes)
    }

    @Test func aChangeThatChangesNothingLeavesTheBytes() throws {
        let outcome = try #require(try spliced(three, [5, 5, 40]) { changes in changes.replace(Self.item(5)) })
        #expect(outcome.bytes == three)
        #expect(outcome.record.isEmpty)
    }

    @Test func aThrowingChangeLeavesTheBytes() throws {
        var bytes = three
        #expect(throws: TodoError.notFound("no")) {
            try TodoFileSplicer.change(&bytes, ids: [2]) { changes in
                changes.remove(id: 2)
                throw TodoError.notFound("no")
            }
        }
        #expect(bytes == three)
    }

    @Test func leavesOtherFormsToTheGeneralWay() throws {
        var ran = false
        let compact = Array("{\"version\": 1, \"items\": [{\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-21\"}]}".utf8)
        #expect(try spliced(compact, [1]) { _ in ran = true } == nil)
        #expect(try spliced([], [1]) { _ in ran = true } == nil)
        #expect(!ran)
    }

    // MARK: Fuzz

    /// A change as a command would make it, the same each time it runs.
    private enum Command {
        case complete(ids: [Int]), reopen(ids: [Int]), remove(ids: [Int])
        case edit(id: Int, name: String?, due: DueDate??, every: RepeatRule??), add(names: [String], removing: [Int])

        var ids: [Int] {
            switch self {
            case .complete(let ids), .reopen(let ids), .remove(let ids): ids
            case .edit(let id, _, _, _): [id]
            case .add(_, let removing): removing
            }
        }

        func run(_ changes: inout ItemChanges) throws {
            switch self {
            case .complete:
                for var item in changes.items where !item.isDone {
                    item.done = TodoFileSplicerTests.stamp
                    changes.replace(item)
                    // A repeating item's next one, as `todo done` adds it.
                    if let every = item.every {
                        _ = try changes.add { TodoItem(id: $0, name: item.name, due: item.due, every: every, otherKeys: item.otherKeys) }
                    }
                }
            case .reopen:
                for var item in changes.items where item.isDone {
                    item.done = nil
                    changes.replace(item)
                }
            case .remove:
                for item in changes.items { changes.remove(id: item.id) }
            case .edit(let id, let name, let due, let every):
                guard var item = changes.item(id: id) else { return }
                if let name { item.name = name }
                if let due { item.due = due }
                if let every { item.every = every }
                if item.due == nil { item.every = nil }
                changes.replace(item)
            case .add(let names, let removing):
                for id in removing { changes.remove(id: id) }
                for (index, name) in names.enumerated() {
                    // As `todo done` adds a repeating item's next one, or `todo add` a someday one.
                    let due = index == 1 ? nil : TodoFileSplicerTests.due
                    _ = try changes.add { TodoItem(id: $0, name: name, due: due, every: due == nil ? nil : TodoFileSplicerTests.rules.first) }
                }
            }
        }
    }

    private static let rules = ["day", "3 days", "week", "2 weeks", "month", "6 months", "year", "monday", "sunday"]
        .compactMap(RepeatRuleParser.rule(in:))

    /// Some items with no date, some repeating (only dated ones can).
    private func withSomedayAndRepeats(_ list: TodoList, _ random: inout SeededRandom) -> TodoList {
        var list = list
        for index in list.items.indices {
            switch random.below(5) {
            case 0:
                list.items[index].due = nil
                list.items[index].every = nil
            case 1 where list.items[index].due != nil: list.items[index].every = random.repeatRule()
            default: break
            }
        }
        return list
    }

    private func randomIDs(_ ids: [Int], _ random: inout SeededRandom) -> [Int] {
        guard !ids.isEmpty else { return [random.below(5) + 1] }
        switch random.below(5) {
        case 0: return [ids[0]]
        case 1: return [ids[ids.count - 1]]
        case 2: return ids.shuffled(using: &random)
        default: return (0..<random.below(4) + 1).map { _ in random.below(3) == 0 ? random.below(40) + 1 : random.pick(ids) }
        }
    }

    private func randomCommand(_ list: TodoList, _ random: inout SeededRandom) -> Command {
        let ids = list.items.map(\.id)
        switch random.below(5) {
        case 0: return .complete(ids: randomIDs(ids, &random))
        case 1: return .reopen(ids: randomIDs(ids, &random))
        case 2: return .remove(ids: randomIDs(ids, &random))
        case 3:
            let name = random.below(3) == 0 ? nil : random.name()
            let due: DueDate?? = switch random.below(4) {
            case 0: .none
            case 1: .some(nil)
            default: DueDate(date: random.date(), time: random.time())
            }
            let every: RepeatRule?? = switch random.below(3) {
            case 0: .none
            case 1: .some(nil)
            default: random.repeatRule()
            }
            return .edit(id: randomIDs(ids, &random)[0], name: name, due: due, every: every)
        default:
            return .add(names: (0..<random.below(3) + 1).map { _ in random.name() },
                        removing: random.below(2) == 0 ? randomIDs(ids, &random) : [])
        }
    }

    @Test func splicedBytesAreTheReencodedBytesOnRandomFilesAndChanges() throws {
        var random = SeededRandom(seed: 15)
        var spliceCount = 0
        for round in 0..<400 {
            let list = withSomedayAndRepeats(random.todoList(maxItems: round % 4 == 0 ? 40 : 8), &random)
            let bytes = TodoFileCodec.encode(list)
            let command = randomCommand(list, &random)
            let slow = try slowly(bytes, command.ids, command.run)
            let fast = try #require(try spliced(bytes, command.ids, command.run), "round \(round): not recognized")
            #expect(fast.bytes == slow.bytes, "round \(round): \(command)\n\(text(bytes))")
            #expect(fast.record == slow.record, "round \(round)")
            if fast.bytes != bytes { spliceCount += 1 }
        }
        #expect(spliceCount > 250)
    }
}

package import TodoCore

/// A seeded generator (SplitMix64) with the makers the speed tests need: the same "random"
/// names, lists and damaged files on every run, so a failure can be reproduced.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<bound (bound > 0); the slight bias does not matter for tests.
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One of `choices` (not empty).
    package mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// A fraction in 0..<1.
    package mutating func fraction() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// Pieces of names: plain and accented letters, punctuation that never joins, and what
    /// must be escaped or joins its neighbour (controls, bidi marks, combining marks, emoji).
    package static let namePieces: [String] = [
        "a", "Z", " ", "7", "milk", "é", "ü", "ß", "—", "‰", "\u{A0}", "Ω", "ž", "ǅ", "\"", "\\", "/", "~",
        "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{200E}", "\u{202E}", "\u{2066}",
        "\u{061C}", "\u{301}", "\u{200D}", "😀", "👩‍👩‍👧", "🇩🇪", "€", "日本", "\r\n", "\u{2030}", "\u{205E}", "\u{205F}",
        "\u{2027}", "\u{200F}", "\u{2010}", "\u{AD}", "\u{2FF}", "\u{300}",
    ]

    package mutating func name(maxPieces: Int = 8) -> String {
        (0..<below(maxPieces) + 1).map { _ in pick(SeededRandom.namePieces) }.joined()
    }

    package mutating func date() -> LocalDate {
        LocalDate(daysSinceEpoch: below(40_000) - 5_000) ?? .epoch
    }

    package mutating func time() -> LocalTime? {
        below(2) == 0 ? nil : LocalTime(hour: below(24), minute: below(60))
    }

    private static let numbers = ["0", "-0", "1", "-17", "3.25", "1.50", "1e5", "2E-3", "-0.0e+0", "1e400",
                                  "123456789012345678901234567890"]

    package mutating func value(depth: Int) -> JSONValue {
        switch below(depth >= 3 ? 4 : 7) {
        case 0: return pick([.null, .bool(true), .bool(false)])
        case 1: return .number(pick(SeededRandom.numbers))
        case 2, 3: return .string(name(maxPieces: 4))
        case 4: return .array((0..<below(4)).map { _ in value(depth: depth + 1) })
        default: return .object((0..<below(4)).map { _ in JSONMember(name(maxPieces: 3), value(depth: depth + 1)) })
        }
    }

    /// A list as the program could have written it: ids going up (sometimes with gaps), a
    /// done item now and then, an item with no date or a repeating one now and then, a uid of
    /// its own on every item, a priority or a note on some, unknown keys on some items and on
    /// the file.
    package mutating func todoList(maxItems: Int = 12) -> TodoList {
        var id = 0
        let items = (0..<below(maxItems + 1)).map { _ in
            id += 1 + (below(4) == 0 ? below(5) : 0)
            let due = below(6) == 0 ? nil : DueDate(date: date(), time: time())
            return TodoItem(id: id, name: name(), due: due, every: due == nil || below(3) > 0 ? nil : repeatRule(),
                            done: below(4) == 0 ? "2026-11-20T18:02:11Z" : nil,
                            uid: pick(["00000000-0000-4000-8000-", "é\"", "u"]) + String(id),
                            priority: below(3) == 0 ? pick(Priority.allCases) : nil,
                            note: below(4) == 0 ? name(maxPieces: 3) + pick(["", "\nsecond line"]) : nil,
                            otherKeys: below(4) == 0 ? [JSONMember(pick(["created", "tag", "x y", "é"]), value(depth: 0))] : [])
        }
        let otherKeys = below(3) == 0 ? [JSONMember(pick(["theme", "owner", "ñ"]), value(depth: 0))] : []
        return TodoList(items: items, nextID: below(3) == 0 ? id + 1 + below(10) : 1, otherKeys: otherKeys)
    }

    /// Any rule, a kept day of the month now and then.
    package mutating func repeatRule() -> RepeatRule? {
        let count = pick([1, 1, 2, 3, 12, 999])
        let kind: RepeatRule.Kind = below(4) == 0 ? .weekday(pick(Weekday.allCases))
            : .step(count: count, unit: pick(RepeatRule.Unit.allCases))
        return RepeatRule(kind, anchorDay: below(3) == 0 ? 29 + below(3) : nil) ?? RepeatRule(kind)
    }

    private static let snippets: [[UInt8]] = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", " ", "\n", "0", "-", ".", "e", "1", "9", "\\u00", "\\u001b",
        "\\u001B", "\\n", "\\/", "\\u0041", "\u{0}", "\u{FEFF}", "é", "\u{85}", "\"id\": 1, ", "\"done\": \"x\", ",
        ", \"x\": 1", ", \"every\": \"week\"", ", \"priority\": \"low\"", "\"priority\": \"urgent\", ",
        ", \"note\": \"n\"", ", \"uid\": \"u1\"", "\"every\": \"month on the 31st\", ", "\"2026-02-30\"", "T25:00", "  ", "\n    ", "\"nextId\": 1,\n", "\"items\": [",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xC2, 0x85], [0x7F]]

    /// Changes `bytes` in one small way: a byte replaced, something inserted, a few bytes
    /// removed, the end cut off, a slice repeated or a bit flipped.
    package mutating func mutate(_ bytes: inout [UInt8]) {
        let position = bytes.isEmpty ? 0 : below(bytes.count + 1)
        switch below(6) {
        case 0 where position < bytes.count:
            bytes[position] = below(4) == 0 ? UInt8(truncatingIfNeeded: next()) : pick(SeededRandom.snippets)[0]
        case 1:
            bytes.insert(contentsOf: pick(SeededRandom.snippets), at: position)
        case 2 where position < bytes.count:
            bytes.removeSubrange(position..<min(bytes.count, position + 1 + below(3)))
        case 3:
            bytes.removeSubrange(position...)
        case 4 where position < bytes.count:
            let end = min(bytes.count, position + 1 + below(12))
            bytes.insert(contentsOf: Array(bytes[position..<end]), at: end)
        default:
            if position < bytes.count { bytes[position] ^= UInt8(1) << UInt8(below(8)) }
        }
    }
}

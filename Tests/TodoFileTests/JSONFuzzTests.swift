import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Thousands of deterministic random and mutated inputs: the parser and the codec must never
/// trap, and the parser must agree with Foundation on what is JSON.
@Suite struct JSONFuzzTests {
    // MARK: The parser against Foundation

    @Test func theParserAgreesWithFoundation() throws {
        var random = SeededRandom(seed: 0x70D0)
        var compared = 0
        for round in 0..<10_000 {
            // Compact values of every kind, and data files with their line breaks and indents.
            var input = round % 3 == 0 ? TodoFileCodec.encode(random.todoList())
                                       : Array(JSONWriter.serialize(random.jsonValue(depth: 0)).utf8)
            if round % 10 != 0 {
                for _ in 0...random.below(3) { random.damage(&input) }
            }
            if try check(input) { compared += 1 }
        }
        // Most inputs stay valid UTF-8 and are compared, not skipped.
        #expect(compared > 7000)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        for depth in [511, 512, 513, 10_000, 100_000] {
            for (open, close) in [("[", "]"), ("{\"a\":", "}"), ("[{\"\":", "}]")] {
                let text = String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth)
                _ = try check(Array(text.utf8))
                _ = try check(Array(String(repeating: open, count: depth).utf8))
            }
        }
    }

    @Test func theKnownDifferencesFromFoundationAreTolerated() throws {
        for text in ["[1,]", "{\"a\": [1 , ] ,\n}", "1e400", "[-1E+999]", "{\"n\": 1e-400}"] {
            #expect(try check(Array(text.utf8)))
        }
    }

    /// Parses `input` with both parsers and expects the same verdict; false if Foundation
    /// could not be asked (the input is not UTF-8, or Foundation would guess another encoding).
    private func check(_ input: [UInt8]) throws -> Bool {
        let ours = Result { () throws(JSONParseError) in try JSONParser.parse(input) }
        let isUTF8 = String(validating: input, as: UTF8.self) != nil
        if case .failure(.notUTF8) = ours {
            #expect(!isUTF8, "refused as not UTF-8: \(show(input))")
            return false
        }
        #expect(isUTF8, "accepted as UTF-8: \(show(input))")
        if case .success(let value) = ours {
            #expect(try JSONParser.parse(Array(JSONWriter.serialize(value).utf8)) == value)
        }
        // Foundation reads NUL bytes among the first four as a sign of UTF-16 or UTF-32.
        guard isUTF8, !input.prefix(4).contains(0) else { return false }
        let foundation = Result { try JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed]) }
        switch (ours, foundation) {
        case (.success, .success), (.failure, .failure):
            break
        case (.success, .failure(let error)):
            // Foundation turns numbers into Doubles and refuses those out of range (1e400);
            // this parser keeps a number's text, so it has no range to refuse.
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            #expect(reason.contains("not representable"), "only Foundation refuses \(show(input)): \(reason)")
        case (.failure(let error), .success):
            // Foundation accepts a trailing comma (`[1,]`); JSON does not.
            let withoutTrailingCommas = removingTrailingCommas(input)
            #expect(withoutTrailingCommas != input && (try? JSONParser.parse(withoutTrailingCommas)) != nil,
                    "only this parser refuses \(show(input)): \(error)")
        }
        return true
    }

    private func show(_ input: [UInt8]) -> String {
        input.count > 300 ? "\(input.count) bytes" : String(reflecting: String(decoding: input, as: UTF8.self))
    }

    /// `input` without the commas (outside strings) that stand just before a `]` or a `}`.
    private func removingTrailingCommas(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var inString = false
        var index = 0
        while index < input.count {
            let byte = input[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    output.append(contentsOf: input[index..<min(index + 2, input.count)])
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") {
                let next = input[(index + 1)...].first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
                if next == UInt8(ascii: "]") || next == UInt8(ascii: "}") {
                    index += 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    // MARK: The codec on damaged files

    @Test func damagedDataFilesGiveAListOrStatus65() {
        var random = SeededRandom(seed: 0xF11E)
        var refused = 0
        for round in 0..<5000 {
            let list = random.todoList()
            var bytes = TodoFileCodec.encode(list)
            if round % 20 == 0 {
                #expect((try? TodoFileCodec.decode(bytes, path: "/f")) == list)
                continue
            }
            for _ in 0...random.below(2) { random.damage(&bytes) }
            do {
                _ = try TodoFileCodec.decode(bytes, path: "/f")
            } catch let error as TodoError {
                #expect(error.status == .dataError)
                #expect(error.message.hasPrefix("/f: "))
                #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                        "a raw control character in \(String(reflecting: error.message))")
                refused += 1
            } catch {
                Issue.record("not a TodoError: \(error)")
            }
        }
        // The mutations do damage most files.
        #expect(refused > 3000)
    }

    @Test func deeplyNestedDataFilesAreRefused() {
        for nesting in ["[", "{\"a\":"] {
            for prefix in ["", "{\"version\": 1, \"items\": ", "{\"version\": 1, \"items\": [{\"id\": 1, \"x\": "] {
                let bytes = Array((prefix + String(repeating: nesting, count: 100_000)).utf8)
                #expect(throws: TodoError.self) { try TodoFileCodec.decode(bytes, path: "/f") }
            }
        }
    }
}

/// The fuzz's own inputs, from the shared seeded generator.
private extension SeededRandom {
    // MARK: Values

    private static let numbers = ["0", "-0", "1", "-17", "3.25", "1.50", "1e5", "2E-3", "-0.0e+0", "1e400",
                                  "123456789012345678901234567890", "9007199254740993"]
    private static let characters: [String] = ["a", "Z", " ", "é", "😀", "\"", "\\", "/", "\n", "\t", "\u{0}",
                                               "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "€", "[", "}", ","]

    mutating func text() -> String {
        (0..<below(8)).map { _ in pick(SeededRandom.characters) }.joined()
    }

    mutating func jsonValue(depth: Int) -> JSONValue {
        switch below(depth >= 4 ? 4 : 7) {
        case 0: return pick([.null, .bool(true), .bool(false)])
        case 1: return .number(pick(SeededRandom.numbers))
        case 2, 3: return .string(text())
        case 4: return .array((0..<below(5)).map { _ in jsonValue(depth: depth + 1) })
        default: return .object((0..<below(5)).map { _ in JSONMember(text(), jsonValue(depth: depth + 1)) })
        }
    }

    mutating func todoList() -> TodoList {
        let items = (0..<below(6)).map { index in
            TodoItem(id: index * 3 + 1 + below(3), name: "n" + text(),
                     due: DueDate(date: LocalDate(daysSinceEpoch: below(30_000)) ?? LocalDate.epoch,
                                  time: below(2) == 0 ? nil : LocalTime(hour: below(24), minute: below(60))),
                     done: below(3) == 0 ? "2026-11-20T18:02:11Z" : nil,
                     otherKeys: below(3) == 0 ? [JSONMember(text(), jsonValue(depth: 2))] : [])
        }
        return TodoList(items: items, nextID: below(40), otherKeys: below(2) == 0 ? [JSONMember("x", jsonValue(depth: 1))] : [])
    }

    // MARK: Mutations

    private static let snippets: [[UInt8]] = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", " ", "\n", "0", "-", ".", "e", "+", "1", "t", "n", "tru", "nul",
        "\\u", "\\uD800", "\\uDC00", "\\uD83D\\uDE00", "\\u00", "\\x", "{\"a\":", "[[[[", "]]]]", "1e400", "01",
        "\u{0}", "\u{1F}", "\u{FEFF}", "é", "/*", "NaN", "\"id\": 1, ", "\"version\": 2, ", "\"due\": \"2026-02-30\", ",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80]]

    mutating func damage(_ bytes: inout [UInt8]) {
        let position = bytes.isEmpty ? 0 : below(bytes.count + 1)
        switch below(6) {
        case 0 where position < bytes.count:    // replace a byte
            bytes[position] = below(4) == 0 ? UInt8(truncatingIfNeeded: next()) : pick(SeededRandom.snippets)[0]
        case 1:                                 // insert something
            bytes.insert(contentsOf: pick(SeededRandom.snippets), at: position)
        case 2 where position < bytes.count:    // delete a few bytes
            bytes.removeSubrange(position..<min(bytes.count, position + 1 + below(3)))
        case 3:                                 // cut the end off
            bytes.removeSubrange(position...)
        case 4 where position < bytes.count:    // repeat a slice
            let end = min(bytes.count, position + 1 + below(12))
            bytes.insert(contentsOf: Array(bytes[position..<end]), at: end)
        default:                                // flip a bit
            if position < bytes.count { bytes[position] ^= UInt8(1) << UInt8(below(8)) }
        }
    }
}

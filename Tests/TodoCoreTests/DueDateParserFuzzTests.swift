import Testing
@testable import TodoCore
import TodoTestSupport

/// Whatever is typed after `--due`, the parser gives a valid due date or a usage error:
/// it never traps (overflow, an index out of range, a force unwrap), whatever the input.
@Suite struct DueDateParserFuzzTests {
    static let referenceDays = ["2026-11-21", "2028-02-29", "0001-01-01", "9999-12-31"]

    @Test(arguments: referenceDays)
    func everyInputGivesADateOrAUsageError(_ day: String) throws {
        let parser = try DueDateParserTests.parser(today: day, weekStart: .sunday)
        var random = SeededRandom(seed: 0x7D0_2026)
        var parsed = 0
        for round in 0..<3_000 {
            let input = FuzzInput.make(kind: round % 4, using: &random)
            do {
                let due = try parser.parse(input)
                #expect(DueDate(iso: due.iso) == due, "\(input.debugDescription) gave \(due.iso)")
                parsed += 1
            } catch let error as TodoError {
                #expect(error.status == .usage, "\(input.debugDescription)")
                #expect(error.message.hasSuffix(DueDateParser.acceptedForms))
                #expect(!error.message.unicodeScalars.contains { TerminalText.needsEscape($0) })
            }
        }
        // The mutations of valid inputs must still reach the reading rules, not only refusals.
        #expect(parsed > 50)
    }
}

/// Inputs of four kinds: random bytes, random scalars, grammar pieces glued at random, and
/// valid inputs with one mutation.
private enum FuzzInput {
    static let valid = ["today", "tom", "yesterday", "next fri", "this sat", "next week", "in 3 days", "+3d",
                        "2w", "in 12 months", "1y", "eow", "end of next week", "eom", "2026-12-01",
                        "dec 1", "1st december 2027", "feb 29", "dec 1, 2027", "fri at 9am", "tomorrow 14:30",
                        "2026-12-01T14:30", "9:15pm", "12am", "noon", "at midnight", "sept 30th 23:59"]
    static let pieces = ["today", "tod", "tomorrow", "yesterday", "fri", "friday", "this", "next", "week",
                         "month", "year", "in", "+", "-", ":", ",", "t", "at", "am", "pm", "noon", "midnight",
                         "d", "days", "w", "m", "y", "eow", "eonw", "eom", "end", "of", "dec", "feb", "sept",
                         "st", "nd", "rd", "th", "0", "1", "9", "12", "29", "30", "59", "60", "2026", "9999",
                         "10000", "9223372036854775807", "9223372036854775808", "99999999999999999999"]
    static let separators = ["", "", " ", "  ", "\t"]
    static let hugeNumbers = ["99999999999999999999", "9223372036854775807", "9223372036854775808",
                              "18446744073709551616", "1317624576693539402", "0", "00", "000000000000000000001"]
    static let oddScalars: [Unicode.Scalar] = ["\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}",
                                               "\u{301}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{3000}",
                                               "\u{FF11}", "\u{FF46}", "\u{212A}", "\u{130}", "\u{1F600}",
                                               "\u{FFFD}", "\u{10FFFF}", "/", ".", "\\", "\""]

    static func make(kind: Int, using random: inout SeededRandom) -> String {
        switch kind {
        case 0: return randomBytes(using: &random)
        case 1: return randomScalars(using: &random)
        case 2: return gluedPieces(using: &random)
        default: return mutated(random.pick(valid), using: &random)
        }
    }

    private static func randomBytes(using random: inout SeededRandom) -> String {
        let bytes = (0..<random.below(24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func randomScalars(using random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<random.below(16) {
            let scalar = random.below(3) == 0 ? random.pick(oddScalars)
                : Unicode.Scalar(UInt32(random.below(0x80))) ?? " "
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    private static func gluedPieces(using random: inout SeededRandom) -> String {
        (0..<(1 + random.below(6))).map { _ in random.pick(separators) + random.pick(pieces) }
            .joined()
    }

    private static func mutated(_ text: String, using random: inout SeededRandom) -> String {
        var scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return text }
        let at = random.below(scalars.count)
        switch random.below(6) {
        case 0:
            scalars.remove(at: at)
        case 1:
            scalars.insert(scalars[at], at: at)
        case 2:
            scalars.insert(random.pick(oddScalars), at: at)
        case 3:
            scalars[at] = ("a"..."z").contains(scalars[at]) ? Unicode.Scalar(scalars[at].value - 32) ?? "A" : "Z"
        case 4:
            scalars.insert(contentsOf: random.pick(hugeNumbers).unicodeScalars, at: at)
        default:
            // Every run of digits becomes a huge number.
            var result = ""
            var inDigits = false
            let huge = random.pick(hugeNumbers)
            for scalar in scalars {
                let isDigit = ("0"..."9").contains(scalar)
                if isDigit, !inDigits { result += huge }
                if !isDigit { result.unicodeScalars.append(scalar) }
                inDigits = isDigit
            }
            return result
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}

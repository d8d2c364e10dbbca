import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The width and escaping of names in the fast list writer: exact where it can be sure, and
/// otherwise left to `String`, never different from it.
@Suite struct ShownNamesTests {
    @Test(arguments: [
        ("Buy milk", 8), ("", 0), ("Café Müller", 11), ("Pay rent — now", 14), ("‰ ‐ ‧ ⁞", 7),
        ("\u{A0}ǅ\u{2FF}", 3),
    ])
    func namesItIsSureOfHaveTheirCharacterCount(_ name: String, _ width: Int) {
        #expect(ShownNames.plainWidth(name) == width)
        #expect(name.count == width)
    }

    @Test(arguments: [
        "tab\there", "\u{1B}[31m", "del\u{7F}", "c1\u{85}", "rtl\u{202E}", "lrm\u{200E}", "e\u{301}", "a\u{300}",
        "😀", "日本", "zwj\u{200D}", "\u{2028}", "\u{205F}", "\u{2066}", "\u{061C}", "\r\n",
    ])
    func otherNamesAreLeftToString(_ name: String) {
        #expect(ShownNames.plainWidth(name) == nil)
    }

    @Test func aSectionsWidthsColumnAndEscapes() {
        let items = [
            UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "Friday", due: "2026-11-27"),
            UpcomingDisplayItem(id: 2, name: "Ring\u{7}", dueLabel: "Friday", due: "2026-11-27"),
            UpcomingDisplayItem(id: 3, name: String(repeating: "x", count: 50), dueLabel: "", due: "2026-11-27"),
        ]
        let names = ShownNames(items)
        #expect(names.widths == [8, 9, 50])
        #expect(names.byteCounts == [8, 9, 50])
        // The unlabelled 50-character name does not widen the column.
        #expect(names.nameColumn == 9)
        var output = [UInt8](repeating: 0, count: 9)
        output.withUnsafeMutableBufferPointer { buffer in
            guard var cursor = buffer.baseAddress else { return }
            names.put(1, of: items[1].name, at: &cursor)
        }
        #expect(String(decoding: output, as: UTF8.self) == "Ring\\u{7}")
    }

    @Test func theColumnStopsAtTheLayoutsLimit() {
        let items = [UpcomingDisplayItem(id: 1, name: String(repeating: "y", count: 60), dueLabel: "Monday", due: "2026-11-30")]
        #expect(ShownNames(items).nameColumn == 40)
    }

    @Test func eightBytesArePrintableASCIIOnlyWhenEachOneIs() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(ShownNames.isPrintableASCII(word) == (0x20...0x7E).contains(byte), "byte \(byte) at \(position)")
            }
        }
    }

    /// Long names take the eight-bytes-at-a-time path: a character that is not plain, at any
    /// place in a name of 20 x's, still leaves the name to `String`; a plain one counts once.
    @Test(arguments: [
        ("\u{7}", nil), ("\u{7F}", nil), ("\u{85}", nil), ("\u{202E}", nil), ("e\u{301}", nil), ("😀", nil),
        ("é", 21), ("—", 21), ("~", 21), (" ", 21),
    ] as [(String, Int?)])
    func aCharacterAnywhereInALongNameCountsAsInAShortOne(_ character: String, _ width: Int?) {
        for position in 0...20 {
            let name = String(repeating: "x", count: position) + character + String(repeating: "x", count: 20 - position)
            #expect(ShownNames.plainWidth(name) == width, "\(String(reflecting: name))")
        }
    }

    @Test func whereItIsSureItAgreesWithString() {
        var random = SeededRandom(seed: 0x5A0E)
        var sure = 0
        for _ in 0..<20_000 {
            let name = random.name()
            guard let width = ShownNames.plainWidth(name) else { continue }
            sure += 1
            #expect(width == name.count, "\(String(reflecting: name))")
            #expect(TerminalText.escaped(name) == name, "\(String(reflecting: name))")
        }
        #expect(sure > 500)
    }
}

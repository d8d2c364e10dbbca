import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// The text of `todo list`, cut to a terminal's width or not, against the `String` layout that
/// spells out the rule (`ReferenceLayout`, below), and the widths of names it works out from bytes.
@Suite struct ListTextWriterTests {
    private let plain = TextStyle(isEnabled: false)

    private func item(_ id: Int, _ name: String, _ label: String, repeats: Bool = false) -> UpcomingDisplayItem {
        let rule: RepeatRule? = repeats ? RepeatRule(.weekdays) : nil
        let due: DueDate? = DueDate(iso: "2026-11-21")
        return UpcomingDisplayItem(id: id, name: name, dueLabel: label, due: due, every: rule)
    }

    @Test(arguments: [(true, "Friday \u{21BB}", "\u{21BB}"), (false, "Friday (r)", "(r)")])
    func aRepeatingItemsLabelEndsWithTheMark(isUTF8: Bool, friday: String, today: String) {
        let shown = text([
            UpcomingDisplaySection(title: "Today", items: [item(1, "Stand-up", "", repeats: true), item(2, "Milk", "14:30")]),
            UpcomingDisplaySection(title: "Later This Week", items: [item(3, "Gym", "Friday", repeats: true)]),
        ], style: TextStyle(isEnabled: false, isUTF8: isUTF8))
        #expect(shown == """
            Today
              1  Stand-up  \(today)
              2  Milk      14:30

            Later This Week
              3  Gym  \(friday)

            """)
    }

    private func text(_ sections: [UpcomingDisplaySection], style: TextStyle? = nil, width: Int? = nil) -> String {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: sections,
                                       noContentMessage: "Nothing due.")
        return String(decoding: ListTextWriter(style: style ?? plain, width: width).bytes(data), as: UTF8.self)
    }

    @Test func writesTheListAsTheLayoutDoes() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [
            UpcomingDisplaySection(title: "Overdue", items: [item(12, "Pay rent", "Thu 19 Nov")]),
            UpcomingDisplaySection(title: "Today", items: [item(3, "Buy milk", ""), item(140, "Call\u{1B}", "14:30")]),
        ], noContentMessage: "Nothing due through Sunday 29 November.")
        let text = String(decoding: ListTextWriter(style: plain, width: nil).bytes(data), as: UTF8.self)
        #expect(text == """
            Overdue
               12  Pay rent  Thu 19 Nov

            Today
                3  Buy milk
              140  Call\\u{1B}  14:30

            """)
        #expect(text == ReferenceLayout(style: plain, width: nil).text(data))
    }

    @Test func colourWrapsHeadingsAndLabelsAsTheLayoutDoes() {
        let style = TextStyle(isEnabled: true)
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [
            UpcomingDisplaySection(title: "Overdue", items: [item(1, "a", "Thu 19 Nov"), item(2, "b", "Thu 19 Nov")], isOverdue: true),
            UpcomingDisplaySection(title: "Later", items: [item(3, "c", "Mon 4 Jan 2027")]),
        ], noContentMessage: "Nothing due.")
        let bytes = ListTextWriter(style: style, width: nil).bytes(data)
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}[1;31mOverdue\u{1B}[0m\n  1  a  \u{1B}[2mThu 19 Nov\u{1B}[0m\n  2  b  \u{1B}[2mThu 19 Nov\u{1B}[0m\n"
            + "\n\u{1B}[1mLater\u{1B}[0m\n  3  c  \u{1B}[2mMon 4 Jan 2027\u{1B}[0m\n")
    }

    /// A page of the List screen lines its ids up as the whole list does.
    @Test func aPagesIDColumnIsTheWholeListsWidth() {
        var data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [
            UpcomingDisplaySection(title: "Today", items: [item(3, "Buy milk", "")]),
        ], noContentMessage: "Nothing due.")
        data.largestID = 120
        #expect(String(decoding: ListTextWriter(style: plain, width: nil).bytes(data), as: UTF8.self)
            == "Today\n    3  Buy milk\n")
    }

    @Test func noSectionsIsNoBytes() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [],
                                       noContentMessage: "Nothing due.")
        #expect(ListTextWriter(style: plain, width: nil).bytes(data).isEmpty)
        #expect(ListTextWriter(style: plain, width: 80).bytes(data).isEmpty)
    }

    /// A list of up to three sections of up to eight items, with odd names, ids and labels;
    /// every seventh round has ids of up to seven digits, every fifth long names.
    private func randomList(_ random: inout SeededRandom, round: Int) -> UpcomingDisplayData {
        let titles = ["Overdue", "Today", "Tomorrow", "Later This Week", "Next Week", "Later"]
        let labels = ["", "", "14:30", "Friday", "Friday 09:00", "Thu 7 Jan", "Mon 4 Jan 2027 23:59", "é\u{301}"]
        let sections = (0..<random.below(4)).map { index in
            UpcomingDisplaySection(title: titles[(index + random.below(2)) % titles.count], items: (0..<random.below(9)).map { _ in
                item(1 + random.below(round % 7 == 0 ? 1_000_000 : 60), random.name(maxPieces: round % 5 == 0 ? 30 : 8),
                     random.pick(labels), repeats: random.below(4) == 0)
            })
        }
        return UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: sections,
                                   noContentMessage: "Nothing due.")
    }

    @Test func agreesWithTheLayoutOnRandomLists() {
        var random = SeededRandom(seed: 0x7157)
        for round in 0..<1500 {
            let data = randomList(&random, round: round)
            let style = TextStyle(isEnabled: round % 3 == 0)
            let expected = ReferenceLayout(style: style, width: nil).text(data)
            #expect(String(decoding: ListTextWriter(style: style, width: nil).bytes(data), as: UTF8.self) == expected)
        }
    }

    /// Widths from narrower than any line to wider than every one, so that names are cut in
    /// labelled and unlabelled lines, down to the minimum, and not at all.
    @Test func agreesWithTheLayoutOnRandomListsCutToAWidth() {
        var random = SeededRandom(seed: 0x7158)
        let widths = [0, 1, 9, 12, 16, 20, 24, 30, 40, 52, 80, 200]
        for round in 0..<1500 {
            let data = randomList(&random, round: round)
            let style = TextStyle(isEnabled: round % 3 == 0, isUTF8: round % 4 != 0)
            let width = random.pick(widths)
            let expected = ReferenceLayout(style: style, width: width).text(data)
            #expect(String(decoding: ListTextWriter(style: style, width: width).bytes(data), as: UTF8.self) == expected,
                    "width \(width)")
        }
    }

    @Test func aWidthCutsLabelledNamesToOneColumnAndOthersToTheLine() {
        let longName = "Call the plumber about the kitchen sink"
        #expect(text([
            UpcomingDisplaySection(title: "Today", items: [item(1, longName, ""), item(2, longName, "14:30"), item(3, "Tax", "9:00")]),
        ], width: 30) == """
            Today
              1  Call the plumber about t…
              2  Call the plumber …  14:30
              3  Tax                 9:00

            """)
    }

    // MARK: Display widths

    private var scripts: [UpcomingDisplaySection] {
        [UpcomingDisplaySection(title: "Tomorrow", items: [
            item(1, "買い物: 牛乳と卵と パン", "Sunday"), item(2, "Buy milk", "Sunday 09:00"),
            item(3, "Party 🎉 with 👩‍💻", "Sunday"), item(4, "Cafe\u{301} au lait", "Sunday"),
        ])]
    }

    /// CJK, emoji and combining marks take their display columns: the labels line up after them,
    /// piped and on any terminal wide enough for every line.
    @Test(arguments: [nil, 100, 80, 42] as [Int?])
    func labelsLineUpInDisplayColumnsWhateverTheScript(width: Int?) {
        #expect(text(scripts, width: width) == """
            Tomorrow
              1  買い物: 牛乳と卵と パン  Sunday
              2  Buy milk                 Sunday 09:00
              3  Party 🎉 with 👩‍💻         Sunday
              4  Cafe\u{301} au lait             Sunday

            """)
    }

    /// At 40 columns the name column makes room for the longest label, and a name wider than
    /// it is cut to it, even one that would fit its own line: the labels line up.
    @Test func atFortyColumnsTheColumnNarrowsAndTheLabelsLineUp() {
        #expect(text(scripts, width: 40) == """
            Tomorrow
              1  買い物: 牛乳と卵と …   Sunday
              2  Buy milk               Sunday 09:00
              3  Party 🎉 with 👩‍💻       Sunday
              4  Cafe\u{301} au lait           Sunday

            """)
    }

    /// Names are cut between characters, never inside a wide one or a cluster: where a wide
    /// character would straddle the limit, the name is a column short and padded back. A
    /// labelled name that does not fit is cut to the column, so its label lines up.
    @Test func narrowTerminalsCutBetweenCharacters() {
        #expect(text(scripts, width: 30) == """
            Tomorrow
              1  買い物: 牛…  Sunday
              2  Buy milk     Sunday 09:00
              3  Party 🎉 w…  Sunday
              4  Cafe\u{301} au la…  Sunday

            """)
        #expect(text(scripts, width: 20) == """
            Tomorrow
              1  買い物:…  Sunday
              2  Buy milk  Sunday 09:00
              3  Party …   Sunday
              4  Cafe\u{301} au…  Sunday

            """)
    }

    @Test func aLocaleThatIsNotUTF8CutsWithThreeDots() {
        #expect(text(scripts, style: TextStyle(isEnabled: false, isUTF8: false), width: 20) == """
            Tomorrow
              1  買い...   Sunday
              2  Buy milk  Sunday 09:00
              3  Party...  Sunday
              4  Cafe\u{301} ...  Sunday

            """)
    }

    /// A name without a label has the whole line: cut only past the terminal's width.
    @Test(arguments: [(nil, "東京で会議の資料を準備して、大阪の取引先に送る"), (100, "東京で会議の資料を準備して、大阪の取引先に送る"),
                      (80, "東京で会議の資料を準備して、大阪の取引先に送る"), (40, "東京で会議の資料を準備して、大阪の…")] as [(Int?, String)])
    func anUnlabelledNameTakesTheWholeWidth(width: Int?, shown: String) {
        let name = "東京で会議の資料を準備して、大阪の取引先に送る"
        #expect(text([UpcomingDisplaySection(title: "Today", items: [item(1, name, "")])], width: width)
            == "Today\n  1  \(shown)\n")
    }

    /// A labelled name longer than the column is cut only when its line would not fit.
    @Test(arguments: [(nil, 60), (100, 60), (80, 60), (40, 26)] as [(Int?, Int)])
    func aLongLabelledNameIsCutOnlyPastTheWidth(width: Int?, kept: Int) {
        let items = [item(1, String(repeating: "y", count: 60), "Monday"), item(2, "z", "Monday")]
        let column = width == 40 ? 27 : 40
        let first = String(repeating: "y", count: kept) + (kept < 60 ? "…" : "")
        #expect(text([UpcomingDisplaySection(title: "Next Week", items: items)], width: width) == """
            Next Week
              1  \(first)  Monday
              2  z\(String(repeating: " ", count: column - 1))  Monday

            """)
    }

    @Test(arguments: [(0, 1), (9, 1), (10, 2), (99, 2), (100, 3), (9_007_199_254_740_991, 16), (-5, 2)])
    func digitCountIsTheLengthOfTheNumbersText(_ value: Int, _ count: Int) {
        #expect(ListTextWriter.digitCount(value) == count)
        #expect(String(value).count == count)
    }

    // MARK: Names

    @Test(arguments: [
        ("Buy milk", 8), ("", 0), ("Café Müller", 11), ("Pay rent — now", 14), ("‰ ‐ ‧ ⁞", 7),
        ("\u{A0}ǅ\u{2FF}", 3),
    ])
    func namesItIsSureOfHaveTheirCharacterCount(_ name: String, _ width: Int) {
        #expect(ListTextWriter.plainWidth(name) == width)
        #expect(name.count == width)
    }

    @Test(arguments: [
        "tab\there", "\u{1B}[31m", "del\u{7F}", "c1\u{85}", "rtl\u{202E}", "lrm\u{200E}", "e\u{301}", "a\u{300}",
        "😀", "日本", "zwj\u{200D}", "\u{2028}", "\u{2029}", "é\u{2028}", "—\u{2029}", "\u{205F}", "\u{2066}", "\u{061C}", "\r\n",
    ])
    func otherNamesAreLeftToString(_ name: String) {
        #expect(ListTextWriter.plainWidth(name) == nil)
    }

    /// An escaped name is as wide as its escape; an unlabelled long name does not widen the column.
    @Test func aSectionsWidthsColumnAndEscapes() {
        let items = [
            item(1, "Buy milk", "Friday"),
            item(2, "Ring\u{7}", "Friday"),
            item(3, String(repeating: "x", count: 50), ""),
        ]
        #expect(text([UpcomingDisplaySection(title: "Later This Week", items: items)]) == """
            Later This Week
              1  Buy milk   Friday
              2  Ring\\u{7}  Friday
              3  \(String(repeating: "x", count: 50))

            """)
    }

    /// Line and paragraph separators are escaped wherever they stand: alone, after ASCII (past
    /// the eight-byte path), after a two- or three-byte character, and the column counts the escape.
    @Test func lineAndParagraphSeparatorsAreEscaped() {
        let items = [
            item(1, "\u{2028}", "Friday"),
            item(2, "Buy milk today\u{2029}x", "Friday"),
            item(3, "Café\u{2028}", "Friday"),
            item(4, "—日本\u{2029}", "Friday"),
        ]
        #expect(text([UpcomingDisplaySection(title: "Later This Week", items: items)]) == """
            Later This Week
              1  \\u{2028}                 Friday
              2  Buy milk today\\u{2029}x  Friday
              3  Café\\u{2028}             Friday
              4  —日本\\u{2029}            Friday

            """)
    }

    @Test func theColumnStopsAtTheLayoutsLimit() {
        let items = [item(1, String(repeating: "y", count: 60), "Monday"), item(2, "z", "Monday")]
        #expect(text([UpcomingDisplaySection(title: "Next Week", items: items)]) == """
            Next Week
              1  \(String(repeating: "y", count: 60))  Monday
              2  z\(String(repeating: " ", count: 39))  Monday

            """)
    }

    /// Long names take the eight-bytes-at-a-time path: a character that is not plain, at any
    /// place in a name of 20 x's, still leaves the name to `String`; a plain one counts once.
    @Test(arguments: [
        ("\u{7}", nil), ("\u{7F}", nil), ("\u{85}", nil), ("\u{202E}", nil), ("e\u{301}", nil), ("😀", nil),
        ("\u{2028}", nil), ("\u{2029}", nil), ("é\u{2028}", nil), ("\u{2027}", 21),
        ("é", 21), ("—", 21), ("~", 21), (" ", 21),
    ] as [(String, Int?)])
    func aCharacterAnywhereInALongNameCountsAsInAShortOne(_ character: String, _ width: Int?) {
        for position in 0...20 {
            let name = String(repeating: "x", count: position) + character + String(repeating: "x", count: 20 - position)
            #expect(ListTextWriter.plainWidth(name) == width, "\(String(reflecting: name))")
        }
    }

    @Test func whereItIsSureItAgreesWithString() {
        var random = SeededRandom(seed: 0x5A0E)
        var sure = 0
        for _ in 0..<20_000 {
            let name = random.name()
            guard let width = ListTextWriter.plainWidth(name) else { continue }
            sure += 1
            #expect(width == name.count, "\(String(reflecting: name))")
            #expect(TerminalText.escaped(name) == name, "\(String(reflecting: name))")
        }
        #expect(sure > 500)
    }
}

/// The list laid out with `String`s, one line at a time: the rule as plainly as it can be put
/// (it was `todo`'s own layout for terminals until the byte writer took widths too). Widths are
/// display columns; a name is cut only when its line would not fit the width.
private struct ReferenceLayout {
    let style: TextStyle
    let width: Int?

    func text(_ data: UpcomingDisplayData) -> String {
        let allItems = data.sections.flatMap(\.items)
        let idWidth = String(allItems.map(\.id).max() ?? 0).count
        var output = ""
        for (index, section) in data.sections.enumerated() {
            if index > 0 { output += "\n" }
            output += (section.isOverdue ? style.red(section.title) : style.bold(section.title)) + "\n"
            let names = section.items.map { TerminalText.escaped($0.name) }
            let prefixWidth = 4 + idWidth
            let labelled = zip(names, section.items).filter { !label($0.1).isEmpty }
            let widest = labelled.map { DisplayWidth.of($0.0) }.max() ?? 0
            var nameColumn = min(widest, 40)
            // A name that does not fit: every labelled name is cut to the widest column the
            // longest label leaves, so that the labels line up and the line fills the width.
            var cutsToColumn = false
            if let width {
                let longestLabel = labelled.map { DisplayWidth.of(label($0.1)) }.max() ?? 0
                let column = max(width - prefixWidth - 2 - longestLabel, 8)
                if widest > column {
                    nameColumn = column
                    cutsToColumn = true
                }
            }
            for (name, item) in zip(names, section.items) {
                output += line(id: item.id, idWidth: idWidth, name: name, label: label(item), nameColumn: nameColumn,
                               cutsToColumn: cutsToColumn)
            }
        }
        return output
    }

    /// The contract's rule spelt out: a repeating item's label ends with ` ↻` (` (r)` outside
    /// UTF-8), or is the mark alone when it is empty.
    private func label(_ item: UpcomingDisplayItem) -> String {
        guard item.rule != nil else { return item.dueLabel }
        let mark = style.isUTF8 ? "↻" : "(r)"
        return item.dueLabel.isEmpty ? mark : item.dueLabel + " " + mark
    }

    private func line(id: Int, idWidth: Int, name: String, label: String, nameColumn: Int, cutsToColumn: Bool) -> String {
        let prefix = "  " + String(repeating: " ", count: idWidth - String(id).count) + String(id) + "  "
        guard !label.isEmpty else {
            guard let width else { return prefix + name + "\n" }
            return prefix + TerminalText.truncated(name, toWidth: max(width - prefix.count, 8), ellipsis: style.ellipsis) + "\n"
        }
        // Cut only when the line would not fit, with its label, in the width; then to the column.
        var shownName = name
        if let width, (cutsToColumn && DisplayWidth.of(name) > nameColumn)
            || DisplayWidth.of(name) > max(width - prefix.count - 2 - DisplayWidth.of(label), 8) {
            shownName = TerminalText.truncated(name, toWidth: nameColumn, ellipsis: style.ellipsis)
        }
        return prefix + TerminalText.padded(shownName, toWidth: nameColumn) + "  " + style.dim(label) + "\n"
    }
}

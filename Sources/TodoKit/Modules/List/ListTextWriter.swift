import TodoBytes
import TodoCore
import TodoTerminal
/// Writes the list as UTF-8 bytes: section headings flush left, items indented, labels lined up
/// after the names. Widths are display columns (`DisplayWidth`: a CJK character or an emoji is
/// two, a combining mark none). Given a terminal's width, a name is cut (ending in the style's
/// ellipsis) only when its line would not fit, and then so that the line fills the width: to
/// the name column when it has a label (the column then as wide as the longest label leaves
/// room for, so the labels still line up), else to the line; without a width (a pipe or a
/// file) nothing is cut.
///
/// Lines are written into a `ByteChunk` rather than built as a `String` each: for 100,000 items
/// that is the difference between tens of milliseconds and a few. A name with nothing to escape is
/// copied as it is, with its width worked out from its bytes where that is certain
/// (`plainWidth`); any other name, and every name that is cut, goes through `TerminalText`.
struct ListTextWriter {
    let style: TextStyle
    /// The terminal's width in columns: names are cut so that their lines fit it; nil (a pipe or a
    /// file) never cuts.
    let width: Int?

    /// Names that all fit are padded to this many columns at most, so labels line up without
    /// huge gaps; a longer name that fits is not cut for it, but moves its own label further right.
    static let nameColumnLimit = 40
    /// However narrow the terminal, a name keeps this many columns.
    static let minimumNameWidth = 8

    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")
    private static let mark = UInt8(ascii: "!")

    /// The columns a priority's marker and its space take before the name; 0 for none.
    @inline(__always) static func markerWidth(_ priority: Priority?) -> Int {
        priority.map { $0.markCount + 1 } ?? 0
    }

    /// All the lines in one buffer.
    func bytes(_ data: UpcomingDisplayData) -> [UInt8] {
        var whole: [UInt8] = []
        write(data, chunkSize: .max) { whole = $0 }
        return whole
    }

    /// The lines, handed to `emit` in chunks of whole lines, each a line past `chunkSize` bytes
    /// (the last one shorter): a command's output is not held whole, which at 100,000 items
    /// `todo list --all` would hold 8 MB for.
    func write(_ data: UpcomingDisplayData, chunkSize: Int = 1 << 16, to emit: ([UInt8]) -> Void) {
        var largestID = data.largestID ?? 0
        for section in data.sections {
            for index in section.items.indices { largestID = max(largestID, section.items[index].id) }
        }
        let idWidth = ListTextWriter.digitCount(largestID)
        let headings = data.sections.map { section in
            section.isOverdue ? style.red(section.title) : style.bold(section.title)
        }
        let mark = repeatMark
        let columns = data.sections.map { SectionColumns($0.items, idWidth: idWidth, width: width, repeatMark: mark) }
        // Room for every line at once; an underestimate only costs the array a regrowth.
        let labelStyling = style.dim("").utf8.count
        var capacity = 0
        for index in data.sections.indices {
            capacity += headings[index].utf8.count + 2 + columns[index].byteCount
                + columns[index].labelledCount * (columns[index].nameColumn + 2 + labelStyling)
        }
        let output = ByteChunk(capacity: min(capacity, chunkSize) + 256)
        // Items come sorted, so equal labels are neighbours: each run of them is styled and
        // measured once.
        var lastLabel: (label: String, shown: String, width: Int)?
        // Items are read in place: a copy of an item would retain its strings.
        for index in data.sections.indices {
            if index > 0 { output.append(ListTextWriter.newline) }
            output.append(headings[index])
            output.append(ListTextWriter.newline)
            let shown = columns[index]
            data.sections[index].items.withUnsafeBufferPointer { items in
                for item in items.indices {
                    let id = items[item].id
                    let digits = ListTextWriter.digitCount(id)
                    ListTextWriter.appendPrefix(id: id, digits: digits, idWidth: idWidth, to: output)
                    let label = ListTextWriter.label(of: items[item], repeatMark: mark)
                    if !label.isEmpty, lastLabel?.label != label {
                        lastLabel = (label, style.dim(label), ListTextWriter.width(of: label))
                    }
                    let labelWidth = label.isEmpty ? nil : lastLabel?.width
                    // The marker is part of the name column: `widths` counts it.
                    var nameWidth = shown.widths[item]
                    let priority = items[item].extras?.priority
                    let markerWidth = ListTextWriter.markerWidth(priority)
                    if let priority {
                        output.append(ListTextWriter.mark, count: priority.markCount)
                        output.append(ListTextWriter.space)
                    }
                    let prefixWidth = 4 + max(idWidth, digits)
                    let limit = shown.nameLimit(labelWidth: labelWidth, prefixWidth: prefixWidth)
                    let cutToColumn = labelWidth != nil && shown.cutsToColumn && nameWidth > shown.nameColumn
                    if let limit, cutToColumn || nameWidth > limit {
                        // A labelled name that must be cut is cut to the column, so that its
                        // label lines up with the others and the longest label ends at the edge.
                        let cut = TerminalText.truncated(shown.text(item, of: items[item].name),
                                                         toWidth: (labelWidth == nil ? limit : shown.nameColumn) - markerWidth,
                                                         ellipsis: style.ellipsis)
                        output.append(cut)
                        nameWidth = markerWidth + DisplayWidth.of(cut)
                    } else {
                        output.append(shown.text(item, of: items[item].name))
                    }
                    if !label.isEmpty {
                        output.append(ListTextWriter.space, count: max(shown.nameColumn - nameWidth, 0) + 2)
                        output.append(lastLabel?.shown ?? label)
                    }
                    output.append(ListTextWriter.newline)
                    if output.count >= chunkSize {
                        emit(output.bytes)
                        output.removeAll()
                    }
                }
            }
        }
        if let hint = data.leftOutHint {
            // A blank line first, as between sections: the hint is not one of the list's items.
            if !data.sections.isEmpty { output.append(ListTextWriter.newline) }
            output.append(hint)
            output.append(ListTextWriter.newline)
        }
        emit(output.bytes)
    }

    /// ` ↻` after a repeating item's label, as todoman shows a repeat; ` (r)` where the
    /// locale cannot show the arrow.
    var repeatMark: String { style.isUTF8 ? " \u{21BB}" : " (r)" }

    /// The label the line shows: the due label, and the mark when the item repeats (the mark
    /// alone when the label is empty, as in Today). Only a repeating item's label is built
    /// anew; the others are the presenter's string as it is.
    ///
    /// Inlined, with the rare labels built apart: a call given the whole item copied and
    /// destroyed it for each line, twice (issue 30: 20M instructions of `todo list` at 100,000
    /// items).
    @inline(__always) static func label(of item: UpcomingDisplayItem, repeatMark: String) -> String {
        guard item.rule != nil || !item.startLabel.isEmpty else { return item.dueLabel }
        return builtLabel(item.dueLabel, repeats: item.rule != nil, startLabel: item.startLabel, repeatMark: repeatMark)
    }

    private static func builtLabel(_ dueLabel: String, repeats: Bool, startLabel: String, repeatMark: String) -> String {
        var label = dueLabel
        if repeats { label = label.isEmpty ? String(repeatMark.dropFirst()) : label + repeatMark }
        // A waiting item's start after its label, two spaces apart: `Mon 7 Dec  from Tue 1 Dec`.
        if !startLabel.isEmpty { label = label.isEmpty ? startLabel : label + "  " + startLabel }
        return label
    }

    /// How many characters `String(value)` has.
    static func digitCount(_ value: Int) -> Int {
        guard value >= 0 else { return String(value).count }
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// The display width of a name that needs no escape and whose every scalar is a character
    /// of its own, one column wide: printable ASCII, and the Latin letters and punctuation that
    /// never join their neighbours (U+00A0–U+02FF, U+2010–U+2027, U+2030–U+205E). Nil for
    /// any other name, whose width `DisplayWidth` must work out.
    static func plainWidth(_ name: String) -> Int? {
        var copy = name
        return copy.withUTF8 { bytes -> Int? in
            var width = 0
            var index = 0
            while index < bytes.count {
                // Most names are mostly printable ASCII: eight such bytes are eight characters.
                if let word = SWAR.word(bytes, at: index), SWAR.isPrintableASCII(word) {
                    index += 8
                    width += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    guard lead >= 0x20, lead != 0x7F else { return nil }
                    index += 1
                } else if lead >= 0xC2, lead <= 0xCB, index + 1 < bytes.count {
                    // Two bytes: U+0080–U+02FF; the C1 controls (U+0080–U+009F) need escaping.
                    guard lead != 0xC2 || bytes[index + 1] >= 0xA0 else { return nil }
                    index += 2
                } else if lead == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81 {
                    let scalar = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard (0x2010...0x2027).contains(scalar) || (0x2030...0x205E).contains(scalar) else { return nil }
                    index += 3
                } else {
                    return nil
                }
                width += 1
            }
            return width
        }
    }

    /// The display width of `text`: `plainWidth` where it knows, which for a label such as
    /// `Thu 24 Sep` is a tenth of the cost of `DisplayWidth` (a generic call from here).
    static func width(of text: String) -> Int {
        plainWidth(text) ?? DisplayWidth.of(text)
    }

    /// Two spaces, `id` right-aligned to `idWidth` columns, two spaces.
    private static func appendPrefix(id: Int, digits: Int, idWidth: Int, to output: ByteChunk) {
        guard id >= 0 else {
            output.append(space, count: 2 + max(idWidth - digits, 0))
            output.append(String(id))
            output.append(space, count: 2)
            return
        }
        output.append(space, count: 2)
        output.append(id, digits: digits, width: max(idWidth, digits))
        output.append(space, count: 2)
    }
}

/// The names of one section as the list shows them: escaped where `TerminalText` says so, each
/// one's width in display columns, and the width of the name column the labels line up after.
private struct SectionColumns {
    /// Display columns of each shown name (of the escaped name).
    private(set) var widths: [Int] = []
    /// The widest name that has a label, but no more than the limit when every name fits; when
    /// one does not (with a width), as wide as leaves room for the longest label.
    private(set) var nameColumn = 0
    /// Whether a labelled name wider than the column must be cut to it: some name in the
    /// section would not fit the terminal's width otherwise.
    private(set) var cutsToColumn = false
    /// How many items have a label.
    private(set) var labelledCount = 0
    /// UTF-8 bytes of every line without its padding and label.
    private(set) var byteCount = 0
    private let width: Int?
    /// The shown text of names that are not shown as they are, by item.
    private var escaped: [Int: String] = [:]

    init(_ items: [UpcomingDisplayItem], idWidth: Int, width: Int?, repeatMark: String) {
        self.width = width
        widths.reserveCapacity(items.count)
        var longestLabel = 0
        var lastLabel: (label: String, count: Int)?
        for index in items.indices {
            let name = items[index].name
            var shownWidth: Int
            if let plain = ListTextWriter.plainWidth(name) {
                shownWidth = plain
                byteCount += name.utf8.count
            } else {
                let text = TerminalText.escaped(name)
                escaped[index] = text
                shownWidth = DisplayWidth.of(text)
                byteCount += text.utf8.count
            }
            let markerWidth = ListTextWriter.markerWidth(items[index].extras?.priority)
            shownWidth += markerWidth
            byteCount += 5 + idWidth + markerWidth
            widths.append(shownWidth)
            let label = ListTextWriter.label(of: items[index], repeatMark: repeatMark)
            guard !label.isEmpty else { continue }
            labelledCount += 1
            nameColumn = max(nameColumn, shownWidth)
            if width != nil {
                if lastLabel?.label != label { lastLabel = (label, ListTextWriter.width(of: label)) }
                longestLabel = max(longestLabel, lastLabel?.count ?? 0)
            }
        }
        // A name that does not fit is cut to the widest column the line has room for, so that
        // the cut line fills the terminal (less the difference in label widths); the others
        // then line up with it. When every name fits, long ones are not padded past the limit.
        if let width, case let column = max(width - (4 + idWidth) - 2 - longestLabel, ListTextWriter.minimumNameWidth),
           nameColumn > column {
            nameColumn = column
            cutsToColumn = true
        } else {
            nameColumn = min(nameColumn, ListTextWriter.nameColumnLimit)
        }
    }

    /// How many columns the name of a line may take so that the line fits the width, with its
    /// label (`labelWidth` columns, nil for none) after it: nil (no width) for any number.
    func nameLimit(labelWidth: Int?, prefixWidth: Int) -> Int? {
        guard let width else { return nil }
        let labelRoom = labelWidth.map { $0 + 2 } ?? 0
        return max(width - prefixWidth - labelRoom, ListTextWriter.minimumNameWidth)
    }

    /// The shown form of item `index`'s name, `name`.
    func text(_ index: Int, of name: String) -> String {
        escaped.isEmpty ? name : escaped[index] ?? name
    }
}

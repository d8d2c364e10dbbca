import TodoTerminal

/// What a terminal of a set size shows after the bytes a full screen wrote: a grid of
/// characters, kept by a small subset of what a terminal does (cursor moves to a row and
/// column, erasing a line or the screen, text written in place, a scroll region and the ways
/// to scroll it, as xterm does them; styles are dropped). For tests of the List screen's
/// frames, and of how many lines a key wrote.
package struct ScreenGrid {
    package let width: Int
    package let height: Int
    private var cells: [[Character]]
    private var row = 0
    private var column = 0
    /// The rows `ESC [ t ; b r` set (from 0); the whole screen when none is set.
    private var top = 0
    private var bottom: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bottom = height - 1
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The rows, their trailing spaces dropped.
    package var lines: [String] {
        cells.map { String($0).replacingTrailingSpaces() }
    }

    /// The scroll region set, as the terminal numbers its rows (from 1); nil when none is:
    /// what a screen must leave behind.
    package var scrollRegion: ClosedRange<Int>? {
        top == 0 && bottom == height - 1 ? nil : (top + 1)...(bottom + 1)
    }

    /// Every row, joined by line breaks, trailing spaces dropped.
    package var text: String { lines.joined(separator: "\n") }

    /// How many times `output` moves the cursor to a row's start (`ESC [ row ; 1 H`): the
    /// lines a frame wrote.
    package static func linesWritten(_ output: String) -> Int {
        output.components(separatedBy: ";1H").count - 1
    }

    package mutating func apply(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            switch scalar {
            case "\u{1B}":
                guard scalars.first == "[" else {
                    switch scalars.first {
                    case "D": index()
                    case "M": reverseIndex()
                    default: break
                    }
                    scalars = scalars.dropFirst()
                    continue
                }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                    parameters.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                guard let final = scalars.first else { return }
                scalars = scalars.dropFirst()
                control(parameters, final)
            case "\r": column = 0
            case "\n": row = min(row + 1, height - 1)
            default:
                let character = Character(scalar)
                let columns = DisplayWidth.of(character)
                guard columns > 0 else { continue }
                if column + columns > width { continue }
                cells[row][column] = character
                if columns == 2, column + 1 < width { cells[row][column + 1] = "\u{0}" }
                column += columns
            }
        }
    }

    private mutating func control(_ parameters: String, _ final: Unicode.Scalar) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch final {
        case "H":
            row = min(max((numbers.first ?? 1) - 1, 0), height - 1)
            column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), width - 1)
        case "K":
            let from = parameters == "2" ? 0 : column
            for index in from..<width { cells[row][index] = " " }
        case "J":
            if parameters == "2" { cells = Array(repeating: Array(repeating: " ", count: width), count: height) }
        case "C": column = min(column + (numbers.first ?? 1), width - 1)
        case "r":
            // DECSTBM: refused when it would hold fewer than two rows; else the cursor goes home.
            let first = (numbers.first ?? 1) - 1, last = min(numbers.count > 1 ? numbers[1] : height, height) - 1
            guard first >= 0, first < last else { return }
            top = first
            bottom = last
            row = 0
            column = 0
        case "S" where numbers.count <= 1: scrollUp(max(numbers.first ?? 1, 1))
        case "T" where numbers.count <= 1: scrollDown(max(numbers.first ?? 1, 1))
        default: break
        }
    }

    /// `ESC D`: down a row, the region scrolled up when the cursor is on its last row.
    private mutating func index() {
        if row == bottom { scrollUp(1) } else { row = min(row + 1, height - 1) }
    }

    /// `ESC M`: up a row, the region scrolled down when the cursor is on its first row.
    private mutating func reverseIndex() {
        if row == top { scrollDown(1) } else { row = max(row - 1, 0) }
    }

    /// The region's rows moved up `count` rows, blank rows coming in at its bottom.
    private mutating func scrollUp(_ count: Int) {
        let blank = Array(repeating: Character(" "), count: width)
        for target in top...bottom {
            cells[target] = target + count <= bottom ? cells[target + count] : blank
        }
    }

    /// The region's rows moved down `count` rows, blank rows coming in at its top.
    private mutating func scrollDown(_ count: Int) {
        let blank = Array(repeating: Character(" "), count: width)
        for target in stride(from: bottom, through: top, by: -1) {
            cells[target] = target - count >= top ? cells[target - count] : blank
        }
    }
}

private extension String {
    func replacingTrailingSpaces() -> String {
        var text = self.filter { $0 != "\u{0}" }
        while text.last == " " { text.removeLast() }
        return text
    }
}

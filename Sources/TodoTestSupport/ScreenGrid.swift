import TodoTerminal

/// What a terminal of a set size shows after the bytes a full screen wrote: a grid of
/// characters, kept by a small subset of what a terminal does (cursor moves to a row and
/// column, erasing a line or the screen, text written in place; styles are dropped). For tests
/// of the List screen's frames, and of how many lines a key wrote.
package struct ScreenGrid {
    package let width: Int
    package let height: Int
    private var cells: [[Character]]
    private var row = 0
    private var column = 0

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The rows, their trailing spaces dropped.
    package var lines: [String] {
        cells.map { String($0).replacingTrailingSpaces() }
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
        default: break
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

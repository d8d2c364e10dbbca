import TodoCore
/// Turns the bytes a terminal sends into keys, one byte at a time, so that a key split across
/// two reads is still one key: UTF-8 characters, control keys, the escape sequences of the
/// cursor and editing keys (both `ESC [` and `ESC O` forms), and bracketed paste (`ESC [200~`
/// ... `ESC [201~`). An escape sequence it does not know is dropped whole, never typed.
struct LineEditorKeyDecoder {
    private enum State {
        case ground
        case escape
        /// After `ESC [`: the parameter bytes so far.
        case controlSequence([UInt8])
        /// After `ESC O`.
        case singleShift
        /// A UTF-8 character, `remaining` continuation bytes to come.
        case character([UInt8], remaining: Int)
        /// Inside a bracketed paste: the bytes so far.
        case paste([UInt8])
    }

    private var state = State.ground
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]   // ESC [201~
    /// Longer parameters are no key's: the sequence is dropped (its bytes are not kept, but
    /// swallowed to its end).
    private static let longestSequence = 16

    /// How long a lone Esc waits for the rest of a sequence before it is a key of its own:
    /// arrow and page keys start with the same byte, and their bytes come together.
    package static let escapeWaitMilliseconds: Int32 = 50

    /// Part of an escape sequence has come and the rest has not: the reader waits
    /// `escapeWaitMilliseconds` for more before `timedOut()`.
    var isMidSequence: Bool {
        switch state {
        case .escape, .controlSequence, .singleShift: true
        case .ground, .character, .paste: false
        }
    }

    /// No more bytes came: a lone Esc is the Esc key; a sequence cut short is dropped.
    mutating func timedOut() -> LineEditorKey? {
        guard isMidSequence else { return nil }
        defer { state = .ground }
        if case .escape = state { return .escape }
        return nil
    }

    /// The key `byte` completes, if any.
    mutating func feed(_ byte: UInt8) -> LineEditorKey? {
        switch state {
        case .ground:
            return ground(byte)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence([])
            case UInt8(ascii: "O"): state = .singleShift
            case 0x1B: break
            default: state = .ground   // Alt and a key: not one of ours.
            }
            return nil
        case .controlSequence(var parameters):
            if (0x20...0x3F).contains(byte) {
                if parameters.count <= LineEditorKeyDecoder.longestSequence { parameters.append(byte) }
                state = .controlSequence(parameters)
                return nil
            }
            state = .ground
            guard (0x40...0x7E).contains(byte), parameters.count <= LineEditorKeyDecoder.longestSequence else { return nil }
            return controlSequence(parameters, final: byte)
        case .singleShift:
            state = .ground
            return LineEditorKeyDecoder.cursorKey(byte)
        case .character(var bytes, let remaining):
            guard byte & 0xC0 == 0x80 else {
                // A broken character is dropped; the byte may begin the next key.
                state = .ground
                return ground(byte)
            }
            bytes.append(byte)
            guard remaining == 1 else {
                state = .character(bytes, remaining: remaining - 1)
                return nil
            }
            state = .ground
            return LineEditorKeyDecoder.text(bytes)
        case .paste(var bytes):
            bytes.append(byte)
            guard bytes.count >= 6, bytes.suffix(6).elementsEqual(LineEditorKeyDecoder.pasteEnd) else {
                state = .paste(bytes)
                return nil
            }
            state = .ground
            return LineEditorKeyDecoder.pasted(Array(bytes.dropLast(6)))
        }
    }

    private mutating func ground(_ byte: UInt8) -> LineEditorKey? {
        switch byte {
        case 0x1B: state = .escape; return nil
        case 0x01: return .home                     // Ctrl-A
        case 0x02: return .left                     // Ctrl-B
        case 0x03: return .interrupt                // Ctrl-C
        case 0x04: return .controlD
        case 0x05: return .end                      // Ctrl-E
        case 0x06: return .right                    // Ctrl-F
        case 0x08, 0x7F: return .backspace          // Ctrl-H, DEL
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x0B: return .deleteToEnd              // Ctrl-K
        case 0x0E: return .down                     // Ctrl-N
        case 0x10: return .up                       // Ctrl-P
        case 0x15: return .deleteToStart            // Ctrl-U
        case 0x17: return .deleteWordBefore         // Ctrl-W
        case 0x20...0x7E: return .text(String(UnicodeScalar(byte)))
        case 0xC2...0xDF: state = .character([byte], remaining: 1); return nil
        case 0xE0...0xEF: state = .character([byte], remaining: 2); return nil
        case 0xF0...0xF4: state = .character([byte], remaining: 3); return nil
        default: return nil                         // other controls, stray UTF-8 bytes
        }
    }

    private mutating func controlSequence(_ parameters: [UInt8], final: UInt8) -> LineEditorKey? {
        guard final == UInt8(ascii: "~") else {
            // `ESC [1;5C` and the like: a modifier does not change which key it is.
            return LineEditorKeyDecoder.cursorKey(final)
        }
        switch Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)) {
        case 1, 7: return .home
        case 4, 8: return .end
        case 3: return .delete
        case 5: return .pageUp
        case 6: return .pageDown
        case 200:
            state = .paste([])
            return nil
        default: return nil
        }
    }

    private static func cursorKey(_ final: UInt8) -> LineEditorKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        default: nil
        }
    }

    /// One whole UTF-8 character, if it is valid and printable.
    private static func text(_ bytes: [UInt8]) -> LineEditorKey? {
        guard let text = String(validating: bytes, as: UTF8.self),
              !text.unicodeScalars.contains(where: ControlCharacters.contains) else { return nil }
        return .text(text)
    }

    /// Pasted text as it was, but for its line breaks, tabs and other control characters, each
    /// a space: the line stays one line that the prompt can redraw.
    private static func pasted(_ bytes: [UInt8]) -> LineEditorKey? {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            text.unicodeScalars.append(ControlCharacters.contains(scalar) ? " " : scalar)
        }
        return text.isEmpty ? nil : .text(text)
    }
}

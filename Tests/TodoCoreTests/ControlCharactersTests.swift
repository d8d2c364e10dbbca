import Testing
@testable import TodoCore

@Suite struct ControlCharactersTests {
    @Test(arguments: [
        (0x00, true), (0x1F, true), (0x20, false), (0x7E, false), (0x7F, true),
        (0x80, true), (0x9F, true), (0xA0, false), (0x202E, false),
    ] as [(UInt32, Bool)])
    func controlCharactersAreC0DELAndC1(value: UInt32, isControl: Bool) throws {
        #expect(ControlCharacters.contains(try #require(Unicode.Scalar(value))) == isControl)
    }

    @Test func theSetIsUnicodesCategoryCc() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ControlCharacters.contains(scalar) != (scalar.properties.generalCategory == .control) {
                Issue.record("U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    /// The terminal's escape set is this one and the bidi controls.
    @Test func terminalTextEscapesEveryControlCharacter() {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), ControlCharacters.contains(scalar) else { continue }
            #expect(TerminalText.needsEscape(scalar), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }
}

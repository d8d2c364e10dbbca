import Testing
@testable import TodoCore

/// The word-at-a-time byte tests the scanners skip plain text with.
@Suite struct SWARTests {
    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }

    @Test func masksFindTheBytesTheyLookFor() {
        let plain = word(Array("abcdefgh".utf8))
        #expect(SWAR.byteMask(plain, UInt8(ascii: "\"")) == 0)
        #expect(SWAR.belowMask(plain, 0x20) == 0)
        #expect(SWAR.zeroByteMask(plain) == 0)
        for position in 0..<8 {
            var bytes = Array("abcdefgh".utf8)
            bytes[position] = UInt8(ascii: "\"")
            #expect(SWAR.byteMask(word(bytes), UInt8(ascii: "\"")) != 0)
            #expect(SWAR.hasByte(word(bytes), UInt8(ascii: "\"")))
            bytes[position] = 0x1F
            #expect(SWAR.belowMask(word(bytes), 0x20) != 0)
            bytes[position] = 0
            #expect(SWAR.zeroByteMask(word(bytes)) != 0)
        }
    }

    @Test func everyByteValueIsToldApartExactly() {
        for value in 0...255 {
            let byte = UInt8(value)
            for position in [0, 3, 7] {
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[position] = byte
                #expect((SWAR.byteMask(word(bytes), 0xC2) != 0) == (byte == 0xC2))
                #expect((SWAR.belowMask(word(bytes), 0x20) != 0) == (byte < 0x20))
                #expect((SWAR.byteMask(word(bytes), 0x7F) != 0) == (byte == 0x7F))
            }
        }
    }
}

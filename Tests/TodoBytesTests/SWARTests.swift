import Testing
@testable import TodoBytes

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

    @Test func eightBytesArePrintableASCIIOnlyWhenEachOneIs() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = byte
                #expect(SWAR.isPrintableASCII(word(bytes)) == (0x20...0x7E).contains(byte), "byte \(byte) at \(position)")
            }
        }
    }

    /// The word at an index is its eight bytes, the first lowest; none with fewer than eight left.
    @Test func aWordIsTheEightBytesFromTheIndex() {
        let bytes = Array("0123456789".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(SWAR.word(buffer, at: 0) == word(Array("01234567".utf8)))
            #expect(SWAR.word(buffer, at: 2) == word(Array("23456789".utf8)))
            #expect(SWAR.word(buffer, at: 2).map { UInt8(truncatingIfNeeded: $0) } == UInt8(ascii: "2"))
            #expect(SWAR.word(buffer, at: 3) == nil)
            #expect(SWAR.word(buffer, at: -1) == nil)
        }
        #expect([UInt8]().withUnsafeBufferPointer { SWAR.word($0, at: 0) } == nil)
    }

    /// The ASCII words end at the word holding the first byte from 0x80, or where fewer than
    /// eight bytes are left: sixteen, then eight at a time.
    @Test func theASCIIWordsEndAtTheWordOfTheFirstOtherByte() {
        let ascii = Array(String(repeating: "a", count: 40).utf8)
        ascii.withUnsafeBufferPointer { buffer in
            #expect(SWAR.endOfASCIIWords(buffer, from: 0) == 40)
            #expect(SWAR.endOfASCIIWords(buffer, from: 3) == 35)
            #expect(SWAR.endOfASCIIWords(buffer, from: 36) == 36)
            #expect(SWAR.endOfASCIIWords(buffer, from: 40) == 40)
        }
        for position in 0..<40 {
            var bytes = ascii
            bytes[position] = 0xC3
            // Whole steps of 16 while both words are ASCII, then one of 8 if the first is (the
            // last 8 bytes, 32 to 39, are a word of their own).
            let sixteens = position / 16 * 16
            let expected = position % 16 >= 8 && sixteens + 16 <= 40 ? sixteens + 8 : sixteens
            bytes.withUnsafeBufferPointer { buffer in
                #expect(SWAR.endOfASCIIWords(buffer, from: 0) == expected, "0xC3 at \(position)")
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer { SWAR.endOfASCIIWords($0, from: 0) } == 0)
    }
}

import Testing
@testable import TodoCore

@Suite struct FilePathTests {
    @Test func bytesAreKeptExactly() {
        let latin: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A]
        #expect(FilePath(bytes: latin).bytes == latin)
        #expect((FilePath(bytes: latin) + ".lock").bytes == latin + Array(".lock".utf8))
        let passed = FilePath(bytes: latin).withCString { pointer in (0..<7).map { UInt8(bitPattern: pointer[$0]) } }
        #expect(passed == latin + [0])
    }

    @Test(arguments: [([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A], #"caf\xE9.j"#),
                      (Array("café/ü".utf8), "café/ü"),
                      ([0x61, 0x1B, 0x5B, 0x32, 0x4A], #"a\u{1B}[2J"#),
                      ([0xF0, 0x9F, 0x98], #"\xF0\x9F\x98"#),
                      ([0x2F, 0x80, 0x0A], #"/\x80\u{A}"#)])
    func aPathIsShownOnOneHarmlessLine(_ bytes: [UInt8], _ shown: String) {
        #expect(FilePath(bytes: bytes).shown == shown)
    }
}

import Testing
@testable import TodoCore
@testable import TodoFile
@testable import TodoFileSystem
import TodoTestSupport

/// A big file that cannot be a data file from its first bytes on is not read whole.
@Suite struct HopelessStartTests {
    @Test(arguments: [([0, 0, 0], 1), (Array("  \n\tx{".utf8), 5), (Array("<html>".utf8), 1)])
    func aStartNoJSONCanHaveIsCutAfterItsFirstByte(_ head: [UInt8], _ end: Int) {
        #expect(HopelessStart.end(in: head) == end)
    }

    @Test(arguments: [Array("{".utf8), Array(" \n[".utf8), Array("\"".utf8), Array("-1".utf8), Array("true".utf8),
                      Array("   ".utf8), [], [0xC3, 0xA9]])
    func aStartThatMayBeJSONOrSaysTooLittleIsNotCut(_ head: [UInt8]) {
        #expect(HopelessStart.end(in: head) == nil)
    }

    @Test func aSparseFileOfZeroBytesGivesOnlyItsFirstByte() throws {
        let folder = try DataFileTestFolder()
        let descriptor = open(folder.at("zeros"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(ftruncate(descriptor, 3 << 30) == 0)
        close(descriptor)
        #expect(try WholeFileReader.bytes(at: FilePath(folder.at("zeros")), cutShort: HopelessStart.end(in:)) == [0])
    }
}

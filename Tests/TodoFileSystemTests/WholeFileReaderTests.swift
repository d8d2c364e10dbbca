import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

/// Reading whole files: exactly their bytes, whatever their size, with room to spare for an
/// edit in place.
@Suite struct WholeFileReaderTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, WholeFileReader.prefaultSize - 1, WholeFileReader.prefaultSize, 3_000_001])
    func readsEveryByte(_ size: Int) throws {
        let folder = try DataFileTestFolder()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try folder.write(bytes, to: "f")
        let read = try #require(try WholeFileReader.bytes(at: FilePath(folder.at("f"))))
        #expect(read.count == size)
        #expect(read == bytes)
        #expect(read.capacity >= size + WholeFileReader.slack)
    }

    @Test func noFileIsNil() throws {
        let folder = try DataFileTestFolder()
        #expect(try WholeFileReader.bytes(at: FilePath(folder.at("none"))) == nil)
    }
}

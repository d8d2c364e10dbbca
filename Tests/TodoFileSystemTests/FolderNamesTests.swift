import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

/// A folder's names in one buffer: every name but `.` and `..`, sorted by byte, each a C string.
@Suite struct FolderNamesTests {
    @Test func namesAreListedKeptAndSortedByByte() throws {
        let folder = try DataFileTestFolder()
        let names: [[UInt8]] = [Array("b.ics".utf8), Array("a.ics.tmp".utf8), Array("a.ics".utf8), [0xE9, 0x2E, 0x69, 0x63, 0x73],
                                Array("A.ics".utf8), Array(".hidden".utf8), Array("a".utf8)]
        for name in names {
            // By bytes: a name need not be UTF-8.
            let path = Array(folder.at("").utf8) + name + [0]
            let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o600) }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        var listed = try FolderListing.folderNames(in: FilePath(folder.at("")))
        #expect(listed.count == names.count)
        listed.sort()
        #expect((0..<listed.count).map { listed[$0] } == names.sorted { $0.lexicographicallyPrecedes($1) })
        listed.keep { $0.last == UInt8(ascii: "s") && $0.first != UInt8(ascii: ".") }
        #expect((0..<listed.count).map { listed[$0] } == [Array("A.ics".utf8), Array("a.ics".utf8), Array("b.ics".utf8),
                                                          [0xE9, 0x2E, 0x69, 0x63, 0x73]])
        var asCStrings: [String] = []
        listed.forEachName { name in
            asCStrings.append(String(cString: UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self)))
            return asCStrings.count < 2
        }
        #expect(asCStrings == ["A.ics", "a.ics"], "each name ends in a 0 byte; false stops")
    }

    @Test func namesThatShareTheirFirstSixteenBytesOrAreEachOthersStartAreSortedByByte() throws {
        let folder = try DataFileTestFolder()
        let names: [[UInt8]] = ["0123456789abcdef-b.ics", "0123456789abcdef-a.ics", "0123456789abcdef", "0123456789abcde",
                                "0123456789abcdeg", "bench-10.ics", "bench-1.ics", "bench-100.ics", "bench-2.ics", "b", "a"]
            .map { Array($0.utf8) } + [[0xFF, 0x41], [0x7F, 0x41], Array(repeating: 0xE9, count: 20)]
        for name in names {
            let path = Array(folder.at("").utf8) + name + [0]
            let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o600) }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        var listed = try FolderListing.folderNames(in: FilePath(folder.at("")))
        listed.sort()
        #expect((0..<listed.count).map { listed[$0] } == names.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func aMissingFolderHasNoNames() throws {
        #expect(try FolderListing.folderNames(in: FilePath("/nonexistent-\(getpid())")).count == 0)
    }
}

import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

/// The order that makes a replacement survive a power cut: the new file's bytes reach the disk
/// before the rename makes them the data file, and the rename reaches it before success.
@Suite struct AtomicFileReplacerDurabilityTests {
    private let folder: DataFileTestFolder

    init() throws {
        folder = try DataFileTestFolder()
    }

    /// The events in the order that matters, dropping those a change may add around them.
    private static let durableOrder = ["open temp", "write temp", "fsync temp", "close temp", "rename",
                                       "open folder", "fsync folder", "close folder"]

    @Test func theTemporaryFileIsFlushedBeforeTheRenameAndTheFolderAfterIt() throws {
        try folder.write(Array("old".utf8), to: "todo.json")
        let recorder = RecordingFileSystemCalls()
        try AtomicFileReplacer(path: FilePath(folder.at("todo.json")), calls: recorder.calls()).replace(with: Array("new".utf8))
        #expect(recorder.events == Self.durableOrder)
        #expect(folder.bytes(at: "todo.json") == Array("new".utf8))
    }

    @Test func aBigFileIsWrittenWholeBeforeTheFlush() throws {
        let recorder = RecordingFileSystemCalls()
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 3_000_000)
        try AtomicFileReplacer(path: FilePath(folder.at("todo.json")), calls: recorder.calls()).replace(with: big)
        let events = recorder.events
        let lastWrite = try #require(events.lastIndex(of: "write temp"))
        #expect(events[(lastWrite + 1)...] == ["fsync temp", "close temp", "rename", "open folder", "fsync folder", "close folder"])
        #expect(folder.bytes(at: "todo.json") == big)
    }
}

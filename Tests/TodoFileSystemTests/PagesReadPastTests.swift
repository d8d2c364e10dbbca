import Testing
@testable import TodoFileSystem

/// Giving up the pages a reader has moved past: whole pages only, never before where it
/// started nor after where it is, and nothing until a step's worth is behind it.
@Suite struct PagesReadPastTests {
    @Test func onlyWholePagesBetweenTheStartAndTheReaderAreGivenUp() {
        let size = 1 << 20
        var bytes = [UInt8](repeating: 0xAB, count: size)
        let start = 1000
        let reader = start + PagesReadPast.step + 12_345
        var released = false
        var releasedTooSoon = true
        bytes.withUnsafeBufferPointer { buffer in
            var pages = PagesReadPast(buffer, from: start)
            pages.release(before: start + PagesReadPast.step - 1)
            releasedTooSoon = pages.releasedAny
            pages.release(before: reader)
            released = pages.releasedAny
        }
        #expect(!releasedTooSoon)
        #expect(released)
        let zeros = bytes.indices.filter { bytes[$0] == 0 }
        #expect(zeros.count >= PagesReadPast.step - 8192)
        #expect(zeros.count % 4096 == 0)
        #expect((zeros.first ?? 0) >= start)
        #expect((zeros.last ?? size) < reader)
        #expect(bytes[..<start].allSatisfy { $0 == 0xAB })
        #expect(bytes[reader...].allSatisfy { $0 == 0xAB })
        // The pages come back, as zeros, when written again.
        bytes[start + PagesReadPast.step / 2] = 1
        #expect(bytes[start + PagesReadPast.step / 2] == 1)
    }

    @Test func aReaderPastTheEndOrAnEmptyBufferGivesUpNothing() {
        let bytes = [UInt8](repeating: 0xAB, count: 1 << 20)
        bytes.withUnsafeBufferPointer { buffer in
            var pages = PagesReadPast(buffer, from: 0)
            pages.release(before: buffer.count + 1)
            #expect(!pages.releasedAny)
        }
        #expect(bytes.allSatisfy { $0 == 0xAB })
        [UInt8]().withUnsafeBufferPointer { buffer in
            var pages = PagesReadPast(buffer, from: 0)
            pages.release(before: PagesReadPast.step)
            #expect(!pages.releasedAny)
        }
    }
}

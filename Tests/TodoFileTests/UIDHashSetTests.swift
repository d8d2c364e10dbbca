import Testing
@testable import TodoFile

/// The set of uids a canonical file's one pass keeps: a uid seen twice is found, and uids that
/// differ anywhere (also where a UUID is not hashed) are told apart.
@Suite struct UIDHashSetTests {
    /// What `insert` answers for each uid in turn, the uids being canonical string contents
    /// laid out as a file has them: `"…", "…"`.
    private func inserted(_ uids: [String], expected: Int = 0) -> [Bool] {
        var bytes: [UInt8] = []
        var places: [(start: Int, end: Int)] = []
        for uid in uids {
            bytes += Array("\"".utf8)
            let start = bytes.count
            bytes += Array(uid.utf8)
            places.append((start, bytes.count))
            bytes += Array("\", ".utf8)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var set = UIDHashSet(expected: expected)
            return places.map { set.insert(buffer, start: $0.start, end: $0.end) }
        }
    }

    private static let uuid = "3e1c26d3-23ef-423e-a848-f808f54d35bf"

    @Test func aUIDSeenAgainIsFound() {
        #expect(inserted([Self.uuid, "x", Self.uuid]) == [true, true, false])
        #expect(inserted(["x", "y", "x"]) == [true, true, false])
        #expect(inserted(["", ""]) == [true, false])
        #expect(inserted(["a\\\"b", "a\\\"b"]) == [true, false])
    }

    /// A UUID is hashed by its first and last 8 bytes: two that differ only between them
    /// share a hash, and are still told apart by comparing them whole.
    @Test func uuidsDifferingOnlyWhereTheyAreNotHashedAreTwo() {
        var uids: [String] = []
        for index in 8..<28 {
            var bytes = Array(Self.uuid.utf8)
            guard bytes[index] != UInt8(ascii: "-") else { continue }
            bytes[index] = bytes[index] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
            uids.append(String(decoding: bytes, as: UTF8.self))
        }
        for other in uids {
            #expect(inserted([Self.uuid, other]) == [true, true], "\(other)")
            #expect(inserted([other, Self.uuid, other]) == [true, true, false], "\(other)")
        }
        // Ones differing where they are hashed, too.
        #expect(inserted(["4e1c26d3-23ef-423e-a848-f808f54d35bf", Self.uuid, "3e1c26d3-23ef-423e-a848-f808f54d35be"])
                == [true, true, true])
    }

    /// Past 8 uids of one hash it stops comparing and answers "not sure" (the general way
    /// then compares the uids themselves).
    @Test func manyUIDsOfOneHashGiveUp() {
        let alike = (0..<9).map { "3e1c26d3-23ef-423e-a848-\(String($0))808f54d35bf" }
        #expect(inserted(alike) == Array(repeating: true, count: 8) + [false])
    }

    /// A uid that begins another is not it, in either order, escapes included: the closing
    /// quote is compared too.
    @Test func aUIDThatBeginsAnotherIsNotIt() {
        for (short, long) in [("abc", "abcd"), ("a\\\\", "a\\\\b"), ("a", "a\\\"b"), ("x\\n", "x\\n\\t"),
                              (String(Self.uuid.prefix(35)), Self.uuid), ("12345678", "123456789")] {
            #expect(inserted([short, long]) == [true, true], "\(short) \(long)")
            #expect(inserted([long, short]) == [true, true], "\(long) \(short)")
        }
    }

    /// Growing from its smallest table keeps every uid (escapes too, whose ends are found
    /// again from where they start).
    @Test func itGrowsAndStillFindsEveryUID() {
        let uids = (0..<5000).map { index in
            index % 3 == 0 ? "u\\\"\(index)\\\\" : index % 3 == 1 ? "item-\(index)@example.com" : "\(index)"
        }
        #expect(inserted(uids) == Array(repeating: true, count: uids.count))
        #expect(inserted(uids + uids.prefix(50)) == Array(repeating: true, count: uids.count) + Array(repeating: false, count: 50))
        let uuids = (0..<3000).map { index in
            let hex = String(index, radix: 16)
            let tail = String(repeating: "0", count: 12 - hex.count) + hex
            return "\(String(repeating: "0", count: 8 - min(8, hex.count)))\(hex.suffix(8))-23ef-423e-a848-\(tail)"
        }
        #expect(inserted(uuids, expected: 100) == Array(repeating: true, count: uuids.count))
        #expect(inserted(uuids + [uuids[2999], uuids[0]]).suffix(2) == [false, false])
    }
}

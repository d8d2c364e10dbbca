import TodoBytes
/// The folder store's one hash: of the cache's own bytes and of the id index its ids came
/// from, of the files an undo journal's change left, and of each file's name and identity in
/// the folder's state (`VdirFolderState`). 64 bits, eight bytes a step, in hex.
/// Only to tell a torn or edited file, not to resist an attacker; a byte at a time (FNV-1a,
/// the undo journal's hash until the journals became one) took 2 ms of a 10,000-file listing.
enum VdirHash {
    static func text(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { text(of: $0) }
    }

    static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(value(of: bytes), radix: 16)
    }

    static func value(of bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { value(of: $0) }
    }

    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while let word = SWAR.word(bytes, at: offset) {
            value = (value ^ word) &* prime
            value ^= value >> 29
            offset += 8
        }
        while offset < bytes.count {
            value = (value ^ UInt64(bytes[offset])) &* prime
            offset += 1
        }
        value ^= value >> 32
        return value
    }
}

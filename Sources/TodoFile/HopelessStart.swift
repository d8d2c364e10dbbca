import TodoCore
/// The first bytes of a file that already show it is no data file, whatever follows.
///
/// A data file is a JSON object, so after any white space comes `{`. A big file that starts
/// with a byte no JSON value can start with (a 3 GB file of zero bytes, a core dump) is
/// refused from its first bytes instead of being read whole: decoding just those bytes gives
/// the same error, at the same line and column, as decoding all of them would.
enum HopelessStart {
    /// The length of the prefix of `head` that decoding fails on (up to and including the
    /// first byte that is neither white space nor the start of a JSON value), or nil when
    /// `head` could begin a data file or says too little (all white space, or not ASCII).
    static func end(in head: some Collection<UInt8>) -> Int? {
        for (offset, byte) in head.enumerated() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                return nil
            case 0x80...:
                // Part of a character that may be valid, or a UTF-8 error the decoder
                // reports by its offset in the whole file.
                return nil
            default:
                return offset + 1
            }
        }
        return nil
    }
}

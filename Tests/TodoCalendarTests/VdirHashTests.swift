import Testing
@testable import TodoCalendar

/// The folder store's one hash, of the cache's bytes and of the files an undo journal's
/// change left: these values are on disk in both, so they must not drift.
@Suite struct VdirHashTests {
    @Test(arguments: [("", "cbf29ce44fd0bfc1"), ("a", "af63dd4c29623373"), ("12345678", "49f25e4c2b60bea9"),
                      ("BEGIN:VCALENDAR\r\n", "e73cf871ff3ae528")])
    func theHashOfBytesIsTheSameEverywhere(_ text: String, _ hash: String) {
        #expect(VdirHash.text(of: Array(text.utf8)) == hash)
        Array(text.utf8).withUnsafeBufferPointer { #expect(VdirHash.text(of: $0) == hash) }
    }

    @Test func aChangedByteOrLengthChangesIt() {
        let hashes = ["BEGIN:VTODO\r\n", "BEGIN:VTODO\r\r", "BEGIN:VTODO\r\n\r\n", "BEGIN:VTODO\r"].map { VdirHash.text(of: Array($0.utf8)) }
        #expect(Set(hashes).count == 4)
    }
}

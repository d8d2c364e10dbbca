import Testing
@testable import TodoCore

/// The one reader of the stored date forms, over bytes as the data file's decoder hands them.
@Suite struct ISODateReaderTests {
    private func read(_ text: String) -> DueDate? {
        Array(text.utf8).withUnsafeBufferPointer(ISODateReader.dueDate)
    }

    private func readDate(_ text: String) -> LocalDate? {
        Array(text.utf8).withUnsafeBufferPointer(ISODateReader.localDate)
    }

    @Test(arguments: ["0001-01-01", "2026-11-21", "2028-02-29", "2000-02-29", "2024-02-29", "1999-01-31", "2026-04-30",
                      "2026-12-31", "9999-12-31", "2026-11-21T00:00",
                      "2026-11-21T09:05", "2026-11-21T23:59"])
    func storedFormsAreReadBack(_ text: String) throws {
        let due = try #require(read(text))
        #expect(due.iso == text)
        #expect(DueDate(iso: text) == due)
        #expect(DueDate(iso: Substring(text)) == due)
        #expect(readDate(text) == (text.count == 10 ? due.date : nil))
    }

    @Test(arguments: ["", "2026-11-2", "2026-11-211", "2026-2-03", "2026/11/21", "0000-01-01", "2026-00-01",
                      "2026-13-01", "2026-19-01", "2026-99-01", "2026-1:-01", "2026-1/-01", "2026-02-29", "1900-02-29",
                      "2100-02-29", "2026-02-30", "2026-04-31", "2026-06-31", "2026-12-32", "2026-01-40", "2026-11-00", "+026-11-21", "2026-11-21T", "2026-11-21T9:05",
                      "2026-11-21T24:00", "2026-11-21T23:60", "2026-11-21 14:30", "2026-11-21t14:30", "2026-11-21T14-30",
                      "2026-11-21T14:300", "２026-11-21", "2026-11-21T1４:30"])
    func anythingElseIsRefused(_ text: String) {
        #expect(read(text) == nil)
        #expect(readDate(text) == nil)
        #expect(DueDate(iso: text) == nil)
        #expect(LocalDate(iso: text) == nil)
    }

    /// The word-wise read agrees with `LocalDate(year:month:day:)` on every month and day
    /// written with two digits, in common, leap and century years and at the ends of the range.
    @Test func agreesWithLocalDateOnEveryMonthAndDay() {
        for year in [1, 4, 99, 100, 400, 1900, 1999, 2000, 2024, 2026, 2100, 9996, 9999] {
            for month in 0...99 {
                for day in 0...99 {
                    var text: [UInt8] = []
                    Digits.append(year, width: 4, to: &text)
                    text.append(UInt8(ascii: "-"))
                    Digits.append(month, width: 2, to: &text)
                    text.append(UInt8(ascii: "-"))
                    Digits.append(day, width: 2, to: &text)
                    let read = text.withUnsafeBufferPointer(ISODateReader.localDate)
                    #expect(read == LocalDate(year: year, month: month, day: day), "\(year)-\(month)-\(day)")
                }
            }
        }
    }

    /// Every byte in every position of both forms: only a digit where a digit belongs (and
    /// then only when the date stays real) or the right mark is read.
    @Test func everyByteInEveryPosition() {
        let form = Array("2026-11-21T14:30".utf8)
        for position in form.indices {
            for byte in UInt8.min...UInt8.max {
                var bytes = form
                bytes[position] = byte
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                let wanted = String(decoding: bytes, as: UTF8.self)
                let read = bytes.withUnsafeBufferPointer(ISODateReader.dueDate)
                if byte == form[position] {
                    #expect(read?.iso == wanted)
                } else if !isDigit || !(form[position] >= UInt8(ascii: "0") && form[position] <= UInt8(ascii: "9")) {
                    #expect(read == nil, "\(wanted.debugDescription)")
                } else {
                    #expect(read == nil || read?.iso == wanted, "\(wanted.debugDescription)")
                }
            }
        }
    }
}

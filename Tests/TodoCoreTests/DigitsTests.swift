import Testing
@testable import TodoCore
import TodoTestSupport

/// Fixed-width digits as the dates and times of the file and the labels are written.
@Suite struct DigitsTests {
    @Test(arguments: [(0, 2, "00"), (7, 2, "07"), (59, 2, "59"), (1, 4, "0001"), (2026, 4, "2026"), (9999, 4, "9999")])
    func appendWritesLeadingZeros(_ value: Int, _ width: Int, _ text: String) {
        var bytes = [UInt8(ascii: "x")]
        Digits.append(value, width: width, to: &bytes)
        bytes.append(UInt8(ascii: "x"))
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + text + "x")
    }

    @Test(arguments: [
        ("0001-01-01", "0001-01-01"), ("2026-11-21", "2026-11-21"), ("9999-12-31T23:59", "9999-12-31T23:59"),
        ("2026-02-03T00:00", "2026-02-03T00:00"),
    ])
    func dueDatesAndTheirPartsWriteTheirISOForms(_ text: String, _ iso: String) throws {
        let due = try #require(DueDate(iso: text))
        #expect(due.iso == iso)
        #expect(due.date.iso == String(iso.prefix(10)))
        #expect(due.time?.iso == (iso.count == 16 ? String(iso.suffix(5)) : nil))
        var appended = Array("x".utf8)
        due.appendISO(to: &appended)
        #expect(String(decoding: appended, as: UTF8.self) == "x" + iso)
    }
}

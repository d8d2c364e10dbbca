import Testing
@testable import TodoCalendar

@Suite struct CalendarTextTests {
    @Test(arguments: [
        ("a, b; c\\d", "a\\, b\\; c\\\\d"),
        ("two\nlines", "two\\nlines"),
        ("plain", "plain"),
    ])
    func escapesAndUnescapes(text: String, escaped: String) {
        #expect(CalendarText.escape(text) == escaped)
        #expect(CalendarText.unescape(escaped) == text)
    }

    @Test func readsCapitalNAndUnknownEscapesLeniently() {
        #expect(CalendarText.unescape("a\\Nb\\:c\\") == "a\nb:c\\")
    }
}

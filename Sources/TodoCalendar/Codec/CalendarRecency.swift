import TodoCore

/// Which of two versions of a VTODO was changed last, and by what it was told: `LAST-MODIFIED`,
/// then `SEQUENCE`, then `DTSTAMP`, then the byte-wise greater text, so that the order in
/// which the two come never matters. A missing (or unreadable) stamp is older than any.
package struct CalendarRecency: Equatable, Sendable {
    package enum Rule: Equatable, Sendable {
        /// The later `LAST-MODIFIED` (its value in each, nil when missing).
        case lastModified(String?, String?)
        /// The same `LAST-MODIFIED`, the higher `SEQUENCE`.
        case sequence(Int?, Int?)
        /// The same `LAST-MODIFIED` and `SEQUENCE`, the later `DTSTAMP`.
        case stamp(String?, String?)
        /// Every stamp the same: the byte-wise greater text.
        case greaterText
        /// The two files are the same.
        case sameText
    }

    package let firstIsLater: Bool
    /// The values compared, the first file's first.
    package let rule: Rule

    static func compare(_ first: CalendarComponent, _ firstBytes: [UInt8],
                        _ second: CalendarComponent, _ secondBytes: [UInt8]) -> CalendarRecency {
        let modified = (time(first, "LAST-MODIFIED"), time(second, "LAST-MODIFIED"))
        if modified.0.time != modified.1.time {
            return CalendarRecency(firstIsLater: isLater(modified.0.time, modified.1.time),
                                   rule: .lastModified(modified.0.text, modified.1.text))
        }
        let sequence = (number(first, "SEQUENCE"), number(second, "SEQUENCE"))
        if sequence.0 != sequence.1 {
            return CalendarRecency(firstIsLater: isLater(sequence.0, sequence.1), rule: .sequence(sequence.0, sequence.1))
        }
        let stamp = (time(first, "DTSTAMP"), time(second, "DTSTAMP"))
        if stamp.0.time != stamp.1.time {
            return CalendarRecency(firstIsLater: isLater(stamp.0.time, stamp.1.time), rule: .stamp(stamp.0.text, stamp.1.text))
        }
        if firstBytes == secondBytes { return CalendarRecency(firstIsLater: true, rule: .sameText) }
        return CalendarRecency(firstIsLater: !firstBytes.lexicographicallyPrecedes(secondBytes), rule: .greaterText)
    }

    /// A value beats none; otherwise the greater wins.
    private static func isLater<Value: Comparable>(_ first: Value?, _ second: Value?) -> Bool {
        guard let first else { return false }
        guard let second else { return true }
        return first > second
    }

    /// The property's UTC instant (a date or floating time taken as UTC), and its text.
    private static func time(_ todo: CalendarComponent, _ name: String) -> (time: Int?, text: String?) {
        let text = todo.property(name)?.value.trimmingWhiteSpace()
        let time = text.flatMap(CalendarDateTime.doneStamp).flatMap(DoneTime.init(stamp:))?.secondsSinceEpoch
        return (time, time == nil ? nil : text)
    }

    private static func number(_ todo: CalendarComponent, _ name: String) -> Int? {
        todo.property(name).flatMap { Int($0.value.trimmingWhiteSpace()) }
    }
}

import TodoCore
import TodoTestSupport

/// Makes the lists every tool is timed on: realistic names, due dates spread evenly over the
/// past (overdue), the rest of this week, next week and later, about a third with a time;
/// one in twenty with no date (Someday), and one in ten of the others repeating; every item
/// with a uid (a UUID), one in five with a priority and one in eight with a note.
///
/// The list depends only on its size and today, so each tool gets the same items.
struct SampleListMaker {
    let today: LocalDate
    let calendar: WeekCalendar

    private static let tasks = [
        "Call the dentist", "Buy milk and eggs", "Pay the rent", "Renew car insurance", "Book flights to Lisbon",
        "Email Anna about the quarterly report", "Fix the bike's rear brake", "Return library books",
        "Water the plants", "Send invoice", "Review pull request", "Pick up dry cleaning", "Cancel gym membership",
        "Prepare slides for the team meeting", "Schedule a haircut", "Clean the gutters", "File the tax return",
        "Buy a birthday present for Jonas", "Update the passport photo", "Write thank-you notes",
        "Order printer ink", "Read chapter 4", "Plan the weekend trip", "Call the landlord about the heating",
        "Back up the laptop", "Reserve a table at Café Müller", "Défi: run 5 km", "Take out the recycling",
    ]
    private static let rules = ["week", "month", "day", "2 weeks", "monday", "year"].compactMap(RepeatRuleParser.rule(in:))

    private static let details = [
        "", "", "", " before noon", " (again)", " for Mum", " — ask about the discount", " #%",
        " for the Q3 review", " and confirm by email",
    ]

    private static let notes = ["Ask for the receipt", "Door code 4711\nthen the second floor", "Bring the blue folder",
                                "Call first: +49 30 1234567"]

    /// `count` items, `donePercent` of them done (the same ones for every tool; never the
    /// middle item, which the timed changes change).
    func items(count: Int, donePercent: Int = 0) -> [SampleItem] {
        var items = items(count: count)
        for index in items.indices where index % 100 < donePercent && index != (count + 1) / 2 - 1 {
            items[index].done = "2024-03-01T09:00:00Z"
        }
        return items
    }

    private func items(count: Int) -> [SampleItem] {
        var random = SeededRandom(seed: UInt64(count))
        // A stream of its own, so that the names and dates are those of lists made before uids.
        var uids = SeededRandom(seed: UInt64(count) &+ 7)
        let todayNumber = today.daysSinceEpoch
        let endOfThisWeek = calendar.endOfWeek(containing: today).daysSinceEpoch
        var items: [SampleItem] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let day: Int
            switch index % 4 {
            case 0: day = todayNumber - Int.random(in: 1...60, using: &random)
            case 1: day = Int.random(in: todayNumber...endOfThisWeek, using: &random)
            case 2: day = endOfThisWeek + Int.random(in: 1...7, using: &random)
            default: day = endOfThisWeek + 7 + Int.random(in: 1...300, using: &random)
            }
            let date = LocalDate(daysSinceEpoch: day) ?? today
            var time: LocalTime?
            if Int.random(in: 0..<3, using: &random) == 0 {
                time = LocalTime(hour: Int.random(in: 7...20, using: &random), minute: 15 * Int.random(in: 0...3, using: &random))
            }
            let name = name(index, using: &random)
            let uid = SampleListMaker.uuid(&uids)
            let priority = index % 5 == 0 ? Priority.allCases[index / 5 % 3] : nil
            let note = index % 8 == 3 ? SampleListMaker.notes[index / 8 % SampleListMaker.notes.count] : nil
            if index % 20 == 19 {
                items.append(SampleItem(name: name, due: nil, every: nil, uid: uid, priority: priority, note: note))
                continue
            }
            let every = index % 10 == 4 ? SampleListMaker.rules[index / 10 % SampleListMaker.rules.count] : nil
            items.append(SampleItem(name: name, due: DueDate(date: date, time: time), every: every, uid: uid,
                                    priority: priority, note: note))
        }
        return items
    }

    private func name(_ index: Int, using random: inout SeededRandom) -> String {
        let task = SampleListMaker.tasks[Int.random(in: 0..<SampleListMaker.tasks.count, using: &random)]
        let detail = SampleListMaker.details[Int.random(in: 0..<SampleListMaker.details.count, using: &random)]
        return task + (detail == " #%" ? " #\(index + 1)" : detail)
    }

    /// A version 4 UUID, lower case, from the seeded stream.
    private static func uuid(_ random: inout SeededRandom) -> String {
        let high = random.next()
        let low = random.next()
        let hex = { (value: UInt64, digits: Int) -> String in
            let text = String(value, radix: 16)
            return String(repeating: "0", count: max(digits - text.count, 0)) + text
        }
        return hex(high >> 32, 8) + "-" + hex((high >> 16) & 0xFFFF, 4) + "-4" + hex(high & 0xFFF, 3) + "-"
            + hex(0x8000 | (low >> 48) & 0x3FFF, 4) + "-" + hex(low & 0xFFFF_FFFF_FFFF, 12)
    }
}

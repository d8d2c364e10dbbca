import Synchronization
package import TodoCore

extension UIDMaker {
    /// UUID-shaped uids that count up from 1 (`00000000-0000-4000-8000-000000000001`, ...):
    /// a test knows each new item's uid, in the order the items are made.
    package static func counting() -> UIDMaker {
        let next = Mutex(1)
        return UIDMaker {
            let number = next.withLock { value in
                defer { value += 1 }
                return value
            }
            return counted(number)
        }
    }

    /// The `number`th uid `counting()` gives.
    package static func counted(_ number: Int) -> String {
        let digits = String(number, radix: 16)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
}

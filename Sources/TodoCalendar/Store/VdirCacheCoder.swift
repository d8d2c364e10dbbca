import TodoCore
import TodoFileSystem

/// The cache's records as bytes, and back. Each field is a signed decimal number, or bytes as
/// `<count>:<bytes>` (any bytes: a file name need not be UTF-8, a name may hold a newline), or
/// `-` for a text field that is absent, each followed by one space; a record ends with a
/// newline. An item's fields are spelt as the data file spells them (`DueDate.iso`,
/// `RepeatRule.text`, `TodoItem[spelling:]`) and read back by the same readers. A usable VTODO's
/// record starts with its id, done and due: all that a listing of open items reads of a done one.
struct VdirCacheCoder {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ record: VdirCacheRecord) {
        append(record.name)
        let stamp = record.stamp
        append(Int64(bitPattern: stamp.identity.device))
        append(Int64(bitPattern: stamp.identity.inode))
        for number in [stamp.identity.size, stamp.identity.modifiedSeconds, stamp.identity.modifiedNanoseconds, stamp.changedSeconds, stamp.changedNanoseconds] {
            append(number)
        }
        switch record.content {
        case .todo(let uid, let item):
            bytes.append(UInt8(ascii: "T"))
            bytes.append(UInt8(ascii: " "))
            // The fields a listing of open items looks at first, so that it can pass over
            // a done item without reading the rest.
            append(Int64(item.id))
            append(item.done)
            append(item.due?.iso)
            append(Array(uid.utf8))
            append(Array(item.name.utf8))
            append(item.every?.text)
            // Then each field of `ItemField.spelt`, in its slot: its place in the table; then
            // each other key a VTODO keeps.
            for field in ItemField.spelt { append(item[spelling: field]) }
            for (_, key) in CalendarItemProperty.otherKeys { append(CalendarItemProperty.otherKey(key, of: item)) }
        case .unusable(let reason):
            bytes.append(UInt8(ascii: "U"))
            bytes.append(UInt8(ascii: " "))
            append(Array(reason.utf8))
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The bytes, left as the one reference to their buffer (appending to them copies nothing).
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// A record as an earlier `append` wrote it.
    mutating func append(encoded record: ArraySlice<UInt8>) {
        bytes.append(contentsOf: record)
    }

    mutating func append(_ number: Int64) {
        bytes.append(contentsOf: String(number).utf8)
        bytes.append(UInt8(ascii: " "))
    }

    mutating func append(_ field: [UInt8]) {
        bytes.append(contentsOf: String(field.count).utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: field)
        bytes.append(UInt8(ascii: " "))
    }

    mutating func append(_ text: String?) {
        guard let text else {
            bytes.append(UInt8(ascii: "-"))
            bytes.append(UInt8(ascii: " "))
            return
        }
        append(Array(text.utf8))
    }

    /// Reads what `append` wrote, from `position` on; each reader returns nil, and the whole
    /// cache is passed over, at anything else.
    struct Reader {
        let bytes: [UInt8]
        var position = 0
        /// Where the reading stops (the cache's hash line).
        let end: Int

        init(bytes: [UInt8], position: Int, end: Int) {
            self.bytes = bytes
            self.position = position
            self.end = end
        }

        var isAtEnd: Bool { position == end }

        /// The record's name, stamp and what a listing decides on, the rest passed over.
        mutating func entry() -> VdirCacheEntry? {
            let start = position
            guard let name = field(), let stamp = stamp(), let kind = kind() else { return nil }
            switch kind {
            case UInt8(ascii: "T"):
                guard let id = number(), id > 0, id <= Int64(Int32.max), let done = optional(), let due = optional() else { return nil }
                for _ in 0..<(3 + ItemField.spelt.count + CalendarItemProperty.otherKeys.count) {
                    guard optional() != nil else { return nil }
                }
                guard endOfRecord() else { return nil }
                return VdirCacheEntry(range: start..<position, name: name, stamp: stamp,
                                      kind: .todo(id: Int(id), isDone: done != nil, due: due))
            case UInt8(ascii: "U"):
                guard let reason = field(), endOfRecord() else { return nil }
                return VdirCacheEntry(range: start..<position, name: name, stamp: stamp, kind: .unusable(reason: reason))
            default:
                return nil
            }
        }

        /// The whole record, its item built.
        mutating func record() -> VdirCacheRecord? {
            guard let name = field(), let stamp = stamp(), let kind = kind() else { return nil }
            let content: VdirCacheRecord.Content
            switch kind {
            case UInt8(ascii: "T"):
                guard let id = number(), id > 0, id <= Int64(Int32.max), let done = optionalText(), let due = optional(),
                      let uid = text(), let itemName = text(), let every = optional() else { return nil }
                var item = TodoItem(id: Int(id), name: itemName, due: nil, done: done)
                for field in ItemField.spelt {
                    guard let value = optionalText() else { return nil }
                    item[spelling: field] = value
                    // What the field cannot keep (a priority none of the words) is no cache of ours.
                    guard item[spelling: field] == value else { return nil }
                }
                for (_, key) in CalendarItemProperty.otherKeys {
                    guard let value = optionalText() else { return nil }
                    if let value { item.otherKeys.append(JSONMember(key, .string(value))) }
                }
                if let due {
                    guard let date = bytes.withUnsafeBufferPointer({ ISODateReader.dueDate(UnsafeBufferPointer(rebasing: $0[due])) }) else {
                        return nil
                    }
                    item.due = date
                }
                if let every {
                    guard let rule = bytes.withUnsafeBufferPointer({ RepeatRule(canonicalUTF8: UnsafeBufferPointer(rebasing: $0[every])) }) else {
                        return nil
                    }
                    item.every = rule
                }
                content = .todo(uid: uid, item: item)
            case UInt8(ascii: "U"):
                guard let reason = text() else { return nil }
                content = .unusable(reason: reason)
            default:
                return nil
            }
            guard endOfRecord() else { return nil }
            return VdirCacheRecord(name: Array(bytes[name]), stamp: stamp, content: content)
        }

        private mutating func stamp() -> FileStamp? {
            guard let device = number(), let inode = number(), let size = number(),
                  let modifiedSeconds = number(), let modifiedNanoseconds = number(),
                  let changedSeconds = number(), let changedNanoseconds = number() else { return nil }
            return FileStamp(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size,
                             modifiedSeconds: modifiedSeconds, modifiedNanoseconds: modifiedNanoseconds,
                             changedSeconds: changedSeconds, changedNanoseconds: changedNanoseconds)
        }

        /// `T` or `U`, and its space.
        private mutating func kind() -> UInt8? {
            guard position + 2 <= end, bytes[position + 1] == UInt8(ascii: " ") else { return nil }
            let kind = bytes[position]
            position += 2
            return kind
        }

        private mutating func endOfRecord() -> Bool {
            guard position < end, bytes[position] == UInt8(ascii: "\n") else { return false }
            position += 1
            return true
        }

        mutating func number() -> Int64? {
            var negative = false
            if position < end, bytes[position] == UInt8(ascii: "-") {
                negative = true
                position += 1
            }
            let start = position
            // Eight numbers begin each record, the stamp's: read without a check per digit,
            // which took half of a listing's reading of the cache. Up to 18 digits cannot
            // overflow; a longer run is read again with the checks.
            let (value, digitsEnd) = bytes.withUnsafeBufferPointer { buffer in
                var value: Int64 = 0
                var place = start
                while place < end {
                    let digit = buffer[place] &- UInt8(ascii: "0")
                    guard digit < 10 else { break }
                    value = value &* 10 &+ Int64(digit)
                    place += 1
                }
                return (value, place)
            }
            guard digitsEnd - start <= 18 else { return checkedNumber(negative: negative) }
            position = digitsEnd
            guard position > start, space() else { return nil }
            return negative ? -value : value
        }

        /// The number's digits from `position` on, any overflow found.
        private mutating func checkedNumber(negative: Bool) -> Int64? {
            var value: Int64 = 0
            let start = position
            while position < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                let (shifted, over) = value.multipliedReportingOverflow(by: 10)
                let (added, overAgain) = shifted.addingReportingOverflow(Int64(bytes[position] - UInt8(ascii: "0")))
                guard !over, !overAgain else { return nil }
                value = added
                position += 1
            }
            guard position > start, space() else { return nil }
            return negative ? -value : value
        }

        /// Where the field's bytes are.
        mutating func field() -> Range<Int>? {
            guard let count = number(ofDigitsEndingWith: UInt8(ascii: ":")), count <= end - position else { return nil }
            let field = position..<position + count
            position += count
            guard space() else { return nil }
            return field
        }

        /// `.some(nil)` for `-`, the field absent; nil for anything that is not a field.
        private mutating func optional() -> Range<Int>?? {
            if position + 1 < end, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: " ") {
                position += 2
                return .some(nil)
            }
            guard let field = field() else { return nil }
            return .some(field)
        }

        private mutating func optionalText() -> String?? {
            guard let field = optional() else { return nil }
            return .some(field.map { String(decoding: bytes[$0], as: UTF8.self) })
        }

        private mutating func text() -> String? {
            field().map { String(decoding: bytes[$0], as: UTF8.self) }
        }

        private mutating func number(ofDigitsEndingWith terminator: UInt8) -> Int? {
            var value = 0
            let start = position
            while position < end, position - start < 12, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            guard position > start, position < end, bytes[position] == terminator else { return nil }
            position += 1
            return value
        }

        private mutating func space() -> Bool {
            guard position < end, bytes[position] == UInt8(ascii: " ") else { return false }
            position += 1
            return true
        }
    }
}

import TodoCore
import TodoFileSystem

/// The cache's records as bytes, and back. Each field is a signed decimal number, or bytes as
/// `<count>:<bytes>` (any bytes: a file name need not be UTF-8, a name may hold a newline), or
/// `-` for a text field that is absent, each followed by one space; a record ends with a
/// newline. An item's fields are spelt as the data file spells them (`DueDate.iso`,
/// `RepeatRule.text`, `Priority.rawValue`) and read back by the same readers.
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
            append(Array(uid.utf8))
            append(Array(item.name.utf8))
            append(item.due?.iso)
            append(item.every?.text)
            append(item.done)
            append(item.uid)
            append(item.priority?.rawValue)
            append(item.note)
        case .unusable(let reason):
            bytes.append(UInt8(ascii: "U"))
            bytes.append(UInt8(ascii: " "))
            append(Array(reason.utf8))
        }
        bytes.append(UInt8(ascii: "\n"))
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

    private mutating func append(_ text: String?) {
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
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func record() -> VdirCacheRecord? {
            guard let name = field(), let device = number(), let inode = number(), let size = number(),
                  let modifiedSeconds = number(), let modifiedNanoseconds = number(),
                  let changedSeconds = number(), let changedNanoseconds = number(),
                  position + 2 <= bytes.count, bytes[position + 1] == UInt8(ascii: " ") else { return nil }
            let stamp = FileStamp(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size,
                                  modifiedSeconds: modifiedSeconds, modifiedNanoseconds: modifiedNanoseconds,
                                  changedSeconds: changedSeconds, changedNanoseconds: changedNanoseconds)
            let kind = bytes[position]
            position += 2
            let content: VdirCacheRecord.Content
            switch kind {
            case UInt8(ascii: "T"):
                guard let uid = text(), let itemName = text(), let due = optional(), let every = optional(),
                      let done = optionalText(), let itemUID = optionalText(), let priority = optionalText(),
                      let note = optionalText() else { return nil }
                var item = TodoItem(id: 0, name: itemName, due: nil, done: done, uid: itemUID, note: note)
                if let due {
                    guard let date = ISODateReader.dueDate(due) else { return nil }
                    item.due = date
                }
                if let every {
                    guard let rule = RepeatRule(canonicalUTF8: every) else { return nil }
                    item.every = rule
                }
                if let priority {
                    guard let level = Priority(rawValue: priority) else { return nil }
                    item.priority = level
                }
                content = .todo(uid: uid, item: item)
            case UInt8(ascii: "U"):
                guard let reason = text() else { return nil }
                content = .unusable(reason: reason)
            default:
                return nil
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { return nil }
            position += 1
            return VdirCacheRecord(name: Array(name), stamp: stamp, content: content)
        }

        mutating func number() -> Int64? {
            var negative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
                negative = true
                position += 1
            }
            var value: Int64 = 0
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                let (shifted, over) = value.multipliedReportingOverflow(by: 10)
                let (added, overAgain) = shifted.addingReportingOverflow(Int64(bytes[position] - UInt8(ascii: "0")))
                guard !over, !overAgain else { return nil }
                value = added
                position += 1
            }
            guard position > start, space() else { return nil }
            return negative ? -value : value
        }

        mutating func field() -> UnsafeBufferPointer<UInt8>? {
            guard let count = number(ofDigitsEndingWith: UInt8(ascii: ":")), count <= bytes.count - position else { return nil }
            let field = UnsafeBufferPointer(rebasing: bytes[position..<position + count])
            position += count
            guard space() else { return nil }
            return field
        }

        /// `.some(nil)` for `-`, the field absent; nil for anything that is not a field.
        private mutating func optional() -> UnsafeBufferPointer<UInt8>?? {
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: " ") {
                position += 2
                return .some(nil)
            }
            guard let field = field() else { return nil }
            return .some(field)
        }

        private mutating func optionalText() -> String?? {
            guard let field = optional() else { return nil }
            return .some(field.map { String(decoding: $0, as: UTF8.self) })
        }

        private mutating func text() -> String? {
            field().map { String(decoding: $0, as: UTF8.self) }
        }

        private mutating func number(ofDigitsEndingWith end: UInt8) -> Int? {
            var value = 0
            let start = position
            while position < bytes.count, position - start < 12, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            guard position > start, position < bytes.count, bytes[position] == end else { return nil }
            position += 1
            return value
        }

        private mutating func space() -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: " ") else { return false }
            position += 1
            return true
        }
    }
}

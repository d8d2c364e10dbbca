import TodoCore
import TodoFile

/// Moving items in and out: another tool's export read into new items (all or nothing, one
/// change, never the same item twice), and every item written out in a format others read.
final class TransferInteractor: TransferInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock
    private let zone: any LocalTimeZone
    /// The uid of an item imported without one (and, until older items get theirs, the
    /// `UID` of one exported without).
    private let makeUID: UIDMaker

    init(dataStore: any TodoDataStore, clock: any Clock, zone: any LocalTimeZone, makeUID: UIDMaker) {
        self.dataStore = dataStore
        self.clock = clock
        self.zone = zone
        self.makeUID = makeUID
    }

    func importItems(_ content: [UInt8], format: ImportFormat?, source: String) throws -> ImportOutcome {
        let read: ImportedRecords
        do {
            try TransferInteractor.requireUTF8(content)
            read = try self.read(content, format: format ?? ImportFormat(recognising: content))
        } catch let error as TodoError {
            throw TodoError(error.status, source + ": " + error.message)
        }
        let records = read.records
        // Nothing new: no change to save, and no file made for an empty list.
        guard !TransferInteractor.newRecords(records, among: try dataStore.fetch().items).isEmpty else {
            return ImportOutcome(added: [], alreadyThere: records.count, unkept: read.unkept)
        }
        let added = try dataStore.update { list in
            var added: [Int] = []
            for record in TransferInteractor.newRecords(records, among: list.items) {
                var item = try record.edit.newItem()
                item.id = try list.takeNextID()
                item.done = record.done
                // How it was done (`cancelled`) goes with the done time, which no edit sets.
                if record.done != nil { item.texts.status = record.texts.status }
                item.otherKeys = record.otherKeys
                if let origin = record.origin, origin.isIdentity {
                    item.uid = origin.value
                } else {
                    item.uid = makeUID()
                    if let origin = record.origin, !item.otherKeys.contains(where: { $0.key == origin.key }) {
                        item.otherKeys.append(JSONMember(origin.key, .string(origin.value)))
                    }
                }
                list.items.append(item)
                added.append(item.id)
            }
            return added
        }
        // As saved: a store may give an item more than it was given (the folder store, a UID).
        let saved = Dictionary(try dataStore.fetch().items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ImportOutcome(added: added.compactMap { saved[$0].map(ItemSnapshot.init) },
                             alreadyThere: records.count - added.count, unkept: read.unkept)
    }

    /// Text that is not UTF-8 (a Latin-1 todo.txt, say) is refused in every format, naming its
    /// first such line, rather than read with replacement characters in its names.
    private static func requireUTF8(_ content: [UInt8]) throws {
        guard String(validating: content, as: UTF8.self) == nil else { return }
        let lines = content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let line = (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
        throw TodoError.badFile("line \(line): not UTF-8")
    }

    /// Items without a uid (an older file's) get theirs saved first, in one write that undo
    /// passes over (no item changes otherwise), so that every export gives them the same
    /// UIDs; when the store cannot be written, they are exported without, and the outcome
    /// says so.
    func exportItems(_ format: ExportFormat) throws -> ExportOutcome {
        var items = try dataStore.fetch().items
        var unsavedBecause: String?
        if items.contains(where: { $0.uid?.isEmpty ?? true }) {
            do {
                items = try dataStore.update { list in
                    list.giveEveryItemAUID(makeUID)
                    return list.items
                }
            } catch let error as TodoError where error.status == .ioError {
                unsavedBecause = error.message
            }
        }
        // A folder store's files have stamps of their own, which the `ical` export keeps.
        let stamps = format == .ical ? try (dataStore as? any CalendarStampKeeping)?.calendarStamps() ?? [:] : [:]
        let bytes = exportBytes(items, format, stamps: stamps)
        guard let unsavedBecause else { return ExportOutcome(bytes: bytes) }
        return ExportOutcome(bytes: bytes, unsavedUIDCount: items.count { $0.uid?.isEmpty ?? true },
                             unsavedBecause: unsavedBecause)
    }

    private func exportBytes(_ items: [TodoItem], _ format: ExportFormat, stamps: [String: CalendarStamps]) -> [UInt8] {
        switch format {
        case .json: return TodoFileCodec.encodeItems(items)
        case .todotxt: return TodoTxtWriter(clock: clock).bytes(items)
        case .ical:
            let now = DoneTime(stamp: clock.utcTimestamp())?.secondsSinceEpoch ?? 0
            return ICalendarWriter(now: now, makeUID: { self.makeUID() }, stamps: stamps).bytes(items)
        }
    }

    private func read(_ content: [UInt8], format: ImportFormat) throws -> ImportedRecords {
        switch format {
        case .taskwarrior: try TaskwarriorReader(zone: zone, now: clock.utcTimestamp()).read(content)
        case .todotxt: ImportedRecords(records: try TodoTxtReader(now: clock.utcTimestamp()).records(in: content))
        case .ical: try ICalendarReader(zone: zone.timeZone).read(content)
        case .json: ImportedRecords(records: try TodoJSONReader().records(in: content))
        }
    }

    /// The records that are not in `items` yet. An item is known again by its uid (an
    /// iCalendar UID or a Taskwarrior uuid is one; an item an older version imported from
    /// Taskwarrior kept the uuid in `taskwarriorUUID`), or by the todo.txt line it keeps,
    /// counted: a todo.txt file that holds the same line twice has two items, and adds a
    /// second only once.
    static func newRecords(_ records: [ImportedRecord], among items: [TodoItem]) -> [ImportedRecord] {
        var known: [ImportedRecord.Origin: Int] = [:]
        for item in items {
            if let uid = item.uid { known[.identity(uid), default: 0] += 1 }
            for member in item.otherKeys where ImportedRecord.Origin.keys.contains(member.key) {
                guard case .string(let value) = member.value else { continue }
                let origin = ImportedRecord.Origin(member.key, value)
                known[origin.isIdentity ? .identity(value) : origin, default: 0] += 1
            }
        }
        return records.filter { record in
            guard let recordOrigin = record.origin else { return true }
            let origin = recordOrigin.isIdentity ? .identity(recordOrigin.value) : recordOrigin
            guard let count = known[origin], count > 0 else { return true }
            known[origin] = count - 1
            known[recordOrigin] = count - 1
            return false
        }
    }
}

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
        let records: [ImportedRecord]
        do {
            records = try read(content, format: format ?? ImportFormat(recognising: content))
        } catch let error as TodoError {
            throw TodoError(error.status, source + ": " + error.message)
        }
        // Nothing new: no change to save, and no file made for an empty list.
        guard !TransferInteractor.newRecords(records, among: try dataStore.fetch().items).isEmpty else {
            return ImportOutcome(added: [], alreadyThere: records.count)
        }
        let added = try dataStore.update { list in
            var added: [Int] = []
            for record in TransferInteractor.newRecords(records, among: list.items) {
                var item = try record.edit.newItem(notBefore: nil)
                item.id = try list.takeNextID()
                item.done = record.done
                if record.origin.isIdentity {
                    item.uid = record.origin.value
                } else {
                    item.uid = makeUID()
                    item.otherKeys = [JSONMember(record.origin.key, .string(record.origin.value))]
                }
                list.items.append(item)
                added.append(item.id)
            }
            return added
        }
        // As saved: a store may give an item more than it was given (the folder store, a UID).
        let saved = Dictionary(try dataStore.fetch().items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ImportOutcome(added: added.compactMap { saved[$0].map(ItemSnapshot.init) },
                             alreadyThere: records.count - added.count)
    }

    func exportItems(_ format: ExportFormat) throws -> [UInt8] {
        let items = try dataStore.fetch().items
        switch format {
        case .json: return TodoFileCodec.encodeItems(items)
        case .todotxt: return TodoTxtWriter(clock: clock).bytes(items)
        case .ical:
            let now = DoneTime(stamp: clock.utcTimestamp())?.secondsSinceEpoch ?? 0
            return ICalendarWriter(now: now, makeUID: { self.makeUID() }).bytes(items)
        }
    }

    private func read(_ content: [UInt8], format: ImportFormat) throws -> [ImportedRecord] {
        switch format {
        case .taskwarrior: try TaskwarriorReader(zone: zone, now: clock.utcTimestamp()).records(in: content)
        case .todotxt: try TodoTxtReader(now: clock.utcTimestamp()).records(in: content)
        case .ical: try ICalendarReader(zone: zone.timeZone).records(in: content)
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
            let origin = record.origin.isIdentity ? .identity(record.origin.value) : record.origin
            guard let count = known[origin], count > 0 else { return true }
            known[origin] = count - 1
            known[record.origin] = count - 1
            return false
        }
    }
}

/// Where items are kept. Interactors read and change items only through this.
package protocol TodoDataStore: AnyObject, Sendable {
    /// The whole list as it is now. Never creates the file.
    func fetch() throws -> TodoList

    /// One read-modify-write: `change` sees the current list and edits it; the result is
    /// saved as a whole, and no other change can come in between. If `change` throws,
    /// nothing is written.
    func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result

    /// The items not done that are due on or before `dueThrough` (every item not done when
    /// nil, those with no due date too), and those not done with a start whatever their due
    /// date (`OpenItemTally`), in file order: what `todo list` can show; and how many items
    /// not done it passed over. Never creates the file. With `detail`
    /// `.forListText`, each item's `uid` and `note` are nil.
    ///
    /// A requirement of its own, so that the file store can skip building the items it would
    /// only throw away (years of done items, everything after next week), and only count them,
    /// and build no uid or note for a list that shows none. With no default: a store without
    /// a way of its own says so (`openItemsThroughFetch`), so that a store's own way cannot
    /// stop being the one called, unseen, when this signature changes (it did once: the
    /// folder store's cached listing was passed over for the default).
    func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems

    /// The done items, in file order: what `todo list --done` can show. Never creates the file.
    /// With `detail` `.forListText`, each item's `uid` and `note` are nil.
    ///
    /// A requirement of its own, so that the file store can skip building the open items;
    /// any other store answers with `doneItemsThroughFetch`.
    func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem]

    /// Adds one item with the next id (`makeItem` gets the id and makes the item): one
    /// read-modify-write, as `update` is. Returns the item as saved.
    ///
    /// A requirement of its own, so that the file store can add to a big file without
    /// decoding it all; every other store gets the default, which goes through `update`.
    func addItem(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem

    /// One read-modify-write of the items with `ids` only: `change` gets them (and the ids no
    /// item has) and edits, removes or adds; the store saves just that, or nothing if
    /// `change` throws.
    ///
    /// A requirement of its own, so that the file store can change one item of a big file
    /// without decoding the others; every other store gets the default, which goes through
    /// `update`.
    func changeItems<Result>(ids: [Int], _ change: (inout ItemChanges) throws -> Result) throws -> Result

    /// Takes back the latest change made through this store that is not undone yet, and
    /// returns what it put back. Throws (exit 1, nothing changed) when there is nothing left
    /// to undo, or when the items were changed since by something else (a hand edit, a
    /// sync), rather than overwrite that change.
    func undoLatestChange() throws -> UndoneChange

    /// One cheap look at the store's files (one `stat` of the data file; of the folder and its
    /// id index), no lock taken: a different version means something was written since. Nil:
    /// this store cannot tell (one in memory), and is never read again for it.
    func version() -> StoreVersion?

    /// What `body` (a sync engine writing the store's files) changed in the list, and what it
    /// returned: the list before it against the list after it, as `SyncChanges` tells them.
    /// `body`'s error is thrown as it is, with nothing read after it.
    ///
    /// A requirement of its own, so that the folder store can tell it from its files' stamps,
    /// reading only the files that changed (issue 34: `todo sync` of 10,000 items); every
    /// other store gets the default, `changesThroughFetch`, which reads the whole list twice.
    func changes<Result>(during body: () throws -> Result) throws -> (result: Result, changes: SyncChanges)
}

extension TodoDataStore {
    package func version() -> StoreVersion? { nil }
}

extension TodoDataStore {
    /// Every field of the open items.
    package func fetchOpenItems(dueThrough: LocalDate?) throws -> OpenItems {
        try fetchOpenItems(dueThrough: dueThrough, detail: .whole)
    }

    /// `fetchOpenItems` through `fetch`: for a store with no quicker way.
    package func openItemsThroughFetch(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        var tally = OpenItemTally(dueThrough: dueThrough)
        var items = try fetch().items.filter { tally.keeps(due: $0.due, isDone: $0.isDone, hasStart: $0.texts.start != nil) }
        if detail != .whole { items = items.map(detail.applied(to:)) }
        return OpenItems(items: items, laterCount: tally.laterCount, undatedCount: tally.undatedCount)
    }

    /// Every field of the done items.
    package func fetchDoneItems() throws -> [TodoItem] {
        try fetchDoneItems(detail: .whole)
    }

    /// `fetchDoneItems` through `fetch`: for a store with no quicker way.
    package func doneItemsThroughFetch(detail: ItemDetail) throws -> [TodoItem] {
        let items = try fetch().items.filter(\.isDone)
        return detail == .whole ? items : items.map(detail.applied(to:))
    }

    package func addItem(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem {
        try update { list in
            let item = makeItem(try list.takeNextID())
            list.items.append(item)
            return item
        }
    }

    package func changeItems<Result>(ids: [Int], _ change: (inout ItemChanges) throws -> Result) throws -> Result {
        try update { list in
            try list.apply(ids: ids, change)
        }
    }

    package func changes<Result>(during body: () throws -> Result) throws -> (result: Result, changes: SyncChanges) {
        try changesThroughFetch(during: body)
    }

    /// `changes(during:)` through `fetch`, before and after `body`: for a store with no quicker
    /// way, and for the folder store when its files' stamps cannot tell.
    package func changesThroughFetch<Result>(during body: () throws -> Result) throws -> (result: Result, changes: SyncChanges) {
        let before = try fetch().items
        let result = try body()
        return (result, SyncChanges(before: before, after: try fetch().items))
    }
}

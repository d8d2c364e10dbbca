import Testing
import TodoCore

/// How a change reaches a store: `changeItems` (what the change commands use; the data file
/// splices it in place) or `update` (the whole list; every store's general path).
enum ChangeRoute: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case changeItems
    case update

    var testDescription: String { rawValue }

    /// Makes `change` to the item with `id` in `store`; throws when there is no such item.
    func make(_ change: ContractChange, toItem id: Int, in store: any TodoDataStore) throws {
        switch self {
        case .changeItems:
            try store.changeItems(ids: [id]) { changes in
                guard let item = changes.item(id: id) else { throw ChangeRoute.noItem(id) }
                if let changed = change.applied(to: item) {
                    changes.replace(changed)
                } else {
                    changes.remove(id: id)
                }
            }
        case .update:
            try store.update { list in
                guard let index = list.items.firstIndex(where: { $0.id == id }) else { throw ChangeRoute.noItem(id) }
                if let changed = change.applied(to: list.items[index]) {
                    list.items[index] = changed
                } else {
                    list.items.remove(at: index)
                }
            }
        }
    }

    static func noItem(_ id: Int) -> TodoError {
        TodoError.notFound("no item has id \(id)")
    }
}

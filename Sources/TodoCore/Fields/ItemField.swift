/// One field of an item, declared once: what each layer needs to know of it. The table of
/// them (`ItemField.all`) is the one list of an item's fields; the data file's codec, the
/// folder store's codec and cache, the JSON writer, `show`, the option declaration and the
/// list's `ItemDetail` loop over it. A plain field (stored, shown, exported, no rules of its
/// own) is one row of the table and one stored property of `ItemTexts`.
package struct ItemField: Sendable {
    /// Where the entity keeps the value, and so which code reads and writes it.
    package enum Storage: Sendable {
        /// Typed fields that a fast path reads and writes by hand.
        case id, name, due, every, done
        /// `TodoItem.priority`; spelt as `Priority.rawValue` (`high`) where text is needed.
        case priority
        /// A text of `ItemTexts`, kept as it is: read and written from the table alone.
        case text(ItemTexts.Slot)
    }

    /// The kind of value, which says how a value is checked when typed and how iCalendar
    /// writes it.
    package enum Kind: Sendable {
        /// Free text, escaped in iCalendar (RFC 5545 3.3.11); typed: trimmed, a line feed kept,
        /// other control characters refused, blank is none.
        case text
        /// A whole number (iCalendar INTEGER).
        case integer
        /// A day, `YYYY-MM-DD` (iCalendar DATE).
        case date
        /// A date or date-time as `due` spells it.
        case dateTime
        /// Several values (iCalendar's comma-separated list).
        case list
        /// A link (iCalendar URI, not escaped); typed: non-empty, no control characters, no
        /// white space.
        case uri
    }

    /// The VTODO property of a field, and how its value is written.
    package struct CalendarProperty: Sendable {
        /// `DESCRIPTION`.
        package let name: String
        package let kind: Kind

        package init(_ name: String, _ kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    /// The command-line option of a field, on `add` and `edit`, and its inline word.
    /// A class, so that a copy is one reference: an optional struct of eight members was
    /// copied through its runtime type, which every run had the runtime build (35,000
    /// instructions, when the option declaration is made).
    package final class Option: Sendable {
        /// `note`, for `--note`.
        package let long: String
        /// `TEXT`, for `--note TEXT`.
        package let valueName: String
        /// One line, for `--help` and the man page.
        package let help: String
        /// `edit`'s help, when it says more (how to take the field away).
        package let editHelp: String?
        /// What a shell offers for the value.
        package let choices: [String]?
        /// The NAME words of `todo add` that set it (`pri:`), without the colon; none: no word.
        package let inlineWords: [String]
        /// The word that takes the field away (`none`); nil: a blank value does.
        package let removalWord: String?
        /// Whether its value is a DATE that may be several words (`--start next monday`).
        package let takesDateWords: Bool

        package init(_ long: String, valueName: String, help: String, editHelp: String? = nil,
                     choices: [String]? = nil, inlineWords: [String] = [], removalWord: String? = nil,
                     takesDateWords: Bool = false) {
            self.long = long
            self.valueName = valueName
            self.help = help
            self.editHelp = editHelp
            self.choices = choices
            self.inlineWords = inlineWords
            self.removalWord = removalWord
            self.takesDateWords = takesDateWords
        }
    }

    /// The key of the item's JSON object, in the data file and in `--json`: `note`. A literal,
    /// for the readers that compare bytes in place.
    package let key: StaticString
    package let storage: Storage
    package let kind: Kind
    /// Nil: the folder store does not keep it in a property of its own.
    package let calendar: CalendarProperty?
    /// Nil: no option (set by the program, or by an import).
    package let option: Option?
    /// Whether `todo list`'s text shows it: a field it does not show is not built for it.
    package let listShowsIt: Bool
    /// The title of its line in `todo show`; nil: `show` words it by hand.
    package let title: String?
    /// Whether `--json` and `show` put it last (after the tags, and after `Done`): the uid.
    package let isShownLast: Bool

    package init(_ key: StaticString, _ storage: Storage, kind: Kind, calendar: CalendarProperty? = nil,
                 option: Option? = nil, listShowsIt: Bool, title: String? = nil, isShownLast: Bool = false) {
        self.key = key
        self.storage = storage
        self.kind = kind
        self.calendar = calendar
        self.option = option
        self.listShowsIt = listShowsIt
        self.title = title
        self.isShownLast = isShownLast
    }

    /// `note`.
    package var name: String { key.description }

    /// The slot of a plain text field; nil for a typed one.
    package var text: ItemTexts.Slot? {
        if case .text(let path) = storage { path } else { nil }
    }

    /// Whether the field's value can be spelt as text (`TodoItem[spelling:]`): every field
    /// after the five typed ones, each with its slot in the folder cache (its place here).
    package var isSpelt: Bool {
        switch storage {
        case .id, .name, .due, .every, .done: false
        case .priority, .text: true
        }
    }

    /// The field whose key is `name`.
    package static func named(_ name: String) -> ItemField? {
        all.first { $0.name == name }
    }

    /// The fields spelt as text, in table order: the order the data file and the folder
    /// cache write them in, after the typed ones.
    package static let spelt: [ItemField] = all.filter(\.isSpelt)

    /// The plain text fields, in table order.
    package static let texts: [ItemField] = all.filter { $0.text != nil }

    /// The fields with an option, in table order.
    package static let withOptions: [ItemField] = all.filter { $0.option != nil }
}

extension TodoItem {
    /// A field as the data file spells it (`high`, a note's text); nil for none, and for the
    /// five typed fields. Setting a text the field cannot keep (a priority that is none of
    /// the words) leaves it nil: a reader compares, to refuse it.
    package subscript(spelling field: ItemField) -> String? {
        get {
            switch field.storage {
            case .priority: priority?.rawValue
            case .text(let slot): texts[slot]
            case .id, .name, .due, .every, .done: nil
            }
        }
        set {
            switch field.storage {
            case .priority: priority = newValue.flatMap(Priority.init(rawValue:))
            case .text(let slot): texts[slot] = newValue
            case .id, .name, .due, .every, .done: break
            }
        }
    }
}

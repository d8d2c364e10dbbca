import TodoCore
/// The presenters' one reading of a draft into an `ItemEdit`: the date words, `none` and
/// `someday` (no date), `never` (stop repeating). What the edit may do is TodoCore's to say.
struct ItemDraftReader {
    let dates: DueDateParserSource

    /// `todo add` and the Add screen: no date typed means today; a rule is a rule (`never`
    /// is not one: a new item has nothing to stop).
    /// A start (not `none`) without a due date adds an undated item: the default is for items
    /// without a start.
    func newItem(_ draft: ItemDraft) throws -> ItemEdit {
        let start = draft.fields[ItemField.start.name]
        let defaultDue: EditValue<DueDate> = start != nil && start != ItemField.start.option?.removalWord
            ? .unchanged : .set(DueDate(date: dates.parser().today))
        var edit = ItemEdit(name: draft.name, due: try dueDate(draft.due) ?? defaultDue,
                            every: try draft.every.map { .set(try RepeatRuleParser.parse($0)) } ?? .unchanged,
                            priority: try priority(draft.priority))
        edit.texts = try texts(draft)
        return edit
    }

    /// `todo edit` and the Edit screen: what was not typed is left as it is.
    func change(_ draft: ItemDraft) throws -> ItemEdit {
        var edit = ItemEdit(name: draft.name, due: try dueDate(draft.due) ?? .unchanged, every: try rule(draft.every),
                            priority: try priority(draft.priority), tags: try tags(draft))
        edit.texts = try texts(draft)
        return edit
    }

    /// The plain text fields of `ItemField.all` that the draft gives, each read by its kind.
    private func texts(_ draft: ItemDraft) throws -> ItemTextEdits {
        var texts = ItemTextEdits()
        for field in ItemField.withOptions {
            guard let slot = field.text, let typed = draft.fields[field.name] else { continue }
            texts[slot] = try text(typed, of: field)
        }
        return texts
    }

    /// A field's value as typed, by its kind: a link (`.uri`) is taken as it is, non-empty
    /// and without control characters or white space; its removal word takes it away. Other
    /// text is a note's.
    private func text(_ typed: String, of field: ItemField) throws -> EditValue<String> {
        if let removal = field.option?.removalWord, typed == removal { return .removed }
        if field.kind == .date { return .set(try day(typed, of: field).iso) }
        guard field.kind == .uri else { return try note(typed, of: field) }
        if typed.isEmpty { throw TodoError.usage("the \(field.name) is empty") }
        if let bad = typed.unicodeScalars.first(where: { ControlCharacters.contains($0) || $0.properties.isWhitespace }) {
            let what = ControlCharacters.contains(bad) ? "a control character" : "white space"
            throw TodoError.usage("the \(field.name) contains \(what) (\(TerminalText.escaped(String(bad))))")
        }
        return .set(typed)
    }

    /// A day (`.date`) as typed, in the DATE language: a DATE with a time is no day (64), and
    /// neither is an empty or blank text.
    private func day(_ typed: String, of field: ItemField) throws -> LocalDate {
        let due = try dates.parser().parse(typed)
        guard due.time == nil else {
            throw TodoError.usage("the \(field.name) is a day, without a time: '\(TerminalText.escaped(typed))'")
        }
        return due.date
    }

    /// The tag words to add and take out. An `--untag` word with nothing to name (``, `+`)
    /// would take out nothing, or words no one meant: refused.
    private func tags(_ draft: ItemDraft) throws -> NameTagEdit {
        for word in draft.untag where word.isEmpty || word == "+" || word == "@" || word.contains(" ") {
            throw TodoError.usage("--untag needs one word, not '\(TerminalText.escaped(word))'")
        }
        return NameTagEdit(added: draft.tags, removed: draft.untag)
    }

    /// A due date as typed (nil: none typed); `none` or `someday` takes it away. An empty or
    /// blank text is refused, so a script's unset variable never means today.
    func dueDate(_ text: String?) throws -> EditValue<DueDate>? {
        guard let text else { return nil }
        if DueDateParser.meansNoDate(text) { return .removed }
        do {
            return .set(try dates.parser().parse(text))
        } catch let error as TodoError {
            throw error.about(.dueDate)
        }
    }

    /// A note as typed, trimmed; an empty or blank one is no note (so `--note ''` takes it
    /// away). A line feed is kept (a note may span lines); any other control character is
    /// refused as in names, since `todo show` writes the note to the terminal.
    private func note(_ text: String, of field: ItemField) throws -> EditValue<String> {
        let trimmed = text.trimmingWhiteSpace()
        if trimmed.isEmpty { return .removed }
        if let bad = trimmed.unicodeScalars.first(where: { $0 != "\n" && ControlCharacters.contains($0) }) {
            throw TodoError.usage("the \(field.name) contains a control character (\(TerminalText.escaped(String(bad))))")
        }
        return .set(trimmed)
    }

    /// A priority as typed (`high`, `h`, `H`, ...), or `none` to take it away; anything else
    /// is a usage error, so a typo never quietly means no priority.
    private func priority(_ text: String?) throws -> EditValue<Priority> {
        guard let text else { return .unchanged }
        if text == "none" { return .removed }
        guard let priority = Priority(word: text) else {
            throw TodoError.usage("the priority must be high, medium, low (h, m, l) or none, not \"\(TerminalText.escaped(text))\"")
        }
        return .set(priority)
    }

    /// A rule as typed, or `never` to stop repeating.
    private func rule(_ text: String?) throws -> EditValue<RepeatRule> {
        guard let text else { return .unchanged }
        if text.trimmingWhiteSpace().lowercased() == "never" { return .removed }
        return .set(try RepeatRuleParser.parse(text))
    }
}

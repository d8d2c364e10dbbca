import TodoCore
/// Reading one element of `"items"` into a `TodoItem`.
extension TodoFileDecoder {
    /// Reads the element at the cursor; notes the first problem with any item.
    mutating func readItem(ordinal: Int) throws(JSONScanner.Failure) {
        if readsCanonicalItems, itemProblem == nil, readCanonicalItem() { return }
        let start = scanner.position
        guard scanner.current == UInt8(ascii: "{") else {
            let value = try scanner.parseValue(depth: 3)
            noteItemProblem("the \(FileExcerpt.ordinal(ordinal)) item in \"items\" must be an object, not \(FileExcerpt.describe(value))",
                            at: start)
            return
        }
        var fields = ItemFields()
        try scanner.enterContainer(depth: 3)
        if scanner.current == UInt8(ascii: "}") {
            scanner.position += 1
        } else {
            repeat {
                try readItemMember(into: &fields)
            } while try scanner.continues(until: UInt8(ascii: "}"))
        }
        guard itemProblem == nil else { return }
        switch check(fields, ordinal: ordinal) {
        case .success(let item):
            if keeps?(item.due, item.isDone, item.texts.start != nil) ?? true {
                items.append(detail.applied(to: item))
            } else {
                skippedSome = true
            }
        case .failure(let problem): noteItemProblem(problem.message, at: start)
        }
    }

    /// The shortcut for an item written as the encoder writes it, with no other keys and an
    /// id above all before it (`CanonicalItem`): such an item is valid, and becomes exactly
    /// the `TodoItem` the general way would make. False, with the cursor where it was, for
    /// any other item.
    private mutating func readCanonicalItem() -> Bool {
        var reader = CanonicalJSONReader(scanner.bytes)
        reader.position = scanner.position
        guard let found = CanonicalItem(&reader), !found.hasOtherKeys, ordinalsByID == nil, found.id > lastID else {
            return false
        }
        lastID = found.id
        scanner.position = reader.position
        // A start is never in this form (`CanonicalItem` leaves it to the general way).
        if let keeps, !keeps(found.due, found.done != nil, false) {
            skippedSome = true
            return true
        }
        // A blank item filled in where it lies, not one made by `TodoItem.init`: called from
        // this module, that init copies and destroys the whole item (18M instructions for
        // `todo list` at 100,000 items).
        items.append(TodoFileDecoder.blankItem)
        let last = items.count - 1
        items[last].id = found.id
        items[last].name = scanner.decode(found.name)
        items[last].due = found.due
        items[last].every = found.every
        if let done = found.done { items[last].done = scanner.decode(done) }
        items[last].priority = found.priority
        // Checked all the same (`CanonicalItem` read them), but not built unless asked for.
        if detail == .whole {
            if let uid = found.uid { items[last].uid = scanner.decode(uid) }
            if let note = found.note { items[last].note = scanner.decode(note) }
        }
        return true
    }

    private static let blankItem = TodoItem(id: 0, name: "", due: nil)

    /// An item's members as read, before they are checked.
    struct ItemFields {
        var id: Field?
        var name: Field?
        var due: Field?
        var every: Field?
        var done: Field?
        /// The fields of `ItemKey.spelt`, as met.
        var texts: [(key: ItemField, field: Field)] = []
        var otherKeys: [JSONMember] = []
        var duplicateKey: String?
        var isEmpty: Bool {
            id == nil && name == nil && due == nil && every == nil && done == nil && texts.isEmpty && otherKeys.isEmpty
        }
    }

    private mutating func readItemMember(into fields: inout ItemFields) throws(JSONScanner.Failure) {
        let key = try scanner.scanKey(first: fields.isEmpty)
        // By length first: at most two comparisons for each of the 300,000 keys of a big file.
        switch key.hasEscapes ? 0 : key.end - key.start {
        case 2 where isKey(key, "id"):
            if fields.id != nil { fields.duplicateKey = fields.duplicateKey ?? "id" }
            fields.id = try readField(depth: 4)
        case 3 where isKey(key, "due"):
            if fields.due != nil { fields.duplicateKey = fields.duplicateKey ?? "due" }
            fields.due = try readField(depth: 4)
        case 4 where isKey(key, "name"):
            if fields.name != nil { fields.duplicateKey = fields.duplicateKey ?? "name" }
            fields.name = try readField(depth: 4)
        case 5 where isKey(key, "every"):
            if fields.every != nil { fields.duplicateKey = fields.duplicateKey ?? "every" }
            fields.every = try readField(depth: 4)
        case 4 where isKey(key, "done"):
            if fields.done != nil { fields.duplicateKey = fields.duplicateKey ?? "done" }
            fields.done = try readField(depth: 4)
        default:
            try readItemMember(named: scanner.decode(key), into: &fields)
        }
    }

    /// A member the byte comparisons above did not place: a key with escapes (`"\u0069d"` is
    /// `"id"`), a user's own key, or a known key they were not taught (read right, if slower).
    private mutating func readItemMember(named key: String, into fields: inout ItemFields) throws(JSONScanner.Failure) {
        guard let known = ItemKey.named(key) else {
            fields.otherKeys.append(JSONMember(key, try scanner.parseValue(depth: 4)))
            return
        }
        let field: WritableKeyPath<ItemFields, Field?>
        switch known.storage {
        case .id: field = \.id
        case .name: field = \.name
        case .due: field = \.due
        case .every: field = \.every
        case .done: field = \.done
        case .priority, .text:
            if fields.texts.contains(where: { $0.key.name == key }) { fields.duplicateKey = fields.duplicateKey ?? key }
            fields.texts.append((known, try readField(depth: 4)))
            return
        }
        if fields[keyPath: field] != nil { fields.duplicateKey = fields.duplicateKey ?? key }
        fields[keyPath: field] = try readField(depth: 4)
    }

    /// `start`: where the item begins in the bytes, for a reader that names it by its line.
    private mutating func noteItemProblem(_ message: String, at start: Int) {
        if itemProblem == nil {
            itemProblem = message
            itemProblemOffset = start
        }
    }

    /// The item the fields make, or what is wrong with them. Messages are built only on
    /// failure: this runs for every item of a big file.
    private mutating func check(_ fields: ItemFields, ordinal: Int) -> Result<TodoItem, Problem> {
        func atPlace(_ problem: String) -> Result<TodoItem, Problem> {
            .failure(Problem("the \(FileExcerpt.ordinal(ordinal)) item in \"items\": \(problem)"))
        }
        if fields.duplicateKey == "id" { return atPlace("two \"id\" keys") }
        guard let idField = fields.id else { return atPlace("no \"id\" key") }
        guard let id = wholeNumber(idField, upTo: TodoFileDecoder.maxID) else {
            return atPlace("\"id\" must be a whole number from 1 to \(TodoFileDecoder.maxID), not \(describe(idField))")
        }
        func labelled(_ problem: String) -> Result<TodoItem, Problem> {
            .failure(Problem("item \(id) (the \(FileExcerpt.ordinal(ordinal)) in \"items\"): \(problem)"))
        }
        if let duplicateKey = fields.duplicateKey { return labelled("two \"\(duplicateKey)\" keys") }
        if let earlier = earlierOrdinal(of: id, ordinal: ordinal) {
            return labelled("the \(FileExcerpt.ordinal(earlier)) item has id \(id) too")
        }
        guard let nameField = fields.name else { return labelled("no \"name\" key") }
        guard case .string(let nameString) = nameField else {
            return labelled("\"name\" must be a string, not \(describe(nameField))")
        }
        let name = scanner.decode(nameString)
        if name.isEmpty { return labelled("\"name\" must not be empty") }
        var due: DueDate?
        if let dueField = fields.due {
            guard let date = dueDate(dueField) else {
                return labelled("\"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \(describe(dueField))")
            }
            due = date
        }
        var every: RepeatRule?
        if let everyField = fields.every {
            guard case .string(let everyString) = everyField,
                  let rule = RepeatRuleParser.rule(in: scanner.decode(everyString)) else {
                return labelled("\"every\" must be a repeat rule (\(RepeatRuleParser.acceptedForms)), not \(describe(everyField))")
            }
            guard due != nil else { return labelled("\"every\" needs a \"due\" date") }
            every = rule
        }
        var done: String?
        if let doneField = fields.done {
            guard case .string(let doneString) = doneField else {
                return labelled("\"done\" must be a string, not \(describe(doneField))")
            }
            done = scanner.decode(doneString)
        }
        var item = TodoItem(id: id, name: name, due: due, every: every, done: done, otherKeys: fields.otherKeys)
        for (key, field) in fields.texts {
            guard case .string(let string) = field else {
                return labelled("\"\(key.name)\" must be a string, not \(describe(field))")
            }
            let text = scanner.decode(string)
            if key.kind == .date, LocalDate(iso: text) == nil {
                return labelled("\"\(key.name)\" must be YYYY-MM-DD, not \(describe(field))")
            }
            item[spelling: key] = text
            // A field that does not keep what it is given (a priority that is none of the
            // words) is not this format: refused, never dropped at the next write.
            guard item[spelling: key] == text else {
                return labelled("\"\(key.name)\" cannot be \"\(TerminalText.escaped(text))\"")
            }
        }
        if let start = item.startDay, let due, start > due.date {
            return labelled("\"start\" must not be after the due date's day, not \"\(start.iso)\" for \"\(due.date.iso)\"")
        }
        return .success(item)
    }

    /// The ordinal of an earlier item with this id, if there is one. While ids only go up
    /// (as the program writes them), there cannot be, and no table is needed.
    private mutating func earlierOrdinal(of id: Int, ordinal: Int) -> Int? {
        if ordinalsByID == nil {
            if id > lastID {
                lastID = id
                return nil
            }
            // The ordinals below are right only while every item so far was kept.
            if skippedSome { needsEveryItem = true }
            var table = [Int: Int](minimumCapacity: items.count * 2)
            for (index, item) in items.enumerated() { table[item.id] = index + 1 }
            ordinalsByID = table
        }
        if let earlier = ordinalsByID?[id] { return earlier }
        ordinalsByID?[id] = ordinal
        return nil
    }

    private func dueDate(_ field: Field) -> DueDate? {
        guard case .string(let string) = field else { return nil }
        if string.hasEscapes { return DueDate(iso: scanner.decode(string)) }
        return ISODateReader.dueDate(UnsafeBufferPointer(rebasing: scanner.bytes[string.start..<string.end]))
    }
}

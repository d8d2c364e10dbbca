import TodoCore
/// Sends a parsed command line to the module that serves it.
struct CommandRouter {
    let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func run(_ commandLine: ParsedCommandLine) throws {
        let format: OutputFormat = commandLine.json ? .json : .text
        switch commandLine.command {
        case nil where dependencies.terminal.isInteractive && !commandLine.json:
            try showScreens()
        case nil, .list:
            try showList(format: format, query: ListQuery(includingLater: commandLine.all,
                                                          filter: ItemFilter(words: commandLine.operands),
                                                          showsDone: commandLine.done))
        case .add:
            try add(commandLine, format: format)
        case .done:
            try change(.complete(ids: commandLine.operands), format: format)
        case .reopen:
            try change(.reopen(ids: commandLine.operands), format: format)
        case .rm:
            try change(.remove(ids: commandLine.operands), format: format)
        case .edit:
            // The words after the ID are tag words: the parser let no other through.
            var draft = commandLine.draft
            draft.tags = Array(commandLine.operands.dropFirst())
            try change(.edit(ids: Array(commandLine.operands.prefix(1)), draft: draft), format: format)
        case .show:
            try dependencies.makeShowWireframe(format: format).presentShowCommand(ids: commandLine.operands)
        case .undo:
            try dependencies.makeUndoWireframe(format: format).presentUndoCommand()
        case .import:
            try dependencies.makeTransferWireframe(format: format)
                .presentImportCommand(operands: commandLine.operands, format: commandLine.from)
        case .export:
            try dependencies.makeTransferWireframe(format: format)
                .presentExportCommand(operands: commandLine.operands, format: commandLine.to)
        case .sync:
            try dependencies.makeSyncWireframe(format: format).presentSyncCommand(pair: commandLine.operands.first)
        case .merge:
            try AppDependencies.makeMergeWireframe(terminal: dependencies.terminal)
                .presentMergeCommand(files: commandLine.operands)
        case .completions:
            if case .ids(let state) = try CompletionsRequest(operands: commandLine.operands) {
                try CompletionIDs(dataStore: dependencies.dataStore, terminal: dependencies.terminal).write(state)
            }
        case .help:
            break
        }
    }

    /// `todo` on a terminal: the List screen, with the Add, Change, Undo and Show modules behind
    /// it. On a terminal that cannot show it, the list as `todo list` prints it, and why.
    private func showScreens() throws {
        if let refusal = dependencies.screenRefusal {
            try showList(format: .text, query: ListQuery())
            return dependencies.terminal.writeProblem(refusal + ": the list is printed instead of the List screen")
        }
        guard try dependencies.makeListWireframe(format: .text).presentListScreen() else {
            try showList(format: .text, query: ListQuery())
            return dependencies.terminal.writeProblem("the terminal cannot show the List screen: the list is printed instead")
        }
    }

    /// Ctrl-D at any prompt ends the program with status 0.
    private func endingAtEndOfInput(_ screen: () throws -> Void) throws {
        do {
            try screen()
        } catch is EndOfInput {
            dependencies.terminal.write("\n")
        }
    }

    private func showList(format: OutputFormat, query: ListQuery) throws {
        try dependencies.makeListWireframe(format: format).presentListInterface(query: query)
    }

    /// `todo add NAME...`; with no NAME on a terminal, the Add screen asks for it.
    private func add(_ commandLine: ParsedCommandLine, format: OutputFormat) throws {
        if commandLine.operands.isEmpty && dependencies.terminal.isInteractive {
            return try endingAtEndOfInput {
                try dependencies.makeAddWireframe(format: format)
                    .presentAddScreen(delegate: nil, preset: commandLine.draft)
            }
        }
        // Said before the item is saved, so that it is said even when the save is refused.
        for warning in commandLine.warnings { dependencies.terminal.writeProblem(warning) }
        let (words, afterEnd) = commandLine.operandsSplitAtEnd
        try dependencies.makeAddWireframe(format: format)
            .presentAddCommand(nameWords: words, afterEnd: afterEnd, draft: commandLine.draft)
    }

    private func change(_ request: ChangeRequest, format: OutputFormat) throws {
        try dependencies.makeChangeWireframe(format: format).presentChangeCommand(request)
    }
}

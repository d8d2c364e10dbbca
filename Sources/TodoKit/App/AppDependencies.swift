import TodoCalendar
import TodoCore
import TodoFile
import TodoFileSystem
import TodoTerminal

/// The composition root: the one place that names the data store and builds the wireframes,
/// each of which builds its own module.
final class AppDependencies {
    let settings: AppSettings
    let terminal: any Terminal
    let dataStore: any TodoDataStore
    let makeUID: UIDMaker
    /// Decided once per run: every module the run builds (the List module builds four) writes
    /// with the same colours and characters.
    let textStyle: TextStyle
    /// A test's sync engine; nil: vdirsyncer.
    let syncRunner: (any SyncRunner)?

    /// `textStyle`: nil, decided from the settings and the terminal.
    init(settings: AppSettings, terminal: any Terminal, dataStore: (any TodoDataStore)? = nil,
         makeUID: UIDMaker = .random, syncRunner: (any SyncRunner)? = nil, textStyle: TextStyle? = nil) {
        self.settings = settings
        self.syncRunner = syncRunner
        self.makeUID = makeUID
        self.terminal = terminal
        ZoneInfoDatabase.use(tzdir: settings.environment["TZDIR"])
        self.dataStore = dataStore ?? AppDependencies.store(for: settings, terminal: terminal, makeUID: makeUID)
        let isEnabled = settings.colorChoice.isEnabled(outputIsTerminal: terminal.outputIsTerminal,
                                                       environment: settings.environment)
        self.textStyle = textStyle ?? TextStyle(isEnabled: isEnabled, isUTF8: LocaleCharset.isUTF8(environment: settings.environment))
    }

    private static func store(for settings: AppSettings, terminal: any Terminal, makeUID: UIDMaker) -> any TodoDataStore {
        switch settings.data {
        case .file(let path):
            return JSONFileDataStore(path: path, makeUID: makeUID)
        case .folder(let folder):
            let warnings = StoreWarnings(terminal: terminal)
            return VdirDataStore(folder: folder, localZone: .system, timeZoneVariable: settings.environment["TZ"],
                                 makeUID: makeUID, warn: { warnings.warn($0) })
        }
    }

    /// The List module, with the Add, Change, Undo and Show modules behind the List screen's keys.
    func makeListWireframe(format: OutputFormat) -> ListWireframe {
        ListWireframe(dependencies: moduleDependencies(format: format),
                      addWireframe: makeAddWireframe(format: .text), changeWireframe: makeChangeWireframe(format: .text),
                      undoWireframe: makeUndoWireframe(format: .text), showWireframe: makeShowWireframe(format: .text),
                      storeName: storeName, runCommand: { commandLine, messages in
                          try CommandRouter(dependencies: self.postingOutput(to: messages)).run(commandLine)
                      })
    }

    /// The same store and settings, with what the commands print held in `messages` (the List
    /// screen's status line), without colour.
    private func postingOutput(to messages: ScreenMessages) -> AppDependencies {
        AppDependencies(settings: settings, terminal: ScreenMessagesTerminal(messages: messages), dataStore: dataStore,
                        makeUID: makeUID, syncRunner: syncRunner,
                        textStyle: TextStyle(isEnabled: false, isUTF8: textStyle.isUTF8))
    }

    /// The data file's or folder's name without its path: `todo.json`.
    var storeName: String {
        let path: FilePath
        switch settings.data {
        case .file(let file): path = file
        case .folder(let folder): path = folder
        }
        let parts = path.shown.split(separator: "/")
        return parts.last.map(String.init) ?? path.shown
    }

    /// The List screen needs a terminal that takes escape sequences; nil when it may be shown,
    /// else why not (`TERM` unset, empty or `dumb`).
    var screenRefusal: String? {
        guard let term = settings.environment["TERM"], !term.isEmpty else { return "TERM is not set" }
        return TerminalLineReader.canEdit(term: term) ? nil : "TERM is \(TerminalText.escaped(term))"
    }

    func makeAddWireframe(format: OutputFormat) -> AddWireframe {
        AddWireframe(dependencies: moduleDependencies(format: format))
    }

    func makeChangeWireframe(format: OutputFormat) -> ChangeWireframe {
        ChangeWireframe(dependencies: moduleDependencies(format: format))
    }

    func makeShowWireframe(format: OutputFormat) -> ShowWireframe {
        ShowWireframe(dependencies: moduleDependencies(format: format))
    }

    func makeUndoWireframe(format: OutputFormat) -> UndoWireframe {
        UndoWireframe(dependencies: moduleDependencies(format: format))
    }

    func makeTransferWireframe(format: OutputFormat) -> TransferWireframe {
        TransferWireframe(dependencies: moduleDependencies(format: format))
    }

    /// `todo merge`: the files on disk and the system's clock, with no store and no settings.
    static func makeMergeWireframe(terminal: any Terminal) -> MergeWireframe {
        MergeWireframe(files: CalendarFiles(), clock: SystemClock(), terminal: terminal)
    }

    /// `todo sync`: vdirsyncer as the engine, on the folder store; without one, exit 64.
    func makeSyncWireframe(format: OutputFormat) throws -> SyncWireframe {
        guard case .folder(let folder) = settings.data else {
            throw TodoError.usage("todo sync syncs a folder store: name it with --vdir DIR or TODO_VDIR")
        }
        let runner = syncRunner ?? VdirsyncerRunner(folder: folder, environment: settings.pathEnvironment.all,
                                                         messages: terminal.errorDescriptor)
        return SyncWireframe(dependencies: moduleDependencies(format: format), runner: runner,
                             marks: SyncMarks(isUTF8: textStyle.isUTF8))
    }

    private func moduleDependencies(format: OutputFormat) -> ModuleDependencies {
        ModuleDependencies(dataStore: dataStore, clock: settings.clock, makeUID: makeUID, calendar: settings.calendar,
                           terminal: terminal, style: textStyle, format: format)
    }
}

import TodoCalendar
import TodoCore
import TodoFile
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

    init(settings: AppSettings, terminal: any Terminal, dataStore: (any TodoDataStore)? = nil,
         makeUID: UIDMaker = .random) {
        self.settings = settings
        self.makeUID = makeUID
        self.terminal = terminal
        self.dataStore = dataStore ?? AppDependencies.store(for: settings.data, terminal: terminal, makeUID: makeUID)
        textStyle = TextStyle(isEnabled: settings.colorChoice.isEnabled(outputIsTerminal: terminal.outputIsTerminal,
                                                                        environment: settings.environment),
                              isUTF8: LocaleCharset.isUTF8(environment: settings.environment))
    }

    private static func store(for location: DataLocation, terminal: any Terminal, makeUID: UIDMaker) -> any TodoDataStore {
        switch location {
        case .file(let path):
            return JSONFileDataStore(path: path, makeUID: makeUID)
        case .folder(let folder):
            let warnings = StoreWarnings(terminal: terminal)
            return VdirDataStore(folder: folder, localZone: .system, makeUID: makeUID, warn: { warnings.warn($0) })
        }
    }

    /// The List module, with the Add, Change, Undo and Show modules behind the List screen's keys.
    func makeListWireframe(format: OutputFormat) -> ListWireframe {
        ListWireframe(dependencies: moduleDependencies(format: format),
                      addWireframe: makeAddWireframe(format: .text), changeWireframe: makeChangeWireframe(format: .text),
                      undoWireframe: makeUndoWireframe(format: .text), showWireframe: makeShowWireframe(format: .text),
                      storeName: storeName)
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

    private func moduleDependencies(format: OutputFormat) -> ModuleDependencies {
        ModuleDependencies(dataStore: dataStore, clock: settings.clock, makeUID: makeUID, calendar: settings.calendar,
                           terminal: terminal, style: textStyle, format: format)
    }
}

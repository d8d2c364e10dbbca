import TodoFile
import TodoCore
/// The one place that wires modules together: data store, interactors, presenters, views,
/// wireframes.
final class AppDependencies {
    let settings: AppSettings
    let terminal: any Terminal
    let dataStore: any TodoDataStore

    init(settings: AppSettings, terminal: any Terminal, dataStore: (any TodoDataStore)? = nil) {
        self.settings = settings
        self.terminal = terminal
        self.dataStore = dataStore ?? JSONFileDataStore(path: settings.dataPath)
    }

    var textStyle: TextStyle {
        TextStyle(isEnabled: settings.colorChoice.isEnabled(outputIsTerminal: terminal.outputIsTerminal,
                                                            environment: settings.environment))
    }

    func makeListWireframe(includingLater: Bool) -> ListWireframe {
        let interactor = ListInteractor(dataStore: dataStore, clock: settings.clock, calendar: settings.calendar)
        let presenter = ListPresenter()
        presenter.interactor = interactor
        presenter.includingLater = includingLater
        interactor.output = presenter
        return ListWireframe(presenter: presenter)
    }

    /// The List screen's wireframe: the list, with the Add screen behind `a`.
    func makeListScreenWireframe() -> ListWireframe {
        let wireframe = makeListWireframe(includingLater: false)
        wireframe.addWireframe = makeAddWireframe(format: .text)
        wireframe.changeWireframe = makeChangeWireframe(format: .text)
        return wireframe
    }

    func makeListScreenView() -> ListScreenView {
        ListScreenView(terminal: terminal, listView: makeListView(format: .text))
    }

    func makeListView(format: OutputFormat) -> ListView {
        ListView(terminal: terminal, format: format, style: textStyle, width: terminal.width)
    }

    private var dueDateParserSource: DueDateParserSource {
        DueDateParserSource(clock: settings.clock, calendar: settings.calendar)
    }

    func makeAddWireframe(format: OutputFormat) -> AddWireframe {
        let presenter = AddPresenter(dates: dueDateParserSource)
        presenter.interactor = AddInteractor(dataStore: dataStore, clock: settings.clock)
        let terminal = self.terminal
        return AddWireframe(presenter: presenter, makeView: { AddView(terminal: terminal, format: format) },
                            makeScreenView: { AddScreenView(terminal: terminal, presetDueDate: $0) })
    }

    func makeChangeWireframe(format: OutputFormat) -> ChangeWireframe {
        let presenter = ChangePresenter(dates: dueDateParserSource)
        presenter.interactor = ChangeInteractor(dataStore: dataStore, clock: settings.clock)
        let terminal = self.terminal
        return ChangeWireframe(presenter: presenter) { ChangeView(terminal: terminal, format: format) }
    }
}

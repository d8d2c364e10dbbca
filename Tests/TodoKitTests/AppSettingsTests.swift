import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct AppSettingsTests {
    @Test func dataFileLocationOrder() throws {
        let all: PathEnvironment = ["TODO_FILE": "/env/todo.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"]
        #expect(try DataFileLocator.path(option: "/opt.json", environment: all) == "/opt.json")
        #expect(try DataFileLocator.path(option: nil, environment: all) == "/env/todo.json")
        #expect(try DataFileLocator.path(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/h"])
                == "/xdg/todo/todo.json")
        #expect(try DataFileLocator.path(option: nil, environment: ["HOME": "/home/ann/"])
                == "/home/ann/.local/share/todo/todo.json")
        #expect(try DataFileLocator.path(option: nil, environment: ["TODO_FILE": "", "XDG_DATA_HOME": "rel", "HOME": "/h"])
                == "/h/.local/share/todo/todo.json")
    }

    @Test func noHomeIsAUsageErrorNamingTheWayOut() {
        #expect(throws: TodoError.usage("cannot tell where the data file is (no HOME): name it with --file PATH or TODO_FILE")) {
            try DataFileLocator.path(option: nil, environment: [:])
        }
    }

    @Test func colourAutoFollowsTerminalTermAndNoColor() throws {
        let auto = try ColorChoice(option: nil)
        #expect(auto.isEnabled(outputIsTerminal: true, environment: ["TERM": "xterm"]))
        #expect(!auto.isEnabled(outputIsTerminal: false, environment: ["TERM": "xterm"]))
        #expect(!auto.isEnabled(outputIsTerminal: true, environment: [:]))
        #expect(!auto.isEnabled(outputIsTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!auto.isEnabled(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
        #expect(auto.isEnabled(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
        #expect(try ColorChoice(option: "always").isEnabled(outputIsTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!(try ColorChoice(option: "never").isEnabled(outputIsTerminal: true, environment: ["TERM": "xterm"])))
        #expect(throws: TodoError.usage("--color takes auto, always or never, not 'sometimes'")) {
            try ColorChoice(option: "sometimes")
        }
    }

    @Test func todayComesFromTheOptionThenTheEnvironmentThenTheClock() throws {
        let system = FixedClock(today: LocalDate(year: 2030, month: 1, day: 1) ?? .epoch)
        let environment = ["TODO_TODAY": "2026-12-24"]
        #expect(try TodaySource.clock(option: "2026-11-21", environment: environment, system: system).today().iso == "2026-11-21")
        #expect(try TodaySource.clock(option: nil, environment: environment, system: system).today().iso == "2026-12-24")
        #expect(try TodaySource.clock(option: nil, environment: [:], system: system).today().iso == "2030-01-01")
        #expect(throws: TodoError.usage("--today takes a date as YYYY-MM-DD, not 'tomorrow'")) {
            try TodaySource.clock(option: "tomorrow", environment: [:], system: system)
        }
        #expect(throws: TodoError.usage("TODO_TODAY takes a date as YYYY-MM-DD, not '2026-02-30'")) {
            try TodaySource.clock(option: nil, environment: ["TODO_TODAY": "2026-02-30"], system: system)
        }
    }
}

extension AppSettingsTests {
    @Test func aWeekStartWithALineBreakAroundItIsRead() throws {
        #expect(try WeekStartResolver.resolve(option: nil, environment: ["TODO_WEEK_START": "sun\n"]) == .sunday)
    }
}

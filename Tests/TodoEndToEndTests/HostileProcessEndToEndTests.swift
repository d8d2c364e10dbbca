import Foundation
import Testing
import TodoCore
@testable import TodoFile

/// The process under conditions a user did not mean to set up: an odd locale name, an output
/// that cannot be written, too little memory. Each gets a plain answer: the exit status the
/// contract names, at most one `todo: ` line on stderr, and the data file as it was (or as
/// the change saved it).
@Suite struct HostileProcessEndToEndTests {
    /// Language parts ICU's lookup crashed on (12 letters and more), and others that are no locale.
    @Test(arguments: ["abcdefghijkl", "abcdefghijklmnop", "abcdefghijkl_DE.UTF-8", "de_abcdefghijkl", "\(String(repeating: "x", count: 300))",
                      "e", "engl", "en_USA", "en_12", "en-US", "en_US_POSIX", "zh_Hant_TW", "ÄÖ", "12", "_DE", "de_",
                      "de__DE", "..", "@@", "de DE", "\u{1B}[2J", "aaaaaaaaaaaa@euro", "C.abcdefghijklmnop"])
    func anOddLocaleNameMeansMondayAndNeverCrashes(locale: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        for variable in ["LANG", "LC_TIME", "LC_ALL"] {
            let result = try todo.run(["list", "--json"], environment: [variable: locale])
            #expect(result.status == 0, "\(variable)")
            #expect(result.stderr == "", "\(variable)")
            #expect(result.stdout.hasPrefix("{\"today\": \"2026-11-21\", \"weekStart\": \"monday\", \"through\": \"2026-11-29\""),
                    "\(variable): \(result.stdout)")
        }
    }

    @Test func wellFormedLocalesStillDecide() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let cases = ["en_US.UTF-8": "sunday", "ar_EG.UTF-8": "saturday", "de_DE@euro": "monday", "es_419.UTF-8": "monday",
                     "pt_BR": "sunday", "he_IL.UTF-8": "sunday"]
        for (locale, weekStart) in cases {
            let result = try todo.run(["list", "--json"], environment: ["LANG": locale])
            #expect(result.stdout.contains("\"weekStart\": \"\(weekStart)\""), "\(locale): \(result.stdout)")
        }
    }

    // MARK: Output that cannot be written

    @Test(.needs(.tool("sh")),
          arguments: [["list"], ["list", "--json"], ["list", "--all"], ["--help"], ["help", "add"], ["--version"], []])
    func aFullOutputIsExit74WithOneLine(arguments: [String]) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let before = todo.fileText()
        let result = try ShellLaunch.run(["--today", "2026-11-21"] + arguments, environment: todo.environment(),
                                         redirect: ">/dev/full")
        #expect(result == .init(status: 74, stdout: "",
                                stderr: "todo: could not write to standard output: No space left on device\n"))
        #expect(todo.fileText() == before)
    }

    @Test(.needs(.tool("sh")), arguments: [["list"], ["list", "--json"], ["--help"]])
    func aClosedOutputIsExit74WithOneLine(arguments: [String]) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let result = try ShellLaunch.run(["--today", "2026-11-21"] + arguments, environment: todo.environment(),
                                         redirect: ">&-")
        #expect(result == .init(status: 74, stdout: "",
                                stderr: "todo: could not write to standard output: Bad file descriptor\n"))
    }

    /// A closed standard output must not become the next file opened: nothing is written
    /// into the lock or the data file.
    @Test(.needs(.tool("sh")))
    func aClosedOutputIsNotTakenByTheDataFile() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let result = try ShellLaunch.run(["--today", "2026-11-21", "add", "Call mum"], environment: todo.environment(),
                                         redirect: ">&-")
        #expect(result.status == 74)
        let lock = FileManager.default.contents(atPath: todo.dataPath + ".lock")
        #expect(lock?.isEmpty == true)
        #expect(try todo.run(["list"]).stdout == "Today\n  1  Buy milk\n  2  Call mum\n")
    }

    /// The change is saved before its result is written: the line says so, and the item is there.
    @Test(.needs(.tool("sh")), arguments: [
        (["add", "Call mum", "--json"], "Call mum"), (["add", "Call mum"], "Call mum"),
        (["done", "1", "--json"], nil), (["rm", "1"], nil), (["edit", "1", "--name", "Call mum"], "Call mum"),
    ] as [([String], String?)])
    func aChangeThatCannotBeReportedIsSavedAndSaysSo(arguments: [String], shown: String?) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let result = try ShellLaunch.run(["--today", "2026-11-21"] + arguments, environment: todo.environment(),
                                         redirect: ">/dev/full")
        #expect(result == .init(status: 74, stdout: "", stderr: "todo: the change was saved, but could not write "
                                + "to standard output: No space left on device\n"))
        let listed = try todo.run(["list", "--json"]).stdout
        #expect(listed.contains("Buy milk") == (arguments[0] == "add"), "\(listed)")
        if let shown { #expect(listed.contains(shown), "\(listed)") }
    }

    @Test(.needs(.tool("sh")))
    func aFailedCommandKeepsItsOwnStatusWhateverTheOutput() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try ShellLaunch.run(["--today", "2026-11-21", "done", "9"], environment: todo.environment(),
                                         redirect: ">/dev/full")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("todo: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }

    // MARK: Out of memory

    /// 150,000 items with long names (about 45 MB): reading them needs far more than the limit,
    /// starting the program far less.
    ///
    /// A change command splices a file `todo` wrote in place, within the limit; `handWritten`
    /// gives the same list in another layout, which a change decodes whole, as it does any file
    /// `todo` did not write.
    private static func bigList(handWritten: Bool = false) -> [UInt8] {
        let name = String(repeating: "x", count: 250)
        let bytes = TodoFileCodec.encode(TodoList(items: (1...150_000).map { id in
            TodoItem(id: id, name: "Chore \(id) \(name)", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch))
        }))
        let canonicalStart = Array("{\n  \"version\": 1,".utf8)
        guard handWritten, bytes.starts(with: canonicalStart) else { return bytes }
        return Array("{\"version\": 1,".utf8) + bytes.dropFirst(canonicalStart.count)
    }

    /// 160 MB of address space: a small list works in it, this one does not.
    private static let memoryLimit = "ulimit -v 160000"

    @Test(.needs(.tool("sh")), arguments: [["list"], ["list", "--all", "--json"], ["done", "7"], ["edit", "7", "--name", "y"]])
    func outOfMemoryIsOneLineAndExit70AndTheFileIsIntact(arguments: [String]) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let small = try ShellLaunch.run(["--today", "2026-11-21", "list"], environment: todo.environment(), setup: Self.memoryLimit)
        try #require(small.status == 0, "the limit leaves too little to start: \(small.stderr)")
        let bytes = Self.bigList(handWritten: arguments[0] != "list")
        try Data(bytes).write(to: URL(fileURLWithPath: todo.dataPath))
        let result = try ShellLaunch.run(["--today", "2026-11-21"] + arguments, environment: todo.environment(),
                                         setup: Self.memoryLimit)
        #expect(result == .init(status: 70, stdout: "",
                                stderr: "todo: internal error (out of memory, or a bug); the data file is intact\n"))
        let unchanged = FileManager.default.contents(atPath: todo.dataPath).map(Array.init) == bytes
        #expect(unchanged, "the file changed")
        let names = try FileManager.default.contentsOfDirectory(atPath: todo.folder.path).sorted()
        #expect(names == ["todo.json", "todo.json.lock", "todo.json.undo"])
    }
}

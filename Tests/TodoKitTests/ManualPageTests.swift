import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The manual page is made from the declaration the help is made from.
@Suite struct ManualPageTests {
    let spec = CommandLineSpec.todo
    var page: String { ManualPage(spec: spec).text }

    @Test func itIsASectionOnePageWithTheUsualSections() {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #".TH TODO 1 "" "todo 0.4.0" "User Commands""#)
        let sections = lines.filter { $0.hasPrefix(".SH ") }.map { $0.dropFirst(4) }
        #expect(sections == ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "SCREENS", "DATES", "FILES",
                             "ENVIRONMENT", "EXIT STATUS", "EXAMPLES"])
        #expect(lines.contains(#"todo \- what is due, in your terminal"#))
        #expect(page.hasSuffix("\n") && !page.hasSuffix("\n\n"))
    }

    /// The SCREENS section describes the screens and names every key, the paging ones included.
    @Test func theScreensSectionNamesEveryKey() throws {
        let start = try #require(page.range(of: ".SH SCREENS\n"))
        let end = try #require(page.range(of: ".SH DATES\n"))
        let screens = String(page[start.upperBound..<end.lowerBound])
        for key in ListScreenKey.all {
            #expect(screens.contains(".TP\n" + Roff.bold(key.names) + "\n" + Roff.text(key.meaning) + "\n"), "\(key.names)")
        }
        #expect(screens.contains(#"\fBPgDn, Space / PgUp, b\fR"#))
        #expect(screens.contains(#"\fBTab / Shift\-Tab\fR"#))
        #expect(screens.contains("alternate screen"))
        #expect(screens.contains(#"\fBRepeat [never]:\fR"#))
    }

    /// The DATES section is the DATE declaration the parser is held to, row by row, and the
    /// list's section of the page says how items sort within a section.
    @Test func theDatesSectionIsTheDeclarationAndTheSortOrderIsSaid() throws {
        let start = try #require(page.range(of: ".SH DATES\n"))
        let end = try #require(page.range(of: ".SH FILES\n"))
        let dates = String(page[start.upperBound..<end.lowerBound])
        for form in DateForm.table {
            #expect(dates.contains(".TP\n" + Roff.bold(form.examples.joined(separator: ", ")) + "\n" + Roff.text(form.meaning) + "\n"),
                    "\(form.examples)")
        }
        #expect(dates.contains(Roff.bold("tonight, this evening")))
        #expect(page.contains("then by priority (high, medium, low, then none: any priority before none), then by id"))
    }

    @Test func itNamesEveryCommandAndOptionThatHelpNames() {
        for command in spec.commands {
            #expect(page.contains(Roff.synopsis(command.synopsis)), "\(command.name)")
            for use in command.options { #expect(page.contains(Roff.label(use.option)), "\(use.option.flag)") }
        }
        for option in spec.options {
            #expect(page.contains(Roff.bold(option.flag)), "\(option.flag)")
        }
    }

    /// The RULE forms, which the page takes from `todo add`'s notes, name every kind of rule.
    @Test func theRuleFormsNameWeekdays() {
        #expect(page.contains("or weekdays (Monday to Friday)."))
        #expect(page.contains(#"todo add Stand\-up \-\-due mon \-\-every weekdays"#))
    }

    /// The page's exit statuses are the ones the help's note lists, and ExitCode has.
    @Test func itsExitStatusesAreTheProgramsOwn() throws {
        let codes = ManualFacts.exitStatuses.compactMap { Int32($0.term) }
        #expect(Set(codes) == Set([ExitCode.success, .notFound, .usage, .dataError, .unavailable, .software, .ioError, .temporaryFailure, .interrupted].map(\.rawValue)))
        let note = try #require(spec.notes.first { $0.hasPrefix("Exit status:") })
        let noted = note.matches(of: try Regex("[0-9]+")).compactMap { Int32(note[$0.range]) }
        #expect(Set(noted) == Set(codes))
    }

    @Test func synopsesAreBoldWordsAndItalicPlaceholders() {
        #expect(Roff.synopsis("todo edit ID [--name NAME] [--json]")
            == #"\fBtodo\fR \fBedit\fR \fIID\fR [\fB\-\-name\fR \fINAME\fR] [\fB\-\-json\fR]"#)
        #expect(Roff.synopsis("todo add [--] NAME...") == #"\fBtodo\fR \fBadd\fR [\fB\-\-\fR] \fINAME\fR..."#)
        #expect(Roff.label(.due) == #"\fB\-d\fR, \fB\-\-due\fR \fIDATE\fR"#)
    }

    @Test func nothingInTheTextIsReadAsARequestOrAnEscape() {
        #expect(Roff.text(".hidden") == #"\&.hidden"#)
        #expect(Roff.text("'quoted'") == #"\&'quoted'"#)
        #expect(Roff.text(#"a\b"#) == #"a\eb"#)
        #expect(Roff.text("see `todo add --help`") == #"see \fBtodo add \-\-help\fR"#)
        #expect(Roff.text("caf\u{E9} \u{1F600}") == #"caf\[u00E9] \[u1F600]"#)
        #expect(Roff.text("a\u{7}b") == "ab")
        // No line of the page but a request begins with a dot or a quote.
        for line in page.split(separator: "\n") where !line.hasPrefix(".") {
            #expect(!line.hasPrefix("'"), "\(line)")
        }
        let requests = Set(page.split(separator: "\n").filter { $0.hasPrefix(".") }.map { $0.prefix { $0 != " " } })
        #expect(requests.isSubset(of: [".TH", ".nh", ".SH", ".PP", ".TP", ".IP", ".RS", ".RE", ".nf", ".fi"]))
    }

    @Test func theMultiLineExampleKeepsItsLines() {
        #expect(page.contains("""
            .RS 4
            .nf
            todo list \\-\\-json |
              jq '.sections[] | select(.title == "Overdue") | .items[].id' |
              xargs todo done
            .fi
            .RE
            .PP
            (with GNU xargs, add \\-r so that nothing runs when nothing is overdue)
            """))
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Each option and operand says what a shell offers for it, and what is offered is accepted.
@Suite struct ValueCompletionTests {
    let spec = CommandLineSpec.todo

    /// A new value option must say what it completes to (`.text` for nothing), so that the
    /// scripts made from the declaration cannot silently offer files for it.
    @Test func everyOptionWithAValueSaysWhatItCompletesTo() {
        for option in spec.options {
            #expect((option.completion != nil) == option.takesValue, "\(option.flag)")
        }
    }

    @Test func theOfferedDatesAreDates() throws {
        let parser = DueDateParser(today: try Fixture.date("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
        let words = ValueCompletion.dateWords.words
        #expect(words.prefix(3) == ["today", "tomorrow", "yesterday"])
        // `none` and `someday` are add's and edit's words for no date, read before the parser.
        for word in words where !["none", "someday", "eoy"].contains(word) {
            #expect(throws: Never.self, "\(word)") { try parser.parse(word) }
        }
    }

    /// `add` takes a past date now (catching up), so `add` and `edit` offer the same words,
    /// those of the DATE declaration.
    @Test func addAndEditOfferTheDeclaredDateWords() throws {
        #expect(ValueCompletion.dateWords.words == DateForm.offeredWords)
        #expect(ValueCompletion.dateWords.words.contains("tonight"))
        #expect(ValueCompletion.dateWords.words.contains("next weekend"))
        let add = try #require(spec.command(.add).options.first { $0.option == .due })
        let edit = try #require(spec.command(.edit).options.first { $0.option == .due })
        #expect(add.completion == .dateWords)
        #expect(edit.completion == .dateWords)
        // `never` stops a rule, which only `edit` has to stop: `add` is not offered it.
        let byCommand = spec.completionsByCommand(for: .every)
        #expect(byCommand.map { $0.commands.map(\.name) } == [[.add]])
        #expect(byCommand.first?.completion == .repeatRules(stopping: false))
    }

    @Test func theOfferedRulesAreRules() {
        let words = ValueCompletion.repeatRules(stopping: true).words
        #expect(words.suffix(2) == ["weekdays", "never"])
        #expect(ValueCompletion.repeatRules(stopping: false).words == words.dropLast())
        // `never` is edit's word for no rule, read before the parser.
        for word in words where word != "never" {
            #expect(RepeatRuleParser.rule(in: word) != nil, "\(word)")
        }
    }

    @Test func theOfferedWeekStartsAndColoursAreAccepted() throws {
        #expect(ValueCompletion.weekday.words == ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])
        for word in try #require(spec.option(long: "week-start")?.completion).words {
            #expect(Weekday(name: word) != nil, "\(word)")
        }
        #expect(spec.option(long: "color")?.completion == .choices(["auto", "always", "never"]))
    }

    @Test func theCommandsThatTakeIDsOfferTheIDsOfTheItemsTheyCanActOn() {
        #expect(spec.command(.done).operand?.completion == .openItemIDs)
        // A done item can be removed and edited too.
        #expect(spec.command(.rm).operand?.completion == .itemIDs)
        #expect(spec.command(.edit).operand?.completion == .itemIDs)
        #expect(spec.command(.reopen).operand?.completion == .doneItemIDs)
        #expect(spec.command(.show).operand?.completion == .itemIDs)
        #expect(spec.command(.add).operand?.completion == .text)
    }

    @Test func everyCommandAndAliasIsACommandWord() {
        let words = spec.commandWords.map(\.word)
        for command in spec.commands {
            #expect(words.contains(command.name.rawValue))
            for alias in command.aliases { #expect(words.contains(alias)) }
        }
    }

    /// The scripts write option names and command words unquoted into `case` patterns.
    @Test func namesAreSafeInAShellPattern() throws {
        let safe = try Regex("^-{1,2}[a-z0-9][a-z0-9-]*$")
        for option in spec.options {
            for spelling in option.spellings { #expect(spelling.wholeMatch(of: safe) != nil, "\(spelling)") }
        }
        for word in spec.commandWords.map(\.word) {
            #expect(word.wholeMatch(of: try Regex("^[a-z][a-z0-9-]*$")) != nil, "\(word)")
        }
    }
}

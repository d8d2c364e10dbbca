import TodoCalendar
import TodoCore
/// Reads both files, merges them (`CalendarMerge`) and writes the result into both, first
/// file first; nothing is written when they cannot be merged.
final class MergeInteractor: MergeInteractorInput {
    private let files: any MergeFiles
    private let clock: any Clock

    init(files: any MergeFiles, clock: any Clock) {
        self.files = files
        self.clock = clock
    }

    func merge(_ first: String, _ second: String) throws -> MergeOutcome {
        let paths = [first, second]
        let contents = [try files.read(first), try files.read(second)]
        let now = DoneTime(stamp: clock.utcTimestamp())?.secondsSinceEpoch ?? 0
        let result: CalendarMerge.Result
        do {
            result = try CalendarMerge.merge(contents[0], contents[1], now: now)
        } catch {
            let subject = error.fileIndex.map { paths[$0] + " " } ?? ""
            throw TodoError.badFile("cannot merge \(first) and \(second): \(subject)\(error.reason); both files left as they were")
        }
        for path in paths { try files.write(result.bytes, to: path) }
        return MergeOutcome(uid: result.uid, taken: paths[result.takenIndex], other: paths[1 - result.takenIndex],
                            recency: result.takenIndex == 0 ? result.recency.rule : Self.swapped(result.recency.rule))
    }

    /// The rule with the second file's value first.
    private static func swapped(_ rule: CalendarRecency.Rule) -> CalendarRecency.Rule {
        switch rule {
        case .lastModified(let first, let second): .lastModified(second, first)
        case .sequence(let first, let second): .sequence(second, first)
        case .stamp(let first, let second): .stamp(second, first)
        case .greaterText, .sameText: rule
        }
    }
}

/// Data of one kind that the records of an import carried and `todo` does not keep (a
/// Taskwarrior `wait` date), with how many records had it: named in a warning, never dropped
/// silently.
struct UnkeptData: Equatable, Sendable {
    /// What it is, as the warning names it: `a "wait" date`.
    let what: String
    var count: Int

    /// Counts the kinds each record had (a kind twice in one record counts once), in the
    /// order each first appears, so that the warnings come out the same way every time.
    static func tally(_ kindsOfEachRecord: [[String]]) -> [UnkeptData] {
        var tally: [UnkeptData] = []
        for kinds in kindsOfEachRecord {
            var seen: Set<String> = []
            for kind in kinds where seen.insert(kind).inserted {
                if let index = tally.firstIndex(where: { $0.what == kind }) {
                    tally[index].count += 1
                } else {
                    tally.append(UnkeptData(what: kind, count: 1))
                }
            }
        }
        return tally
    }
}

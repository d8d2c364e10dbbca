/// Issue 22's target, from the counts `InstructionCounter` took: `todo` on its data file (a
/// uid on every item, a priority on one in five, a note on one in eight) within 5% of the
/// baseline on the same items without those keys, for `list`, `add` and `done`.
struct InstructionComparison {
    static let factor = 1.05

    let results: [SizeResult]

    /// The lines the benchmark prints, or nil when nothing was counted.
    func report() -> String? {
        let lines = results.flatMap { result in
            InstructionCounter.operations.compactMap { operation in line(result, operation) }
        }
        guard !lines.isEmpty else { return nil }
        return "Instructions (issue 22), callgrind, one run each on the data file:\n" + lines.joined(separator: "\n")
    }

    private func line(_ result: SizeResult, _ operation: Operation) -> String? {
        guard let todo = result.instructions["todo"]?[operation] else { return nil }
        let what = "todo \(operation.rawValue) at \(Format.count(result.size))"
        guard let baseline = result.instructions[TodoContender.baselineName]?[operation] else {
            return "  n/a     \(what): \(Format.count(todo)) (no --baseline to compare with)"
        }
        let ratio = Double(todo) / Double(baseline)
        let outcome: TargetCheck.Verdict.Outcome = ratio <= Self.factor ? .met : .missed
        return "  \(outcome.rawValue) \(what) within \(Format.closeRatio(Self.factor)) of the baseline's: "
            + "\(Format.closeRatio(ratio)) (\(Format.count(todo)) vs \(Format.count(baseline)))"
    }
}

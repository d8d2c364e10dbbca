/// The targets of issues 6 and 15, judged on what was measured.
struct TargetCheck {
    let results: [SizeResult]

    /// A target and how it went.
    struct Verdict {
        enum Outcome: String {
            case met = "met    "
            case missed = "MISSED "
            case unknown = "n/a    "
        }

        let outcome: Outcome
        let target: String
        let detail: String
    }

    /// A line per target: `met     todo list ≥ 10× faster than the faster peer at 10,000: 23×`.
    func report() -> String {
        "Targets (issues 6 and 15):\n" + verdicts().map { "  \($0.outcome.rawValue) \($0.target): \($0.detail)" }.joined(separator: "\n")
    }

    func verdicts() -> [Verdict] {
        var verdicts = [
            speedup(.list, at: 1_000, atLeast: 2),
            speedup(.list, at: 10_000, atLeast: 10),
            speedup(.list, at: 100_000, atLeast: 10),
            fasterAdd(at: 1_000),
            fasterAdd(at: 10_000),
            addAgainstAppend(within: 2, target: "todo add within 2× of todo.sh add at 100,000"),
            addAgainstAppend(within: 1, target: "stretch: todo add faster than todo.sh add at 100,000"),
            memory(),
        ]
        verdicts += Operation.itemChanges.map { nearAdd($0, within: 1.2) }
        verdicts += Operation.itemChanges.map(aheadOfPeers)
        verdicts.append(memoryOfEveryCommand(under: 40))
        verdicts += Operation.allCases.map(growth)
        return verdicts
    }

    private func result(at size: Int) -> SizeResult? {
        results.first { $0.size == size }
    }

    private func speedup(_ operation: Operation, at size: Int, atLeast factor: Double) -> Verdict {
        let target = "todo \(operation) ≥ \(Format.ratio(factor)) faster than the faster peer at \(Format.count(size))"
        guard let result = result(at: size), let todo = result.median(of: "todo", operation) else {
            return Verdict(outcome: .unknown, target: target, detail: "not measured")
        }
        guard let peer = result.fasterPeer(operation) else {
            return Verdict(outcome: .unknown, target: target, detail: "no peer installed")
        }
        let ratio = peer.seconds / todo
        return Verdict(outcome: ratio >= factor ? .met : .missed, target: target,
                       detail: "\(Format.ratio(ratio)) (\(Format.duration(todo)) vs \(peer.name) \(Format.duration(peer.seconds)))")
    }

    private func fasterAdd(at size: Int) -> Verdict {
        let verdict = speedup(.add, at: size, atLeast: 1)
        return Verdict(outcome: verdict.outcome, target: "todo add faster than the faster peer at \(Format.count(size))",
                       detail: verdict.detail)
    }

    private func addAgainstAppend(within factor: Double, target: String) -> Verdict {
        guard let result = result(at: 100_000), let todo = result.median(of: "todo", .add) else {
            return Verdict(outcome: .unknown, target: target, detail: "not measured")
        }
        guard let append = result.median(of: "todo.txt", .add) else {
            return Verdict(outcome: .unknown, target: target, detail: "todo.txt not installed")
        }
        let ratio = todo / append
        return Verdict(outcome: ratio < factor || (factor > 1 && ratio <= factor) ? .met : .missed, target: target,
                       detail: "\(Format.duration(todo)) vs \(Format.duration(append)) (\(Format.ratio(ratio)) its time)")
    }

    /// Issue 30's figure: 32 MB, with every item keeping a uid (the sample list's do).
    private func memory() -> Verdict {
        let target = "peak memory of todo list at 100,000 at most 32 MB"
        guard let kilobytes = result(at: 100_000)?.peakKilobytes(of: "todo", .list) else {
            return Verdict(outcome: .unknown, target: target, detail: "not measured")
        }
        return Verdict(outcome: kilobytes <= 32 * 1024 ? .met : .missed, target: target,
                       detail: Format.megabytes(kilobytes: kilobytes))
    }

    /// A change to one item costs about what adding one does (issue 15).
    private func nearAdd(_ operation: Operation, within factor: Double) -> Verdict {
        let target = "todo \(operation) within \(Format.closeRatio(factor)) of todo add at 100,000"
        guard let result = result(at: 100_000), let change = result.median(of: "todo", operation),
              let add = result.median(of: "todo", .add) else {
            return Verdict(outcome: .unknown, target: target, detail: "not measured")
        }
        let ratio = change / add
        return Verdict(outcome: ratio <= factor ? .met : .missed, target: target,
                       detail: "\(Format.duration(change)) vs \(Format.duration(add)) (\(Format.closeRatio(ratio)))")
    }

    /// Faster than the faster peer at every size measured.
    private func aheadOfPeers(_ operation: Operation) -> Verdict {
        let target = "todo \(operation) faster than the faster peer at every size"
        var details: [String] = []
        var outcome = Verdict.Outcome.unknown
        for result in results.sorted(by: { $0.size < $1.size }) {
            guard let todo = result.median(of: "todo", operation), let peer = result.fasterPeer(operation) else { continue }
            if outcome == .unknown { outcome = .met }
            if todo >= peer.seconds { outcome = .missed }
            details.append("\(Format.count(result.size)): \(Format.ratio(peer.seconds / todo))")
        }
        return Verdict(outcome: outcome, target: target, detail: details.isEmpty ? "no peer measured" : details.joined(separator: ", "))
    }

    private func memoryOfEveryCommand(under megabytes: Int) -> Verdict {
        let target = "peak memory of every todo command at 100,000 under \(megabytes) MB"
        guard let result = result(at: 100_000) else { return Verdict(outcome: .unknown, target: target, detail: "not measured") }
        let peaks = Operation.allCases.compactMap { operation in result.peakKilobytes(of: "todo", operation).map { (operation, $0) } }
        guard let largest = peaks.max(by: { $0.1 < $1.1 }) else {
            return Verdict(outcome: .unknown, target: target, detail: "not measured")
        }
        return Verdict(outcome: largest.1 < megabytes * 1024 ? .met : .missed, target: target,
                       detail: "largest \(Format.megabytes(kilobytes: largest.1)) (todo \(largest.0))")
    }

    /// Each step up in size costs at most as many times more as there are items.
    private func growth(_ operation: Operation) -> Verdict {
        let target = "todo \(operation) grows no faster than linearly"
        let measured = results.sorted { $0.size < $1.size }.compactMap { result in
            result.median(of: "todo", operation).map { (result.size, $0) }
        }
        guard measured.count >= 2 else { return Verdict(outcome: .unknown, target: target, detail: "needs two sizes") }
        var steps: [String] = []
        var isLinear = true
        for (smaller, larger) in zip(measured, measured.dropFirst()) {
            let timeRatio = larger.1 / smaller.1
            let sizeRatio = Double(larger.0) / Double(smaller.0)
            if timeRatio > sizeRatio { isLinear = false }
            steps.append("\(Format.ratio(timeRatio)) the time for \(Format.ratio(sizeRatio)) the items")
        }
        return Verdict(outcome: isLinear ? .met : .missed, target: target, detail: steps.joined(separator: ", "))
    }
}

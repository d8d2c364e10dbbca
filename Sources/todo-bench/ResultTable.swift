/// The tables the benchmark prints, in Markdown (so they can go into README.md as they are):
/// the times of each operation (each as a multiple of the baseline's on the same store too,
/// with `--baseline`), the peak memory of each list, and the peak memory of each `todo` command.
struct ResultTable {
    let results: [SizeResult]
    let contenders: [any Contender]

    func text() -> String {
        (Operation.allCases.map(timeTable) + [memoryTable(), todoMemoryTable()]).joined(separator: "\n")
    }

    private var hasBaseline: Bool { contenders.contains { $0.name == TodoContender.baselineName } }
    private var hasVdirBaseline: Bool { contenders.contains { $0.name == VdirContender.baselineName } }
    private var hasPeers: Bool {
        contenders.dropFirst().contains { !SizeResult.ownNames.contains($0.name) && !SizeResult.folderPeerNames.contains($0.name) }
    }
    private var hasTodoman: Bool { contenders.contains { $0.name == TodomanContender.peerName } }

    private func label(_ contender: any Contender, _ operation: Operation) -> String {
        "`" + contender.label(operation) + "`"
    }

    private func timeTable(_ operation: Operation) -> String {
        var header = ["items"] + contenders.map { label($0, operation) }
        if hasBaseline { header.append("todo ÷ baseline") }
        if hasVdirBaseline { header.append("todo --vdir ÷ baseline") }
        if hasPeers { header.append("faster peer ÷ todo") }
        if hasTodoman { header.append("todoman ÷ todo --vdir") }
        var rows: [[String]] = []
        for result in results {
            var row = [Format.count(result.size)]
            row += contenders.map { result.median(of: $0.name, operation).map(Format.duration) ?? "–" }
            if hasBaseline { row.append(ratio(result, "todo", to: TodoContender.baselineName, operation)) }
            if hasVdirBaseline { row.append(ratio(result, VdirContender.storeName, to: VdirContender.baselineName, operation)) }
            if hasPeers {
                if let todo = result.median(of: "todo", operation), let peer = result.fasterPeer(operation) {
                    row.append(Format.ratio(peer.seconds / todo))
                } else {
                    row.append("–")
                }
            }
            if hasTodoman {
                let todoman = result.median(of: TodomanContender.peerName, operation)
                let vdir = result.median(of: VdirContender.storeName, operation)
                row.append(todoman.flatMap { peer in vdir.map { Format.ratio(peer / $0) } } ?? "–")
            }
            rows.append(row)
        }
        return ResultTable.markdown(header: header, rows: rows)
    }

    /// The median of `name` as a multiple of the median of `baseline`, on the same store.
    private func ratio(_ result: SizeResult, _ name: String, to baseline: String, _ operation: Operation) -> String {
        guard let time = result.median(of: name, operation), let baselineTime = result.median(of: baseline, operation) else {
            return "–"
        }
        return Format.closeRatio(time / baselineTime)
    }

    private func memoryTable() -> String {
        let header = ["items"] + contenders.map { "peak memory, " + label($0, .list) }
        let rows = results.map { result in
            [Format.count(result.size)] + contenders.map { contender in
                result.peakKilobytes(of: contender.name, .list).map { Format.megabytes(kilobytes: $0) } ?? "–"
            }
        }
        return ResultTable.markdown(header: header, rows: rows)
    }

    /// The peak memory of every command of `todo`: issue 15 wants each under 40 MB at 100,000.
    private func todoMemoryTable() -> String {
        guard let todo = contenders.first else { return "" }
        let header = ["items"] + Operation.allCases.map { "peak memory, " + label(todo, $0) }
        let rows = results.map { result in
            [Format.count(result.size)] + Operation.allCases.map { operation in
                result.peakKilobytes(of: todo.name, operation).map { Format.megabytes(kilobytes: $0) } ?? "–"
            }
        }
        return ResultTable.markdown(header: header, rows: rows)
    }

    /// Numbers right-aligned; every column padded so the table also reads well as plain text.
    static func markdown(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + cells.indices.map { column in
                let cell = cells[column]
                return String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.map { String(repeating: "-", count: max($0 - 1, 2)) + ":" }.joined(separator: " | ") + " |"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}

/// Every timed run at one list size: by tool (in the order of the contenders), then operation.
struct SizeResult {
    let size: Int
    /// The contenders' names, `todo` first.
    let names: [String]
    var runs: [String: [Operation: [RunMeasurement]]] = [:]
    /// Instructions of one run, by tool and operation (`--instructions`).
    var instructions: [String: [Operation: Int]] = [:]

    init(size: Int, names: [String]) {
        self.size = size
        self.names = names
    }

    mutating func record(_ measurement: RunMeasurement, of name: String, _ operation: Operation) {
        runs[name, default: [:]][operation, default: []].append(measurement)
    }

    /// The median wall time in seconds, or nil when the tool was not run.
    func median(of name: String, _ operation: Operation) -> Double? {
        guard let measurements = runs[name]?[operation], !measurements.isEmpty else { return nil }
        let sorted = measurements.map(\.seconds).sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The largest peak resident set size of any run, in kilobytes.
    func peakKilobytes(of name: String, _ operation: Operation) -> Int? {
        runs[name]?[operation]?.map(\.peakKilobytes).max()
    }

    /// `todo`'s own columns besides `todo`: its folder store and the baseline on both stores.
    static let ownNames: Set<String> = [VdirContender.storeName, TodoContender.baselineName, VdirContender.baselineName]

    /// The peers that keep their items in a folder: compared with `todo --vdir`, not with the data file.
    static let folderPeerNames: Set<String> = [TodomanContender.peerName]

    /// The faster peer's median (every tool but `todo`'s own), and its name.
    func fasterPeer(_ operation: Operation) -> (name: String, seconds: Double)? {
        names.dropFirst().filter { !SizeResult.ownNames.contains($0) && !SizeResult.folderPeerNames.contains($0) }.compactMap { name in median(of: name, operation).map { (name, $0) } }.min { $0.1 < $1.1 }
    }
}

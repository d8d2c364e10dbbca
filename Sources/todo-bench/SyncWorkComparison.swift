import TodoCalendar
import TodoCore
import TodoTestSupport

/// Issue 34's target: `todo sync`'s own work — the folder read before and after the sync,
/// and the difference (`SyncChanges`), as the store tells them (`changes(during:)`) — at most
/// 10% of the sync's time at 1,000 items and at most 50 ms at 10,000. Timed in this process,
/// with the store and the call `todo sync` uses, on a folder whose listing cache is warm (as after any earlier `todo`
/// run). The sync it is set against is vdirsyncer's quickest: two folders on this disk,
/// nothing to change, so a sync with a server only makes the share smaller.
struct SyncWorkComparison {
    static let runs = 21
    static let vdirsyncerRuns = 5
    static let shareTarget = 0.10
    static let timeTarget = 0.050

    let maker: SampleListMaker
    let environment: [String: String]
    let donePercent: Int

    func report(in folder: String) throws -> String {
        var lines = ["todo sync's own work (issue 34): the folder read before and after and the difference, \(Self.runs) runs, median"]
        var syncTime: Double?
        for size in [1_000, 10_000] {
            let vdir = folder + "/sync-\(size)"
            try VdirContender.writeFolder(maker.items(count: size, donePercent: donePercent), at: vdir)
            let own = try ownWork(on: vdir)
            var line = "  \(Format.count(size)) items: \(Format.duration(own))"
            if size == 1_000 {
                syncTime = try vdirsyncerTime(syncing: vdir, in: folder)
                if let syncTime {
                    let share = own / syncTime
                    line += ", \(Format.decimals(share * 100, 1))% of vdirsyncer sync (\(Format.duration(syncTime)), two folders, "
                        + "nothing to change): " + (share <= Self.shareTarget ? "ok" : "MISSED") + " (target 10%)"
                } else {
                    line += "; vdirsyncer not installed, no share (apt-get install vdirsyncer)"
                }
            } else {
                line += ": " + (own <= Self.timeTarget ? "ok" : "MISSED") + " (target 50 ms)"
            }
            lines.append(line)
            FileBytes.removeTree(vdir)
        }
        return lines.joined(separator: "\n")
    }

    /// The median of the store's `changes(during:)` around nothing, on the folder store.
    private func ownWork(on vdir: String) throws -> Double {
        let store = VdirDataStore(folder: FilePath(vdir), warn: { _ in })
        // The cache made, as by an earlier run, once it may trust the files just written: a
        // sync's folder is mostly files that have not changed for a while.
        try CacheSettling.waitUntilSettled(vdir)
        _ = try store.fetch()
        var times: [Double] = []
        for _ in 0..<Self.runs {
            let start = ProcessRunner.monotonicSeconds()
            let (_, changes) = try store.changes(during: {})
            times.append(ProcessRunner.monotonicSeconds() - start)
            guard changes.isEmpty else { throw BenchmarkError("the folder changed while it was timed") }
        }
        return times.sorted()[times.count / 2]
    }

    /// The median time of `vdirsyncer sync` of `vdir` with a second folder already synced
    /// with it; nil when vdirsyncer is not installed.
    private func vdirsyncerTime(syncing vdir: String, in folder: String) throws -> Double? {
        guard let vdirsyncer = ExecutableFinder.onPath(["vdirsyncer"], path: environment["PATH"]) else { return nil }
        let other = folder + "/sync-other"
        try FileBytes.makeFolder(other)
        defer { FileBytes.removeTree(other) }
        let config = folder + "/vdirsyncer-config"
        try FileBytes.write("""
            [general]
            status_path = "\(folder)/vdirsyncer-status/"
            [pair bench]
            a = "bench_todo"
            b = "bench_other"
            collections = null
            [storage bench_todo]
            type = "filesystem"
            path = "\(vdir)"
            fileext = ".ics"
            [storage bench_other]
            type = "filesystem"
            path = "\(other)"
            fileext = ".ics"

            """, to: config)
        let command = Command(executable: vdirsyncer, arguments: ["-c", config, "sync"], environment: environment)
        // The first sync copies every item; the ones timed find nothing to change.
        _ = try ProcessRunner.measure(Command(executable: vdirsyncer, arguments: ["-c", config, "discover", "bench"],
                                              environment: environment), errorPath: "/dev/null")
        _ = try ProcessRunner.measure(command, errorPath: "/dev/null")
        let times = try (0..<Self.vdirsyncerRuns).map { _ in try ProcessRunner.measure(command, errorPath: "/dev/null").seconds }
        return times.sorted()[times.count / 2]
    }
}

import TodoCore

/// The whole benchmark: finds the tools, makes the lists, times the runs, prints the tables.
struct Benchmark {
    let options: BenchmarkOptions

    func run() throws {
        if options.syncOnly { return try runSyncWork() }
        guard let ownFolder = ExecutableFinder.ownFolder() else { throw BenchmarkError("cannot tell where todo-bench is") }
        let check = TodoBuildCheck(executable: ownFolder + "/todo")
        try check.verify()
        let environment = Benchmark.childEnvironment()
        let today = SystemClock().today()
        let weekStart = try WeekStartResolver.resolve(option: nil, environment: environment)
        print("todo-bench: median wall time of each command as a whole process, \(options.runs) run(s) after "
            + "\(options.warmups) warm-up, tools interleaved; stdout to /dev/null; LANG=en_US.UTF-8")
        print("todo: \(check.executable)" + Benchmark.linkNote(check.linksSwiftStatically()))
        let contenders = try makeContenders(todo: check.executable, environment: environment, today: today)
        print("a process that does nothing (/bin/true): \(Format.duration(try startupFloor()))")
        print("")

        let folder = try TemporaryFolder()
        defer {
            if options.keepData {
                Console.progress("the data is kept in \(folder.path)")
            } else {
                folder.remove()
            }
        }
        InterruptFlag.install()
        let maker = SampleListMaker(today: today, calendar: WeekCalendar(firstWeekday: weekStart))
        var results: [SizeResult] = []
        for size in options.sizes {
            results.append(try measure(size: size, maker: maker, contenders: contenders, in: folder.path))
        }
        print(ResultTable(results: results, contenders: contenders).text())
        print(TargetCheck(results: results).report())
        if let instructions = InstructionComparison(results: results).report() { print(instructions) }
        print(try StartupComparison(todo: check.executable, environment: environment).report(in: folder.path))
        print(try SyncWorkComparison(maker: maker, environment: environment, donePercent: options.donePercent).report(in: folder.path))
    }

    /// `--sync`: issue 34's figure alone; it needs no build of `todo`, only this process.
    private func runSyncWork() throws {
        let environment = Benchmark.childEnvironment()
        let weekStart = try WeekStartResolver.resolve(option: nil, environment: environment)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let maker = SampleListMaker(today: SystemClock().today(), calendar: WeekCalendar(firstWeekday: weekStart))
        print(try SyncWorkComparison(maker: maker, environment: environment, donePercent: options.donePercent).report(in: folder.path))
    }

    /// `todo` first (on the data file, then on a folder), then the baseline if asked for (the
    /// same two ways), then each peer that is installed; a missing peer is named and skipped.
    private func makeContenders(todo: String, environment: [String: String], today: LocalDate) throws -> [any Contender] {
        var contenders: [any Contender] = [TodoContender(executable: todo, environment: environment),
                                           VdirContender(executable: todo, environment: environment)]
        if let baseline = options.baseline {
            guard FileBytes.isExecutable(baseline) else { throw BenchmarkError("no executable todo at \(baseline) (--baseline)") }
            contenders.append(TodoContender(baseline: baseline, environment: environment))
            let version = Benchmark.version(of: baseline, ["--version"], environment)
            print("baseline: \(baseline) \(version)" + Benchmark.linkNote(TodoBuildCheck(executable: baseline).linksSwiftStatically()))
            if VdirContender.isKnown(to: baseline, environment: environment) {
                contenders.append(VdirContender(baseline: baseline, environment: environment))
            } else {
                print("baseline: has no --vdir, so only its data file is timed")
            }
        }
        let path = environment["PATH"]
        if let todoman = ExecutableFinder.onPath(["todoman"], path: path) {
            contenders.append(TodomanContender(executable: todoman, environment: environment))
            print("todoman: \(todoman) \(Benchmark.version(of: todoman, ["--version"], environment)), on the same folder as todo --vdir")
        } else {
            print("todoman: not installed, skipped (apt-get install todoman)")
        }
        guard options.donePercent == 0 else {
            print("Taskwarrior, todo.txt: skipped, as their lists here hold no done items (--done)")
            return contenders
        }
        if let task = ExecutableFinder.onPath(["task"], path: path) {
            contenders.append(TaskwarriorContender(executable: task, environment: environment))
            print("Taskwarrior: \(task) \(Benchmark.version(of: task, ["--version"], environment))")
        } else {
            print("Taskwarrior: not installed, skipped (apt-get install taskwarrior)")
        }
        if let todoTxt = ExecutableFinder.onPath(["todo.sh", "todo-txt"], path: path) {
            contenders.append(TodoTxtContender(executable: todoTxt, environment: environment, today: today))
            print("todo.txt: \(todoTxt) \(Benchmark.version(of: todoTxt, ["-V"], environment))")
        } else {
            print("todo.txt: not installed, skipped (apt-get install todotxt-cli)")
        }
        return contenders
    }

    private func measure(size: Int, maker: SampleListMaker, contenders: [any Contender], in root: String) throws -> SizeResult {
        Console.progress("\(Format.count(size)) items: setting up")
        let items = maker.items(count: size, donePercent: options.donePercent)
        let sizeFolder = root + "/\(size)"
        try FileBytes.makeFolder(sizeFolder)
        // The middle item: a change there moves half of a file that is rewritten in place.
        let changedItem = (size + 1) / 2
        var prepared: [PreparedContender] = []
        for contender in contenders {
            let folder = sizeFolder + "/" + contender.name
            try FileBytes.makeFolder(folder)
            prepared.append(try contender.prepare(items, changedItem: changedItem, in: folder))
        }
        var result = SizeResult(size: size, names: contenders.map(\.name))
        let jobs = contenders.indices.flatMap { index in Operation.allCases.map { (index, $0) } }
        var changed = Array(repeating: false, count: contenders.count)
        for round in 0..<(options.warmups + options.runs) {
            Console.progress("\(Format.count(size)) items: " + (round < options.warmups ? "warm-up" : "run \(round - options.warmups + 1)"))
            for offset in jobs.indices {
                let (index, operation) = jobs[(offset + round) % jobs.count]
                let tool = prepared[index]
                if changed[index] {
                    try tool.snapshot.restore()
                    changed[index] = false
                }
                DiskSettler.settle()
                guard let command = tool.commands[operation] else { continue }
                let measurement = try ProcessRunner.measure(command, errorPath: tool.errorPath)
                if operation.changesData { changed[index] = true }
                if round >= options.warmups { result.record(measurement, of: contenders[index].name, operation) }
                if options.verbose {
                    let label = contenders[index].label(operation)
                    Console.progress("  \(label): \(Format.duration(measurement.seconds)), \(Format.megabytes(kilobytes: measurement.peakKilobytes))")
                }
                try InterruptFlag.check()
            }
        }
        if options.countsInstructions {
            try countInstructions(of: contenders, prepared, changed: &changed, into: &result, logIn: sizeFolder)
        }
        if options.keepData {
            for index in prepared.indices where changed[index] { try prepared[index].snapshot.restore() }
        } else {
            FileBytes.removeTree(sizeFolder)
        }
        return result
    }

    /// One callgrind run of each of `InstructionCounter.operations`, for `todo` and the
    /// baseline on their data files, each on the list as it was made.
    private func countInstructions(of contenders: [any Contender], _ prepared: [PreparedContender], changed: inout [Bool],
                                   into result: inout SizeResult, logIn folder: String) throws {
        guard let counter = InstructionCounter(path: Benchmark.childEnvironment()["PATH"]) else {
            Console.progress("--instructions: valgrind is not installed (apt-get install valgrind)")
            return
        }
        for index in contenders.indices where contenders[index] is TodoContender {
            for operation in InstructionCounter.operations {
                guard let command = prepared[index].commands[operation] else { continue }
                if changed[index] {
                    try prepared[index].snapshot.restore()
                    changed[index] = false
                }
                Console.progress("\(Format.count(result.size)) items: counting \(contenders[index].label(operation))")
                let count = try counter.count(command, logPath: folder + "/callgrind.log")
                result.instructions[contenders[index].name, default: [:]][operation] = count
                if operation.changesData { changed[index] = true }
                try InterruptFlag.check()
            }
        }
    }

    /// The median time of `/bin/true`, for scale.
    private func startupFloor() throws -> Double {
        let command = Command(executable: "/bin/true", arguments: [], environment: [:])
        let times = try (0..<21).map { _ in try ProcessRunner.measure(command, errorPath: "/dev/null").seconds }.sorted()
        return times[times.count / 2]
    }

    /// This process's environment without anything that would point a tool elsewhere, and one
    /// common locale for all (it decides the week start of `todo`; the peers ignore it or use it alike).
    static func childEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("TODO") && !key.hasPrefix("TASK") && !key.hasPrefix("LC_") && key != "NO_COLOR"
        }
        environment["LANG"] = "en_US.UTF-8"
        return environment
    }

    private static func version(of executable: String, _ arguments: [String], _ environment: [String: String]) -> String {
        let output = try? ProcessRunner.output(of: Command(executable: executable, arguments: arguments, environment: environment))
        let line = output?.text.split(separator: "\n").first { !$0.allSatisfy { $0 == " " || $0 == "-" } }
        return line.map { "(" + $0.trimmingCharacters(in: " ") + ")" } ?? ""
    }

    private static func linkNote(_ isStatic: Bool?) -> String {
        switch isStatic {
        case true?: " (Swift runtime linked in: --static-swift-stdlib)"
        case false?: " (Swift runtime linked dynamically: `\(TodoBuildCheck.buildCommand)` starts faster)"
        case nil: ""
        }
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

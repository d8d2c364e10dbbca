import TodoCore
import TodoFile

/// The start-up target: `todo list` on an empty list within 1.5× of a static Swift "hello"
/// (issue 29; issue 24 asked for 1.3×), with the page faults of each, timed alternately in the same run (timings on a shared machine compare only
/// within one run).
///
/// The "hello" is compiled here, with `swiftc -O -static-stdlib`, into the benchmark's
/// temporary folder, rather than kept as an executable target of the package: so it is
/// always exactly that one-line program built that one way, whatever flags the package is
/// built with, and the package ships nothing for the benchmark's sake. It costs a few
/// seconds of compiling, and needs `swiftc` on PATH, which `swift run` has.
struct StartupComparison {
    static let factor = 1.5
    static let runs = 31

    let todo: String
    let environment: [String: String]

    /// The line the benchmark prints: both medians and the verdict.
    func report(in folder: String) throws -> String {
        let target = "todo list on an empty list within \(Format.closeRatio(Self.factor)) of a static Swift hello"
        guard let hello = try buildHello(in: folder) else {
            return "Start-up (issue 24):\n  n/a     \(target): swiftc not on PATH"
        }
        let listFile = folder + "/empty.json"
        try FileBytes.write(TodoFileCodec.encode(TodoList(items: [])), to: listFile, sync: true)
        var listEnvironment = environment
        listEnvironment["TODO_FILE"] = listFile
        let commands = [Command(executable: todo, arguments: ["list"], environment: listEnvironment),
                        Command(executable: hello, arguments: [], environment: environment)]
        var runs: [[RunMeasurement]] = [[], []]
        for round in 0..<(Self.runs + 1) {
            for index in [round % 2, 1 - round % 2] {
                let run = try ProcessRunner.measure(commands[index], errorPath: "/dev/null")
                if round > 0 { runs[index].append(run) }   // the first round warms the caches
            }
        }
        let medians = runs.map { $0.map(\.seconds).sorted()[$0.count / 2] }
        let faults = runs.map { $0.map(\.pageFaults).sorted()[$0.count / 2] }
        let ratio = medians[0] / medians[1]
        let outcome: TargetCheck.Verdict.Outcome = ratio <= Self.factor ? .met : .missed
        return "Start-up (issue 29):\n  \(outcome.rawValue) \(target): \(Format.closeRatio(ratio)) "
            + "(\(Format.duration(medians[0])) vs \(Format.duration(medians[1])), medians of \(Self.runs))\n"
            + "  todo list on an empty list: \(faults[0]) page faults, \(Format.duration(medians[0])); "
            + "static hello: \(faults[1]) page faults, \(Format.duration(medians[1]))"
    }

    /// `hello` in `folder`, built from `print("hello")`; nil without `swiftc`.
    private func buildHello(in folder: String) throws -> String? {
        guard let swiftc = ExecutableFinder.onPath(["swiftc"], path: environment["PATH"]) else { return nil }
        let source = folder + "/hello.swift"
        let program = folder + "/hello"
        try FileBytes.write("print(\"hello\")\n", to: source)
        Console.progress("start-up: compiling a static Swift hello")
        let build = Command(executable: swiftc, arguments: ["-O", "-static-stdlib", source, "-o", program], environment: environment)
        let status = try ProcessRunner.output(of: build).status
        guard status == 0 else { throw BenchmarkError("swiftc could not build \(source) (status \(status))") }
        return program
    }
}

/// The command line: how many runs, which sizes, which older `todo` to compare with.
struct BenchmarkOptions: Equatable {
    /// Timed runs per command and size; the median of these is reported.
    var runs = 7
    /// Untimed runs first, so that caches are warm for every tool alike.
    var warmups = 1
    /// Numbers of pending items to measure at.
    var sizes = [1_000, 10_000, 100_000]
    var showHelp = false
    /// Leave the generated data in place (for profiling) instead of removing it.
    var keepData = false
    /// Print every run's time to stderr as it happens.
    var verbose = false
    /// Another `todo` (an earlier release) timed alongside on the same lists.
    var baseline: String?
    /// The share of each list that is done, in percent: a folder store that has lived a few
    /// years on CalDAV is mostly done items. Only the tools that keep done items with the
    /// others take part then (`todo` on both stores, the baseline, todoman).
    var donePercent = 0
    /// Also count the instructions of `list`, `add` and `done` on the data file, once each,
    /// under callgrind (issue 22's figure).
    var countsInstructions = false
    /// Only issue 34's figure: `todo sync`'s own work against a vdirsyncer sync.
    var syncOnly = false

    static let usage = """
        usage: todo-bench [RUNS] [--runs N] [--warmups N] [--sizes N,N,...] [--done PERCENT] [--baseline PATH] [--instructions] [--sync] [--keep] [--verbose]
          Times `todo list`, `add`, `done`, `edit` and `rm` against Taskwarrior and todo.txt
          (when installed) on generated lists; default 7 runs after 1 warm-up, at 1000, 10000 and 100000 items.
          --baseline times the todo at PATH too (e.g. a build of 0.1), interleaved with the
          others, and gives each time of this todo as a multiple of the baseline's, on the data
          file and (when the baseline has --vdir) on a folder; this todo's data file has a uid on
          every item, a priority on one in five and a note on one in eight, the baseline's the
          same items without those keys;
          --done makes that share of each list done items (todo, the baseline and todoman only);
          --instructions also counts the instructions of todo list, add and done on the data file
          (and the baseline's) under callgrind, one run each at each size (needs valgrind);
          --sync times only todo sync's own work (the folder read before and after, and the
          difference) at 1000 and 10000 items, against a vdirsyncer sync at 1000;
          --keep leaves the generated data files in place and prints where they are;
          --verbose prints every run's time as it happens.
          Build the todo it measures first: swift build -c release --static-swift-stdlib
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let (name, inlineValue) = BenchmarkOptions.split(argument)
            switch name {
            case "-h", "--help":
                showHelp = true
            case "--keep":
                keepData = true
            case "--instructions":
                countsInstructions = true
            case "--sync":
                syncOnly = true
            case "-v", "--verbose":
                verbose = true
            case "--runs", "-n":
                runs = try BenchmarkOptions.count(inlineValue ?? rest.popFirst(), for: name, minimum: 1)
            case "--done":
                donePercent = try BenchmarkOptions.count(inlineValue ?? rest.popFirst(), for: name, minimum: 0)
                guard donePercent < 100 else { throw BenchmarkError.usage("--done needs a share below 100") }
            case "--warmups":
                warmups = try BenchmarkOptions.count(inlineValue ?? rest.popFirst(), for: name, minimum: 0)
            case "--baseline":
                guard let path = inlineValue ?? rest.popFirst(), !path.isEmpty else {
                    throw BenchmarkError.usage("--baseline needs the path of a todo executable")
                }
                baseline = path
            case "--sizes":
                guard let list = inlineValue ?? rest.popFirst() else { throw BenchmarkError.usage("--sizes needs a value") }
                sizes = try list.split(separator: ",").map { try BenchmarkOptions.count(String($0), for: name, minimum: 1) }
                guard !sizes.isEmpty else { throw BenchmarkError.usage("--sizes needs at least one size") }
            default:
                guard let number = Int(argument), number >= 1 else {
                    throw BenchmarkError.usage("unknown argument '\(argument)'")
                }
                runs = number
            }
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func count(_ text: String?, for name: String, minimum: Int) throws -> Int {
        guard let text, let value = Int(text), value >= minimum, value <= 10_000_000 else {
            throw BenchmarkError.usage("\(name) needs a whole number of at least \(minimum)")
        }
        return value
    }
}

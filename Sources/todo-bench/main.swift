// The speed benchmark of issue 6: `swift run -c release todo-bench [--runs N] [--sizes 1000,10000]`.
// It builds nothing: build the `todo` it measures first (`swift build -c release --static-swift-stdlib`).

if CommandLine.arguments.dropFirst().first == MeasuredChild.flag {
    MeasuredChild.run(Array(CommandLine.arguments.dropFirst(2)))
}

do {
    if CommandLine.arguments.dropFirst().first == ScreenBenchmark.flag {
        try ScreenBenchmark.run()
        exit(0)
    }
    let options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.showHelp {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    try Benchmark(options: options).run()
} catch let error as BenchmarkError {
    Console.error("todo-bench: \(error.message)")
    exit(error.status)
} catch {
    Console.error("todo-bench: \(error)")
    exit(70)
}

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "todo",
    products: [
        .executable(name: "todo", targets: ["todo"]),
        .executable(name: "todo-bench", targets: ["todo-bench"]),
    ],
    targets: [
        // Bytes at the level of memory: word-at-a-time tests and loads (SWAR), and a byte
        // buffer written through a pointer. Above it and the stores' file layer, code holds no
        // pointer arithmetic of its own: it calls these.
        .target(name: "TodoBytes"),
        // Entities, dates and the date language, the data store's contract, errors.
        .target(name: "TodoCore", dependencies: ["TodoBytes"]),
        // The one file layer below both stores: lock, atomic replace, whole-file reading,
        // path bytes and system-call errors. Byte-level and pointer work is at home here.
        .target(name: "TodoFileSystem", dependencies: ["TodoCore"]),
        // The JSON data file: codec, fast paths. Its surface: JSONFileDataStore.
        .target(name: "TodoFile", dependencies: ["TodoBytes", "TodoCore", "TodoFileSystem"]),
        // The folder of iCalendar files (vdir): RFC 5545 codec, id index. Its surface: VdirDataStore.
        .target(name: "TodoCalendar", dependencies: ["TodoBytes", "TodoCore", "TodoFileSystem"]),
        // The raw terminal, the line editor and display widths: what the views write to and
        // read from. The modules' interactors and presenters never import it.
        .target(name: "TodoTerminal", dependencies: ["TodoCore"]),
        // The app (commands, settings, composition root) and the VIPER modules.
        .target(name: "TodoKit", dependencies: ["TodoBytes", "TodoCore", "TodoFileSystem", "TodoFile", "TodoCalendar", "TodoTerminal"]),
        // In-memory store, fake terminal, clocks, fixtures and temporary folders with a store on
        // them: for tests, never linked into todo.
        .target(name: "TodoTestSupport", dependencies: ["TodoCore", "TodoFileSystem", "TodoKit", "TodoCalendar", "TodoTerminal"]),
        // main.swift and what is process-wide: signal handlers, descriptors, allocator settings.
        // Linked without exporting every symbol of the static standard library (its
        // `-export-dynamic`): the loader then binds 322 dynamic symbols rather than 1,676,
        // 54,000 instructions of each run (2% of `todo list` on an empty list).
        .executableTarget(name: "todo", dependencies: ["TodoCore", "TodoKit", "TodoTerminal"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))]),
        // The benchmark: never shipped, so it takes its seeded generator from the tests' support.
        .executableTarget(name: "todo-bench",
                          dependencies: ["TodoCore", "TodoFileSystem", "TodoFile", "TodoCalendar", "TodoTestSupport"]),
        .testTarget(name: "TodoBytesTests", dependencies: ["TodoBytes"]),
        .testTarget(name: "TodoCoreTests", dependencies: ["TodoCore", "TodoTestSupport"]),
        .testTarget(name: "TodoFileSystemTests", dependencies: ["TodoCore", "TodoFileSystem", "TodoTestSupport"]),
        .testTarget(name: "TodoFileTests", dependencies: ["TodoCore", "TodoFileSystem", "TodoFile", "TodoTestSupport"]),
        .testTarget(name: "TodoCalendarTests", dependencies: ["TodoCore", "TodoFileSystem", "TodoCalendar", "TodoTestSupport"]),
        .testTarget(name: "TodoTerminalTests", dependencies: ["TodoCore", "TodoTerminal", "TodoTestSupport"]),
        .testTarget(name: "TodoKitTests", dependencies: ["TodoCore", "TodoKit", "TodoTerminal", "TodoTestSupport"]),
        // The same cases on every store, through the TodoDataStore protocol alone.
        .testTarget(name: "TodoStoreContractTests",
                    dependencies: ["TodoCore", "TodoFile", "TodoCalendar", "TodoTestSupport"]),
        // Runs the built `todo` as a user or a script would; needs the executable built first.
        .testTarget(name: "TodoEndToEndTests", dependencies: ["TodoCore", "TodoFileSystem", "TodoFile", "TodoTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}

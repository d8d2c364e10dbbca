// swift-tools-version:6.0
import PackageDescription
#if canImport(Glibc)
import Glibc
#endif

/// `todo` is linked for a quick start (issue 24): most of a short run is the dynamic loader
/// relocating the executable. With lld (the toolchain's own; its default, gold, cannot pack)
/// only what the C libraries need is exported, not every symbol of the modules (the static
/// standard library's `-export-dynamic`), and the relative relocations are packed (DT_RELR)
/// where the C library that builds it can load that: glibc 2.36 and later. lld marks such
/// an executable as needing GLIBC_ABI_DT_RELR, which an older glibc refuses to run.
/// The functions a short run executes are placed side by side, in the order
/// `Sources/todo/StartupOrder.txt` lists them (`StartupOrder.sh` writes it), so that a run
/// touches fewer pages of code; a function the list no longer names is simply placed as usual.
let quickStartLinkerFlags: [String] = {
    var flags = ["-use-ld=lld", "-Xlinker", "--no-export-dynamic",
                 "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Sources/todo/StartupOrder.txt",
                 "-Xlinker", "--no-warn-symbol-ordering"]
    if glibcReadsPackedRelocations {
        flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    return flags
}()

/// Whether the C library here is glibc 2.36 or later (`confstr` answers "glibc 2.36").
var glibcReadsPackedRelocations: Bool {
    #if canImport(Glibc)
    var text = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
    let answer = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = answer.split(separator: " ").last ?? ""
    let numbers = version.split(separator: ".").map { Int($0) ?? 0 }
    guard numbers.count >= 2 else { return false }
    return numbers[0] > 2 || (numbers[0] == 2 && numbers[1] >= 36)
    #else
    return false
    #endif
}

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
        .executableTarget(name: "todo", dependencies: ["TodoCore", "TodoKit", "TodoTerminal"],
                          exclude: ["StartupOrder.txt", "StartupOrder.sh"],
                          linkerSettings: [.unsafeFlags(quickStartLinkerFlags, .when(platforms: [.linux]))]),
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

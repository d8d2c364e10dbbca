// swift-tools-version:6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "todo",
    products: [
        .executable(name: "todo", targets: ["todo"]),
        .executable(name: "todo-bench", targets: ["todo-bench"]),
    ],
    targets: [
        .target(name: "TodoKit", swiftSettings: strictSettings),
        .executableTarget(name: "todo", dependencies: ["TodoKit"], swiftSettings: strictSettings),
        .executableTarget(name: "todo-bench", dependencies: ["TodoKit"], swiftSettings: strictSettings),
        .testTarget(name: "TodoKitTests", dependencies: ["TodoKit"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisCatalog", targets: ["TrellisCatalog"]),
        .library(name: "TrellisReport", targets: ["TrellisReport"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(
            name: "TrellisLayout",
            dependencies: ["Cassowary", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "TrellisCatalog",
            dependencies: [
                "TrellisLayout",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ],
            plugins: ["EmbedCatalogResources"]
        ),
        // Turns Migrations/*.sql and the examples/ screens into Swift source at build time, so a
        // `trellis` binary copied alone still creates, upgrades and demos catalogs.
        .executableTarget(name: "trellis-embed", path: "Sources/trellis-embed"),
        .plugin(
            name: "EmbedCatalogResources",
            capability: .buildTool(),
            dependencies: ["trellis-embed"]
        ),
        .target(
            name: "TrellisReport",
            dependencies: [
                "TrellisCatalog",
                "TrellisLayout",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "TrellisInterfaceBuilder",
            dependencies: ["TrellisLayout", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisLayout",
                "TrellisInterfaceBuilder",
                "TrellisCatalog",
                "TrellisReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The live page `trellis serve` serves (Page/), embedded like the examples.
            plugins: ["EmbedCatalogResources"]
        ),
        .executableTarget(
            name: "solver-benchmark",
            dependencies: ["Cassowary"],
            path: "Benchmarks/SolverBenchmark"
        ),
        .executableTarget(
            name: "catalog-benchmark",
            dependencies: ["TrellisCatalog", "TrellisLayout"],
            path: "Benchmarks/CatalogBenchmark"
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TrellisLayoutTests",
            dependencies: ["TrellisLayout", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TrellisCatalogTests",
            dependencies: ["TrellisCatalog", "TrellisReport", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TrellisReportTests",
            dependencies: ["TrellisReport", "TrellisCatalog", "TrellisLayout",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TrellisInterfaceBuilderTests", dependencies: ["TrellisInterfaceBuilder", "TrellisLayout"]),
        .testTarget(
            name: "TrellisCLITests",
            dependencies: ["TrellisLayout", .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ]
)

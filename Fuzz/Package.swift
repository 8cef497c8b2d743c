// swift-tools-version: 5.4
// libFuzzer targets for Trellis's parsers, solver and layout path. Build and run them with
// `Fuzz/fuzz` (see the README's "Fuzzing" section); a plain `swift build` of this package
// without the sanitizer flags the script passes does not link (libFuzzer provides `main`).
//
// Tools version 5.4 on purpose: from 5.5 on SwiftPM renames an executable's entry point to
// `<module>_main` (so tests can link executables), and these targets have none of their own.
import PackageDescription

let targets = [
    "fuzz-layout-file", "fuzz-constraint", "fuzz-vfl", "fuzz-condition",
    "fuzz-interface-builder", "fuzz-solver", "fuzz-layout",
]

/// One libFuzzer target: a single file defining `LLVMFuzzerTestOneInput`, no `main`.
///
/// Only these link libFuzzer (which brings `main`): the script instruments every module with
/// `-sanitize=address -sanitize-coverage=…` instead of `-sanitize=fuzzer`, because SwiftPM
/// passes `-Xswiftc` flags to build tools too, and the catalog's embedding tool needs its own `main`.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies,
                      swiftSettings: [.unsafeFlags(["-parse-as-library"])],
                      linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])])
}

let package = Package(
    name: "TrellisFuzz",
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Trellis", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzTarget("fuzz-layout-file", [.product(name: "TrellisLayout", package: "Trellis")]),
        fuzzTarget("fuzz-constraint", [.product(name: "TrellisLayout", package: "Trellis")]),
        fuzzTarget("fuzz-vfl", [.product(name: "TrellisLayout", package: "Trellis")]),
        fuzzTarget("fuzz-condition", [.product(name: "TrellisLayout", package: "Trellis")]),
        fuzzTarget("fuzz-interface-builder", [.product(name: "TrellisInterfaceBuilder", package: "Trellis")]),
        fuzzTarget("fuzz-solver", [.product(name: "Cassowary", package: "Trellis")]),
        fuzzTarget("fuzz-layout", [
            .product(name: "TrellisLayout", package: "Trellis"),
            .product(name: "TrellisCatalog", package: "Trellis"),
        ]),
    ]
)

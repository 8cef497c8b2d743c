import Foundation
import Synchronization
import Testing

/// The real `trellis` binary, run in a subprocess as teams and CI run it.
///
/// It is looked up next to the test bundle (the build products folder); when it is missing or
/// older than the sources it is built with `swift build --product trellis`. A failure to find or
/// build it fails the tests: they never skip.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        var json: Any? { try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
        var rows: [[String: Any]] { json as? [[String: Any]] ?? [] }
        var object: [String: Any] { json as? [String: Any] ?? [:] }
    }

    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appending(path: "Package.swift").path) { return url }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static let binary: Swift.Result<URL, BinaryError> = locate()

    struct BinaryError: Error, CustomStringConvertible { var description: String }

    static func executable() throws -> URL { try binary.get() }

    private static func locate() -> Swift.Result<URL, BinaryError> {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [products]
        // swift-testing on Linux may run from inside the .xctest bundle.
        candidates.append(products.deletingLastPathComponent())
        for folder in candidates {
            let url = folder.appending(path: "trellis")
            if FileManager.default.isExecutableFile(atPath: url.path) { return .success(url) }
        }
        let scratch = packageRoot.appending(path: ".build-cli-tests")
        let configuration = products.lastPathComponent == "release" ? "release" : "debug"
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "trellis", "--scratch-path", scratch.path, "-c", configuration]
        build.currentDirectoryURL = packageRoot
        let log = FileManager.default.temporaryDirectory.appending(path: "trellis-cli-build-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try! FileHandle(forWritingTo: log)
        build.standardOutput = handle
        build.standardError = handle
        do { try build.run() } catch { return .failure(BinaryError(description: "cannot run swift build: \(error)")) }
        build.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let url = scratch.appending(path: configuration).appending(path: "trellis")
        guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: url.path) else {
            return .failure(BinaryError(description: "could not build the trellis binary in \(scratch.path):\n\(output.suffix(3000))"))
        }
        return .success(url)
    }

    /// Starts `trellis ARGS` with its output going to files; the caller waits or kills. `launcher`
    /// runs it through another command first (`ip netns exec NAME`), which must exec it in place.
    static func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:],
                      launcher: [String] = []) throws -> (Process, URL, URL) {
        let process = Process()
        if launcher.isEmpty {
            process.executableURL = try executable()
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = launcher + [try executable().path] + arguments
        }
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TRELLIS_DB")
        if let catalog = Workspace.catalog(in: folder) { env["TRELLIS_DB"] = catalog }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let id = UUID().uuidString
        let out = folder.appending(path: ".out-\(id)"), err = folder.appending(path: ".err-\(id)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    static func finish(_ started: (Process, URL, URL)) -> Result {
        started.0.waitUntilExit()
        let result = Result(status: started.0.terminationStatus,
                            stdout: (try? String(contentsOf: started.1, encoding: .utf8)) ?? "",
                            stderr: (try? String(contentsOf: started.2, encoding: .utf8)) ?? "")
        try? FileManager.default.removeItem(at: started.1)
        try? FileManager.default.removeItem(at: started.2)
        return result
    }

    /// Runs `trellis ARGS` in `folder` and waits.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Result {
        finish(try start(arguments, in: folder, environment: environment))
    }
}

/// A fresh working folder with a copy of the repository's `examples/`, and its catalog: the
/// default `./trellis.sqlite`, or — with `store: .postgres`, or for every workspace when
/// `TRELLIS_TEST_STORE=postgres` — a new database in the test cluster, which every `trellis`
/// run in the folder gets as `TRELLIS_DB`.
final class Workspace {
    enum Store: String { case sqlite, postgres }

    let url: URL
    /// The PostgreSQL catalog's URL; nil for SQLite.
    let postgres: String?

    init(examples: Bool = true, store: Store? = nil) throws {
        url = FileManager.default.temporaryDirectory.appending(path: "trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if examples {
            try FileManager.default.copyItem(at: CLI.packageRoot.appending(path: "examples"), to: url.appending(path: "examples"))
        }
        let chosen = store ?? ProcessInfo.processInfo.environment["TRELLIS_TEST_STORE"].flatMap(Store.init) ?? .sqlite
        postgres = chosen == .postgres ? try TestCluster.shared().createDatabase() : nil
        if let postgres { Self.catalogs.withLock { $0[url.path] = postgres } }
    }

    deinit {
        Self.catalogs.withLock { $0[url.path] = nil }
        if let postgres { try? TestCluster.dropDatabase(postgres) }
        try? FileManager.default.removeItem(at: url)
    }

    private static let catalogs = Mutex<[String: String]>([:])

    /// The PostgreSQL catalog of the workspace at `folder`, if it has one.
    static func catalog(in folder: URL) -> String? {
        catalogs.withLock { $0[folder.path] }
    }

    func path(_ name: String) -> String { url.appending(path: name).path }

    @discardableResult
    func trellis(_ arguments: String..., environment: [String: String] = [:]) throws -> CLI.Result {
        try CLI.run(arguments, in: url, environment: environment)
    }

    func write(_ name: String, _ text: String) throws {
        let file = url.appending(path: name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String { try String(contentsOf: url.appending(path: name), encoding: .utf8) }

    /// `count` small distinct screens in `folder`, named PREFIX_0 …
    func generateScreens(_ count: Int, prefix: String, in folder: String) throws {
        for index in 0..<count {
            try write("\(folder)/\(prefix)_\(index).yaml", """
                screen: \(prefix)_\(index)
                tags: [generated]
                views:
                  - scroll: scroll
                    views:
                      - stack: stack
                        axis: vertical
                        spacing: \(8 + index % 5)
                        arranged:
                          - label: title
                            text: Screen \(prefix) number \(index)
                            style: title2
                            lines: 0
                          - label: body
                            text: Generated to load the catalog with many screens at once.
                            style: body
                            lines: 0
                          - button: go
                            title: Continue
                constraints:
                  - scroll.edges == safeArea.edges
                  - stack.edges == scroll.content.edges
                  - stack.width == scroll.frame.width

                """)
        }
    }
}

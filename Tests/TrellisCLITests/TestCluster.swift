import Foundation

/// A PostgreSQL cluster for the CLI tests: the shared one `scripts/test` starts (admin URL in
/// `TRELLIS_TEST_POSTGRES`), or a private one a fault test starts, restarts and stops itself
/// with `scripts/postgres-cluster`. Missing, the tests that need it fail with a message saying so.
struct TestCluster {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The admin URL (database `postgres`).
    let adminURL: String
    /// The cluster's folder when this test owns it.
    let folder: String?

    static func shared() throws -> TestCluster {
        guard let url = ProcessInfo.processInfo.environment["TRELLIS_TEST_POSTGRES"], !url.isEmpty else {
            throw Failure(description: "TRELLIS_TEST_POSTGRES is not set: run the tests with ./scripts/test, which starts a "
                + "throwaway PostgreSQL cluster (scripts/postgres-cluster) and exports its URL")
        }
        return TestCluster(adminURL: url, folder: nil)
    }

    /// A cluster of this test's own (the restart test must not restart everyone's).
    static func privateCluster() throws -> TestCluster {
        let folder = FileManager.default.temporaryDirectory.appending(path: "trellis-pg-\(UUID().uuidString.prefix(8))").path
        let url = try script("start", folder).trimmingCharacters(in: .whitespacesAndNewlines)
        return TestCluster(adminURL: url, folder: folder)
    }

    func restart() throws { _ = try Self.script("restart", folder!) }
    func stop() { _ = try? Self.script("stop", folder!) }

    /// A new empty database; its URL.
    func createDatabase() throws -> String {
        let name = "cli_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        _ = try Self.psql(adminURL, "CREATE DATABASE \(name)")
        return adminURL.replacingOccurrences(of: "/postgres?", with: "/\(name)?")
    }

    static func dropDatabase(_ url: String) throws {
        guard let name = url.firstMatch(of: /\/(cli_[0-9a-f]+)\?/)?.1 else { return }
        _ = try psql(url.replacingOccurrences(of: "/\(name)?", with: "/postgres?"), "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    /// One value from a query, as psql prints it unaligned.
    static func value(_ url: String, _ sql: String) throws -> String {
        try psql(url, sql, "-tA").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    static func psql(_ url: String, _ sql: String, _ options: String...) throws -> String {
        try run(["psql", url, "-v", "ON_ERROR_STOP=1", "-qc", sql] + options)
    }

    private static func script(_ arguments: String...) throws -> String {
        try run([CLI.packageRoot.appending(path: "scripts/postgres-cluster").path] + arguments)
    }

    /// Runs a command with its output in files (a pipe's write end could leak into processes
    /// other tests start meanwhile, and the read would never end).
    private static func run(_ arguments: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory
        let id = UUID().uuidString
        let out = folder.appending(path: "trellis-cluster-\(id).out"), err = folder.appending(path: "trellis-cluster-\(id).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.prefix(2).joined(separator: " ")): " + ((try? String(contentsOf: err, encoding: .utf8)) ?? ""))
        }
        return (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    }
}

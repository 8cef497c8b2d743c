import Foundation
import Testing
@testable import TrellisCatalog

/// The two stores every behaviour test runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres
    var testDescription: String { rawValue }
}

/// A fresh, empty catalog location of one kind: a file in a temporary folder, or a new database
/// in the PostgreSQL cluster `scripts/test` starts (its admin URL in `TRELLIS_TEST_POSTGRES`),
/// dropped again when the test ends. Without that cluster the PostgreSQL cases fail, loudly.
final class FreshCatalog {
    let location: String
    private let folder = TemporaryDirectory()
    private var database: String?

    init(_ kind: StoreKind) throws {
        switch kind {
        case .sqlite:
            location = folder.path("c.sqlite")
        case .postgres:
            let name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            try PostgresAdmin.run("CREATE DATABASE \(name)")
            database = name
            location = try PostgresAdmin.url(database: name)
        }
    }

    deinit {
        if let database { try? PostgresAdmin.run("DROP DATABASE IF EXISTS \(database) WITH (FORCE)") }
    }
}

/// The test cluster's administrator: `psql` with the URL `scripts/test` exports.
enum PostgresAdmin {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func adminURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["TRELLIS_TEST_POSTGRES"], !url.isEmpty else {
            throw Missing(description: "TRELLIS_TEST_POSTGRES is not set: run the tests with ./scripts/test, which starts a "
                + "throwaway PostgreSQL cluster (scripts/postgres-cluster) and exports its URL")
        }
        return url
    }

    /// The admin URL with another database.
    static func url(database: String) throws -> String {
        try adminURL().replacingOccurrences(of: "/postgres?", with: "/\(database)?")
    }

    static func run(_ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", try adminURL(), "-v", "ON_ERROR_STOP=1", "-qc", sql]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Missing(description: "psql \(sql): " + String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
    }
}

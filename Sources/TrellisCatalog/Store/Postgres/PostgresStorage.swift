import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// A catalog in a PostgreSQL database (13 or newer), reached through postgres-nio, migrated on
/// first use with `Migrations/postgres/`.
///
/// Connections are pooled and reused; each transaction holds one. Exclusive writers (register)
/// take a transaction-scoped advisory lock, so they run one at a time as on SQLite; the others
/// run side by side, and a transaction the server aborts to resolve a conflict (serialization
/// failure, deadlock) runs again. A connection lost mid-way (the server restarted) is made
/// again for up to ``reconnectWindow`` seconds before the command gives up with exit 3.
final class PostgresStorage: CatalogStorage, @unchecked Sendable {
    let url: PostgresURL
    let logger = Logger(label: "trellis-postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    private let lock = NSLock()
    private var idle: [PostgresConnection] = []
    private var nextConnectionID = 0
    private let sslContext: NIOSSLContext?
    private let notifications = PostgresNotifications()

    /// How long a command keeps reconnecting after losing the server.
    static let reconnectWindow: TimeInterval = 30
    /// The advisory lock exclusive writers hold (any number: it only has to be the same everywhere).
    static let writerLock = 0x7472_656C   // "trel"
    static let migrationLock = 0x7472_656D

    var location: String { url.redacted }

    init(url: PostgresURL, schemaVersion: String? = nil) throws(TrellisError) {
        self.url = url
        do {
            sslContext = try Self.sslContext(url.sslMode)
        } catch {
            throw .catalog("\(url.redacted): cannot set up TLS (\(error))")
        }
        try migrate(upTo: schemaVersion)
    }

    deinit {
        for connection in idle { try? connection.close().wait() }
    }

    // MARK: - Transactions

    func read<T>(_ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", exclusive: false, body)
    }

    func write<T>(exclusive: Bool, _ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        try transaction("BEGIN", exclusive: exclusive, body)
    }

    private func transaction<T>(_ begin: String, exclusive: Bool, _ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        let start = Date()
        var attempt = 0
        while true {
            do {
                return try withSession { session in
                    try session.execute(begin)
                    do {
                        if exclusive { try session.execute("SELECT pg_advisory_xact_lock(\(Self.writerLock))") }
                        let result = try body(session)
                        try session.execute("COMMIT")
                        return result
                    } catch {
                        // On a lost connection a ROLLBACK could wait for ever; the server rolls back anyway.
                        if PostgresFailure(error) != .connection && !session.connection.isClosed { _ = try? session.execute("ROLLBACK") }
                        throw error
                    }
                }
            } catch let error as TrellisError {
                throw error
            } catch {
                attempt += 1
                switch PostgresFailure(error) {
                case .conflict where attempt < 50:
                    Thread.sleep(forTimeInterval: Double.random(in: 0.001...0.01) * Double(min(attempt, 10)))
                case .connection where Date().timeIntervalSince(start) < Self.reconnectWindow:
                    Thread.sleep(forTimeInterval: min(0.1 * Double(attempt), 1))
                default:
                    throw .catalog(describe(error))
                }
            }
        }
    }

    /// A pooled connection for `body`; a connection that failed is closed, not pooled again.
    func withSession<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        let connection = try take()
        do {
            let result = try body(PostgresSession(connection, logger: logger))
            lock.withLock { idle.append(connection) }
            return result
        } catch {
            if connection.isClosed || PostgresFailure(error) == .connection {
                try? connection.close().wait()
            } else {
                lock.withLock { idle.append(connection) }
            }
            throw error
        }
    }

    private func take() throws -> PostgresConnection {
        if let connection = lock.withLock({ idle.popLast() }), !connection.isClosed { return connection }
        return try connect()
    }

    /// A new connection (not pooled: the caller owns it).
    func connect() throws -> PostgresConnection {
        let id = lock.withLock { nextConnectionID += 1; return nextConnectionID }
        var configuration: PostgresConnection.Configuration
        if let socket = url.socketPath {
            configuration = .init(unixSocketPath: socket, username: url.user, password: url.password, database: url.database)
        } else {
            let tls: PostgresConnection.Configuration.TLS = switch (url.sslMode, sslContext) {
            case let ("require", context?), let ("verify-ca", context?), let ("verify-full", context?): .require(context)
            case let (_, context?): .prefer(context)
            default: .disable
            }
            configuration = .init(host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: tls)
        }
        configuration.options.connectTimeout = .seconds(10)
        return try PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration,
                                              id: id, logger: logger).wait()
    }

    private static func sslContext(_ mode: String) throws -> NIOSSLContext? {
        guard mode != "disable" else { return nil }
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case "verify-full": configuration.certificateVerification = .fullVerification
        case "verify-ca": configuration.certificateVerification = .noHostnameVerification
        default: configuration.certificateVerification = .none   // allow, prefer, require: encrypt, as libpq, without checking
        }
        return try NIOSSLContext(configuration: configuration)
    }

    /// Waits for a `NOTIFY trellis_work` (work recorded or done), at most `timeout` seconds.
    func waitForNotification(timeout: TimeInterval) {
        notifications.wait(timeout: timeout, storage: self)
    }

    /// `VACUUM` of these tables, outside a transaction (VACUUM cannot run in one). Best effort: a
    /// role that does not own them gets a warning, a lost connection loses nothing but the tidying.
    func vacuum(_ tables: [String]) {
        _ = try? withSession { session in try session.execute("VACUUM " + tables.joined(separator: ", ")) }
    }

    // MARK: - Schema

    private func migrate(upTo last: String?) throws(TrellisError) {
        do {
            try withSession { session in
                // One process migrates at a time; the others wait, then find the work done.
                try session.execute("SELECT pg_advisory_lock(\(Self.migrationLock))")
                defer { _ = try? session.execute("SELECT pg_advisory_unlock(\(Self.migrationLock))") }
                try session.execute("CREATE TABLE IF NOT EXISTS trellis_migrations (identifier TEXT COLLATE \"C\" PRIMARY KEY)")
                let applied = Set(try session.rows("SELECT identifier FROM trellis_migrations").map { $0.string(0) })
                if !applied.isSubset(of: Schema.versions) { throw Schema.newerError(location: location, applied: applied) }
                for migration in Schema.migrations(.postgres) {
                    if !applied.contains(migration.identifier) {
                        try session.execute("BEGIN")
                        do {
                            try session.executeScript(migration.sql)
                            try session.execute("INSERT INTO trellis_migrations (identifier) VALUES (?)", [.text(migration.identifier)])
                            try session.execute("COMMIT")
                        } catch {
                            _ = try? session.execute("ROLLBACK")
                            throw error
                        }
                    }
                    if migration.identifier == last { break }
                }
            }
        } catch let error as TrellisError {
            throw error
        } catch {
            throw .catalog(describe(error))
        }
    }

    func appliedMigrations() throws(TrellisError) -> [String] {
        try read { db in try db.rows("SELECT identifier FROM trellis_migrations ORDER BY identifier").map { $0.string(0) } }
    }

    // MARK: - Messages

    /// What went wrong, naming the catalog by its URL without the password.
    func describe(_ error: any Error) -> String {
        "\(location): " + PostgresFailure.message(error, host: url.socketPath ?? "\(url.host):\(url.port)")
    }
}

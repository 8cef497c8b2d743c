import Foundation
import GRDB

/// A catalog in one SQLite file, opened in WAL mode with a busy timeout and foreign keys on,
/// created and migrated on first use.
///
/// Every transaction that writes is IMMEDIATE: it takes the write lock up front. Several
/// `trellis` processes may share one file: writers queue on SQLite's lock for up to
/// ``busyTimeout`` seconds instead of failing with "database is locked".
final class SQLiteStorage: CatalogStorage {
    let path: String
    /// WAL with a pool: reads run concurrently with each other and with the one writer.
    private let pool: DatabasePool

    /// How long a writer waits for another process's transaction before giving up.
    static let busyTimeout: TimeInterval = 120

    var location: String { path }

    init(path: String, schemaVersion: String? = nil) throws(TrellisError) {
        self.path = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .catalog("\(path): is a directory, not a catalog file")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.journalMode = .wal
        configuration.foreignKeysEnabled = true
        configuration.label = "trellis-catalog"
        configuration.prepareDatabase { db in
            // WAL with NORMAL sync: every commit is atomic and a crash (even kill -9) never
            // corrupts; only a power loss may forget the last transactions.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            pool = try Self.retryingBusy { try DatabasePool(path: path, configuration: configuration) }
        } catch {
            throw .catalog(Self.describe(error, path: path))
        }
        try migrate(upTo: schemaVersion)
    }

    private func migrate(upTo last: String?) throws(TrellisError) {
        let migrator = Self.migrator(upTo: last)
        // Several processes may open one fresh catalog at once. While one creates the schema,
        // another may see a half-made one ("no such table: grdb_migrations", "table already
        // exists"); it looks again, with its schema cache cleared, until the work is done.
        var attempt = 0
        while true {
            do {
                // On the writer's connection: its schema cache is the one cleared below.
                let (superseded, complete, applied) = try pool.writeWithoutTransaction { db in
                    var state: (Bool, Bool, Set<String>) = (false, false, [])
                    try db.inTransaction(.deferred) {
                        state = (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db), try migrator.appliedIdentifiers(db))
                        return .commit
                    }
                    return state
                }
                if superseded { throw Schema.newerError(location: path, applied: applied) }
                if !complete { try migrator.migrate(pool) }
                return
            } catch let error as TrellisError {
                throw error
            } catch let error as DatabaseError where error.resultCode != .SQLITE_NOTADB && attempt < 20 {
                attempt += 1
                pool.writeWithoutTransaction { db in db.clearSchemaCache() }
                Thread.sleep(forTimeInterval: 0.02 * Double(attempt))
            } catch {
                throw .catalog(Self.describe(error, path: path))
            }
        }
    }

    /// A migrator applying every known migration, or those up to `last`.
    private static func migrator(upTo last: String?) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in Schema.migrations(.sqlite) {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
            if migration.identifier == last { break }
        }
        return migrator
    }

    func write<T>(exclusive: Bool, _ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        do {
            return try pool.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(SQLiteSession(db))
                    return .commit
                }
                return result!
            }
        } catch let error as TrellisError {
            throw error
        } catch {
            throw .catalog(Self.describe(error, path: path))
        }
    }

    func read<T>(_ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        do {
            return try pool.read { db in try body(SQLiteSession(db)) }
        } catch let error as TrellisError {
            throw error
        } catch {
            throw .catalog(Self.describe(error, path: path))
        }
    }

    /// Copies the write-ahead log into the database file and empties it (fixtures, backups).
    func checkpoint() throws(TrellisError) {
        do {
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        } catch {
            throw .catalog(Self.describe(error, path: path))
        }
    }

    func appliedMigrations() throws(TrellisError) -> [String] {
        do {
            return try pool.read { db in try Self.migrator(upTo: nil).appliedMigrations(db) }
        } catch {
            throw .catalog(Self.describe(error, path: path))
        }
    }

    static func describe(_ error: any Error, path: String) -> String {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return "\(path): not a Trellis catalog (the file is not an SQLite database)"
            case .SQLITE_CANTOPEN: return "\(path): cannot open the catalog (missing folder or no permission)"
            case .SQLITE_READONLY: return "\(path): the catalog is read-only"
            case .SQLITE_CORRUPT: return "\(path): the catalog file is corrupt"
            case .SQLITE_BUSY: return "\(path): the catalog stayed locked by another process for \(Int(busyTimeout)) s"
            case .SQLITE_FULL: return "\(path): the disk is full"
            default: return "\(path): \(error.message ?? "\(error)")"
            }
        }
        return "\(path): \(error)"
    }

    /// Opening a fresh file in WAL mode briefly needs an exclusive lock that SQLite does not
    /// wait for; retry a few times when another process holds it.
    private static func retryingBusy<T>(_ body: () throws -> T) throws -> T {
        var attempt = 0
        while true {
            do { return try body() } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED) && attempt < 50 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.02 * Double(min(attempt, 10)))
            }
        }
    }
}

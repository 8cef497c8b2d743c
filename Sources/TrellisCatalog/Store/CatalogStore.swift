import Foundation

/// A Trellis catalog's store: a SQLite file or a PostgreSQL database, created and migrated on
/// first use. It holds the catalog's SQL (written once, in the dialect both accept); the rules —
/// what a registration changes, what a solve still needs — live above it in ``Catalog``.
///
/// ```swift
/// let store = try CatalogStore(path: "trellis.sqlite")                    // or "postgres://ci@db/trellis"
/// store.location                                                          // the URL without its password
/// ```
final class CatalogStore: Sendable {
    let storage: any CatalogStorage

    /// Opens (creating and migrating if needed) the catalog at `location`: a file path, or a
    /// `postgres://` URL.
    ///
    /// - Parameter schemaVersion: migrate only up to this migration (fixtures and tests).
    /// - Throws: ``TrellisError/catalog(_:)`` when it is not a catalog, cannot be opened or
    ///   reached, or was made by a newer `trellis` (a schema this binary does not know).
    public init(path location: String, schemaVersion: String? = nil) throws(TrellisError) {
        if PostgresURL.isPostgres(location) {
            storage = try PostgresStorage(url: try PostgresURL(location), schemaVersion: schemaVersion)
        } else {
            storage = try SQLiteStorage(path: location, schemaVersion: schemaVersion)
        }
    }

    /// The catalog's name in messages: the file path, or the URL with its password replaced.
    public var location: String { storage.location }
    @available(*, deprecated, renamed: "location")
    public var path: String { storage.location }

    /// Whether this is a PostgreSQL catalog: solving fans out to `trellis worker` processes.
    public var isShared: Bool { storage is PostgresStorage }

    /// The migrations applied to this catalog, oldest first.
    public func appliedMigrations() throws(TrellisError) -> [String] {
        try storage.appliedMigrations()
    }

    func read<T>(_ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        try storage.read(body)
    }

    func write<T>(exclusive: Bool = false, _ body: (any SQLSession) throws -> T) throws(TrellisError) -> T {
        try storage.write(exclusive: exclusive, body)
    }

    /// Copies a SQLite catalog's write-ahead log into its file (fixtures, backups).
    func checkpoint() throws(TrellisError) {
        try (storage as? SQLiteStorage)?.checkpoint()
    }
}

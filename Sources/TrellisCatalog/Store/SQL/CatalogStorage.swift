/// Where a catalog lives — a SQLite file or a PostgreSQL database — and how to run a transaction
/// there. The implementations open, migrate, lock and retry; the catalog's SQL, written once in
/// the dialect both accept, lives in ``CatalogStore``.
protocol CatalogStorage: AnyObject, Sendable {
    /// The catalog's name in messages: the file path, or the URL with its password replaced.
    var location: String { get }
    /// Runs `body` in a read transaction (a consistent snapshot).
    func read<T>(_ body: (any SQLSession) throws -> T) throws(TrellisError) -> T
    /// Runs `body` in one transaction, all or nothing. `exclusive` writers (register) run one at a
    /// time, so what they read is still true when they write; others (stored results) run side
    /// by side. A transaction the database aborts to resolve a conflict runs `body` again.
    func write<T>(exclusive: Bool, _ body: (any SQLSession) throws -> T) throws(TrellisError) -> T
    /// The migrations applied to this catalog, oldest first.
    func appliedMigrations() throws(TrellisError) -> [String]
}

import GRDB

/// The catalog schema: the numbered SQL files of the top-level `Migrations/` folder, embedded at
/// build time, applied in order by GRDB's `DatabaseMigrator`.
///
/// ```swift
/// Schema.versions.last // "0002_current_findings"
/// ```
public enum Schema {
    /// Migration identifiers (file names without `.sql`), oldest first.
    public static var versions: [String] { migrations.map(\.identifier) }

    static let migrations: [(identifier: String, sql: String)] = EmbeddedResources.migrations
        .map { (identifier: String($0.path.split(separator: "/").last!.dropLast(4)), sql: $0.text) }
        .sorted { $0.identifier < $1.identifier }

    /// A migrator applying every known migration, or those up to `last`.
    static func migrator(upTo last: String? = nil) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
            if migration.identifier == last { break }
        }
        return migrator
    }
}

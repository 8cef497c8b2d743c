import Foundation
import Testing
import TrellisLayout
@testable import TrellisCatalog

/// The two dialects' migrations: one logical schema, and every earlier schema upgrades.
@Suite("Schema in both dialects")
struct SchemaTests {
    /// Table (and view) → column → (type class, not null), as the store itself reports them.
    static func logicalSchema(_ store: CatalogStore) throws -> [String: [String: String]] {
        try store.read { db in
            var tables: [String: [String: String]] = [:]
            if store.isShared {
                for row in try db.rows("""
                    SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
                    WHERE table_schema = 'public' AND table_name <> 'trellis_migrations'
                    """) {
                    tables[row.string(0), default: [:]][row.string(1)] = typeClass(row.string(2)) + (row.string(3) == "NO" ? " not null" : "")
                }
            } else {
                let names = try db.rows("""
                    SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                    """).map { $0.string(0) }
                for name in names {
                    for row in try db.rows("PRAGMA table_info(\(name))") {
                        // Primary keys are never null in practice, though SQLite (unlike PostgreSQL) does not declare them so.
                        let notNull = row.int(3) == 1 || row.int(5) > 0
                        tables[name, default: [:]][row.string(1)] = typeClass(row.string(2)) + (notNull ? " not null" : "")
                    }
                }
            }
            return tables
        }
    }

    /// What a column holds, whatever the dialect calls it.
    static func typeClass(_ type: String) -> String {
        switch type.lowercased() {
        case "integer", "bigint", "int", "smallint": "integer"
        case "real", "double precision", "float": "real"
        case "text", "character varying": "text"
        case "": "any"   // a view's computed column in SQLite
        default: type.lowercased()
        }
    }

    @Test("Migrations/sqlite and Migrations/postgres have the same numbers and make the same tables, columns and types")
    func sameLogicalSchema() throws {
        let names = { (dialect: Schema.Dialect) in Schema.migrations(dialect).map(\.identifier) }
        #expect(names(.sqlite) == names(.postgres))
        let sqlite = try FreshCatalog(.sqlite), postgres = try FreshCatalog(.postgres)
        let a = try Self.logicalSchema(try CatalogStore(path: sqlite.location))
        let b = try Self.logicalSchema(try CatalogStore(path: postgres.location))
        #expect(a.keys.sorted() == b.keys.sorted())
        for table in a.keys.sorted() {
            // A view's columns carry no declared type in SQLite: compare their names.
            if a[table]!.values.contains(where: { $0.hasPrefix("any") }) {
                #expect(a[table]!.keys.sorted() == (b[table] ?? [:]).keys.sorted(), "view \(table)")
            } else {
                #expect(a[table]! == (b[table] ?? [:]), "table \(table)")
            }
        }
    }

    @Test("a PostgreSQL catalog made by any earlier migration opens, upgrades and keeps its data", arguments: Schema.versions)
    func postgresUpgrades(version: String) throws {
        let fresh = try FreshCatalog(.postgres)
        let old = try CatalogStore(path: fresh.location, schemaVersion: version)
        #expect(try old.appliedMigrations() == Array(Schema.versions.prefix(through: Schema.versions.firstIndex(of: version)!)))
        // What the trellis of that schema wrote: one revision, one screen, one solved finding.
        let file = Files.screen("Old")
        try old.write { db in
            try db.execute("INSERT INTO catalog_revisions (id, created_at, summary) VALUES (1, '2026-01-01T00:00:00.000Z', '1 screen(s)')")
            let screenID = try db.insertReturningID("INSERT INTO screens (name) VALUES ('Old')", [])
            let revisionID = try db.insertReturningID("""
                INSERT INTO screen_revisions (screen_id, number, hash, source_hash, source, path, tags, registered_at, catalog_revision_id)
                VALUES (?, 1, ?, ?, ?, ?, '["generated"]', '2026-01-01T00:00:00.000Z', 1)
                """, [.integer(screenID), .text(Registration.revisionHash(source: file.text, components: [], hashes: [:])),
                      .text(SHA256.hex(file.text)), .text(file.text), .text(file.path)])
            try db.execute("UPDATE screens SET current_revision_id = ? WHERE id = ?", [.integer(revisionID), .integer(screenID)])
            try db.execute("INSERT INTO catalog_revision_screens VALUES (1, ?)", [.integer(revisionID)])
            try db.execute("""
                INSERT INTO profiles (key, device, orientation, text_size, text_size_rank, keyboard, rtl)
                VALUES ('iphone-se/portrait/L', 'iphone-se', 'portrait', 'L', 3, 0, 0)
                """)
            let layoutID = try db.insertReturningID("""
                INSERT INTO layouts (screen_revision_hash, profile_id, engine_version, scrolls, finding_count, solved_at)
                VALUES ('h', 1, '0.9', 1, 1, '2026-01-01')
                """, [])
            try db.execute("""
                INSERT INTO findings (layout_id, screen_revision_hash, profile_id, engine_version, kind, views, amount, message)
                VALUES (?, 'h', 1, '0.9', 'scrolls', '["scroll"]', 12.5, 'm')
                """, [.integer(layoutID)])
        }
        let store = try CatalogStore(path: fresh.location)
        #expect(try store.appliedMigrations() == Schema.versions)
        #expect(try store.currentScreens().map(\.name) == ["Old"])
        #expect(try store.register([file]).catalogRevision == nil, "the old revision's hash still keys the screen")
        #expect(try store.catalogRevisions().map(\.author) == [nil])
        #expect(try store.read { db in try db.rows("SELECT kind, amount FROM findings").map { "\($0.string(0)) \($0.double(1)!)" } }
            == ["scrolls 12.5"])
        #expect(try store.register(ExampleCatalog.files).catalogRevision == 2)
    }

    @Test("work a 0006 PostgreSQL catalog queued (a row per layout) carries over to 0007's rows per screen revision and is solved")
    func queuedWorkUpgrades() throws {
        let fresh = try FreshCatalog(.postgres)
        let old = try CatalogStore(path: fresh.location, schemaVersion: "0006_work_queue")
        _ = try old.register([Files.screen("Queued")])
        let revision = try #require(try old.currentScreens().first)
        let keys = ["iphone-se/portrait/L", "iphone-se/portrait/AX3"]
        try old.write { db in
            for key in keys {
                try db.execute("""
                    INSERT INTO work_items (screen_revision_id, screen_revision_hash, profile_key, engine_version, enqueued_at)
                    VALUES (?, ?, ?, 'test-1', '2026-01-01T00:00:00.000Z')
                    """, [.integer(revision.revisionID), .text(revision.hash), .text(key)])
            }
        }
        let store = try CatalogStore(path: fresh.location)
        #expect(try store.remainingWork(engine: "test-1") == 2)
        #expect(try store.read { db in try db.rows("SELECT profile_keys FROM work_items ORDER BY id").map { $0.string(0) } }
            == keys.map { "[\"\($0)\"]" })
        let solver = CountingSolver()
        #expect(try Worker(store: store, solver: solver, jobs: 1).run { true } == 2)
        #expect(solver.layoutsSolved == 2)
        #expect(try store.remainingWork(engine: "test-1") == 0)
        #expect(try store.read { db in try db.int("SELECT COUNT(*) FROM layouts WHERE engine_version = 'test-1'") } == 2)
    }

    @Test("a PostgreSQL catalog from a newer trellis is refused with exit 3")
    func newerPostgresSchema() throws {
        let fresh = try FreshCatalog(.postgres)
        let store = try CatalogStore(path: fresh.location)
        _ = try store.write { db in try db.execute("INSERT INTO trellis_migrations VALUES ('9999_from_the_future')") }
        let error = #expect(throws: TrellisError.self) { try CatalogStore(path: fresh.location) }
        #expect(error?.exitCode == 3)
        #expect(error?.description.contains("newer") == true)
    }

    @Test("a postgres:// URL is printed with its password replaced; PGPASSWORD and ~/.pgpass fill a missing one")
    func urlCredentials() throws {
        let url = try PostgresURL("postgres://ci:s3cr%40t@db.example:6543/cat?sslmode=require", environment: [:])
        #expect(url.user == "ci" && url.password == "s3cr@t" && url.host == "db.example" && url.port == 6543 && url.database == "cat")
        #expect(url.redacted == "postgres://ci:***@db.example:6543/cat?sslmode=require")
        #expect(!url.redacted.contains("s3cr"))
        let folder = TemporaryDirectory()
        try "# comment\nother:5432:*:ci:nope\ndb.example:*:cat:ci:from\\:file\n".write(toFile: folder.path("pgpass"), atomically: true, encoding: .utf8)
        let fromFile = try PostgresURL("postgres://ci@db.example/cat", environment: ["PGPASSFILE": folder.path("pgpass")])
        #expect(fromFile.password == "from:file")
        let fromEnvironment = try PostgresURL("postgres://ci@db.example/cat", environment: ["PGPASSWORD": "env", "PGPASSFILE": folder.path("pgpass")])
        #expect(fromEnvironment.password == "env")
        let socket = try PostgresURL("postgres://ci@/cat?host=/run/pg", environment: [:])
        #expect(socket.socketPath == "/run/pg/.s.PGSQL.5432")
        #expect(throws: TrellisError.self) { try PostgresURL("postgres://ci@db/cat?sslmode=sometimes", environment: [:]) }
    }
}

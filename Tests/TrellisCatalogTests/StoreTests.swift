import Foundation
import GRDB
import Testing
import TrellisLayout
@testable import TrellisCatalog

@Suite("Catalog store")
struct StoreTests {
    @Test("a fresh catalog is migrated to the latest schema, in WAL mode, with foreign keys on")
    func freshCatalog() throws {
        let folder = TemporaryDirectory()
        let store = try CatalogStore(path: folder.path("c.sqlite"))
        #expect(try store.appliedMigrations() == Schema.versions)
        #expect(Schema.versions.first == "0001_initial")
        let (mode, foreignKeys) = try store.read { db in
            (try db.string("PRAGMA journal_mode"), try db.int("PRAGMA foreign_keys"))
        }
        #expect(mode == "wal")
        #expect(foreignKeys == 1)
    }

    @Test("every schema version's fixture opens and upgrades, keeping its screens", arguments: Schema.versions)
    func fixtureUpgrades(version: String) throws {
        let fixture = try #require(Bundle.module.url(forResource: "catalog-\(version)", withExtension: "db", subdirectory: "Fixtures"),
                                   "missing fixture Fixtures/catalog-\(version).db (TRELLIS_WRITE_FIXTURES=DIR swift test writes it)")
        let folder = TemporaryDirectory()
        let path = folder.path("old.sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        let before = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(before == Array(Schema.versions.prefix(through: Schema.versions.firstIndex(of: version)!)))

        let store = try CatalogStore(path: path)
        #expect(try store.appliedMigrations() == Schema.versions)
        // Each fixture holds the examples of its day: today's examples or a part of them.
        let screens = try store.currentScreens().map(\.name)
        #expect(!screens.isEmpty && Set(screens).isSubset(of: ExampleCatalog.screens.map { $0.text.screenName }))
        // The fixture's own files again: nothing new, so old hashes still key the cache.
        let files = try store.read { db in
            try db.rows("""
                SELECT r.path, r.source FROM components c JOIN component_revisions r ON r.id = c.current_revision_id
                UNION ALL SELECT r.path, r.source FROM screens s JOIN screen_revisions r ON r.id = s.current_revision_id
                """).map { SourceFile(path: $0.string(0), text: $0.string(1)) }
        }
        #expect(files.count == screens.count + ExampleCatalog.files.count - ExampleCatalog.screens.count)
        let report = try store.register(files)
        #expect(report.catalogRevision == nil)
        #expect(try store.catalogRevisions().allSatisfy { $0.author == nil }, "revisions from before 0005 name no author")
        // Today's examples register on top of it.
        #expect(throws: Never.self) { try store.register(ExampleCatalog.files) }
        #expect(try store.read { db in try db.int("SELECT COUNT(*) FROM current_findings") } != nil)
    }

    @Test("0004 takes the kinds out of the schema: old findings survive it, and obscured and overlap can be stored")
    func findingKindsLeaveTheSchema() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("c.sqlite")
        let insertLayout = """
            INSERT INTO profiles (key, device, orientation, text_size, text_size_rank, keyboard, rtl)
                VALUES ('iphone-se/portrait/L', 'iphone-se', 'portrait', 'L', 3, 0, 0);
            INSERT INTO layouts (screen_revision_hash, profile_id, engine_version, scrolls, finding_count, solved_at)
                VALUES ('h', 1, '1.4.1', 1, 1, '2026-01-01');
            """
        let insertFinding = { (kind: String) in
            "INSERT INTO findings (layout_id, screen_revision_hash, profile_id, engine_version, kind, views, amount, message) "
                + "VALUES (1, 'h', 1, '1.4.1', '\(kind)', '[\"scroll\"]', 12.5, 'm')"
        }
        try CatalogStore(path: path, schemaVersion: "0003_solved_selections").write { db in
            try db.execute(insertLayout + insertFinding("scrolls"))
            #expect(throws: DatabaseError.self) { try db.execute(insertFinding("obscured")) }
        }
        let store = try CatalogStore(path: path)
        let kept = try store.read { db in try db.rows("SELECT kind, views, amount FROM findings") }
        #expect(kept.map { "\($0.string(0)) \($0.string(1)) \($0.double(2)!)" } == ["scrolls [\"scroll\"] 12.5"])
        try store.write { db in
            for kind in [Finding.Kind.obscured, .overlap] { try db.execute(insertFinding(kind.rawValue)) }
        }
        #expect(try store.read { db in try db.int("SELECT COUNT(*) FROM findings") } == 3)
    }

    @Test("a catalog revision records who made it: the server's token name, or nobody for the CLI")
    func revisionAuthor() throws {
        let folder = TemporaryDirectory()
        let store = try CatalogStore(path: folder.path("c.sqlite"))
        _ = try store.register(ExampleCatalog.files)
        let changed = ExampleCatalog.files.map { SourceFile(path: $0.path, text: $0.text + "\n# edited\n") }
        #expect(try store.register(changed, author: "ci").catalogRevision == 2)
        #expect(try store.catalogRevisions().map(\.author) == [nil, "ci"])
    }

    /// Only the missing ones: a fixture stays as the trellis of its schema wrote it, and today's
    /// register writes columns (0005's `author`) that older schemas lack.
    @Test("writes the missing fixtures when TRELLIS_WRITE_FIXTURES names their folder")
    func writeFixtures() throws {
        guard let folder = ProcessInfo.processInfo.environment["TRELLIS_WRITE_FIXTURES"] else { return }
        for version in Schema.versions {
            let path = folder + "/catalog-\(version).db"
            if FileManager.default.fileExists(atPath: path) { continue }
            let store = try CatalogStore(path: path, schemaVersion: version)
            _ = try store.register(ExampleCatalog.files, at: Date(timeIntervalSince1970: 1_790_000_000))
            try store.checkpoint()
        }
    }

    @Test("a catalog from a newer trellis is refused with exit 3, untouched")
    func newerSchema() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("future.sqlite")
        _ = try CatalogStore(path: path)
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('9999_from_the_future')") }
        let error = #expect(throws: TrellisError.self) { try CatalogStore(path: path) }
        #expect(error?.exitCode == 3)
        #expect(error?.description.contains("newer") == true)
    }

    @Test("a file that is not a catalog is refused with exit 3")
    func notACatalog() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("garbage.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: TrellisError.self) { try CatalogStore(path: path) }
        #expect(error?.exitCode == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x41, count: 4096))
    }

    @Test("register is idempotent: unchanged files make no new revision")
    func idempotent() throws {
        let folder = TemporaryDirectory()
        let store = try CatalogStore(path: folder.path("c.sqlite"))
        let first = try store.register([Files.button(), Files.screen("A", component: "Button"), Files.screen("B")])
        #expect(first.catalogRevision == 1)
        #expect(first.screensAdded == ["A", "B"])
        let again = try store.register([Files.button(), Files.screen("A", component: "Button"), Files.screen("B")])
        #expect(again.catalogRevision == nil)
        #expect(again.screensUnchanged.sorted() == ["A", "B"])
        #expect(try store.catalogRevisions().count == 1)
    }

    @Test("changing a component gives exactly the screens using it a new revision")
    func componentInvalidation() throws {
        let folder = TemporaryDirectory()
        let store = try CatalogStore(path: folder.path("c.sqlite"))
        _ = try store.register([Files.button(), Files.screen("A", component: "Button"), Files.screen("B"), Files.screen("C", component: "Button")])
        let before = Dictionary(uniqueKeysWithValues: try store.currentScreens().map { ($0.name, $0.hash) })
        let report = try store.register([Files.button(minimumHeight: 60)])
        #expect(report.componentsChanged == ["Button"])
        #expect(report.screensChanged.sorted() == ["A", "C"])
        let after = Dictionary(uniqueKeysWithValues: try store.currentScreens().map { ($0.name, $0.hash) })
        #expect(after["B"] == before["B"])
        #expect(after["A"] != before["A"] && after["C"] != before["C"])
    }

    @Test("a failed register writes nothing: a missing component names file:line:col")
    func allOrNothing() throws {
        let folder = TemporaryDirectory()
        let store = try CatalogStore(path: folder.path("c.sqlite"))
        let error = #expect(throws: TrellisError.self) {
            try store.register([Files.screen("Good"), Files.screen("Bad", component: "Missing")])
        }
        #expect(error?.exitCode == 2)
        #expect(error?.description.contains("Bad.yaml:9:") == true)
        #expect(try store.currentScreens().isEmpty)
        #expect(try store.catalogRevisions().isEmpty)
    }

    @Test("two screens with one name in one call are refused")
    func duplicateNames() throws {
        let folder = TemporaryDirectory()
        let store = try CatalogStore(path: folder.path("c.sqlite"))
        var second = Files.screen("Same", label: "Other")
        second.path = "Other.yaml"
        let error = #expect(throws: TrellisError.self) { try store.register([Files.screen("Same"), second]) }
        #expect(error?.description.contains("defined twice") == true)
        #expect(try store.currentScreens().isEmpty)
    }

    @Test("a custom device joins every default profile selection")
    func customDevice() throws {
        let folder = TemporaryDirectory()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: CountingSolver())
        let device = SourceFile(path: "kiosk.yaml", text: """
            device: kiosk-10
            name: Store kiosk
            portrait: {width: 800, height: 1280, safeArea: {top: 24, bottom: 20}}

            """)
        let report = try catalog.store.register([device])
        #expect(report.devicesAdded == ["kiosk-10"])
        let profiles = try catalog.resolve(Selection()).profiles
        #expect(profiles.count == 12 * 12)
        #expect(profiles.last?.key == "kiosk-10/portrait/AX5")
    }
}

extension String {
    /// `screen: NAME` of a screen file.
    var screenName: String {
        split(separator: "\n").first { $0.hasPrefix("screen:") }.map { $0.dropFirst(7).trimmingCharacters(in: .whitespaces) } ?? ""
    }
}

import Foundation
import TrellisLayout

/// What a registration reads and writes, inside the one exclusive transaction that
/// ``CatalogStore/registering(_:)`` runs: the catalog's SQL, none of its rules.
struct RegisterTransaction {
    let db: any SQLSession

    struct CurrentComponent {
        var revisionID: Int64
        var hash: String
        var source: String
        var path: String
    }

    func customDevices() throws -> [(device: Device, hash: String)] {
        try CatalogStore.customDevices(db)
    }

    func currentComponents() throws -> [String: CurrentComponent] {
        var result: [String: CurrentComponent] = [:]
        for row in try db.rows("""
            SELECT c.name, r.id, r.hash, r.source, r.path FROM components c JOIN component_revisions r ON r.id = c.current_revision_id
            """) {
            result[row.string(0)] = CurrentComponent(revisionID: row.int(1), hash: row.string(2), source: row.string(3), path: row.string(4))
        }
        return result
    }

    func currentScreenHashes() throws -> [String: String] {
        var result: [String: String] = [:]
        for row in try db.rows("SELECT s.name, r.hash FROM screens s JOIN screen_revisions r ON r.id = s.current_revision_id") {
            result[row.string(0)] = row.string(1)
        }
        return result
    }

    /// Current screens using any of these components, as the files they were registered from.
    func currentScreens(usingAnyOf components: Set<String>) throws -> [SourceFile] {
        let names = components.sorted()
        return try db.rows("""
            SELECT DISTINCT s.name, r.source, r.path FROM screens s
            JOIN screen_revisions r ON r.id = s.current_revision_id
            JOIN screen_revision_components u ON u.screen_revision_id = r.id
            JOIN component_revisions cr ON cr.id = u.component_revision_id
            JOIN components c ON c.id = cr.component_id
            WHERE c.name IN (\(placeholders(names.count))) ORDER BY s.name
            """, names.map { .text($0) }).map { SourceFile(path: $0.string(2), text: $0.string(1)) }
    }

    /// The next catalog revision (1, 2, …: numbered here, so a retried transaction leaves no gap).
    func insertCatalogRevision(at timestamp: String, summary: String, author: String?) throws -> Int64 {
        let id = (try db.int("SELECT MAX(id) FROM catalog_revisions") ?? 0) + 1
        try db.execute("INSERT INTO catalog_revisions (id, created_at, summary, author) VALUES (?, ?, ?, ?)",
                       [.integer(id), .text(timestamp), .text(summary), SQLValue(author)])
        return id
    }

    /// Adds or replaces a custom device and forgets what was solved for it (its trait keys now
    /// mean another screen).
    func upsertDevice(_ device: Device, file: SourceFile, hash: String, at timestamp: String) throws {
        try db.execute("""
            INSERT INTO devices (id, name, aliases, definition, source, hash, path, registered_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, aliases = excluded.aliases,
                definition = excluded.definition, source = excluded.source, hash = excluded.hash,
                path = excluded.path, registered_at = excluded.registered_at
            """, [.text(device.id), .text(device.name), .text(JSON.array(device.idAliases)), .text(try JSON.encode(device)),
                  .text(file.text), .text(hash), .text(file.path), .text(timestamp)])
        // A layout's result and findings first: on PostgreSQL no foreign key cascades (0008).
        let profiles = "SELECT id FROM profiles WHERE device = ?"
        try db.execute("DELETE FROM findings WHERE profile_id IN (\(profiles))", [.text(device.id)])
        try db.execute("DELETE FROM layout_results WHERE layout_id IN (SELECT id FROM layouts WHERE profile_id IN (\(profiles)))",
                       [.text(device.id)])
        try db.execute("DELETE FROM layouts WHERE profile_id IN (\(profiles))", [.text(device.id)])
        try db.execute("DELETE FROM solved_selections")
    }

    /// A new revision of a component, made current; returns its id.
    func insertComponentRevision(name: String, file: SourceFile, hash: String, description: String?,
                                 at timestamp: String, catalogRevision: Int64) throws -> Int64 {
        let componentID = try ensureRow(table: "components", name: name)
        let number = (try db.int("SELECT MAX(number) FROM component_revisions WHERE component_id = ?", [.integer(componentID)]) ?? 0) + 1
        let revisionID = try db.insertReturningID("""
            INSERT INTO component_revisions (component_id, number, hash, source, path, description, registered_at, catalog_revision_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [.integer(componentID), .integer(number), .text(hash), .text(file.text), .text(file.path), SQLValue(description),
                  .text(timestamp), .integer(catalogRevision)])
        try db.execute("UPDATE components SET current_revision_id = ? WHERE id = ?", [.integer(revisionID), .integer(componentID)])
        return revisionID
    }

    /// A new revision of a screen, made current, with the component revisions it was expanded
    /// with and its constraint sets.
    func insertScreenRevision(_ screen: Screen, file: SourceFile, hash: String, componentRevisions: [Int64],
                              at timestamp: String, catalogRevision: Int64) throws {
        let screenID = try ensureRow(table: "screens", name: screen.name)
        let number = (try db.int("SELECT MAX(number) FROM screen_revisions WHERE screen_id = ?", [.integer(screenID)]) ?? 0) + 1
        let revisionID = try db.insertReturningID("""
            INSERT INTO screen_revisions (screen_id, number, hash, source_hash, source, path, description, tags,
                                          registered_at, catalog_revision_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.integer(screenID), .integer(number), .text(hash), .text(SHA256.hex(file.text)), .text(file.text), .text(file.path),
                  SQLValue(screen.description), .text(JSON.array(screen.tags)), .text(timestamp), .integer(catalogRevision)])
        try db.execute("UPDATE screens SET current_revision_id = ? WHERE id = ?", [.integer(revisionID), .integer(screenID)])
        for componentRevision in componentRevisions {
            try db.execute("INSERT INTO screen_revision_components (screen_revision_id, component_revision_id) VALUES (?, ?)",
                           [.integer(revisionID), .integer(componentRevision)])
        }
        try db.execute("INSERT INTO constraint_sets (screen_revision_id, name, condition, constraint_count) VALUES (?, 'base', NULL, ?)",
                       [.integer(revisionID), .integer(Int64(screen.constraints.count))])
        for set in screen.constraintSets where set.name != "base" {
            try db.execute("""
                INSERT INTO constraint_sets (screen_revision_id, name, condition, constraint_count) VALUES (?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                """, [.integer(revisionID), .text(set.name), .text(set.condition.description), .integer(Int64(set.constraints.count))])
        }
    }

    /// Records every screen's current revision as the catalog revision's contents.
    func snapshot(catalogRevision: Int64) throws {
        try db.execute("""
            INSERT INTO catalog_revision_screens (catalog_revision_id, screen_revision_id)
            SELECT ?, current_revision_id FROM screens WHERE current_revision_id IS NOT NULL
            """, [.integer(catalogRevision)])
    }

    private func ensureRow(table: String, name: String) throws -> Int64 {
        try db.execute("INSERT INTO \(table) (name) VALUES (?) ON CONFLICT(name) DO NOTHING", [.text(name)])
        return try db.int("SELECT id FROM \(table) WHERE name = ?", [.text(name)])!
    }
}

extension CatalogStore {
    /// Runs a registration in one exclusive transaction: all or nothing, one at a time.
    func registering<T>(_ body: (RegisterTransaction) throws -> T) throws(TrellisError) -> T {
        try write(exclusive: true) { db in try body(RegisterTransaction(db: db)) }
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}

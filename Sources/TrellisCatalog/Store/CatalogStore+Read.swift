import Foundation
import TrellisLayout

/// One revision of a screen, as the catalog lists it.
public struct ScreenRevisionInfo: Sendable, Hashable {
    public var revisionID: Int64
    public var name: String
    /// 1, 2, … per screen.
    public var number: Int
    /// The cache key: covers the file and every component it uses.
    public var hash: String
    public var path: String
    public var tags: [String]
    public var description: String?
    public var registeredAt: String
    public var catalogRevision: Int64
}

/// The current revision of a component.
public struct ComponentInfo: Sendable, Hashable {
    public var name: String
    public var number: Int
    public var hash: String
    public var path: String
    public var description: String?
    public var registeredAt: String
    /// Current screens that use it, directly or through other components.
    public var usedBy: [String]
}

/// A catalog revision: what one changing `register` made.
public struct CatalogRevisionInfo: Sendable, Hashable {
    public var id: Int64
    public var createdAt: String
    public var summary: String
    /// The name of the server token whose request made it; nil for the CLI and open servers.
    public var author: String?
}

/// What solving one screen revision needs: its file and the component files it was expanded with.
struct SolveInput: Sendable {
    var revision: ScreenRevisionInfo
    var source: SourceFile
    var components: [SourceFile]
}

extension CatalogStore {
    static let revisionColumns = """
        r.id, s.name, r.number, r.hash, r.path, r.tags, r.description, r.registered_at, r.catalog_revision_id
        """

    static func revision(_ row: SQLRow) -> ScreenRevisionInfo {
        ScreenRevisionInfo(revisionID: row.int(0), name: row.string(1), number: Int(row.int(2)), hash: row.string(3), path: row.string(4),
                           tags: JSON.stringArray(row.string(5)), description: row.optionalString(6), registeredAt: row.string(7),
                           catalogRevision: row.int(8))
    }

    /// Every screen's current revision, by name.
    public func currentScreens() throws(TrellisError) -> [ScreenRevisionInfo] {
        try read { db in
            try db.rows("""
                SELECT \(Self.revisionColumns) FROM screens s JOIN screen_revisions r ON r.id = s.current_revision_id ORDER BY s.name
                """).map(Self.revision)
        }
    }

    /// The screen revisions that were current at a catalog revision, by name.
    public func screens(atCatalogRevision id: Int64) throws(TrellisError) -> [ScreenRevisionInfo] {
        try read { db in
            try db.rows("""
                SELECT \(Self.revisionColumns) FROM catalog_revision_screens c
                JOIN screen_revisions r ON r.id = c.screen_revision_id JOIN screens s ON s.id = r.screen_id
                WHERE c.catalog_revision_id = ? ORDER BY s.name
                """, [.integer(id)]).map(Self.revision)
        }
    }

    /// Catalog revisions, oldest first.
    public func catalogRevisions() throws(TrellisError) -> [CatalogRevisionInfo] {
        try read { db in
            try db.rows("SELECT id, created_at, summary, author FROM catalog_revisions ORDER BY id").map {
                CatalogRevisionInfo(id: $0.int(0), createdAt: $0.string(1), summary: $0.string(2), author: $0.optionalString(3))
            }
        }
    }

    /// Current components with the screens using them, by name.
    public func components() throws(TrellisError) -> [ComponentInfo] {
        try read { db in
            var usedBy: [String: [String]] = [:]
            for row in try db.rows("""
                SELECT DISTINCT c.name, s.name FROM screens s
                JOIN screen_revision_components u ON u.screen_revision_id = s.current_revision_id
                JOIN component_revisions cr ON cr.id = u.component_revision_id JOIN components c ON c.id = cr.component_id
                ORDER BY s.name
                """) {
                usedBy[row.string(0), default: []].append(row.string(1))
            }
            return try db.rows("""
                SELECT c.name, r.number, r.hash, r.path, r.description, r.registered_at
                FROM components c JOIN component_revisions r ON r.id = c.current_revision_id ORDER BY c.name
                """).map {
                ComponentInfo(name: $0.string(0), number: Int($0.int(1)), hash: $0.string(2), path: $0.string(3),
                              description: $0.optionalString(4), registeredAt: $0.string(5), usedBy: usedBy[$0.string(0)] ?? [])
            }
        }
    }

    /// The current revision of every component, as the files they were registered from.
    public func currentComponentSources() throws(TrellisError) -> [SourceFile] {
        try read { db in
            try db.rows("""
                SELECT r.source, r.path FROM components c JOIN component_revisions r ON r.id = c.current_revision_id ORDER BY c.name
                """).map { SourceFile(path: $0.string(1), text: $0.string(0)) }
        }
    }

    /// The built-in devices and this catalog's custom ones.
    public func deviceRegistry() throws(TrellisError) -> DeviceRegistry {
        let custom = try read { db in try Self.customDevices(db) }
        var registry = DeviceRegistry.builtIn
        for (device, _) in custom { try? registry.register(device) }
        return registry
    }

    /// Component names each of these screen revisions uses.
    public func componentsUsed(by revisionIDs: [Int64]) throws(TrellisError) -> [Int64: [String]] {
        try read { db in
            var result: [Int64: [String]] = [:]
            for chunk in revisionIDs.chunked(500) {
                for row in try db.rows("""
                    SELECT u.screen_revision_id, c.name FROM screen_revision_components u
                    JOIN component_revisions cr ON cr.id = u.component_revision_id JOIN components c ON c.id = cr.component_id
                    WHERE u.screen_revision_id IN (\(placeholders(chunk.count))) ORDER BY c.name
                    """, chunk.map { .integer($0) }) {
                    result[row.int(0), default: []].append(row.string(1))
                }
            }
            return result
        }
    }

    /// The source text of one screen revision.
    public func source(ofRevision id: Int64) throws(TrellisError) -> String {
        try read { db in try db.string("SELECT source FROM screen_revisions WHERE id = ?", [.integer(id)]) ?? "" }
    }

    /// Constraint sets of a screen revision: (name, condition, count), `base` first.
    public func constraintSets(ofRevision id: Int64) throws(TrellisError) -> [(name: String, condition: String?, count: Int)] {
        try read { db in
            try db.rows("""
                SELECT name, condition, constraint_count FROM constraint_sets WHERE screen_revision_id = ?
                ORDER BY name != 'base', id
                """, [.integer(id)]).map { ($0.string(0), $0.optionalString(1), Int($0.int(2))) }
        }
    }

    func solveInputs(_ revisions: [ScreenRevisionInfo]) throws(TrellisError) -> [SolveInput] {
        try read { db in try Self.solveInputs(revisions, db) }
    }

    static func solveInputs(_ revisions: [ScreenRevisionInfo], _ db: any SQLSession) throws -> [SolveInput] {
        var inputs: [SolveInput] = []
        inputs.reserveCapacity(revisions.count)
        for revision in revisions {
            guard let row = try db.rows("SELECT source, path FROM screen_revisions WHERE id = ?", [.integer(revision.revisionID)]).first else {
                throw TrellisError.usage("no screen revision \(revision.revisionID)")
            }
            let components = try db.rows("""
                SELECT cr.source, cr.path FROM screen_revision_components u JOIN component_revisions cr ON cr.id = u.component_revision_id
                WHERE u.screen_revision_id = ?
                """, [.integer(revision.revisionID)]).map { SourceFile(path: $0.string(1), text: $0.string(0)) }
            inputs.append(SolveInput(revision: revision, source: SourceFile(path: row.string(1), text: row.string(0)), components: components))
        }
        return inputs
    }

    /// When the newest of these screen revisions' layouts was solved (ISO 8601), or nil if none is cached.
    public func lastSolved(hashes: [String], engine: String) throws(TrellisError) -> String? {
        guard !hashes.isEmpty else { return nil }
        return try read { db in
            try db.string("""
                SELECT MAX(solved_at) FROM layouts WHERE engine_version = ?
                AND screen_revision_hash IN (\(placeholders(hashes.count)))
                """, [.text(engine)] + hashes.map { .text($0) })
        }
    }

    /// The custom devices, oldest first, with the hash of the file each came from.
    static func customDevices(_ db: any SQLSession) throws -> [(device: Device, hash: String)] {
        try db.rows("SELECT definition, hash FROM devices ORDER BY registered_at, id").map { row in
            (try JSON.decode(Device.self, from: row.string(0)), row.string(1))
        }
    }
}

extension Array {
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

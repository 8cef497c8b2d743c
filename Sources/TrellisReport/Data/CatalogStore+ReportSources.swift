import Foundation
import GRDB
import TrellisCatalog
import TrellisLayout

// The catalog keeps what the report needs but hands out only part of it publicly: the screen
// model (for the text a label draws) needs the component sources a revision was expanded with,
// and the index shows when the layouts were solved. Both are read here through the store's
// public `read`, with the same SQL the solver service uses, rather than re-solving anything.

extension CatalogStore {
    /// The screen model of one revision, expanded with the component revisions it was registered with.
    func screenModel(of revision: ScreenRevisionInfo) throws(TrellisError) -> Screen {
        let (source, components) = try read { db in
            let row = try Row.fetchOne(db, sql: "SELECT source, path FROM screen_revisions WHERE id = ?",
                                       arguments: [revision.revisionID])
            let components = try Row.fetchAll(db, sql: """
                SELECT cr.source, cr.path FROM screen_revision_components u
                JOIN component_revisions cr ON cr.id = u.component_revision_id
                WHERE u.screen_revision_id = ? ORDER BY cr.path
                """, arguments: [revision.revisionID]).map { (text: $0[0] as String, path: $0[1] as String) }
            return ((text: (row?[0] as String?) ?? "", path: (row?[1] as String?) ?? revision.path), components)
        }
        let registry = try deviceRegistry()
        let options = FormatOptions(resolveDevice: { registry.canonicalID(for: $0) })
        do throws(FormatError) {
            var library = ComponentLibrary(options: options)
            for component in components {
                if case let .component(definition) = try LayoutFile.parse(text: component.text, path: component.path, options: options) {
                    library.replace(definition)
                }
            }
            guard case let .screen(definition) = try LayoutFile.parse(text: source.text, path: source.path, options: options) else {
                throw FormatError(at: SourceLocation(file: source.path, line: 1, column: 1), "expected a screen file")
            }
            return try library.expand(definition)
        } catch {
            throw .input([error])
        }
    }

    /// When the newest of these screen revisions' layouts was solved (ISO 8601), or nil if none is cached.
    func lastSolved(hashes: [String], engine: String) throws(TrellisError) -> String? {
        guard !hashes.isEmpty else { return nil }
        return try read { db in
            try String.fetchOne(db, sql: """
                SELECT MAX(solved_at) FROM layouts WHERE engine_version = ? AND screen_revision_hash IN (\(hashes.map { _ in "?" }.joined(separator: ",")))
                """, arguments: StatementArguments([engine] + hashes))
        }
    }
}

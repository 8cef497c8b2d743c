import Foundation
import GRDB
import TrellisLayout

/// What one `register` call changed.
public struct RegisterReport: Sendable, Hashable {
    /// The catalog revision it made, or nil when nothing changed.
    public var catalogRevision: Int64?
    public var screensAdded: [String] = []
    /// Screens with a new revision: their file changed, or a component they use did.
    public var screensChanged: [String] = []
    public var screensUnchanged: [String] = []
    public var componentsAdded: [String] = []
    public var componentsChanged: [String] = []
    public var componentsUnchanged: [String] = []
    public var devicesAdded: [String] = []
    public var devicesChanged: [String] = []
    public var devicesUnchanged: [String] = []

    public init() {}
}

extension CatalogStore {
    /// Registers screen, component and device files in one transaction: all or nothing.
    ///
    /// Unchanged files make no new revision. A changed component gives every current screen that
    /// uses it (directly or through other components) a new revision, so exactly those screens'
    /// cached layouts no longer apply.
    ///
    /// ```swift
    /// let report = try store.register(try SourceFile.collect(["examples"]))
    /// report.screensAdded // ["EmailLogin", …]
    /// ```
    ///
    /// - Throws: ``TrellisError/input(_:)`` naming file:line:col for malformed files, unknown
    ///   components, duplicate names within the call; ``TrellisError/catalog(_:)`` when the
    ///   catalog cannot be written.
    /// - Parameter author: who asked for it, stored with the catalog revision it makes (the
    ///   server passes its token's name); nil when unknown, as for the CLI.
    public func register(_ files: [SourceFile], at date: Date = Date(), author: String? = nil) throws(TrellisError) -> RegisterReport {
        // Sort the files by kind first with a permissive reader: YAML and syntax errors surface
        // before the catalog is locked.
        var screenFiles: [SourceFile] = [], componentFiles: [SourceFile] = [], deviceFiles: [(SourceFile, Device)] = []
        var errors: [FormatError] = []
        for file in files {
            do throws(FormatError) {
                switch try LayoutFile.parse(text: file.text, path: file.path) {
                case .screen: screenFiles.append(file)
                case .component: componentFiles.append(file)
                case let .device(device): deviceFiles.append((file, device))
                }
            } catch { errors.append(error) }
        }
        if !errors.isEmpty { throw .input(errors) }

        let timestamp = Self.timestamp(date)
        return try write { db in
            var report = RegisterReport()
            var errors: [FormatError] = []

            // Devices: the catalog's, then this call's.
            var devices = try Self.customDevices(db)
            var changedDevices: [(SourceFile, Device, String)] = []
            var seenDeviceIDs: [String: String] = [:]
            for (file, device) in deviceFiles {
                let here = SourceLocation(file: file.path, line: 1, column: 1)
                if let other = seenDeviceIDs[device.id] {
                    errors.append(FormatError(at: here, "device '\(device.id)' is also defined in \(other) in this call"))
                    continue
                }
                seenDeviceIDs[device.id] = file.path
                if DeviceRegistry.builtIn.device(named: device.id) != nil {
                    errors.append(FormatError(at: here, "device '\(device.id)' is a built-in device id or alias; choose another id"))
                    continue
                }
                let hash = SHA256.hex(file.text)
                if let existing = devices.first(where: { $0.device.id == device.id }), existing.hash == hash {
                    report.devicesUnchanged.append(device.id)
                    continue
                }
                if devices.contains(where: { $0.device.id == device.id }) {
                    report.devicesChanged.append(device.id)
                } else {
                    report.devicesAdded.append(device.id)
                }
                devices.removeAll { $0.device.id == device.id }
                devices.append((device, hash))
                changedDevices.append((file, device, hash))
            }
            var registry = DeviceRegistry.builtIn
            for (device, _) in devices {
                do throws(DeviceRegistryError) { try registry.register(device) } catch {
                    errors.append(FormatError(at: SourceLocation(file: seenDeviceIDs[device.id] ?? device.id, line: 1, column: 1),
                                              error.description))
                }
            }
            if !errors.isEmpty { throw TrellisError.input(errors) }
            let options = Self.formatOptions(registry)

            // Components: the catalog's current ones, replaced by this call's.
            let current = try Self.currentComponents(db)
            var library = ComponentLibrary(options: options)
            for component in current.values {
                do throws(FormatError) {
                    if case let .component(definition) = try LayoutFile.parse(text: component.source, path: component.path, options: options) {
                        library.replace(definition)
                    }
                } catch { errors.append(error) }
            }
            var newComponents: [String: (file: SourceFile, hash: String, definition: ComponentDefinition)] = [:]
            for file in componentFiles {
                do throws(FormatError) {
                    guard case let .component(definition) = try LayoutFile.parse(text: file.text, path: file.path, options: options) else { continue }
                    if let other = newComponents[definition.name] {
                        errors.append(FormatError(at: definition.location,
                                                  "component '\(definition.name)' is also defined in \(other.file.path) in this call"))
                        continue
                    }
                    let hash = SHA256.hex(file.text)
                    newComponents[definition.name] = (file, hash, definition)
                    library.replace(definition)
                    if let existing = current[definition.name] {
                        if existing.hash == hash { report.componentsUnchanged.append(definition.name) } else { report.componentsChanged.append(definition.name) }
                    } else {
                        report.componentsAdded.append(definition.name)
                    }
                } catch { errors.append(error) }
            }
            if !errors.isEmpty { throw TrellisError.input(errors) }
            do throws(FormatError) { try library.validate() } catch { throw TrellisError.input([error]) }
            let changedComponents = Set(report.componentsAdded + report.componentsChanged)
            // The hash each component will have once this call commits.
            var componentHashes = current.mapValues(\.hash)
            for (name, new) in newComponents { componentHashes[name] = new.hash }

            // Screens: this call's, and the current ones that use a changed component.
            var candidates: [(file: SourceFile, screen: Screen)] = []
            var seenScreens: [String: SourceLocation] = [:]
            for file in screenFiles {
                do throws(FormatError) {
                    guard case let .screen(definition) = try LayoutFile.parse(text: file.text, path: file.path, options: options) else { continue }
                    if let first = seenScreens[definition.name] {
                        errors.append(FormatError(at: definition.location,
                                                  "screen '\(definition.name)' is defined twice in this call; first at \(first)"))
                        continue
                    }
                    seenScreens[definition.name] = definition.location
                    candidates.append((file, try library.expand(definition)))
                } catch { errors.append(error) }
            }
            if !changedComponents.isEmpty {
                for dependent in try Self.currentScreens(usingAnyOf: changedComponents, db) where seenScreens[dependent.name] == nil {
                    do throws(FormatError) {
                        guard case let .screen(definition) = try LayoutFile.parse(text: dependent.source, path: dependent.path, options: options) else { continue }
                        candidates.append((SourceFile(path: dependent.path, text: dependent.source), try library.expand(definition)))
                    } catch { errors.append(error) }
                }
            }
            if !errors.isEmpty { throw TrellisError.input(errors) }

            let currentScreens = try Self.currentScreenHashes(db)
            var changedScreens: [(file: SourceFile, screen: Screen, hash: String)] = []
            for candidate in candidates {
                let hash = Self.revisionHash(source: candidate.file.text, components: candidate.screen.componentsUsed, hashes: componentHashes)
                if let existing = currentScreens[candidate.screen.name] {
                    if existing == hash {
                        report.screensUnchanged.append(candidate.screen.name)
                        continue
                    }
                    report.screensChanged.append(candidate.screen.name)
                } else {
                    report.screensAdded.append(candidate.screen.name)
                }
                changedScreens.append((candidate.file, candidate.screen, hash))
            }

            guard !changedScreens.isEmpty || !changedComponents.isEmpty || !changedDevices.isEmpty else { return report }

            // Write it all.
            var summary: [String] = []
            if !changedScreens.isEmpty { summary.append("\(changedScreens.count) screen(s)") }
            if !changedComponents.isEmpty { summary.append("\(changedComponents.count) component(s)") }
            if !changedDevices.isEmpty { summary.append("\(changedDevices.count) device(s)") }
            try db.execute(sql: "INSERT INTO catalog_revisions (created_at, summary, author) VALUES (?, ?, ?)",
                           arguments: [timestamp, summary.joined(separator: ", "), author])
            let revision = db.lastInsertedRowID
            report.catalogRevision = revision

            for (file, device, hash) in changedDevices {
                try db.execute(sql: """
                    INSERT INTO devices (id, name, aliases, definition, source, hash, path, registered_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET name = excluded.name, aliases = excluded.aliases,
                        definition = excluded.definition, source = excluded.source, hash = excluded.hash,
                        path = excluded.path, registered_at = excluded.registered_at
                    """, arguments: [device.id, device.name, JSON.array(device.idAliases), try JSON.encode(device),
                                     file.text, hash, file.path, timestamp])
                // The device's trait keys now mean another screen: drop what was solved for them.
                try db.execute(sql: """
                    DELETE FROM layouts WHERE profile_id IN (SELECT id FROM profiles WHERE device = ?)
                    """, arguments: [device.id])
                try db.execute(sql: "DELETE FROM solved_selections")
            }

            var componentRevisionIDs = current.mapValues(\.revisionID)
            for name in changedComponents.sorted() {
                guard let new = newComponents[name] else { continue }
                try db.execute(sql: "INSERT INTO components (name) VALUES (?) ON CONFLICT(name) DO NOTHING", arguments: [name])
                let componentID = try Int64.fetchOne(db, sql: "SELECT id FROM components WHERE name = ?", arguments: [name])!
                let number = (try Int.fetchOne(db, sql: "SELECT MAX(number) FROM component_revisions WHERE component_id = ?",
                                               arguments: [componentID]) ?? 0) + 1
                try db.execute(sql: """
                    INSERT INTO component_revisions (component_id, number, hash, source, path, description, registered_at, catalog_revision_id)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [componentID, number, new.hash, new.file.text, new.file.path, new.definition.description, timestamp, revision])
                let revisionID = db.lastInsertedRowID
                try db.execute(sql: "UPDATE components SET current_revision_id = ? WHERE id = ?", arguments: [revisionID, componentID])
                componentRevisionIDs[name] = revisionID
            }

            for (file, screen, hash) in changedScreens {
                try db.execute(sql: "INSERT INTO screens (name) VALUES (?) ON CONFLICT(name) DO NOTHING", arguments: [screen.name])
                let screenID = try Int64.fetchOne(db, sql: "SELECT id FROM screens WHERE name = ?", arguments: [screen.name])!
                let number = (try Int.fetchOne(db, sql: "SELECT MAX(number) FROM screen_revisions WHERE screen_id = ?",
                                               arguments: [screenID]) ?? 0) + 1
                try db.execute(sql: """
                    INSERT INTO screen_revisions (screen_id, number, hash, source_hash, source, path, description, tags,
                                                  registered_at, catalog_revision_id)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [screenID, number, hash, SHA256.hex(file.text), file.text, file.path, screen.description,
                                     JSON.array(screen.tags), timestamp, revision])
                let revisionID = db.lastInsertedRowID
                try db.execute(sql: "UPDATE screens SET current_revision_id = ? WHERE id = ?", arguments: [revisionID, screenID])
                for name in screen.componentsUsed.sorted() {
                    guard let componentRevision = componentRevisionIDs[name] else { continue }
                    try db.execute(sql: "INSERT INTO screen_revision_components VALUES (?, ?)", arguments: [revisionID, componentRevision])
                }
                try db.execute(sql: "INSERT INTO constraint_sets (screen_revision_id, name, condition, constraint_count) VALUES (?, 'base', NULL, ?)",
                               arguments: [revisionID, screen.constraints.count])
                for set in screen.constraintSets where set.name != "base" {
                    try db.execute(sql: """
                        INSERT INTO constraint_sets (screen_revision_id, name, condition, constraint_count) VALUES (?, ?, ?, ?)
                        ON CONFLICT DO NOTHING
                        """, arguments: [revisionID, set.name, set.condition.description, set.constraints.count])
                }
            }
            try db.execute(sql: """
                INSERT INTO catalog_revision_screens (catalog_revision_id, screen_revision_id)
                SELECT ?, current_revision_id FROM screens WHERE current_revision_id IS NOT NULL
                """, arguments: [revision])
            return report
        }
    }

    /// The cache key of a screen revision: its file's text and, in name order, the text hash of
    /// every component it uses (transitively).
    static func revisionHash(source: String, components: Set<String>, hashes: [String: String]) -> String {
        var text = "trellis-screen-revision-1\n" + SHA256.hex(source)
        for name in components.sorted() { text += "\n\(name)=\(hashes[name] ?? "?")" }
        return SHA256.hex(text)
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    static func formatOptions(_ registry: DeviceRegistry) -> FormatOptions {
        FormatOptions(resolveDevice: { registry.canonicalID(for: $0) })
    }

    // MARK: - Reading what register needs

    static func customDevices(_ db: Database) throws -> [(device: Device, hash: String)] {
        try Row.fetchAll(db, sql: "SELECT definition, hash FROM devices ORDER BY registered_at, id").map { row in
            (try JSON.decode(Device.self, from: row["definition"] as String), row["hash"])
        }
    }

    struct CurrentComponent {
        var revisionID: Int64
        var hash: String
        var source: String
        var path: String
    }

    static func currentComponents(_ db: Database) throws -> [String: CurrentComponent] {
        var result: [String: CurrentComponent] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT c.name, r.id, r.hash, r.source, r.path FROM components c JOIN component_revisions r ON r.id = c.current_revision_id
            """) {
            result[row[0]] = CurrentComponent(revisionID: row[1], hash: row[2], source: row[3], path: row[4])
        }
        return result
    }

    static func currentScreenHashes(_ db: Database) throws -> [String: String] {
        var result: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT s.name, r.hash FROM screens s JOIN screen_revisions r ON r.id = s.current_revision_id") {
            result[row[0]] = row[1]
        }
        return result
    }

    static func currentScreens(usingAnyOf components: Set<String>, _ db: Database) throws -> [(name: String, source: String, path: String)] {
        let names = Array(components)
        let placeholders = Array(repeating: "?", count: names.count).joined(separator: ",")
        return try Row.fetchAll(db, sql: """
            SELECT DISTINCT s.name, r.source, r.path FROM screens s
            JOIN screen_revisions r ON r.id = s.current_revision_id
            JOIN screen_revision_components u ON u.screen_revision_id = r.id
            JOIN component_revisions cr ON cr.id = u.component_revision_id
            JOIN components c ON c.id = cr.component_id
            WHERE c.name IN (\(placeholders)) ORDER BY s.name
            """, arguments: StatementArguments(names)).map { ($0[0], $0[1], $0[2]) }
    }
}

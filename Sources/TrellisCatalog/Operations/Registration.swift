import Foundation
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
        var sorted = Registration.Files()
        var errors: [FormatError] = []
        for file in files {
            do throws(FormatError) {
                switch try LayoutFile.parse(text: file.text, path: file.path) {
                case .screen: sorted.screens.append(file)
                case .component: sorted.components.append(file)
                case let .device(device): sorted.devices.append((file, device))
                }
            } catch { errors.append(error) }
        }
        if !errors.isEmpty { throw .input(errors) }
        let timestamp = Self.timestamp(date)
        return try registering { transaction in
            var registration = Registration(transaction: transaction, files: sorted)
            return try registration.run(timestamp: timestamp, author: author)
        }
    }
}

/// The rules of a registration, run inside the store's one exclusive transaction: what is new,
/// what changed, which screens a changed component touches, and the revisions that follow.
struct Registration {
    struct Files {
        var screens: [SourceFile] = []
        var components: [SourceFile] = []
        var devices: [(SourceFile, Device)] = []
    }

    let transaction: RegisterTransaction
    let files: Files
    var report = RegisterReport()
    var errors: [FormatError] = []

    init(transaction: RegisterTransaction, files: Files) {
        self.transaction = transaction
        self.files = files
    }

    mutating func run(timestamp: String, author: String?) throws -> RegisterReport {
        let (changedDevices, registry) = try devices()
        let options = ScreenExpansion.options(registry)
        let (current, newComponents, library) = try components(options: options)
        let changedComponents = Set(report.componentsAdded + report.componentsChanged)
        // The hash each component will have once this call commits.
        var componentHashes = current.mapValues(\.hash)
        for (name, new) in newComponents { componentHashes[name] = new.hash }
        let changedScreens = try screens(library: library, options: options, changedComponents: changedComponents, hashes: componentHashes)

        guard !changedScreens.isEmpty || !changedComponents.isEmpty || !changedDevices.isEmpty else { return report }

        var summary: [String] = []
        if !changedScreens.isEmpty { summary.append("\(changedScreens.count) screen(s)") }
        if !changedComponents.isEmpty { summary.append("\(changedComponents.count) component(s)") }
        if !changedDevices.isEmpty { summary.append("\(changedDevices.count) device(s)") }
        let revision = try transaction.insertCatalogRevision(at: timestamp, summary: summary.joined(separator: ", "), author: author)
        report.catalogRevision = revision
        for (file, device, hash) in changedDevices {
            try transaction.upsertDevice(device, file: file, hash: hash, at: timestamp)
        }
        var componentRevisionIDs = current.mapValues(\.revisionID)
        for name in changedComponents.sorted() {
            guard let new = newComponents[name] else { continue }
            componentRevisionIDs[name] = try transaction.insertComponentRevision(
                name: name, file: new.file, hash: new.hash, description: new.definition.description, at: timestamp, catalogRevision: revision)
        }
        for (file, screen, hash) in changedScreens {
            try transaction.insertScreenRevision(screen, file: file, hash: hash,
                                                 componentRevisions: screen.componentsUsed.sorted().compactMap { componentRevisionIDs[$0] },
                                                 at: timestamp, catalogRevision: revision)
        }
        try transaction.snapshot(catalogRevision: revision)
        return report
    }

    /// Devices: the catalog's, then this call's; the changed ones and the registry with them all.
    private mutating func devices() throws -> ([(SourceFile, Device, String)], DeviceRegistry) {
        var devices = try transaction.customDevices()
        var changed: [(SourceFile, Device, String)] = []
        var seenIDs: [String: String] = [:]
        for (file, device) in files.devices {
            let here = SourceLocation(file: file.path, line: 1, column: 1)
            if let other = seenIDs[device.id] {
                errors.append(FormatError(at: here, "device '\(device.id)' is also defined in \(other) in this call"))
                continue
            }
            seenIDs[device.id] = file.path
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
            changed.append((file, device, hash))
        }
        var registry = DeviceRegistry.builtIn
        for (device, _) in devices {
            do throws(DeviceRegistryError) { try registry.register(device) } catch {
                errors.append(FormatError(at: SourceLocation(file: seenIDs[device.id] ?? device.id, line: 1, column: 1), error.description))
            }
        }
        try throwErrors()
        return (changed, registry)
    }

    typealias NewComponent = (file: SourceFile, hash: String, definition: ComponentDefinition)

    /// Components: the catalog's current ones, replaced by this call's.
    private mutating func components(options: FormatOptions) throws
        -> ([String: RegisterTransaction.CurrentComponent], [String: NewComponent], ComponentLibrary) {
        let current = try transaction.currentComponents()
        var library = ComponentLibrary(options: options)
        do throws(FormatError) {
            library = try ScreenExpansion.library(current.values.map { SourceFile(path: $0.path, text: $0.source) }, options: options)
        } catch { errors.append(error) }
        var newComponents: [String: NewComponent] = [:]
        for file in files.components {
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
        try throwErrors()
        do throws(FormatError) { try library.validate() } catch { throw TrellisError.input([error]) }
        return (current, newComponents, library)
    }

    /// Screens: this call's, and the current ones that use a changed component; those whose
    /// revision hash differs from the current one.
    private mutating func screens(library: ComponentLibrary, options: FormatOptions, changedComponents: Set<String>,
                                  hashes: [String: String]) throws -> [(SourceFile, Screen, String)] {
        var candidates: [(file: SourceFile, screen: Screen)] = []
        var seen: [String: SourceLocation] = [:]
        for file in files.screens {
            do throws(FormatError) {
                guard case let .screen(definition) = try LayoutFile.parse(text: file.text, path: file.path, options: options) else { continue }
                if let first = seen[definition.name] {
                    errors.append(FormatError(at: definition.location,
                                              "screen '\(definition.name)' is defined twice in this call; first at \(first)"))
                    continue
                }
                seen[definition.name] = definition.location
                candidates.append((file, try library.expand(definition)))
            } catch { errors.append(error) }
        }
        if !changedComponents.isEmpty {
            for dependent in try transaction.currentScreens(usingAnyOf: changedComponents) {
                do throws(FormatError) {
                    let screen = try ScreenExpansion.expand(dependent, library: library, options: options)
                    if seen[screen.name] == nil { candidates.append((dependent, screen)) }
                } catch { errors.append(error) }
            }
        }
        try throwErrors()

        let current = try transaction.currentScreenHashes()
        var changed: [(SourceFile, Screen, String)] = []
        for candidate in candidates {
            let hash = Self.revisionHash(source: candidate.file.text, components: candidate.screen.componentsUsed, hashes: hashes)
            if let existing = current[candidate.screen.name] {
                if existing == hash {
                    report.screensUnchanged.append(candidate.screen.name)
                    continue
                }
                report.screensChanged.append(candidate.screen.name)
            } else {
                report.screensAdded.append(candidate.screen.name)
            }
            changed.append((candidate.file, candidate.screen, hash))
        }
        return changed
    }

    private func throwErrors() throws {
        if !errors.isEmpty { throw TrellisError.input(errors) }
    }

    /// The cache key of a screen revision: its file's text and, in name order, the text hash of
    /// every component it uses (transitively).
    static func revisionHash(source: String, components: Set<String>, hashes: [String: String]) -> String {
        var text = "trellis-screen-revision-1\n" + SHA256.hex(source)
        for name in components.sorted() { text += "\n\(name)=\(hashes[name] ?? "?")" }
        return SHA256.hex(text)
    }
}

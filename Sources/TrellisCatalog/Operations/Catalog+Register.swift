import TrellisLayout

extension Catalog {
    /// `trellis register PATH...`: files and walked directories, all or nothing.
    @discardableResult
    public func register(paths: [String]) throws(TrellisError) -> RegisterReport {
        try register(files: try SourceFile.collect(paths))
    }

    /// Registers files already in memory (`POST /screens`), all or nothing, like the CLI;
    /// `author` (the server's token name) is stored with the catalog revision it makes.
    @discardableResult
    public func register(files: [SourceFile], author: String? = nil) throws(TrellisError) -> RegisterReport {
        try store.register(files, author: author)
    }

    /// Solves a screen file that is not registered (`POST /layout`) at one profile, with the
    /// catalog's current components and devices; writes nothing.
    public func layout(of source: SourceFile, profile key: String) throws(TrellisError) -> LayoutResult {
        let registry = try store.deviceRegistry()
        let profile: Profile
        do { profile = try Profile(key: key, registry: registry) } catch { throw .usage("profile \(key): \(error)") }
        let components = try store.currentComponentSources()
        let screen: Screen
        do {
            screen = try ScreenExpansion.expand(source, components: components, options: ScreenExpansion.options(registry))
        } catch {
            throw .input([error])
        }
        return service.solver.layout(screen, profiles: [profile])[0]
    }
}

extension RegisterReport {
    /// CLI.md's `register --format json` object.
    public var json: JSONValue {
        func group(_ added: [String], _ changed: [String], _ unchanged: [String]) -> JSONValue {
            .object([("added", .array(added.map { .string($0) })), ("changed", .array(changed.map { .string($0) })),
                     ("unchanged", .array(unchanged.map { .string($0) }))])
        }
        return .object([
            ("catalogRevision", catalogRevision.map { .number(Double($0)) } ?? .null),
            ("screens", group(screensAdded, screensChanged, screensUnchanged)),
            ("components", group(componentsAdded, componentsChanged, componentsUnchanged)),
            ("devices", group(devicesAdded, devicesChanged, devicesUnchanged)),
        ])
    }

    /// Counts per kind of file: `{"kind", "added", "changed", "unchanged"}`.
    public var rows: Rows {
        func row(_ kind: String, _ added: [String], _ changed: [String], _ unchanged: [String]) -> [JSONValue] {
            [.string(kind), .number(Double(added.count)), .number(Double(changed.count)), .number(Double(unchanged.count))]
        }
        return Rows(keys: ["kind", "added", "changed", "unchanged"], rows: [
            row("screens", screensAdded, screensChanged, screensUnchanged),
            row("components", componentsAdded, componentsChanged, componentsUnchanged),
            row("devices", devicesAdded, devicesChanged, devicesUnchanged),
        ])
    }
}

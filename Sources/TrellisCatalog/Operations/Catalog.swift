import Foundation
import TrellisLayout

/// The catalog as the CLI, the server and the report use it: one method per question, the only
/// way into the store.
///
/// ```swift
/// let catalog = try Catalog(path: "trellis.sqlite")   // or "postgres://ci@db.internal/trellis"
/// try catalog.register(paths: ["screens/"])
/// let rows = try catalog.query([.scrolls], selection: try Selection(device: "iphone-se", textSize: "AX3"))
/// ```
public final class Catalog: @unchecked Sendable {
    let store: CatalogStore
    public let service: SolverService

    /// Opens the catalog at `path`: a SQLite file, or a `postgres://` URL.
    public init(path: String, solver: any LayoutSolving = EngineSolver(), jobs: Int? = nil, showsProgress: Bool = false) throws(TrellisError) {
        store = try CatalogStore(path: path)
        service = SolverService(store: store, solver: solver, jobs: jobs, showsProgress: showsProgress)
    }

    /// The catalog's name in messages: the file path, or the URL with its password replaced.
    public var path: String { store.location }

    /// Whether this is a PostgreSQL catalog, where solving fans out to `trellis worker` processes.
    public var isShared: Bool { store.isShared }

    /// `trellis list workers`: `{"worker", "host", "pid", "startedAt", "seenAt", "workingOn", "layoutsDone"}`
    /// (none on SQLite, which solves in-process).
    public func listWorkers() throws(TrellisError) -> Rows {
        Rows(keys: ["worker", "host", "pid", "startedAt", "seenAt", "workingOn", "layoutsDone"], rows: try store.workers().map {
            [.string($0.id), .string($0.host), .number(Double($0.pid)), .string($0.startedAt), .string($0.seenAt),
             $0.workingOn.map { .string($0) } ?? .null, .number(Double($0.layoutsDone))]
        })
    }

    /// Layouts a `trellis solve` recorded as work that no worker has finished yet (PostgreSQL).
    public func queuedWork() throws(TrellisError) -> Int {
        try store.remainingWork(engine: service.engineVersion)
    }

    /// The screens and profiles a selection names.
    public func resolve(_ selection: Selection) throws(TrellisError) -> (screens: [ScreenRevisionInfo], profiles: [Profile]) {
        let screens = try selection.screens(try store.currentScreens())
        let profiles = try selection.profiles(try store.deviceRegistry())
        return (screens, profiles)
    }

    /// `trellis solve`: fills the cache for the selection.
    public func solve(_ selection: Selection) throws(TrellisError) -> SolveSummary {
        let (screens, profiles) = try resolve(selection)
        return try service.solve(screens, profiles: profiles)
    }

    /// `trellis query KIND`: rows with that finding, solving what is missing first.
    /// Rows carry no message unless `messages` (CLI.md's query rows have none).
    public func query(_ kinds: [Finding.Kind]?, selection: Selection, messages: Bool = false) throws(TrellisError) -> [FindingRow] {
        let (screens, profiles) = try resolve(selection)
        return try service.findings(kinds: kinds, screens: screens, profiles: profiles, messages: messages)
    }

    /// `trellis show SCREEN --profile KEY`: one full layout.
    public func layout(screen name: String, profile key: String) throws(TrellisError) -> LayoutResult {
        var selection = Selection()
        selection.screenNames = [name]
        selection.profileKeys = [key]
        let (screens, profiles) = try resolve(selection)
        return try service.results(screens, profiles: profiles)[0]
    }

    /// The current revision of one screen, or a usage error naming the unknown screen.
    public func screen(named name: String) throws(TrellisError) -> ScreenRevisionInfo {
        var selection = Selection()
        selection.screenNames = [name]
        return try selection.screens(try store.currentScreens())[0]
    }

    /// Catalog revisions, oldest first.
    public func catalogRevisions() throws(TrellisError) -> [CatalogRevisionInfo] {
        try store.catalogRevisions()
    }

    /// The screen revisions that were current at a catalog revision, by name.
    public func screens(atCatalogRevision id: Int64) throws(TrellisError) -> [ScreenRevisionInfo] {
        try store.screens(atCatalogRevision: id)
    }

    /// The built-in devices and this catalog's custom ones.
    public func deviceRegistry() throws(TrellisError) -> DeviceRegistry {
        try store.deviceRegistry()
    }

    /// The screen model of one revision, expanded with the component revisions it was registered
    /// with — what the engine solved, for reports that draw it.
    public func screenModel(of revision: ScreenRevisionInfo) throws(TrellisError) -> Screen {
        let options = ScreenExpansion.options(try store.deviceRegistry())
        guard let input = try store.solveInputs([revision]).first else { throw .usage("no screen revision \(revision.revisionID)") }
        do {
            return try ScreenExpansion.expand(input, options: options)
        } catch {
            throw .input([error])
        }
    }

    /// When the newest of these screens' layouts was solved (ISO 8601), or nil if none is cached.
    public func lastSolved(_ screens: [ScreenRevisionInfo]) throws(TrellisError) -> String? {
        try store.lastSolved(hashes: screens.map(\.hash), engine: service.engineVersion)
    }

    /// A finding kind from a query name (`clipped`) or its own name (`clipped-text`).
    public static func kind(named name: String) throws(TrellisError) -> Finding.Kind {
        if let kind = Finding.Kind(queryName: name) { return kind }
        let names = Finding.Kind.allCases.map(\.queryName) + Finding.Kind.allCases.map(\.rawValue)
        throw .usage("unknown finding kind '\(name)'\(Suggest.didYouMean(name, among: names)); expected one of "
            + Finding.Kind.allCases.map(\.rawValue).joined(separator: ", "))
    }
}

extension FindingRow {
    /// CLI.md's query row: `{"screen", "profile", "kind", "views", "amount"}`.
    public static func rows(_ findings: [FindingRow], withMessage: Bool = false) -> Rows {
        Rows(keys: ["screen", "profile", "kind", "views", "amount"] + (withMessage ? ["message"] : []), rows: findings.map { row in
            [.string(row.screen), .string(row.profile), .string(row.kind.rawValue), .array(row.views.map { .string($0) }),
             row.amount.map { .number($0) } ?? .null] + (withMessage ? [.string(row.message)] : [])
        })
    }
}

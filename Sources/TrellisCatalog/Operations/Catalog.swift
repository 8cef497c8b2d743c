import Foundation
import TrellisLayout

/// The catalog as the CLI (and later the HTTP server) uses it: the store, the solver service,
/// and one method per question.
///
/// ```swift
/// let catalog = try Catalog(path: "trellis.sqlite")
/// try catalog.register(paths: ["screens/"])
/// let rows = try catalog.query([.scrolls], selection: try Selection(device: "iphone-se", textSize: "AX3"))
/// ```
public final class Catalog: @unchecked Sendable {
    public let store: CatalogStore
    public let service: SolverService

    public init(path: String, solver: any LayoutSolving = EngineSolver(), jobs: Int? = nil, showsProgress: Bool = false) throws(TrellisError) {
        store = try CatalogStore(path: path)
        service = SolverService(store: store, solver: solver, jobs: jobs, showsProgress: showsProgress)
    }

    public var path: String { store.path }

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

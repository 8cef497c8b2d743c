import Foundation
import Hummingbird
import Logging
import NIOCore
import TrellisCatalog
import TrellisLayout
import TrellisReport

/// `trellis serve`: the catalog's questions as HTTP routes. Each handler calls the same
/// `Catalog` method the matching command calls and answers with what that command prints
/// with `--format json`.
///
/// Who may call which route is `Access`'s: the routes that read and those that write are two
/// groups, each behind the role it needs (`RequireRole`).
struct Server: Sendable {
    let catalog: Catalog
    let access: Access
    /// A connection that sends nothing for this long is closed, so idle sockets cannot pile up.
    var idleTimeout: TimeAmount = .seconds(30)
    let solveSlots = SolveSlots()
    /// Tells the live pages' event streams about new catalog revisions.
    let watch: CatalogWatch

    init(catalog: Catalog, access: Access, idleTimeout: TimeAmount = .seconds(30)) {
        self.catalog = catalog
        self.access = access
        self.idleTimeout = idleTimeout
        watch = CatalogWatch(catalog: catalog)
    }

    /// Bodies larger than this are refused with 413 before they are read whole.
    static let bodyLimit = 1 << 20

    /// Serves until SIGTERM or SIGINT, then lets requests in flight finish and returns.
    func run(host: String, port: Int, onListening: @escaping @Sendable (String) -> Void) async throws {
        var logger = Logger(label: "trellis-serve")
        logger.logLevel = .warning   // Hummingbird logs no request line, so no header (nor token) reaches a log
        let app = Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: idleTimeout)),
            configuration: .init(address: .hostname(host, port: port), serverName: "trellis"),
            onServerRunning: { channel in
                onListening("\(host):\(channel.localAddress?.port ?? port)")
            },
            logger: logger)
        try await app.runService()
    }

    func router() -> Router<ServeContext> {
        let router = Router(context: ServeContext.self)
        // Outermost first: CORS headers go on every answer, errors included.
        if let origin = access.allowedOrigin {
            router.add(middleware: CORSMiddleware(allowOrigin: .oneOf(origin), allowHeaders: [.accept, .authorization, .contentType],
                                                  allowMethods: [.get, .post, .head, .options]))
        }
        router.add(middleware: JSONErrorMiddleware())
        router.add(middleware: BrowserGuard(access: access))
        if let tokens = access.tokens { router.add(middleware: TokenAuthenticator(tokens: tokens)) }
        addPageRoutes(to: router)   // the live page's files and /access, which hold no catalog data: no token needed
        addReadRoutes(to: router.group().add(middleware: RequireRole(.read, access)))
        addWriteRoutes(to: router.group().add(middleware: RequireRole(.write, access)))
        return router
    }

    /// Routes that change nothing in the catalog: a read or a write token. `POST /layout` solves
    /// a body without storing it, so it is a read.
    private func addReadRoutes(to router: RouterGroup<ServeContext>) {
        router.get("health") { _, _ in try await blocking { () throws(TrellisError) in try health() } }
        // `trellis list WHAT` as `/WHAT` and as `/list/WHAT`.
        for what in Self.listings {
            router.get(RouterPath(what)) { request, _ in try await blocking { () throws(TrellisError) in try list(what, request) } }
        }
        router.get("list/:what") { request, context in
            let what = try context.parameters.require("what")
            return try await blocking { () throws(TrellisError) in try list(what, request) }
        }
        router.get("screens/:name") { request, context in
            let name = try context.parameters.require("name")
            return try await blocking { () throws(TrellisError) in try show(name, request) }
        }
        router.post("layout") { request, _ in
            let files = try await request.sourceFiles()
            return try await blocking { () throws(TrellisError) in try layout(files, request) }
        }
        router.get("query/threshold/:screen") { request, context in
            let screen = try context.parameters.require("screen")
            return try await blocking { () throws(TrellisError) in try threshold(screen, request) }
        }
        router.get("query/threshold") { request, _ in
            try await blocking { () throws(TrellisError) in
                guard let screen = request.parameter("screen"), !screen.contains(",") else {
                    throw .usage("query threshold needs one screen: /query/threshold/SCREEN or ?screen=SCREEN")
                }
                return try threshold(screen, request)
            }
        }
        router.get("query/:kind") { request, context in
            let kind = try context.parameters.require("kind")
            return try await blocking { () throws(TrellisError) in
                FindingRow.rows(try catalog.query([try Catalog.kind(named: kind)], selection: try request.selection())).json
            }
        }
        router.get("diff") { request, _ in
            try await blocking { () throws(TrellisError) in
                let report = try catalog.diff(from: try request.integer("from"), to: try request.integer("to"),
                                              selection: try request.selection(extra: ["from", "to"]))
                return DiffRow.rows(report.rows).json
            }
        }
        addReportRoutes(to: router)
        addWireframeRoutes(to: router)
        addEventRoutes(to: router)
        addStatusRoute(to: router)
    }

    /// Routes that store something: a write token. The register's catalog revision records the
    /// token's name; a solve fills the cache, one at a time per caller.
    private func addWriteRoutes(to router: RouterGroup<ServeContext>) {
        router.post("screens") { request, context in
            try request.expectOnly(["path"])
            let files = try await request.sourceFiles()
            let author = context.identity?.name
            return try await blocking { () throws(TrellisError) in try catalog.register(files: files, author: author).json }
        }
        router.post("solve") { request, context in
            try await solveSlots.withSlot(for: context.caller) {
                try await blocking { () throws(TrellisError) in try catalog.solve(try request.selection()).json }
            }
        }
    }

    static let listings = ["screens", "components", "devices", "profiles", "revisions"]

    /// `trellis list WHAT [SELECTION]`.
    private func list(_ what: String, _ request: Request) throws(TrellisError) -> JSONValue {
        switch what {
        case "screens": return try catalog.listScreens(try request.selection()).json
        case "profiles": return try catalog.listProfiles(try request.selection()).json
        case "components": try request.expectNoParameters(); return try catalog.listComponents().json
        case "devices": try request.expectNoParameters(); return try catalog.listDevices().json
        case "revisions": try request.expectNoParameters(); return try catalog.listRevisions().json
        default:
            throw .usage("cannot list '\(what)'\(Suggest.didYouMean(what, among: Self.listings)); expected "
                + Self.listings.joined(separator: ", "))
        }
    }

    /// `trellis query threshold SCREEN [SELECTION]`.
    private func threshold(_ screen: String, _ request: Request) throws(TrellisError) -> JSONValue {
        ThresholdRow.rows(try catalog.threshold(screen: screen, selection: try request.selection())).json
    }

    private func health() throws(TrellisError) -> JSONValue {
        .object([("status", .string("ok")), ("engine", .string(catalog.service.engineVersion)),
                 ("catalogRevision", try catalog.catalogRevisions().last.map { .number(Double($0.id)) } ?? .null)])
    }

    /// `trellis show NAME [--profile KEY]`.
    private func show(_ name: String, _ request: Request) throws(TrellisError) -> JSONValue {
        try request.expectOnly(["profile"])
        guard let profile = request.parameter("profile") else { return try catalog.definition(of: name) }
        return try catalog.layout(screen: name, profile: profile).json
    }

    /// `trellis layout FILE --profile KEY`, with the catalog's components; writes nothing.
    private func layout(_ files: [SourceFile], _ request: Request) throws(TrellisError) -> JSONValue {
        try request.expectOnly(["profile", "path"])
        guard let profile = request.parameter("profile") else { throw .usage("POST /layout needs ?profile=DEVICE/ORIENTATION/TEXTSIZE") }
        guard files.count == 1 else { throw .usage("POST /layout takes one screen file, not \(files.count)") }
        return try catalog.layout(of: files[0], profile: profile).json
    }
}

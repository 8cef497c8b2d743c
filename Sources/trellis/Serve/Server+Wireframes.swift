import Hummingbird
import TrellisCatalog
import TrellisLayout
import TrellisReport

/// The pictures the live page draws, drawn by the HTML report's renderer (`Wireframe`), so a
/// screen looks the same in both: a registered screen from the catalog's cache, a draft from the
/// editor laid out on the spot without being stored.
extension Server {
    func addWireframeRoutes(to router: RouterGroup<ServeContext>) {
        router.get("screens/:name/wireframes") { request, context in
            let name = try context.parameters.require("name")
            return try await blocking { () throws(TrellisError) in
                try request.expectOnly(["profile", "revision"])
                let pictures = try catalog.pictures(screen: name, profiles: request.profiles(), atCatalogRevision: try request.integer("revision"))
                return Self.json(pictures)
            }
        }
        router.get("screens/:name/wireframe.svg") { request, context in
            let name = try context.parameters.require("name")
            let svg = try await onWorkerThread { () throws(TrellisError) in
                try request.expectOnly(["profile", "revision"])
                guard let key = request.parameter("profile") else { throw .usage("wireframe.svg needs ?profile=DEVICE/ORIENTATION/TEXTSIZE") }
                let pictures = try catalog.pictures(screen: name, profiles: [key], atCatalogRevision: try request.integer("revision"))
                return Wireframe(screen: pictures.screen, profile: pictures.profiles[0], result: pictures.results[0]).svg.markup
            }
            return Response(status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        }
        router.post("layout/wireframes") { request, _ in
            try request.expectOnly(["profile", "path"])
            let files = try await request.sourceFiles()
            return try await blocking { () throws(TrellisError) in
                guard files.count == 1 else { throw .usage("POST /layout/wireframes takes one screen file, not \(files.count)") }
                return Self.json(try catalog.pictures(of: files[0], profiles: request.profiles()))
            }
        }
    }

    /// `{"screen", "views", "layouts"}`: each view with the constraints that name it, and per
    /// profile its status, its layout as `show --profile` prints it and its SVG.
    static func json(_ pictures: ScreenPictures) -> JSONValue {
        .object([
            ("screen", .string(pictures.screen.name)),
            ("views", .array(ViewInspection.views(of: pictures.screen))),
            ("layouts", .array(zip(pictures.profiles, pictures.results).map { profile, result in
                let status = CellStatus(findings: result.findings)
                return .object([
                    ("profile", .string(profile.key)), ("textSize", .string(profile.textSize.shortName)),
                    ("status", .string(status.name)), ("symbol", .string(status.symbol)),
                    ("layout", result.json),
                    ("svg", .string(Wireframe(screen: pictures.screen, profile: profile, result: result).svg.markup)),
                ])
            })),
        ])
    }
}

extension Request {
    /// The repeated `?profile=` keys; a bound keeps one request from asking for the whole catalog.
    func profiles() throws(TrellisError) -> [String] {
        let keys = uri.queryParameters.getAll("profile").map { String($0) }
        guard keys.count <= 48 else { throw .usage("at most 48 profiles a request, not \(keys.count)") }
        return keys
    }
}

import Hummingbird
import TrellisCatalog
import TrellisReport

/// The live page at `/`: plain HTML, CSS and JavaScript modules embedded at build time from
/// `Page/`, plus the HTML report's wireframe stylesheet. The files hold no catalog data, so they
/// need no token.
extension Server {
    func addPageRoutes(to router: Router<ServeContext>) {
        router.get("/") { _, _ in try Self.pageFile("index.html") }
        router.get("page/:file") { _, context in try Self.pageFile(try context.parameters.require("file")) }
        // Whether this server asks for tokens, and what the caller's may do: the page asks for a
        // token when it has none and one is needed, and hides its edit controls from readers.
        router.get("access") { request, context in
            try request.expectNoParameters()
            let role: Role? = access.tokens == nil ? .write : context.identity?.role
            return Response.json(JSONValue.object([
                ("tokens", .bool(access.tokens != nil)), ("readOnly", .bool(access.readOnly)),
                ("name", context.identity.map { .string($0.name) } ?? .null), ("role", role.map { .string($0.rawValue) } ?? .null),
                ("canWrite", .bool(role == .write && !access.readOnly)),
            ]).serialized(pretty: true) + "\n")
        }
    }

    /// The page's files by name; the page may load nothing from anywhere else.
    static func pageFile(_ name: String) throws -> Response {
        let text: String
        if name == "wireframe.css" {
            text = Stylesheet.wireframes
        } else if let file = EmbeddedResources.pageFiles.first(where: { $0.path == "Page/" + name }) {
            text = file.text
        } else {
            throw HTTPError(.notFound, message: "no page file \(name)")
        }
        let type = switch name.split(separator: ".").last {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        default: "text/javascript; charset=utf-8"
        }
        return Response(status: .ok, headers: [
            .contentType: type, .cacheControl: "no-cache",
            .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
            .xContentTypeOptions: "nosniff",
        ], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

import Hummingbird

/// Keeps pages on other sites from using a catalog server that a developer's browser can reach.
///
/// A browser sends some cross-site requests without asking first: a form post, or a `fetch`
/// whose body is form data or plain text. So a request that writes must not carry another site's
/// `Origin` (only `--allow-origin` may), and its body must be JSON or YAML — types no form can
/// send. The live page's own requests carry its origin, which names the server's `Host`, and pass.
/// On an open loopback server the `Host` must name loopback too: a page whose own name was
/// re-pointed at 127.0.0.1 (DNS rebinding) is then same-origin, but still says its own host.
struct BrowserGuard<Context: RequestContext>: RouterMiddleware {
    let access: Access

    /// Methods that change nothing, which browsers send cross-site freely and CORS governs.
    static var safeMethods: [HTTPRequest.Method] { [.get, .head, .options] }
    static var bodyTypes: [String] { ["application/json", "application/x-yaml", "application/yaml", "text/yaml", "text/x-yaml"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if access.loopback && access.tokens == nil, let host = request.head.authority, !Self.namesLoopback(host) {
            throw HTTPError(.misdirectedRequest, message: "this server answers only to a loopback name (127.0.0.1, localhost, [::1]), not \(host)")
        }
        if !Self.safeMethods.contains(request.method) {
            if let origin = request.headers[.origin], origin != access.allowedOrigin, !Self.isSameOrigin(origin, request) {
                throw HTTPError(.forbidden, message: "cross-site request from \(origin) refused (trellis serve --allow-origin lets one site in)")
            }
            let type = request.headers[.contentType].map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() }
            if let type, !Self.bodyTypes.contains(type) {
                throw HTTPError(.unsupportedMediaType, message: "Content-Type \(type) is not accepted: send " + Self.bodyTypes.joined(separator: ", "))
            }
            if type == nil && Self.hasBody(request) {
                throw HTTPError(.unsupportedMediaType, message: "a body needs a Content-Type: " + Self.bodyTypes.joined(separator: ", "))
            }
        }
        return try await next(request, context)
    }

    /// The live page served by this server: its `Origin` names the `Host` it asked.
    private static func isSameOrigin(_ origin: String, _ request: Request) -> Bool {
        guard let authority = request.head.authority else { return false }
        return origin == "http://" + authority || origin == "https://" + authority
    }

    private static func hasBody(_ request: Request) -> Bool {
        request.headers[.transferEncoding] != nil || request.headers[.contentLength].flatMap { Int($0) }.map { $0 > 0 } == true
    }

    /// `127.0.0.1:8080`, `localhost`, `[::1]:8080`.
    static func namesLoopback(_ authority: String) -> Bool {
        let host = authority.hasPrefix("[") ? String(authority.prefix { $0 != "]" }) + "]"
                                            : String(authority.split(separator: ":", omittingEmptySubsequences: false)[0])
        return Access.isLoopback(host)
    }
}

import Hummingbird
import HummingbirdAuth

/// Finds the identity of a request's bearer token (hummingbird-auth parses the header); a token
/// that matches no line is refused at once, so it never reaches a route.
struct TokenAuthenticator: AuthenticatorMiddleware {
    typealias Context = ServeContext
    let tokens: TokenFile

    func authenticate(request: Request, context: ServeContext) async throws -> TokenIdentity? {
        guard let bearer = request.headers.bearer else { return nil }
        guard let identity = tokens.identity(for: bearer.token) else {
            // RFC 6750's error code; the message never repeats the token.
            throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: #"Bearer realm="trellis", error="invalid_token""#],
                            message: "unknown token: it matches no line of the server's tokens file")
        }
        return identity
    }
}

/// The role a group of routes needs: hummingbird-auth's `RolePolicy` when the server has tokens,
/// and for writes on a `--read-only` server a 403 for everyone.
struct RequireRole: RouterMiddleware {
    typealias Context = ServeContext
    let role: Role
    let access: Access
    private let policy: AuthorizationPolicyMiddleware<RolePolicy<TokenIdentity>, ServeContext, HTTPError>

    init(_ role: Role, _ access: Access) {
        self.role = role
        self.access = access
        policy = AuthorizationPolicyMiddleware(
            RolePolicy(role),
            deniedError: HTTPError(.forbidden, message: "this route writes to the catalog: it needs a write token, not a read token"))
    }

    func handle(_ request: Request, context: ServeContext, next: (Request, ServeContext) async throws -> Response) async throws -> Response {
        if role == .write && access.readOnly {
            throw HTTPError(.forbidden, message: "this server is read-only (--read-only): it refuses every write, whatever the token")
        }
        guard access.tokens != nil else { return try await next(request, context) }
        return try await policy.handle(request, context: context, next: next)
    }
}

import Hummingbird
import HummingbirdAuth
import NIOCore

/// The request context of `trellis serve`: Hummingbird's core, the identity hummingbird-auth's
/// authenticator found in the bearer token, and the peer's address, which names the caller for
/// the per-caller solve limit when no token does.
struct ServeContext: AuthRequestContext, RequestContext {
    var coreContext: CoreRequestContextStorage
    var identity: TokenIdentity?
    let peer: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Who is asking: the token's name, or without tokens the peer's address.
    var caller: String { identity.map { "token " + $0.name } ?? peer }
}

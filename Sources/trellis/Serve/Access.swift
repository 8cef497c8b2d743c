import Foundation
import NIOCore
import TrellisCatalog

/// Who may read and who may write, decided once at start from `--host`, `--tokens` and `--read-only`.
///
/// Safe by default: without tokens the server is open only on loopback, where only this machine's
/// users reach it. Any other address needs tokens, or `--read-only` to serve reads to anyone.
struct Access: Sendable {
    /// The accepted tokens; nil: no token is asked for.
    var tokens: TokenFile?
    /// Every write is refused with 403, whatever the token.
    var readOnly: Bool
    /// Bound to loopback only: the Host header is then checked against DNS rebinding.
    var loopback: Bool
    /// The one other site whose pages may call the server (`--allow-origin`).
    var allowedOrigin: String?

    /// The rules for `host`; a non-loopback address without tokens or `--read-only` is refused (exit 2).
    init(host: String, tokensFile: String?, readOnly: Bool, allowedOrigin: String?) throws(TrellisError) {
        tokens = try tokensFile.map { path throws(TrellisError) in try TokenFile(path: path) }
        self.readOnly = readOnly
        self.allowedOrigin = allowedOrigin
        loopback = Self.isLoopback(host)
        if !loopback && tokens == nil && !readOnly {
            throw .usage("""
                refusing to serve on \(host) without tokens: anyone who reaches the port could register screens \
                and solve. Give --tokens FILE (lines from `trellis token create`), or --read-only to let anyone read \
                and no one write; without either, only loopback (127.0.0.1) is served
                """)
        }
    }

    /// 127.0.0.0/8, ::1 and `localhost`: addresses no other machine can reach.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare.lowercased() == "localhost" { return true }
        guard let address = try? SocketAddress(ipAddress: bare, port: 0) else { return false }
        switch address {
        case let .v4(v4): return UInt32(bigEndian: v4.address.sin_addr.s_addr) >> 24 == 127
        case let .v6(v6): return withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) } == Array(repeating: 0, count: 15) + [1]
        default: return false
        }
    }

    /// What the first line on stdout says about who may do what.
    var summary: String {
        let who = tokens.map { "\($0.entries.count) token(s)" } ?? (loopback ? "open on loopback, no tokens" : "no tokens")
        return readOnly ? "\(who), read-only" : who
    }
}

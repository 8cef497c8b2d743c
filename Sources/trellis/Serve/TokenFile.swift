import Crypto
import Foundation
import HummingbirdAuth
import TrellisCatalog

/// What a token may do. A `write` token may read too.
enum Role: String, Sendable, CaseIterable {
    case read, write
}

/// Who a request's bearer token says it is: the token's name from the tokens file and its role.
struct TokenIdentity: RoleProviding, Sendable {
    var name: String
    var role: Role
    /// hummingbird-auth's `RolePolicy` asks whether the identity holds a role.
    var roles: Set<Role> { role == .write ? [.read, .write] : [.read] }
}

/// The tokens `trellis serve --tokens FILE` accepts, read once at start: one a line,
/// `ROLE NAME HASH`, or `ROLE HASH` with a name made from the hash; `#` starts a comment.
///
/// ```text
/// # role  name   hash (from `trellis token create`)
/// write   ci     hmac-sha256:6f1c…:9a0e…
/// read    hmac-sha256:c2d4…:17be…
/// ```
struct TokenFile: Sendable {
    struct Entry: Sendable {
        var identity: TokenIdentity
        var hash: TokenHash
    }

    let entries: [Entry]

    /// The tokens of `path`; a malformed line is bad input (exit 2) naming path:line.
    init(path: String) throws(TrellisError) {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw .usage("cannot read the tokens file \(path): \(error.localizedDescription)")
        }
        try self.init(text: text, path: path)
    }

    init(text: String, path: String) throws(TrellisError) {
        var entries: [Entry] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if fields.isEmpty { continue }
            let place = "\(path):\(index + 1)"
            guard fields.count == 2 || fields.count == 3 else {
                throw .usage("\(place): expected 'ROLE NAME HASH' or 'ROLE HASH', got \(fields.count) fields")
            }
            guard let role = Role(rawValue: fields[0]) else { throw .usage("\(place): role must be read or write, not '\(fields[0])'") }
            guard let hash = TokenHash(parsing: fields[fields.count - 1]) else {
                throw .usage("\(place): expected a hash \(TokenHash.scheme):SALT:MAC as `trellis token create` prints it")
            }
            let name = fields.count == 3 ? fields[1] : "token-" + String(hash.mac.hex.prefix(8))
            guard Self.isValidName(name) else { throw .usage("\(place): a name is letters, digits and . _ @ - only, not '\(name)'") }
            if entries.contains(where: { $0.identity.name == name }) { throw .usage("\(place): the name '\(name)' is used twice") }
            entries.append(Entry(identity: TokenIdentity(name: name, role: role), hash: hash))
        }
        if entries.isEmpty { throw .usage("\(path) holds no tokens; add lines from `trellis token create`") }
        self.entries = entries
    }

    /// The identity whose hash `token` matches, or nil. Every line is tried, so the time taken
    /// does not say which line matched.
    func identity(for token: String) -> TokenIdentity? {
        var found: TokenIdentity?
        for entry in entries where entry.hash.matches(token) && found == nil { found = entry.identity }
        return found
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._@-".unicodeScalars.contains($0)
        }
    }

    /// A new random token: `trellis_` and 32 random bytes in base64url, so secret scanners know it.
    static func newToken() -> String {
        let bytes = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        return "trellis_" + bytes.base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

import Crypto
import Foundation

/// A token's salted one-way hash, as a tokens file holds it: `hmac-sha256:SALT:MAC`, the
/// HMAC-SHA256 of the token keyed by a random 16-byte salt, both in hex.
///
/// Why not bcrypt: tokens are 32 random bytes, so a slow hash adds nothing against guessing
/// (2^256 candidates either way) while costing tens of milliseconds on every request — and as
/// many again for every line an unknown token is tried against, which would hand any caller a
/// way to burn the server's CPU. A salted fast hash is as one-way for such secrets and costs
/// microseconds.
struct TokenHash: Sendable, Equatable {
    static let scheme = "hmac-sha256"
    let salt: [UInt8]
    let mac: [UInt8]

    /// A new hash of `token` with a fresh random salt.
    init(of token: String) {
        salt = Array(SymmetricKey(size: .init(bitCount: 128)).withUnsafeBytes { Data($0) })
        mac = Array(HMAC<Crypto.SHA256>.authenticationCode(for: Data(token.utf8), using: SymmetricKey(data: salt)))
    }

    init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == Self.scheme, let salt = [UInt8](hex: parts[1]), let mac = [UInt8](hex: parts[2]),
              salt.count >= 16, mac.count == 32 else { return nil }
        self.salt = salt
        self.mac = mac
    }

    var text: String { "\(Self.scheme):\(salt.hex):\(mac.hex)" }

    /// Compared in constant time (swift-crypto's check), so timing tells nothing about the MAC.
    func matches(_ token: String) -> Bool {
        HMAC<Crypto.SHA256>.isValidAuthenticationCode(mac, authenticating: Data(token.utf8), using: SymmetricKey(data: salt))
    }
}

extension [UInt8] {
    var hex: String { map { String(format: "%02x", $0) }.joined() }

    init?(hex: Substring) {
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self = bytes
    }
}

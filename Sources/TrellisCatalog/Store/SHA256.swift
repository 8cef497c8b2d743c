import Crypto

/// SHA-256 (FIPS 180-4) of bytes, as lowercase hex: the catalog's content hashes.
///
/// ```swift
/// SHA256.hex(Array("abc".utf8)) // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
///
/// The digest is swift-crypto's; this only spells it the way catalogs store it. The hex is a
/// cache key in every catalog written so far: its spelling (lowercase, no separators) must not
/// change.
public enum SHA256 {
    public static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in Crypto.SHA256.hash(data: bytes) {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

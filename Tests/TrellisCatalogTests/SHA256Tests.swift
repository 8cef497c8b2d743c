import Testing
@testable import TrellisCatalog

@Suite("SHA-256 content hashes")
struct SHA256Tests {
    @Test("matches the FIPS 180-4 test vectors")
    func vectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// Catalogs already written key their cached layouts by this hash: a different spelling
    /// would make every screen look changed. The value is Python's hashlib over the same text.
    @Test("a screen revision's cache key is the hash of its file's hash and its components' hashes, in name order")
    func revisionKey() {
        let source = "screen: Login\nviews:\n  - label: title\n"
        let key = Registration.revisionHash(source: source, components: ["Row", "Card"], hashes: ["Card": "c0ffee"])
        #expect(key == "b4012e9c8cc35aedd5c695c630456c633b907c8d7d905b7e99486c460a9d7145")
    }
}

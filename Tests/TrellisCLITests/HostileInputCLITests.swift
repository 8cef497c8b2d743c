import Foundation
import Testing

/// Hostile files through the command line: exit 2 with the message at file:line:col, never a
/// crash, a hang or the whole file in memory.
@Suite("trellis on hostile input")
struct HostileInputCLITests {
    @Test("a 50 MB screen file: exit 2 from its size, before it is read")
    func fiftyMegabyteFile() throws {
        let work = try Workspace(examples: false)
        // Sparse, and not UTF-8: a size error (not "invalid UTF-8") shows the size came first.
        #expect(FileManager.default.createFile(atPath: work.path("Huge.yaml"), contents: Data([0xFF, 0xFE, 0x00])))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: work.path("Huge.yaml")))
        try handle.truncate(atOffset: 50 * 1024 * 1024)
        try handle.close()
        let result = try work.trellis("layout", "Huge.yaml", "--profile", "iphone-se/portrait/L")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Huge.yaml:1:1: file is 52428800 bytes; the limit is 5242880 bytes"), "\(result.stderr)")
    }

    @Test("invalid UTF-8: exit 2 at the bad byte's line and column, from layout and from register")
    func invalidUTF8() throws {
        let work = try Workspace(examples: false)
        var bytes = Data("screen: Bad\nviews:\n  - id: title\n    kind: label\n    text: \"ab".utf8)
        bytes.append(contentsOf: [0xC3, 0x28])   // a lead byte without its continuation
        bytes.append(contentsOf: Data("\"\n".utf8))
        #expect(FileManager.default.createFile(atPath: work.path("Bad.yaml"), contents: bytes))
        let layout = try work.trellis("layout", "Bad.yaml", "--profile", "iphone-se/portrait/L")
        #expect(layout.status == 2)
        #expect(layout.stderr.contains("Bad.yaml:5:14: invalid UTF-8"), "\(layout.stderr)")
        let register = try work.trellis("register", "Bad.yaml")
        #expect(register.status == 2)
        #expect(register.stderr.contains("Bad.yaml:5:14: invalid UTF-8"), "\(register.stderr)")
    }

    @Test("a YAML alias bomb: exit 2 at the first anchor")
    func aliasBomb() throws {
        let work = try Workspace(examples: false)
        var text = "screen: Bomb\nviews: []\ntags:\n  - &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 0..<9 {
            text += "  - &a\(level) [" + Array(repeating: level == 0 ? "*a" : "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        try work.write("Bomb.yaml", text)
        let result = try work.trellis("layout", "Bomb.yaml", "--profile", "iphone-se/portrait/L")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Bomb.yaml:4:5: YAML anchors ('&name') are not supported"), "\(result.stderr)")
    }

    @Test("10,000-deep nesting: exit 2 at the level past the limit")
    func deepNesting() throws {
        let work = try Workspace(examples: false)
        try work.write("Deep.yaml", "screen: Deep\ntags: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
        let result = try work.trellis("layout", "Deep.yaml", "--profile", "iphone-se/portrait/L")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Deep.yaml:2:262: nesting deeper than 256 levels"), "\(result.stderr)")
    }
}

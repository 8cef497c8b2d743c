import Foundation
import GRDB
import Testing

/// Mistakes get a clear message naming file:line:col, exit 2 (3 for the catalog), and write nothing.
@Suite("trellis on bad input")
struct BadInputTests {
    /// `PATH:LINE:COL` somewhere in the text.
    static func namesLocation(_ text: String, file: String) -> Bool {
        text.range(of: NSRegularExpression.escapedPattern(for: file) + ":[0-9]+:[0-9]+", options: .regularExpression) != nil
    }

    static func screenCount(_ work: Workspace) throws -> Int {
        guard FileManager.default.fileExists(atPath: work.path("trellis.sqlite")) else { return 0 }
        return try DatabaseQueue(path: work.path("trellis.sqlite")).read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT COUNT(*) FROM screen_revisions) + (SELECT COUNT(*) FROM catalog_revisions)") ?? 0
        }
    }

    @Test("malformed YAML: exit 2 naming file:line:col, nothing written")
    func malformedYAML() throws {
        let work = try Workspace()
        try work.write("bad/Broken.yaml", "screen: Broken\nviews:\n  - label: [unclosed\n    text: x\n")
        let result = try work.trellis("register", "examples", "bad")
        #expect(result.status == 2)
        #expect(Self.namesLocation(result.stderr, file: "Broken.yaml"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try Self.screenCount(work) == 0)
    }

    @Test("an unknown font family: exit 2 naming file:line:col and the known families, nothing written")
    func unknownFontFamily() throws {
        let work = try Workspace()
        try work.write("bad/Faces.yaml", "screen: Faces\nviews:\n  - label: l\n    text: Hi\n    font: {size: 17, family: Comic Sans}\n")
        let result = try work.trellis("register", "examples", "bad")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Faces.yaml:5:30"), "\(result.stderr)")
        #expect(result.stderr.contains("unknown font family 'Comic Sans'; expected one of Arial, Avenir, Avenir Next"), "\(result.stderr)")
        #expect(try Self.screenCount(work) == 0)
    }

    @Test("a missing component: exit 2 naming the instance's file:line:col, nothing written")
    func missingComponent() throws {
        let work = try Workspace()
        try work.write("more/UsesMissing.yaml", """
            screen: UsesMissing
            views:
              - component: NoSuchComponent
                id: thing

            """)
        let result = try work.trellis("register", "examples", "more")
        #expect(result.status == 2)
        #expect(result.stderr.contains("UsesMissing.yaml:3:"), "\(result.stderr)")
        #expect(result.stderr.contains("NoSuchComponent"))
        #expect(try Self.screenCount(work) == 0)
    }

    @Test("two screens with one name in one call: exit 2, nothing written")
    func duplicateNames() throws {
        let work = try Workspace()
        let login = try work.read("examples/01-EmailLogin.yaml")
        try work.write("copy/AnotherLogin.yaml", login)
        let result = try work.trellis("register", "examples", "copy")
        #expect(result.status == 2)
        #expect(result.stderr.contains("EmailLogin"))
        #expect(Self.namesLocation(result.stderr, file: "AnotherLogin.yaml") || Self.namesLocation(result.stderr, file: "01-EmailLogin.yaml"))
        #expect(try Self.screenCount(work) == 0)
    }

    @Test("unknown screens, devices, text sizes, kinds and profiles: exit 2 with the name")
    func unknownIDs() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        let before = try Self.screenCount(work)
        for (arguments, needle) in [
            (["query", "scrolls", "--device", "iphone-99"], "iphone-99"),
            (["query", "scrolls", "--screen", "NoSuchScreen"], "NoSuchScreen"),
            (["query", "scrolls", "--text-size", "AX9"], "AX9"),
            (["query", "sideways"], "sideways"),
            (["show", "NoSuchScreen"], "NoSuchScreen"),
            (["show", "EmailLogin", "--profile", "iphone-se/upside-down/L"], "upside-down"),
            (["check", "--fail-on", "wobbly"], "wobbly"),
            (["diff", "--from", "41"], "41"),
            (["solve", "--orientation", "diagonal"], "diagonal"),
        ] {
            let result = try CLI.run(arguments, in: work.url)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(needle), "\(arguments): \(result.stderr)")
        }
        let usage = try work.trellis("register")
        #expect(usage.status == 2)
        #expect(try Self.screenCount(work) == before)
    }

    @Test("a file that is not a catalog, or a folder: exit 3")
    func unreadableCatalog() throws {
        let work = try Workspace()
        try work.write("notes.sqlite", String(repeating: "not a database\n", count: 400))
        let garbage = try work.trellis("list", "screens", "--db", "notes.sqlite")
        #expect(garbage.status == 3)
        #expect(garbage.stderr.contains("notes.sqlite"))
        #expect(try work.read("notes.sqlite") == String(repeating: "not a database\n", count: 400))
        try FileManager.default.createDirectory(atPath: work.path("folder.sqlite"), withIntermediateDirectories: true)
        let folder = try work.trellis("register", "examples", "--db", "folder.sqlite")
        #expect(folder.status == 3)
        let env = try work.trellis("list", "screens", environment: ["TRELLIS_DB": work.path("notes.sqlite")])
        #expect(env.status == 3)
    }

    @Test("a catalog from a newer trellis: exit 3, untouched")
    func newerSchema() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        try DatabaseQueue(path: work.path("trellis.sqlite")).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('9999_from_the_future')")
        }
        let result = try work.trellis("register", "examples")
        #expect(result.status == 3)
        #expect(result.stderr.contains("newer"))
        let query = try work.trellis("query", "scrolls")
        #expect(query.status == 3)
    }
}

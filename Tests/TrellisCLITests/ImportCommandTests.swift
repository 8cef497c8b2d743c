import Foundation
import Testing

/// `trellis import` as a team runs it: real corpus files, a real catalog, emitted YAML that the
/// other commands read.
@Suite("trellis import")
struct ImportCommandTests {
    static let corpus = CLI.packageRoot.deletingLastPathComponent().appending(path: "shared/corpus/files")
    static let storyboard = corpus.appending(path: "twostraws__HackingWithSwift__Classic__project13__Project13__Base.lproj__Main.storyboard").path

    @Test("a storyboard registers its scene, writes YAML that trellis layout solves, and compares frames with IB's")
    func importsAStoryboard() throws {
        let work = try Workspace(examples: false)
        let imported = try work.trellis("import", Self.storyboard, "--emit-yaml", "out", "--check-frames")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 1 screens from 1 files: 1 added"), "\(imported.stdout)")
        let total = try #require(imported.stdout.firstMatch(of: /total: 1 screens.*compared (\d+), within1pt (\d+)/))
        #expect(Int(total.1)! > 0 && Int(total.2)! <= Int(total.1)!)
        #expect(imported.stderr.contains("Main.storyboard:47: <slider>"), "untranslatable elements are reported with their line")

        let screens = try work.trellis("list", "screens", "--format", "json").rows
        let name = try #require(screens.first?["name"] as? String)
        #expect(screens.count == 1 && (screens[0]["tags"] as? [String]) == ["imported"])
        let laidOut = try work.trellis("layout", "out/\(name).yaml", "--profile", "iphone-se/portrait/AX3")
        #expect(laidOut.status == 0, "\(laidOut.stderr)")
        let shown = try work.trellis("show", name, "--profile", "iphone-se/portrait/AX3", "--format", "json")
        #expect(laidOut.object["frames"] as? NSDictionary == shown.object["frames"] as? NSDictionary,
                "the emitted file and the registered screen lay out alike")

        let again = try work.trellis("import", Self.storyboard)
        #expect(again.stdout.contains("0 added, 0 changed, 1 unchanged"), "\(again.stdout)")
    }

    @Test("the whole corpus imports with --no-register and leaves no catalog behind")
    func importsTheCorpus() throws {
        let work = try Workspace(examples: false)
        let imported = try work.trellis("import", Self.corpus.path, "--no-register")
        #expect(imported.status == 0, "\(imported.stderr.suffix(2000))")
        let documents = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.count
        #expect(imported.stdout.contains("from \(documents) files"), "\(imported.stdout)")
        #expect(!FileManager.default.fileExists(atPath: work.path("trellis.sqlite")))
    }

    @Test("--check-frames --format json prints one object: each screen's classes, worst offenders and stale constraints, and the total")
    func checkFramesAsJSON() throws {
        let work = try Workspace(examples: false)
        let result = try work.trellis("import", Self.storyboard, "--no-register", "--check-frames", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = result.object
        let screens = try #require(object["screens"] as? [[String: Any]])
        let total = try #require(object["total"] as? [String: Any])
        #expect(screens.count == 1)
        for key in ["compared", "within1pt", "stale", "hidden", "misplaced", "ambiguous"] {
            #expect(screens[0][key] as? Int == total[key] as? Int, "\(key)")
        }
        #expect((total["compared"] as? Int ?? 0) > 0 && screens[0]["worst"] is [Any] && screens[0]["staleConstraints"] is [Any])
        #expect(result.stderr.contains("imported 1 screens"), "the summary goes to stderr, so stdout is JSON alone")
        #expect(try work.trellis("import", Self.storyboard, "--check-frames", "--format", "csv").status == 2)
    }

    @Test("a storyboard over the size limit is refused from its size, exit 2")
    func refusesAHugeDocument() throws {
        let work = try Workspace(examples: false)
        let path = work.path("Huge.storyboard")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 40 << 20)   // sparse: 40 MB without writing them
        try handle.close()
        let result = try work.trellis("import", "Huge.storyboard")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Huge.storyboard:1:") && result.stderr.contains("limited to 32 MB"), "\(result.stderr)")
    }

    @Test("broken XML and entity declarations exit 2 naming file and line, and register nothing")
    func refusesBadDocuments() throws {
        let work = try Workspace(examples: false)
        try work.write("Broken.storyboard", "<?xml version=\"1.0\"?>\n<document>\n<scenes><scene sceneID=\"a\">\n</document>\n")
        try work.write("Bomb.storyboard", """
            <?xml version="1.0"?>
            <!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document>&b;</document>

            """)
        try work.write("Secret.storyboard", """
            <?xml version="1.0"?>
            <!DOCTYPE d [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document><string key="text">&secret;</string></document>

            """)
        for (file, line) in [("Broken.storyboard", 4), ("Bomb.storyboard", 2), ("Secret.storyboard", 2)] {
            let result = try work.trellis("import", file)
            #expect(result.status == 2, "\(file): \(result.stderr)")
            #expect(result.stderr.contains("\(file):\(line):"), "\(file): \(result.stderr)")
            #expect(!result.stderr.contains("root:"), "no external entity is ever read")
        }
        #expect(!FileManager.default.fileExists(atPath: work.path("trellis.sqlite")), "refused documents leave no catalog")
    }
}

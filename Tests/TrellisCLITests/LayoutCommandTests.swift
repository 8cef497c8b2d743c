import Foundation
import Testing

/// `trellis layout FILE --profile KEY [--components DIR]`: one file, no catalog, CLI.md's JSON.
@Suite("trellis layout")
struct LayoutCommandTests {
    @Test("prints CLI.md's layout JSON with a frame for every view, components' views included")
    func layoutJSON() throws {
        let work = try Workspace()
        let result = try work.trellis("layout", "examples/01-EmailLogin.yaml", "--profile", "iphone-se/portrait/AX3",
                                      "--components", "examples/components")
        #expect(result.status == 0, "\(result.stderr)")
        let json = result.object
        #expect(json["screen"] as? String == "EmailLogin")
        #expect(json["profile"] as? String == "iphone-se/portrait/AX3")
        #expect(json["engine"] as? String != nil)
        #expect(json["scrolls"] as? Bool == true)
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        for id in ["scroll", "stack", "topPadding", "heading", "intro", "emailRow", "emailRow.caption", "emailRow.field",
                   "passwordRow.field", "go", "go.button", "bottomPadding"] {
            #expect(frames[id].map { Set($0.keys) == ["x", "y", "width", "height"] } == true, "\(id)")
        }
        #expect(frames["scroll"] == ["x": 22.5, "y": 20, "width": 330, "height": 647])
        let scroll = try #require((json["scrollViews"] as? [String: [String: Any]])?["scroll"])
        #expect(scroll["scrollsVertically"] as? Bool == true)
        #expect(scroll["visibleHeight"] as? Double == 647)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["kind"] as? String == "scrolls" && $0["views"] as? [String] == ["scroll"] })
        #expect(!work.path("trellis.sqlite").isEmpty && !FileManager.default.fileExists(atPath: work.path("trellis.sqlite")))
    }

    @Test("a width constrained to a top: exit 2 naming file:line:col")
    func sizeToPosition() throws {
        let work = try Workspace(examples: false)
        try work.write("Bad.yaml", "screen: Bad\nviews:\n  - view: a\nconstraints:\n  - a.width == a.top\n")
        let result = try work.trellis("layout", "Bad.yaml", "--profile", "iphone-se/portrait/L")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Bad.yaml:5:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("an unknown device in the profile: exit 2 listing the devices")
    func unknownDevice() throws {
        let work = try Workspace()
        let result = try work.trellis("layout", "examples/03-ScrollChain.yaml", "--profile", "iphone-99/portrait/L")
        #expect(result.status == 2)
        #expect(result.stderr.contains("iphone-se"), "\(result.stderr)")
    }

    @Test("a component the screen needs but --components lacks: exit 2 at the instance")
    func missingComponent() throws {
        let work = try Workspace()
        let result = try work.trellis("layout", "examples/01-EmailLogin.yaml", "--profile", "iphone-se/portrait/L")
        #expect(result.status == 2)
        #expect(result.stderr.contains("01-EmailLogin.yaml:"), "\(result.stderr)")
    }

    @Test("--format table prints frames, scroll views and findings for people")
    func table() throws {
        let work = try Workspace()
        let result = try work.trellis("layout", "examples/03-PagingCarousel.yaml", "--profile", "iphone-16/portrait/L",
                                      "--format", "table")
        #expect(result.status == 0)
        #expect(result.stdout.contains("PagingCarousel at iphone-16/portrait/L"))
        #expect(result.stdout.contains("page4"))
        #expect(result.stdout.contains("scrolls"))
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// register → solve → query on the repository's examples, through the real binary.
@Suite("trellis on the examples")
struct RoundTripTests {
    static let queryKeys: Set<String> = ["screen", "profile", "kind", "views", "amount"]
    static let exampleScreens = 9
    static let defaultProfiles = 11 * 12

    @Test("register, solve, query scrolls: EmailLogin scrolls on an iPhone SE at AX3, not at L")
    func scrollsAtAX3() throws {
        let work = try Workspace()
        let register = try work.trellis("register", "examples", "--format", "json")
        #expect(register.status == 0, "\(register.stderr)")
        #expect((register.object["screens"] as? [String: Any])?["added"] as? [String] != nil)

        let solve = try work.trellis("solve", "--format", "json")
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(solve.object["computed"] as? Int == Self.exampleScreens * Self.defaultProfiles)
        #expect(solve.object["cached"] as? Int == 0)

        let ax3 = try work.trellis("query", "scrolls", "--device", "iphone-se", "--text-size", "AX3", "--format", "json")
        #expect(ax3.status == 0, "\(ax3.stderr)")
        #expect(ax3.rows.contains { $0["screen"] as? String == "EmailLogin" && $0["profile"] as? String == "iphone-se/portrait/AX3" })
        for row in ax3.rows {
            #expect(Set(row.keys) == Self.queryKeys)
            #expect(row["kind"] as? String == "scrolls")
        }
        let large = try work.trellis("query", "scrolls", "--device", "iphone-se", "--text-size", "L", "--format", "json")
        #expect(large.status == 0)
        #expect(large.json is [Any])
        #expect(!large.rows.contains { $0["screen"] as? String == "EmailLogin" })
    }

    @Test("a second solve computes nothing")
    func secondSolveIsCached() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        try work.trellis("solve")
        let again = try work.trellis("solve", "--format", "json")
        #expect(again.status == 0)
        #expect(again.object["computed"] as? Int == 0)
        #expect(again.object["cached"] as? Int == Self.exampleScreens * Self.defaultProfiles)
        let reregister = try work.trellis("register", "examples", "--format", "json")
        #expect(reregister.object["catalogRevision"] is NSNull)
        #expect(try work.trellis("solve", "--format", "json").object["computed"] as? Int == 0)
    }

    @Test("query threshold EmailLogin: one row per device, text sizes or null")
    func threshold() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        let result = try work.trellis("query", "threshold", "EmailLogin", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.rows
        #expect(rows.count == 11)
        let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        for row in rows {
            #expect(Set(row.keys) == ["screen", "device", "orientation", "scrollsFrom", "clipsFrom"])
            #expect(row["screen"] as? String == "EmailLogin")
            #expect(row["orientation"] as? String == "portrait")
            for key in ["scrollsFrom", "clipsFrom"] {
                #expect(row[key] is NSNull || sizes.contains(row[key] as? String ?? "?"))
            }
        }
        // It scrolls at AX3 on an iPhone SE and not at L: the threshold lies between.
        let se = try #require(rows.first { $0["device"] as? String == "iphone-se" })
        let from = try #require(sizes.firstIndex(of: se["scrollsFrom"] as? String ?? "?"))
        #expect(from > sizes.firstIndex(of: "L")! && from <= sizes.firstIndex(of: "AX3")!)
    }

    @Test("editing one component re-solves exactly the screens that use it")
    func componentEdit() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        try work.trellis("solve")
        let screens = try work.trellis("list", "screens", "--format", "json").rows
        let users = Set(screens.filter { ($0["components"] as? [String] ?? []).contains("FormRow") }.compactMap { $0["name"] as? String })
        #expect(!users.isEmpty && users.count < Self.exampleScreens)

        let original = try work.read("examples/components/FormRow.yaml")
        try work.write("examples/components/FormRow.yaml", original.replacingOccurrences(of: "spacing: 8", with: "spacing: 12"))
        let register = try work.trellis("register", "examples", "--format", "json")
        #expect(register.status == 0, "\(register.stderr)")
        let changed = (register.object["screens"] as? [String: Any])?["changed"] as? [String] ?? []
        #expect(Set(changed) == users)
        #expect((register.object["components"] as? [String: Any])?["changed"] as? [String] == ["FormRow"])

        let solve = try work.trellis("solve", "--format", "json")
        #expect(solve.object["computed"] as? Int == users.count * Self.defaultProfiles)
        #expect(solve.object["cached"] as? Int == (Self.exampleScreens - users.count) * Self.defaultProfiles)
    }

    @Test("diff reports exactly the findings that appeared or disappeared")
    func diff() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        let before = try work.trellis("export", "--format", "json", "--out", "before.json")
        #expect(before.status == 0, "\(before.stderr)")
        let button = try work.read("examples/components/PrimaryButton.yaml")
        try work.write("examples/components/PrimaryButton.yaml", button.replacingOccurrences(of: "button.height >= 50", with: "button.height >= 400"))
        try work.trellis("register", "examples")
        try work.trellis("export", "--format", "json", "--out", "after.json")

        func keys(_ file: String) throws -> [String: [String: Any]] {
            let rows = try JSONSerialization.jsonObject(with: Data(work.read(file).utf8)) as? [[String: Any]] ?? []
            return Dictionary(rows.map { (Self.key($0), $0) }, uniquingKeysWith: { a, _ in a })
        }
        let old = try keys("before.json"), new = try keys("after.json")
        let result = try work.trellis("diff", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let appeared = Set(result.rows.filter { $0["change"] as? String == "appeared" }.map(Self.key))
        let disappeared = Set(result.rows.filter { $0["change"] as? String == "disappeared" }.map(Self.key))
        #expect(!appeared.isEmpty)
        #expect(appeared == Set(new.keys).subtracting(old.keys))
        #expect(disappeared == Set(old.keys).subtracting(new.keys))
        for row in result.rows { #expect(Set(row.keys) == Self.queryKeys.union(["change"])) }
    }

    static func key(_ row: [String: Any]) -> String {
        [row["screen"] as? String ?? "", row["profile"] as? String ?? "", row["kind"] as? String ?? "",
         (row["views"] as? [String] ?? []).joined(separator: ",")].joined(separator: "|")
    }

    @Test("check exits 1 exactly when a selected finding exists, and writes JUnit CI servers read")
    func check() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        let failing = try work.trellis("check", "--fail-on", "scrolls", "--device", "iphone-se", "--text-size", "AX3", "--junit", "junit.xml")
        #expect(failing.status == 1, "\(failing.stderr)")
        let passing = try work.trellis("check", "--fail-on", "scrolls", "--screen", "EmailLogin", "--device", "iphone-se",
                                       "--text-size", "L", "--junit", "pass.xml")
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")

        let scrolling = try work.trellis("query", "scrolls", "--device", "iphone-se", "--text-size", "AX3", "--format", "json").rows
        let failingCases = Set(scrolling.map { "\($0["screen"] as? String ?? "") \($0["profile"] as? String ?? "")" })

        let document = try XMLDocument(data: Data(work.read("junit.xml").utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == Self.exampleScreens)
        var cases = 0, failures: Set<String> = []
        for suite in suites {
            #expect(suite.attribute(forName: "name")?.stringValue != nil)
            for testcase in suite.elements(forName: "testcase") {
                cases += 1
                let name = try #require(testcase.attribute(forName: "name")?.stringValue)
                let classname = try #require(testcase.attribute(forName: "classname")?.stringValue)
                if !testcase.elements(forName: "failure").isEmpty { failures.insert("\(classname) \(name)") }
            }
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(suite.elements(forName: "testcase").count)")
        }
        #expect(cases == Self.exampleScreens)
        #expect(failures == failingCases)
        #expect(root.attribute(forName: "failures")?.stringValue == "\(failingCases.count)")

        let pass = try XMLDocument(data: Data(work.read("pass.xml").utf8))
        #expect(try pass.nodes(forXPath: "//failure").isEmpty)
        #expect(try pass.nodes(forXPath: "//testcase").count == 1)
    }

    @Test("list and show answer in every format")
    func listAndShow() throws {
        let work = try Workspace()
        try work.trellis("register", "examples")
        #expect(try work.trellis("list", "screens", "--format", "json").rows.count == Self.exampleScreens)
        #expect(try work.trellis("list", "components", "--format", "json").rows.count == 2)
        #expect(try work.trellis("list", "devices", "--format", "json").rows.count == 19)
        #expect(try work.trellis("list", "profiles", "--format", "json").rows.count == Self.defaultProfiles)
        let csv = try work.trellis("list", "screens", "--format", "csv")
        #expect(csv.stdout.hasPrefix("name,revision,tags,components,path,hash,registeredAt\n"))
        let markdown = try work.trellis("list", "screens", "--format", "markdown")
        #expect(markdown.stdout.hasPrefix("| name | revision |"))
        let layout = try work.trellis("show", "EmailLogin", "--profile", "iphone-se/portrait/AX3", "--format", "json")
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.object["screen"] as? String == "EmailLogin")
        #expect(layout.object["profile"] as? String == "iphone-se/portrait/AX3")
        #expect((layout.object["frames"] as? [String: Any])?["scroll"] != nil)
        #expect(layout.object["scrolls"] as? Bool == true)
        let definition = try work.trellis("show", "EmailLogin")
        #expect(definition.stdout.contains("screen: EmailLogin"))
    }

    @Test("demo registers the built-in examples into a fresh catalog and sums up")
    func demo() throws {
        let work = try Workspace(examples: false)
        let result = try work.trellis("demo")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Scroll at AX3 on iphone-se:"))
        #expect(result.stdout.contains("EmailLogin"))
        #expect(FileManager.default.fileExists(atPath: work.path("trellis-demo.sqlite")))
        let again = try work.trellis("demo", "--format", "json")
        #expect(again.object["computed"] as? Int == Self.exampleScreens * Self.defaultProfiles)
    }
}

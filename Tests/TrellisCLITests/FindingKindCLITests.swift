import Foundation
import Testing

/// `obscured` and `overlap` through the real binary: queried, failed on, exported.
@Suite("obscured and overlap on the command line")
struct FindingKindCLITests {
    @Test("query obscured: the centred login's heading under the status bar of the first SE at AX3 with the keyboard")
    func queryObscured() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let rows = try work.trellis("query", "obscured", "--screen", "CentredLogin", "--device", "iphone-se-1",
                                    "--text-size", "AX3", "--keyboard", "both", "--format", "json")
        #expect(rows.status == 0, "\(rows.stderr)")
        #expect(rows.rows.map { $0["profile"] as? String } == ["iphone-se-1/portrait/AX3+keyboard"])
        #expect(rows.rows.first?["views"] as? [String] == ["heading"])
        #expect(rows.rows.first?["amount"] as? Double == 14.5)
    }

    @Test("check --fail-on overlap fails on the copy typo and passes on the seed onboarding")
    func checkOverlap() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let typo = try work.trellis("check", "--fail-on", "overlap", "--screen", "CopyOverButton", "--device", "iphone-se",
                                    "--format", "json")
        #expect(typo.status == 1, "\(typo.stderr)")
        #expect(!typo.rows.isEmpty && typo.rows.allSatisfy { $0["kind"] as? String == "overlap" })
        let seed = try work.trellis("check", "--fail-on", "overlap,obscured", "--screen", "Onboarding", "--device", "iphone-se")
        #expect(seed.status == 0, "\(seed.stdout)\(seed.stderr)")
    }

    @Test("export csv carries the new kinds like the others")
    func exportCSV() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let export = try work.trellis("export", "--format", "csv", "--out", work.path("f.csv"), "--screen", "CopyOverButton",
                                      "--device", "iphone-se")
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try work.read("f.csv").contains(",overlap,"))
    }
}

/// Names that mean more than one phone are answered with the one picked.
@Suite("ambiguous device names")
struct AmbiguousDeviceNameTests {
    @Test("layout --profile iphone-se says it took the 2nd/3rd generation, in the table title and on stderr")
    func iphoneSE() throws {
        let work = try Workspace()
        let examples = CLI.packageRoot.appending(path: "examples").path
        let table = try work.trellis("layout", examples + "/05-Onboarding.yaml", "--profile", "iphone-se/portrait/L",
                                     "--components", examples + "/components", "--format", "table")
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.hasPrefix("Onboarding at iphone-se/portrait/L — iPhone SE (2nd/3rd gen), iPhone 8 (engine"))
        #expect(table.stderr.contains("note: 'iphone-se' is the iPhone SE (2nd/3rd gen), iPhone 8 (375 × 667); "
            + "the first-generation iPhone SE (320 × 568) is 'iphone-se-1'"))
        let exact = try work.trellis("layout", examples + "/05-Onboarding.yaml", "--profile", "iphone-se-1/portrait/L",
                                     "--components", examples + "/components")
        #expect(exact.status == 0 && exact.stderr.isEmpty)
        #expect(exact.object["profile"] as? String == "iphone-se-1/portrait/L")
    }
}

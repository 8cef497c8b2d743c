import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrellisLayout
@testable import TrellisCatalog
import TrellisReport

@Suite("Answers and reports")
struct ReportTests {
    /// With the counting engine a two-view screen scrolls on an iPhone SE (667 pt) from XXXL on:
    /// 240 × (1 + rank / 3) > 667 first at rank 6.
    @Test("threshold: the first text size at which a screen scrolls, per device and orientation")
    func threshold() throws {
        let folder = TemporaryDirectory()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: CountingSolver())
        _ = try catalog.store.register([Files.screen("A")])
        let rows = try catalog.threshold(screen: "A", selection: try Selection(device: "iphone-se", orientation: "both"))
        #expect(rows.map(\.orientation) == [.portrait, .landscape])
        #expect(rows[0].scrollsFrom == .xxxl)
        #expect(rows[0].clipsFrom == nil)
        // Landscape is 375 pt tall: 240 × (1 + rank / 3) > 375 first at rank 2 (M).
        #expect(rows[1].scrollsFrom == .m)
        let json = ThresholdRow.rows(rows).json.serialized()
        #expect(json.hasPrefix(#"[{"screen":"A","device":"iphone-se","orientation":"portrait","scrollsFrom":"XXXL","clipsFrom":null}"#))
    }

    @Test("check fails exactly on selected findings; its JUnit has one testcase per screen × profile")
    func checkAndJUnit() throws {
        let folder = TemporaryDirectory()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: CountingSolver())
        _ = try catalog.store.register([Files.screen("A"), Files.screen("B")])
        let failing = try catalog.check(failOn: [.scrolls], selection: try Selection(device: "iphone-se", textSize: "L,AX5"))
        #expect(failing.failed)
        #expect(Set(failing.failures.map(\.profile)) == ["iphone-se/portrait/AX5"])
        let passing = try catalog.check(failOn: [.scrolls], selection: try Selection(device: "iphone-se", textSize: "L"))
        #expect(!passing.failed)
        #expect(try !catalog.check(failOn: [.clippedText], selection: Selection()).failed)

        let document = try XMLDocument(data: Data(failing.junit.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "4")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let cases = try document.nodes(forXPath: "//testsuite/testcase") as? [XMLElement] ?? []
        #expect(cases.count == 4)
        #expect(cases.allSatisfy { $0.attribute(forName: "name") != nil && $0.attribute(forName: "classname") != nil })
        let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(failed.map { $0.attribute(forName: "name")?.stringValue } == ["iphone-se/portrait/AX5", "iphone-se/portrait/AX5"])
        #expect(failed.first?.elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "scrolls")
    }

    @Test("rows print as CSV with quoting, Markdown with escaped bars, JSON in column order")
    func formats() {
        let rows = Rows(keys: ["screen", "views", "amount"], rows: [["A, B", .array(["x", "y"]), nil], ["C|D", .array([]), 1.5]])
        #expect(rows.rendered(.csv) == "screen,views,amount\n\"A, B\",\"x, y\",\nC|D,,1.5\n")
        #expect(rows.rendered(.markdown).contains("| C\\|D |  | 1.5 |"))
        #expect(rows.json.serialized() == #"[{"screen":"A, B","views":["x","y"],"amount":null},{"screen":"C|D","views":[],"amount":1.5}]"#)
    }
}

import Foundation
import Testing
import TrellisCatalog
import TrellisLayout
@testable import TrellisReport

@Suite("HTML report pages")
struct ReportTests {
    @Test("the worst finding colours a cell: ambiguous > broken > unreachable > clipped > scrolls > ok")
    func worstFinding() {
        func finding(_ kind: Finding.Kind) -> Finding { Finding(kind: kind, views: ["v"], message: "") }
        #expect(CellStatus(findings: []) == .ok)
        #expect(CellStatus(findings: [finding(.smallTarget), finding(.compressed)]) == .ok)
        #expect(CellStatus(findings: [finding(.scrolls), finding(.clippedText)]) == CellStatus(kind: .clippedText))
        #expect(CellStatus(findings: [finding(.unreachable), finding(.brokenConstraint), finding(.scrolls)]) == CellStatus(kind: .brokenConstraint))
        #expect(CellStatus(findings: [finding(.ambiguous), finding(.brokenConstraint)]) == CellStatus(kind: .ambiguous))
    }

    @Test("the export writes index.html and one page per screen, and no diff page for one revision")
    func files() throws {
        let report = try ExampleReport.get()
        let pages = report.written.screenPages.map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(pages == report.screens.map { $0 + ".html" }.sorted())
        #expect(FileManager.default.fileExists(atPath: report.written.index))
        #expect(report.written.diffPage == nil)
    }

    @Test("one page alone (what `trellis serve` answers) is the page the export wrote, and nil for none")
    func onePage() throws {
        // A catalog of its own: the shared one gains layouts (and a later solving time) from other tests.
        let fresh = try FreshExampleCatalog()
        defer { fresh.remove() }
        let catalog = fresh.catalog
        var selection = Selection()
        selection.devices = ["iphone-se"]
        let html = HTMLReport(catalog: catalog, selection: selection)
        let pages = try html.render()
        #expect(pages.count == ExampleCatalog.screens.count + 1)
        for (path, text) in pages {
            #expect(try html.page(path) == text, "\(path)")
        }
        #expect(try html.page("screens/Nope.html") == nil)
        #expect(try html.page("diff.html") == nil)
    }

    @Test("pages are self-contained: no external stylesheet, script, image or font")
    func selfContained() throws {
        let report = try ExampleReport.get()
        for page in [report.written.index] + report.written.screenPages {
            let html = try report.read(page)
            #expect(count("<link|<img|src=|url\\(|@import", in: html) == 0, "\(page)")
            // The only absolute URL is the SVG namespace.
            #expect(count("https?://(?!www\\.w3\\.org/2000/svg)", in: html) == 0, "\(page)")
        }
    }

    @Test("every SVG has a text alternative: role img, aria-label and a title")
    func textAlternatives() throws {
        let report = try ExampleReport.get()
        let html = try report.read(report.written.directory + "/screens/Onboarding.html")
        let svgs = count("<svg ", in: html)
        #expect(svgs > 0)
        #expect(count("<svg class=\"wireframe\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"[^\"]+\" width=\"[^\"]+\" height=\"[^\"]+\" role=\"img\" aria-label=\"Wireframe of ", in: html) == svgs)
        #expect(count("<title>Wireframe of Onboarding", in: html) == svgs)
    }

    @Test("the index names the catalog revision, when it was solved, the thresholds and counts per kind")
    func indexFacts() throws {
        let report = try ExampleReport.get()
        let html = try report.read(report.written.index)
        #expect(html.contains("Catalog revision 1, registered 20"))
        #expect(html.contains(" · solved 20"))
        #expect(html.contains("<th scope=\"col\">Scrolls from</th><th scope=\"col\">Clips from</th>"))
        for kind in Finding.Kind.allCases { #expect(html.contains("</span> \(kind.rawValue)</th>")) }
        // EmailLogin scrolls from AX3 on the iPhone SE (README's tour): at AX2 its copy, in SF's
        // narrower Display design, takes 5 lines and the content just fits. Its row links to its page.
        let se = pieces(of: html, startingAt: "<section class=\"matrix\" data-device=\"iphone-se\"").first.map(String.init) ?? ""
        let row = pieces(of: se, startingAt: "<tr data-tags=\"auth onboarding\"><th scope=\"row\"><a href=\"screens/EmailLogin.html\">").first.map(String.init) ?? ""
        #expect(row.contains("<td class=\"threshold\">AX3</td><td class=\"threshold\">never</td>"))
        #expect(row.contains("href=\"screens/EmailLogin.html#iphone-se-portrait-AX3\""))
    }

    @Test("a second catalog revision adds a diff page with before and after wireframes")
    func diffPage() throws {
        let fresh = try FreshExampleCatalog()
        defer { fresh.remove() }
        let (directory, catalog) = (fresh.directory, fresh.catalog)
        // Onboarding's copy gets much longer: it clips from smaller text sizes on.
        let files = ExampleCatalog.files.map { file -> SourceFile in
            guard file.path.hasSuffix("05-Onboarding.yaml") else { return file }
            return SourceFile(path: file.path, text: file.text.replacingOccurrences(
                of: "text: Welcome to Trellis",
                with: "text: Welcome to Trellis, the catalog that lays out every screen at every text size on every device"))
        }
        try catalog.register(files: files)
        var selection = Selection()
        selection.devices = ["iphone-se"]
        let written = try HTMLReport(catalog: catalog, selection: selection).write(to: directory + "/report")
        let diff = try #require(written.diffPage)
        let html = try String(contentsOfFile: diff, encoding: .utf8)
        #expect(html.contains("<h1>Changes from catalog revision 1 to 2</h1>"))
        let appeared = count("<article class=\"change\">", in: html)
        #expect(appeared > 0)
        #expect(html.contains("Onboarding</a> at iphone-se/portrait/"))
        #expect(count("<figcaption>Before \\(revision 1\\)</figcaption>", in: html) == appeared)
        #expect(count("<figcaption>After \\(revision 2\\)</figcaption>", in: html) == appeared)
        // The index links to it, and so does a screen's page served alone.
        #expect(try String(contentsOfFile: written.index, encoding: .utf8).contains("<a href=\"diff.html\">Changes</a>"))
        let onboarding = try #require(written.screenPages.first { $0.hasSuffix("/Onboarding.html") })
        let alone = try HTMLReport(catalog: catalog, selection: selection).page("screens/Onboarding.html")
        #expect(alone == (try String(contentsOfFile: onboarding, encoding: .utf8)))
        #expect(alone?.contains("<a href=\"../diff.html\">Changes</a>") == true)
    }
}

import Foundation
import Testing

/// The exported example report, opened in headless Chromium from `file://` as a person would.
@Suite("HTML report in a real browser", .serialized)
struct BrowserTests {
    @Test("the index loads with no console message, its filter script runs and nothing is fetched")
    func indexLoadsCleanly() throws {
        let report = try ExampleReport.get()
        let run = try Chromium.find().dumpDOM(report.written.index)
        #expect(run.status == 0, "chromium exited \(run.status): \(run.stderr.suffix(2000))")
        #expect(run.consoleLines.isEmpty, "console: \(run.consoleLines.joined(separator: "\n"))")
        // The filter form starts hidden and the script shows it: the script ran without error.
        #expect(run.stdout.contains("<form id=\"filters\" class=\"filters\" aria-label=\"Filters\">"), "filters still hidden")
        #expect(run.stdout.contains("99 rows shown"), "9 screens × 11 devices")
    }

    @Test("the console check catches a page's errors (the check above is not vacuous)")
    func consoleCheckCatchesErrors() throws {
        let report = try ExampleReport.get()
        let page = report.directory + "/broken.html"
        try "<!DOCTYPE html><html lang=\"en\"><title>x</title><script>noSuchFunction();</script></html>"
            .write(toFile: page, atomically: true, encoding: .utf8)
        let run = try Chromium.find().dumpDOM(page)
        #expect(run.consoleLines.contains { $0.contains("noSuchFunction") }, "\(run.stderr.suffix(2000))")
    }

    @Test("the tag and device filters hide the rows and tables that do not match")
    func filters() throws {
        let report = try ExampleReport.get()
        let html = try report.read(report.written.index)
        // Choose as a person would: set the selects and fire their change events.
        let choose = """
            <script>
            function choose(id, value) { var s = document.getElementById(id); s.value = value; s.dispatchEvent(new Event('change')); }
            choose('filter-tag', 'onboarding'); choose('filter-device', 'iphone-se');
            </script>
            </body>
            """
        let page = report.written.directory + "/index-filtered.html"
        try html.replacingOccurrences(of: "</body>", with: choose).write(toFile: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: page) }
        let run = try Chromium.find().dumpDOM(page)
        #expect(run.consoleLines.isEmpty, "console: \(run.consoleLines.joined(separator: "\n"))")
        // EmailLogin and Onboarding carry the tag; one device's table is left.
        #expect(run.stdout.contains("2 rows shown"))
        #expect(count("<section class=\"matrix\" data-device=\"[^\"]+\" aria-labelledby=\"m[0-9]+-heading\" hidden", in: run.stdout) == 10)
    }

    @Test("the matrix has one cell per screen × text size in each device's table")
    func matrixCells() throws {
        let report = try ExampleReport.get()
        let dom = try Chromium.find().dumpDOM(report.written.index).stdout
        let tables = pieces(of: dom, startingAt: "<table class=\"matrix-table\">")
        #expect(tables.count == 11, "one table per built-in iPhone in portrait")
        for table in tables {
            #expect(count("<td class=\"cell status-", in: String(table)) == report.screens.count * 12)
            #expect(count("<tr data-tags=", in: String(table)) == report.screens.count)
        }
    }

    @Test("a screen page renders its SVG wireframes, one per text size per device")
    func screenPageRendersSVGs() throws {
        let report = try ExampleReport.get()
        let page = report.written.directory + "/screens/EmailLogin.html"
        let run = try Chromium.find().dumpDOM(page)
        #expect(run.consoleLines.isEmpty, "console: \(run.consoleLines.joined(separator: "\n"))")
        let svgs = count("<svg class=\"wireframe\"", in: run.stdout)
        #expect(svgs == 11 * 12)
        // The parser kept them as SVG with their text alternatives and the wrapped heading.
        #expect(count("<title>Wireframe of EmailLogin at iphone-se/portrait/", in: run.stdout) == 12)
        #expect(run.stdout.contains(">Sign in</text>"))
    }

    @Test("a link from the index to a profile in a closed strip opens that strip")
    func anchorOpensItsStrip() throws {
        let report = try ExampleReport.get()
        let page = URL(fileURLWithPath: report.written.directory + "/screens/EmailLogin.html").absoluteString
        let run = try Chromium.find().run(["--virtual-time-budget=2000", "--dump-dom", page + "#iphone-16-portrait-AX3"])
        #expect(run.consoleLines.isEmpty, "console: \(run.consoleLines.joined(separator: "\n"))")
        // The first strip is open by default, and now the iPhone 16's too.
        #expect(count("<details class=\"strip-group\" open=\"\">", in: run.stdout) == 2)
    }

    @Test("screenshots of the index and a screen page are not blank")
    func screenshotsAreNotBlank() throws {
        let report = try ExampleReport.get()
        let chromium = try Chromium.find()
        for (name, page) in [("index", report.written.index), ("EmailLogin", report.written.directory + "/screens/EmailLogin.html")] {
            let png = report.directory + "/\(name).png"
            let run = try chromium.screenshot(page, to: png, width: 800, height: 700)
            #expect(run.status == 0, "chromium exited \(run.status)")
            let stats = try PNGStatistics.of(png)
            #expect(stats.width == 800 && stats.height == 700)
            // A blank white page has variance 0 and one colour; the report has text, tables and colours.
            #expect(stats.variance > 200, "\(name): brightness variance \(stats.variance)")
            #expect(stats.distinctColours > 20, "\(name): \(stats.distinctColours) colours")
        }
    }
}

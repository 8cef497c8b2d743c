import Foundation
import SnapshotTesting
import Testing
import TrellisCatalog
import TrellisLayout
@testable import TrellisReport

/// The SVG of two example screens at two profiles each, pinned as text snapshots
/// (`__Snapshots__/`). After an intended change, run with `SNAPSHOT_TESTING_RECORD=failed` to
/// re-record, then review the diff.
@Suite("Wireframe SVG")
struct WireframeTests {
    func wireframe(_ screen: String, _ key: String) throws -> Wireframe {
        let report = try ExampleReport.get()
        let revision = try report.catalog.screen(named: screen)
        let model = try report.catalog.screenModel(of: revision)
        let registry = try report.catalog.deviceRegistry()
        let profile = try Profile(key: key, registry: registry)
        let result = try report.catalog.layout(screen: screen, profile: key)
        return Wireframe(screen: model, profile: profile, result: result)
    }

    @Test("reference SVGs", arguments: [
        ("EmailLogin", "iphone-se/portrait/L"),
        ("EmailLogin", "iphone-se/portrait/AX3+keyboard"),
        ("Onboarding", "iphone-se/portrait/L"),
        ("Onboarding", "iphone-se/portrait/AX5"),
    ])
    func reference(screen: String, key: String) throws {
        let svg = try wireframe(screen, key).svg.markup
        assertSnapshot(of: svg, as: .lines, named: screen + "-" + key.replacingOccurrences(of: "/", with: "-"))
    }

    @Test("the keyboard is a band as tall as the device's keyboard, only when shown")
    func keyboardBand() throws {
        let shown = try wireframe("EmailLogin", "iphone-se/portrait/AX3+keyboard").svg.markup
        let hidden = try wireframe("EmailLogin", "iphone-se/portrait/AX3").svg.markup
        // iPhone SE (2nd/3rd gen) in portrait: 667 pt tall, keyboard 260 pt (bottom inset 0).
        #expect(shown.contains("<g class=\"keyboard\">\n  <rect x=\"0\" y=\"407\" width=\"375\" height=\"260\"/>"))
        #expect(!hidden.contains("class=\"keyboard\""))
    }

    @Test("a multi-line label draws its wrapped lines at the text size's font, inside its frame")
    func labelLines() throws {
        let frame = try wireframe("Onboarding", "iphone-se/portrait/L")
        let svg = frame.svg.markup
        let body = try #require(frame.result.frames["body"])
        // body at L: 17 pt on 22 pt lines.
        let lines = pieces(of: svg, startingAt: "<g class=\"view kind-label\" data-view=\"body\">").first.map(String.init) ?? ""
        let texts = count("<text x=\"\(SVGValue.format(body.x))\" y=\"[0-9.]+\" font-size=\"17\" font-weight=\"400\"", in: lines)
        #expect(texts == Int((body.height / 22).rounded()))
        #expect(texts >= 3)
    }

    @Test("a scroll view that scrolls shows its visible area and the content beyond it")
    func scrollOverflow() throws {
        let frame = try wireframe("EmailLogin", "iphone-se/portrait/AX3")
        let scroll = try #require(frame.result.scrollViews["scroll"])
        #expect(scroll.scrollsVertically)
        let svg = frame.svg.markup
        #expect(svg.contains("<g class=\"scroll-area\" data-scroll=\"scroll\">"))
        #expect(svg.contains("class=\"visible\""))
        #expect(svg.contains("class=\"overflow\""))
        #expect(svg.contains("class=\"offscreen\""), "content below the screen's bottom edge is greyed")
        #expect(svg.contains("<g class=\"finding finding-scrolls\" data-finding=\"1\">"))
    }

    @Test("a hidden view and what it contains are not drawn; right-to-left text hangs from the frame's right edge")
    func hiddenAndRightToLeft() throws {
        let here = SourceLocation(file: "t.yaml", line: 1, column: 1)
        let label = ViewNode(id: "caption", kind: .label, properties: ViewProperties(text: "Hi", style: .body))
        let inner = ViewNode(id: "inner", kind: .label, properties: ViewProperties(text: "Gone", style: .body))
        let box = ViewNode(id: "box", kind: .view, properties: ViewProperties(hidden: true), children: [inner])
        let screen = Screen(name: "T", views: [label, box], location: here)
        let frames = ["caption": Frame(x: 100, y: 100, width: 200, height: 22), "box": Frame(x: 0, y: 0, width: 50, height: 50),
                      "inner": Frame(x: 0, y: 0, width: 50, height: 22)]
        let result = LayoutResult(screen: "T", profile: "iphone-se/portrait/L+rtl", engine: "test", frames: frames, scrollViews: [:], findings: [])
        let profile = try Profile(key: "iphone-se/portrait/L+rtl")
        let svg = Wireframe(screen: screen, profile: profile, result: result).svg.markup
        #expect(!svg.contains("data-view=\"box\"") && !svg.contains("data-view=\"inner\"") && !svg.contains(">Gone<"))
        let width = TextLayout("Hi", font: Font(style: .body, category: .l)).width
        #expect(svg.contains("<text x=\"\(SVGValue.format(300 - width))\" "), "\(svg)")
    }
}

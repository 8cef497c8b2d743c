import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Faces iOS ships that a free twin has the metrics of, and open fonts apps bundle
/// (`OpenFaceMetrics`): measured with the twin's or the font's own advances and line height
/// instead of the system font's.
@Suite struct OpenFaceTests {
    /// The frame a label in this font gets on the iPhone SE (a 2× grid).
    private func frame(_ text: String, _ font: String) throws -> Frame? {
        let (imported, issues) = try importOne(storyboard("""
            <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="20" width="100" height="30"/>
              \(font)
            </label>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """))
        #expect(!issues.contains { $0.message.contains("custom font") })
        return LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["label1"]
    }

    /// Courier New's cells are 1229/2048 em (Liberation Mono's): ten at 30 pt are 180.03 (IB saved
    /// "BACKGROUND" 180.33 wide on a 3× canvas in a corpus document), 180.5 on a 2× grid; its line,
    /// 2320/2048 em, 33.98 → 34. The system font made it 200.7 × 36.
    @Test func courierNewIsMonospacedAtItsOwnLineHeight() throws {
        let font = #"<fontDescription key="fontDescription" name="CourierNewPS-BoldMT" family="Courier New" pointSize="30"/>"#
        let label = try #require(try frame("BACKGROUND", font))
        #expect(label.width == 180.5 && label.height == 34, "\(label)")
    }

    /// Helvetica has Arial's (Liberation Sans's) advances: "First View" at 36 pt is 158.01, which
    /// IB saved 157.5 wide (Helvetica's kerning, which the twin lacks, takes half a point); its
    /// line is 2355/2048 em, 41.4 → 41.5, as IB saved it. The system font made it 155 × 43.
    @Test func helveticaHasItsTwinsWidthsAndLine() throws {
        let font = #"<fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="36"/>"#
        let label = try #require(try frame("First View", font))
        #expect(label.width == 158.5 && label.height == 41.5, "\(label)")
    }

    /// Open Sans Bold, read from Debian's file: "Welcome back" at 16 pt is 115.20 wide and its line
    /// 2789/2048 em, 21.79 → 22 (a held-out document bundling the font saved 115 × 22, and
    /// "#phone number" 128.59 as 129 × 22). The system font made it 115 × 19.5.
    @Test func openSansIsMeasuredWithItsOwnTables() throws {
        let font = #"<fontDescription key="fontDescription" name="OpenSans-Bold" family="Open Sans" pointSize="16"/>"#
        let label = try #require(try frame("Welcome back", font))
        #expect(label.width == 115.5 && label.height == 22, "\(label)")
        // A weight between two cuts measures with the nearer one, the heavier of two as near:
        // Open Sans has no medium cut, so medium is semibold, wider than regular.
        func width(_ cut: String) throws -> Double? {
            try frame("Welcome back", #"<fontDescription key="fontDescription" name="OpenSans-\#(cut)" family="Open Sans" pointSize="16"/>"#)?.width
        }
        #expect(try width("Medium") == width("Semibold"))
        #expect(try width("Medium")! > width("Regular")!)
    }

    /// Attributed text names these faces by PostScript names with "MT" and "PS" in them.
    @Test func postScriptNamesFindTheirFamily() {
        #expect(SceneTranslator.builtInFamily(postScriptName: "CourierNewPSMT", family: nil) == .courierNew)
        #expect(SceneTranslator.builtInFamily(postScriptName: "TimesNewRomanPS-BoldMT", family: nil) == .timesNewRoman)
        #expect(SceneTranslator.builtInFamily(postScriptName: "ArialMT", family: nil) == .arial)
        #expect(SceneTranslator.builtInFamily(postScriptName: "Menlo-Regular", family: nil) == .menlo)
        #expect(SceneTranslator.builtInFamily(postScriptName: "Helvetica-Light", family: nil) == .helvetica)
        #expect(SceneTranslator.builtInFamily(postScriptName: "Roboto-Medium", family: nil) == .roboto)
    }
}

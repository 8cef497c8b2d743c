import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Attributed text's paragraph style sizes a label as TextKit lays its lines out: each line's
/// natural height times `lineHeightMultiple`, bounded by `minimumLineHeight` and
/// `maximumLineHeight` (0: no bound), then `lineSpacing` between lines.
extension CanvasTests {
    /// The imported properties and solved height of a label of system text in a paragraph style.
    private func paragraphLabel(_ style: String, text: String, size: Int = 17) throws -> (ViewProperties, Double?) {
        let (imported, _) = try importOne(storyboard("""
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="20" y="20" width="300" height="22"/>
              <attributedString key="attributedText">
                <fragment content="\(text)"><attributes><font key="NSFont" metaFont="system" size="\(size)"/>
                  <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(style)/>
                </attributes></fragment>
              </attributedString>
            </label>
            """, constraints: """
            <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """))
        let frame = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["label1"]
        return (try #require(imported.screen.views.first?.properties), frame?.height)
    }

    @Test func aParagraphStylesLineSpacingSeparatesTheLines() throws {
        let (properties, height) = try paragraphLabel(#"lineSpacing="3""#, text: "One&#10;Two", size: 14)
        #expect(properties.lineSpacing == 3)
        // Two 14 pt lines (16.71 each) and 3 pt between them: 36.42, 36.5 on the pixel grid.
        #expect(height == 36.5)
    }

    @Test func aMinimumLineHeightRaisesEveryLine() throws {
        // 17 pt lines are 20.29 tall; at least 22 each: one line 22, two 44.
        let (properties, one) = try paragraphLabel(#"minimumLineHeight="22""#, text: "One")
        #expect(properties.minimumLineHeight == 22 && properties.maximumLineHeight == nil)
        #expect(one == 22)
        #expect(try paragraphLabel(#"minimumLineHeight="22""#, text: "One&#10;Two").1 == 44)
        // A minimum under the natural height changes nothing: 20.29 on the 2× grid is 20.5.
        #expect(try paragraphLabel(#"minimumLineHeight="12""#, text: "One").1 == 20.5)
    }

    @Test func aMaximumLineHeightBoundsTheMultipleAndSpacingComesOnTop() throws {
        // 20.29 × 1.5 = 30.43, held to 25; two lines with 4 pt between them: 25 + 4 + 25 = 54.
        let style = #"lineSpacing="4" minimumLineHeight="0.0" maximumLineHeight="25" lineHeightMultiple="1.5""#
        let (properties, two) = try paragraphLabel(style, text: "One&#10;Two")
        #expect(properties.maximumLineHeight == 25 && properties.minimumLineHeight == nil)
        #expect(two == 54)
    }
}

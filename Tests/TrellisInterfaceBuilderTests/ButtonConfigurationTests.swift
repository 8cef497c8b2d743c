import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// iOS 15's `UIButton.Configuration` as IB saves it: its title, font and insets size the button,
/// and its title wraps as a label's does.
@Suite struct ButtonConfigurationTests {
    @Test func aConfiguredButtonIsItsConfigurationsTitlePlusItsInsets() throws {
        let (imported, _) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="80" height="34.5"/>
              <state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="filled" title="Go">
                <fontDescription key="titleFontDescription" type="system" pointSize="17"/>
              </buttonConfiguration>
            </button>
            """))
        let button = try #require(imported.screen.views.first)
        // The legacy "Button" title is not what a configured button shows.
        #expect(button.properties.title == "Go")
        #expect(button.properties.contentInsets == SceneTranslator.configurationInsets)
        let go = TextMeasurer.measure("Go", font: Font(FixedFont(size: 17)), maxLines: 1, width: nil, scale: 2).size.width
        let frame = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
        // 12 pt beside and 7 pt above and below the 17 pt line (20.29, rounded up to the pixel).
        #expect(frame?.width == go + 24)
        #expect(frame?.height == 34.5)
    }

    /// A configured button's title wraps (`titleLineBreakMode` is word wrapping): in a 98 pt column
    /// "Use high energy" at 10 pt takes two 12 pt lines, and the button is 2 × 12 + 14 tall.
    @Test func aConfiguredButtonsTitleWrapsToTheWidthItIsGiven() throws {
        let (imported, _) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="98" height="38"/>
              <buttonConfiguration key="configuration" style="plain" title="Use high energy">
                <fontDescription key="titleFontDescription" type="system" pointSize="10"/>
              </buttonConfiguration>
            </button>
            """, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="b" firstAttribute="width" constant="98" id="c3"/>
            """))
        let button = try #require(imported.screen.views.first)
        #expect(button.properties.lines == 0)
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        // SF's 10 pt line is 11.93 pt, 12 on the pixel grid.
        #expect(frames["button1"]?.height == 38)

        // Given its whole title's width, the same button is one line tall.
        let wide = TextMeasurer.measure("Use high energy", font: Font(FixedFont(size: 10)), maxLines: 1, width: nil, scale: 2).size.width + 24
        var screen = imported.screen
        screen.constraints = screen.constraints.filter { $0.constant != 98 }
        let unconstrained = LayoutEngine().layout(screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
        #expect(unconstrained?.width == wide)
        #expect(unconstrained?.height == 26)
    }

    /// An image-only configured button showing an SF Symbol: the document lists the symbol only as
    /// its aspect at 128, so its saved size less the insets stands in, as for a legacy image button
    /// (3 held-out documents of 3 repositories save such buttons 31 × 31 and 47 × 31; the 20 pt
    /// title row and insets made them 54 × 36).
    @Test func aConfiguredSymbolButtonKeepsItsSavedSize() throws {
        let (imported, issues) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="53" width="31" height="31"/>
              <state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="gray" cornerStyle="capsule">
                <imageReference key="image" image="arrow.left" catalog="system" symbolScale="medium"/>
              </buttonConfiguration>
            </button>
            """, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="53" id="c2"/>
            """))
        #expect(imported.screen.views.first?.properties.imageSize == Size(width: 31 - 24, height: 31 - 14))
        #expect(issues.contains { $0.message.contains("image button 'arrow.left'") })
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == 1, "\(check.offenders)")
    }

    /// A configuration's listed image and its title add up along `imagePlacement`, `imagePadding`
    /// apart (0 by default), inside the insets: a held-out Xcode 13 document saves three plain
    /// buttons with a 98 pt image above a 14 pt body title (its canvas's Extra Small) 129 tall,
    /// 7 + 98 + 17 + 7. Beside the title the image adds its width, and a taller one sets the height.
    @Test func aConfiguredButtonsListedImageSitsBesideOrAboveItsTitle() throws {
        func frame(_ configuration: String) throws -> Frame? {
            let (imported, _) = try importOne(storyboard("""
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="100" height="40"/>
                  <state key="normal" title="Button"/>
                  \(configuration)
                </button>
                """, constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                """).replacingOccurrences(of: "</scenes>", with: """
                </scenes><resources><image name="leaf" width="94" height="98"/><image name="dot" width="17" height="30"/></resources>
                """))
            return LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
        }
        let daily = TextMeasurer.measure("Daily", font: Font(FixedFont(size: 17)), maxLines: 1, width: nil, scale: 2).size.width
        // Body at Large: a 20.5 pt line on the 2× canvas. Above it: the image's width sets the width.
        let above = try frame(#"<buttonConfiguration key="configuration" style="plain" image="leaf" imagePlacement="top" title="Daily"/>"#)
        #expect(abs((above?.width ?? 0) - (94 + 24)) < 1e-6)
        #expect(above?.height == 7 + 98 + 20.5 + 7)
        let below = try frame(#"<buttonConfiguration key="configuration" style="plain" image="leaf" imagePlacement="bottom" title="Daily" imagePadding="6"/>"#)
        #expect(below?.height == 7 + 98 + 6 + 20.5 + 7)
        // Beside it, leading by default: 12 + 17 + 8 + title + 12 wide; the 30 pt image sets the height.
        let beside = try frame(#"<buttonConfiguration key="configuration" style="plain" image="dot" title="Daily" imagePadding="8"/>"#)
        #expect(beside?.width == 12 + 17 + 8 + daily + 12)
        #expect(abs((beside?.height ?? 0) - (7 + 30 + 7)) < 1e-6)
    }
}

import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Fonts a document names: a custom font is measured as the system font at its size and the
/// weight its name says, and listed in the import warnings; the system font under its own names is not.
@Suite struct FontTests {
    func label(font name: String) -> String {
        """
        <label text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="20" width="45" height="27"/>
          <fontDescription key="fontDescription" name="\(name)" family="Any" pointSize="20"/>
        </label>
        """
    }

    @Test func aCustomFontIsMeasuredAsTheSystemFontAndListed() throws {
        let (imported, issues) = try importOne(storyboard(label(font: "Montserrat-SemiBold")))
        #expect(imported.screen.views.first?.properties.font == FixedFont(size: 20, weight: .semibold))
        let warning = try #require(issues.first { $0.message.contains("custom font") })
        #expect(warning.message == "custom font 'Montserrat-SemiBold' measured with the system font at 20.0 pt")
        #expect(warning.line == 12)
    }

    @Test func xcode6sSystemSizeIsUIFontsSystemFontSize() throws {
        let (imported, issues) = try importOne(storyboard("""
            <label text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="20" width="41" height="17"/>
              <fontDescription key="fontDescription" type="system" size="system"/>
            </label>
            """))
        #expect(imported.screen.views.first?.properties.font == FixedFont(size: 14, weight: .regular))
        #expect(issues.isEmpty)
    }

    @Test(arguments: [".AppleSystemUIFont", ".AppleSystemUIFontBold", ".SFNSDisplay", "SFProText-Semibold"])
    func theSystemFontUnderItsOwnNameIsNotACustomFont(name: String) throws {
        let (imported, issues) = try importOne(storyboard(label(font: name)))
        #expect(imported.screen.views.first?.properties.font?.size == 20)
        #expect(!issues.contains { $0.message.contains("custom font") })
    }

    /// Without a `fontDescription`, a system button's title is 15 pt and a custom-type one's is
    /// UIButton's own 18 pt (saved 34 pt tall: an 18 pt line of 21.48, whole points, and 6 above and below).
    @Test func aCustomButtonWithoutAFontHasUIButtonsEighteenPointTitle() throws {
        let (imported, _) = try importOne(storyboard("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="20" y="20" width="46" height="30"/>
              <state key="normal" title="Done"/></button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="20" y="60" width="52" height="34"/>
              <state key="normal" title="Done"/></button>
            """))
        #expect(imported.screen.views.map { $0.properties.font?.size } == [15, 18])
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["button1"]?.height == 30)
        #expect(frames["button2"]?.height == 34)
    }
}

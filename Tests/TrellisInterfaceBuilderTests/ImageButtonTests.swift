import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A legacy button's title beside an image the document lists: the title's line with 2 pt on every
/// side, next to the image, as tall as the taller of the two.
@Suite struct ImageButtonTests {
    func button(title: String, image: String, catalog: String = "", saved: (Double, Double)) -> String {
        storyboard("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
              <rect key="frame" x="20" y="40" width="\(saved.0)" height="\(saved.1)"/>
              <fontDescription key="fontDescription" type="system" pointSize="15"/>
              <state key="normal" title="\(title)" image="\(image)"\(catalog)/>
            </button>
            """, constraints: """
            <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """).replacingOccurrences(of: "</scenes>", with: """
            </scenes><resources><image name="dot" width="17" height="17"/><image name="tall" width="24" height="30"/>\
            <image name="square" catalog="system" width="128" height="114"/></resources>
            """)
    }

    func frame(_ xml: String) throws -> Frame? {
        LayoutEngine().layout(try importOne(xml).0.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
    }

    @Test func aTitleBesideASmallImageIsItsLinePlusFourTall() throws {
        // 15 pt: a line of ceil₂(17.90) = 18, + 4 = 22 over the 17 pt image (6 buttons of 6 repositories saved so).
        let size = try #require(try frame(button(title: "Going", image: "dot", saved: (0, 0))))
        #expect(size.height == 22)
        let titleOnly = try #require(try frame(button(title: "Going", image: "none", saved: (0, 0))))
        // The image adds its width and the title's 2 + 2 pt to the title alone.
        #expect(size.width == titleOnly.width + 17 + 4)
        #expect(titleOnly.height == 30)
    }

    @Test func aButtonWithOnlyABackgroundImageIsThatImagesSize() throws {
        // No title, no image: UIButton's content is empty and the listed background image sizes it
        // (a 12 × 22 back arrow saved 12 × 22, where an empty system button is 30 × 34).
        let xml = button(title: "", image: "none", saved: (12, 22))
            .replacingOccurrences(of: #"<state key="normal" title="" image="none"/>"#, with: #"<state key="normal" backgroundImage="tall"/>"#)
        #expect(try frame(xml) == Frame(x: 20, y: 40, width: 24, height: 30))
        let unlisted = xml.replacingOccurrences(of: #"backgroundImage="tall""#, with: #"backgroundImage="unlisted""#)
        #expect(try frame(unlisted) == Frame(x: 20, y: 40, width: 30, height: 34))
    }

    @Test func aTallerImageSetsTheHeight() throws {
        #expect(try frame(button(title: "SD", image: "tall", saved: (0, 0)))?.height == 30)
    }

    @Test func anSFSymbolsListedSizeIsNotItsDrawnSize() throws {
        // `square` is listed 128 × 114 but drawn at the title's size: the title alone sizes the button.
        #expect(try frame(button(title: "Going", image: "square", catalog: " catalog=\"system\"", saved: (0, 0)))?.height == 30)
    }

    @Test func theFrameCheckComparesTheButtonWithItsImage() throws {
        // "Going" is wider than the empty button's 30 pt, so the title alone is its text's width.
        let title = try #require(try frame(button(title: "Going", image: "none", saved: (0, 0))))
        let saved = (title.width + 24 + 4, 30.0)
        #expect(FrameCheck.check(try importOne(button(title: "Going", image: "tall", saved: saved)).0).within1pt == 1)
        #expect(FrameCheck.check(try importOne(button(title: "Going", image: "tall", saved: (title.width, 30))).0).within1pt == 0)
    }

    @Test func anImageReferenceIsTheStatesImageToo() throws {
        // Xcode 11 on writes `<imageReference key="image" …/>` inside the state: an SF Symbol alone
        // in a button, which the document does not size, keeps its saved 24 × 20.5 (not the empty
        // system button's 30 × 34).
        let xml = button(title: "", image: "", saved: (24, 20.5)).replacingOccurrences(
            of: #"<state key="normal" title="" image=""/>"#,
            with: #"<state key="normal"><imageReference key="image" image="tray.and.arrow.down" catalog="system"/></state>"#)
        let (imported, issues) = try importOne(xml)
        #expect(issues.contains { $0.message.contains("image button 'tray.and.arrow.down'") })
        let size = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
        #expect(size?.width == 24)
        #expect(size?.height == 20.5)
    }
}

import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A legacy button's title beside an image the document lists: the title's line next to the image,
/// as tall as the taller of the two (before Xcode 8.3, with 2 pt on every side of the title).
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

    @Test func aTitleBesideASmallImageIsItsLineTall() throws {
        // A custom button's 18 pt title: a line of ceil(21.48) = 22 over the 17 pt image (WWDC's
        // "Going" beside a 12 pt image is saved 22 tall, OctoPod's "SD" beside a 24 pt one 48 × 24).
        let custom = { (image: String) in
            self.button(title: "Going", image: image, saved: (0, 0))
                .replacingOccurrences(of: #"buttonType="system" "#, with: "")
                .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#, with: "")
        }
        let size = try #require(try frame(custom("dot")))
        #expect(size.height == 22)
        let titleOnly = try #require(try frame(custom("none")))
        // The image adds its width to the title alone.
        #expect(size.width == titleOnly.width + 17)
        #expect(titleOnly.height == 34)
    }

    @Test func beforeXcode8_3TheTitleKeepsTwoPointsBesideTheImage() throws {
        // An Xcode 7 document: a 20 pt title beside a 22 pt image, in 10 pt insets, is saved 48
        // tall, (ceil(23.87) + 4) + 20; from Xcode 8.3's SDK on the same button is 44.
        let xml = button(title: "Sign In", image: "wide", saved: (0, 0))
            .replacingOccurrences(of: #"pointSize="15""#, with: #"pointSize="20""#)
            .replacingOccurrences(of: #"<state key="normal""#, with: #"<inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/><state key="normal""#)
            .replacingOccurrences(of: #"<image name="dot""#, with: #"<image name="wide" width="26" height="22"/><image name="dot""#)
        let screen = try importOne(xml).0.screen
        func height(_ sdk: PlatformSDK) throws -> Double? {
            LayoutEngine(platformSDK: sdk).layout(screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]?.height
        }
        #expect(try height(.iOS10) == 48)
        #expect(try height(.iOS12) == 44)
        #expect(try height(.current) == 44)
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
        // "Going" is wider than the empty button's 30 pt, so the title alone is its text's width; a
        // document without a toolsVersion is of the oldest era, whose title keeps 2 pt a side.
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

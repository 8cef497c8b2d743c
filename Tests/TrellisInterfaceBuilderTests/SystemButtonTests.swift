import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// System button types that draw a fixed glyph instead of a title.
@Suite struct SystemButtonTests {
    func button(type: String, saved size: Double, height: Double? = nil, tools: String? = nil) -> String {
        let xml = storyboard("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
              <rect key="frame" x="20" y="40" width="\(size)" height="\(height ?? size)"/>
            </button>
            """, constraints: """
            <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """)
        guard let tools else { return xml }
        return xml.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"3.0\" toolsVersion=\"\(tools)\"")
    }

    @Test func fromXcode11TheInfoDisclosureAndAddButtonsAreSymbols25By24() throws {
        for type in ["infoLight", "infoDark", "detailDisclosure", "contactAdd"] {
            let imported = try importOne(button(type: type, saved: 25, height: 24, tools: "17156")).0
            let check = FrameCheck.check(imported)
            #expect(check.compared == 1 && check.within1pt == 1, "\(type): \(check.offenders)")
            // At runtime too (today's SDK), whatever the document's era.
            let old = try importOne(button(type: type, saved: 22)).0
            let frame = LayoutEngine().layout(old.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
            #expect(frame?.width == 25 && frame?.height == 24, "\(type)")
        }
    }

    @Test func beforeXcode11InfoAndAddButtonsAre22PtAndCloseButtonsAre30() throws {
        for (type, size) in [("infoLight", 22.0), ("infoDark", 22), ("detailDisclosure", 22), ("contactAdd", 22), ("close", 30)] {
            let check = FrameCheck.check(try importOne(button(type: type, saved: size)).0)
            #expect(check.compared == 1 && check.within1pt == 1, "\(type): \(check.offenders)")
        }
        // A title-less system button is still the empty legacy button, 30 × 34.
        let empty = try importOne(button(type: "system", saved: 30)).0
        #expect(LayoutEngine().layout(empty.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]?.height == 34)
    }

    @Test func anEmptyButtonWithALargeFontIsALineOfItTall() throws {
        // 25 pt: a line of ceil(29.83) = 30, + 12 = 42, as IB saves two such buttons; at 15 pt the
        // empty content's 22 stands (34).
        let xml = button(type: "roundedRect", saved: 30, height: 42)
            .replacingOccurrences(of: "</button>", with: #"<fontDescription key="fontDescription" type="system" pointSize="25"/></button>"#)
        let check = FrameCheck.check(try importOne(xml).0)
        #expect(check.compared == 1 && check.within1pt == 1, "\(check.offenders)")
    }
}

import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// System button types that draw a fixed glyph instead of a title.
@Suite struct SystemButtonTests {
    func button(type: String, saved size: Double) -> String {
        storyboard("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
              <rect key="frame" x="20" y="40" width="\(size)" height="\(size)"/>
            </button>
            """, constraints: """
            <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """)
    }

    @Test func infoAndAddButtonsAre22PtAndCloseButtons30() throws {
        for (type, size) in [("infoLight", 22.0), ("infoDark", 22), ("contactAdd", 22), ("close", 30)] {
            let check = FrameCheck.check(try importOne(button(type: type, saved: size)).0)
            #expect(check.compared == 1 && check.within1pt == 1, "\(type): \(check.offenders)")
        }
        // A title-less system button is still the empty legacy button, 30 × 34.
        let empty = try importOne(button(type: "system", saved: 30)).0
        #expect(LayoutEngine().layout(empty.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]?.height == 34)
    }
}

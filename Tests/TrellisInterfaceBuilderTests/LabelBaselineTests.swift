import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A label's baselines are fixed offsets from its own edges: the first from its top, the last from
/// its bottom, as its text measures, however tall Auto Layout makes it. A label tied to a taller
/// one at both baselines is as tall (5 documents of 5 repositories, Xcode 6 to 15, saved labels so);
/// buttons and text fields keep their baselines with their vertically centred text.
@Suite struct LabelBaselineTests {
    static func document(_ ties: String) -> String {
        storyboard("""
            <label text="wensday" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="8" y="8" width="66" height="50"/>
              <constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="99" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="300" y="8" width="19" height="50"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="c3"/>
            \(ties)
            """)
    }

    @Test func aLabelTiedAtBothBaselinesIsAsTallAsTheOther() throws {
        let (imported, _) = try importOne(Self.document("""
            <constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" secondAttribute="firstBaseline" id="t1"/>
            <constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="baseline" id="t2"/>
            """))
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["label2"]?.y == 8 && frames["label2"]?.height == 50)
    }

    /// Tied at its first baseline only, the label keeps its own height (one 17 pt line, 20.5 on a
    /// 2× screen) with its top where the other's is: the first baseline sits an ascender below each top.
    @Test func aLabelTiedAtTheFirstBaselineKeepsItsHeightTopAligned() throws {
        let (imported, _) = try importOne(Self.document("""
            <constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" secondAttribute="firstBaseline" id="t1"/>
            """))
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["label2"]?.y == 8 && frames["label2"]?.height == 20.5)
    }
}

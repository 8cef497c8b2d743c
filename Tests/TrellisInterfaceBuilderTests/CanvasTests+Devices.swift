import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Every `<device id>` Xcode writes is a canvas of its own size and insets.
extension CanvasTests {
    @Test func theIPadsWithoutAHomeButtonDrawTheStatusBarAndTheHomeIndicator() throws {
        // iPad mini (6th generation), 744 × 1133 in landscape as saved: 24 pt status bar, 20 pt indicator.
        let (mini, _) = try importOne(document(device: "ipad7_9", tools: "19162", root: (1133, 744))
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#))
        let device = Canvas.device(for: mini)
        #expect(device.family == .ipad)
        #expect(device.landscape.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let (pro, _) = try importOne(document(device: "ipad13_0rounded", tools: "23504", root: (1032, 1376)))
        #expect(Canvas.device(for: pro).portrait.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func aDeviceTheTableDoesNotNameIsTheOneOfTheRootsSize() throws {
        // An unknown id with the iPhone 14 Pro's 393 × 852 root: its Dynamic Island's insets.
        let (imported, _) = try importOne(document(device: "retina9_9", tools: "22505", root: (393, 852)))
        #expect(Canvas.device(for: imported).portrait.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }
}

extension CanvasTests {
    @Test(arguments: [("6254", 16.0), ("8191", 20.0)])
    func xcode6sAnyCanvasHasSixteenPointSideMarginsAndXcode7sTwenty(tools: String, margin: Double) throws {
        let xml = document(device: nil, tools: tools, root: (600, 600), """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="\(margin)" y="40" width="\(600 - 2 * margin)" height="50"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="v1" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c3"/>
            <constraint firstItem="v1" firstAttribute="height" constant="50" id="c4"/>
            """)
        let check = FrameCheck.check(try importOne(xml).0)
        #expect(check.compared == 1 && check.within1pt == 1)
    }
}

extension CanvasTests {
    @Test func theAnyCanvasShowsTheBaseLayoutNotASizeClasssVariation() throws {
        // v1 sits 20 below the top on Any/Any and 70 below in compact width, regular height, where
        // v2 alone is installed. Saved on the Any canvas: v1 at 20, v2 not shown.
        let xml = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="20" width="600" height="50"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0" y="0" width="600" height="10"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="70" id="c2"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="v1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="v1" firstAttribute="height" constant="50" id="c5"/>
            <constraint firstItem="v2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c6"/>
            """, extra: """
            <variation key="default"><mask key="subviews"><exclude reference="v2"/></mask>
              <mask key="constraints"><exclude reference="c2"/><exclude reference="c6"/></mask></variation>
            <variation key="heightClass=regular-widthClass=compact"><mask key="subviews"><include reference="v2"/></mask>
              <mask key="constraints"><exclude reference="c1"/><include reference="c2"/><include reference="c6"/></mask></variation>
            """).replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="600" height="600""#)
        let check = FrameCheck.check(try importOne(xml).0)
        #expect(check.compared == 1 && check.within1pt == 1)
        #expect(check.hidden == 1 && check.stale == 0)
    }
}

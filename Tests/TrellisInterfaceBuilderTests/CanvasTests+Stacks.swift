import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Stack views on Interface Builder's canvas.
extension CanvasTests {
    @Test(arguments: ["view", "imageView"])
    func theCanvasKeepsTheSavedSizeOfAViewWithoutContentAcrossAStackThatDoesNotFillIt(_ element: String) throws {
        // A centre-aligned vertical stack: nothing but UIKit's priority-25 ambiguity suppression
        // sizes the plain view's (or image-less image view's) width at runtime; IB kept the 240 pt it was drawn with.
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="20" y="100" width="335" height="40"/>
              <subviews>
                <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                  <rect key="frame" x="47.5" y="0.0" width="240" height="40"/>
                  <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
                </\(element)>
              </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            """)
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.compared == 2 && check.within1pt == 2, "\(check.offenders)")
        // At a real profile the view keeps no saved size: the suppression makes it 0 wide.
        let runtime = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L"))
        let card = try #require(imported.screen.views.first?.children.first?.id)
        #expect(runtime.frames[card]?.width == 0)
    }
}

import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A xib's top-level view on a notched phone's canvas.
extension CanvasTests {
    func xib(root: (Double, Double), safeAreaGuide: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES"\(safeAreaGuide ? " useSafeAreas=\"YES\"" : "")>
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="\(root.0)" height="\(root.1)"/>
                    \(safeAreaGuide ? "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" : "")
                </view>
            </objects>
        </document>
        """
    }

    @Test func aFreeformXibViewWithASafeAreaGuideGetsTheStatusBarAtItsTopOnly() throws {
        func insets(_ xml: String) throws -> EdgeInsets {
            Canvas.device(for: try importOne(xml, file: "View.xib").0).portrait.safeArea
        }
        // A panel smaller than the screen: IB draws the status bar's 44 pt above its safe area and
        // no home indicator below it (a button pinned 16 above the safe area's bottom sits 16 above
        // the panel's).
        #expect(try insets(xib(root: (312, 484), safeAreaGuide: true)) == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // Without safe-area guides its margins take both of the device's insets.
        #expect(try insets(xib(root: (312, 484), safeAreaGuide: false)) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // A screen-sized one keeps both.
        #expect(try insets(xib(root: (414, 896), safeAreaGuide: true)) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }
}

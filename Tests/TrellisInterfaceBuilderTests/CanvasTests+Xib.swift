import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A xib's top-level view or cell on a phone's canvas.
extension CanvasTests {
    /// `device: nil` is Xcode 6–7's canvas without one; `bars` holds any further children of the top-level view.
    func xib(root: (Double, Double), safeAreaGuide: Bool, device: String? = "retina6_1", tools: String = "17701",
             element: String = "view", bars: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES"\(safeAreaGuide ? " useSafeAreas=\"YES\"" : "")>
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <objects>
                <\(element) contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="\(root.0)" height="\(root.1)"/>
                    \(safeAreaGuide ? "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" : "")
                    \(bars)
                </\(element)>
            </objects>
        </document>
        """
    }

    func xibInsets(_ xml: String) throws -> EdgeInsets {
        Canvas.device(for: try importOne(xml, file: "View.xib").0).portrait.safeArea
    }

    @Test func aFreeformXibViewWithASafeAreaGuideGetsTheStatusBarAtItsTopOnly() throws {
        // A panel smaller than the screen: IB draws the status bar's 44 pt above its safe area and
        // no home indicator below it (a button pinned 16 above the safe area's bottom sits 16 above
        // the panel's).
        #expect(try xibInsets(xib(root: (312, 484), safeAreaGuide: true)) == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // Without safe-area guides its margins take both of the device's insets.
        #expect(try xibInsets(xib(root: (312, 484), safeAreaGuide: false)) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // A screen-sized one keeps both.
        #expect(try xibInsets(xib(root: (414, 896), safeAreaGuide: true)) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func aScreenSizedXibViewOnAHomeButtonPhoneGetsTheStatusBarWhenItsEraDrawsOne() throws {
        // A 320 × 568 view on the iPhone SE canvas: a scroll view pinned to the safe area's top is
        // saved at y 20 by Xcode 14.3 (21701) and later, at 0 by Xcode 11 to 14.2, and at 20 again
        // by Xcode 9 and 10 (before 14800), as a storyboard's root is.
        let se = (root: (320.0, 568.0), device: "retina4_0")
        #expect(try xibInsets(xib(root: se.root, safeAreaGuide: true, device: se.device, tools: "21701")).top == 20)
        #expect(try xibInsets(xib(root: se.root, safeAreaGuide: true, device: se.device, tools: "21507")).top == 0)
        #expect(try xibInsets(xib(root: se.root, safeAreaGuide: true, device: se.device, tools: "14800")).top == 0)
        #expect(try xibInsets(xib(root: se.root, safeAreaGuide: true, device: se.device, tools: "14490.70")).top == 20)
        // A smaller view is not on the screen's top edge: no bar.
        #expect(try xibInsets(xib(root: (320, 200), safeAreaGuide: true, device: se.device, tools: "21701")) == .zero)
    }

    @Test func aXibsTopLevelCellHasNoInsets() throws {
        // A cell is drawn on its own: a content view pinned to the cell's safe area is saved at y 0
        // on the iPhone 11 canvas, where a plain view of that size would get the status bar's 44.
        for element in ["tableViewCell", "collectionViewCell"] {
            #expect(try xibInsets(xib(root: (414, 189), safeAreaGuide: true, element: element)) == .zero)
            #expect(try xibInsets(xib(root: (414, 896), safeAreaGuide: false, element: element)) == .zero)
        }
        #expect(try xibInsets(xib(root: (414, 189), safeAreaGuide: true)).top == 44)
        // A collection view's header or footer has no content view: it is drawn as a plain view (a
        // label pinned to its safe area saved 59 below its top on the iPhone 15 canvas).
        let header = xib(root: (527, 406), safeAreaGuide: true, device: "retina6_12", tools: "22685",
                         element: "collectionReusableView")
        #expect(try xibInsets(header).top == 59)
    }

    @Test func aXibViewUnderASimulatedNavigationBarHasItBelowTheStatusBar() throws {
        // IB draws the bar a xib's view names, as over a controller's view: a table pinned to the
        // safe area's top is saved at y 88 on the iPhone 11 canvas (44 + 44), not 44.
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try xibInsets(xib(root: (414, 896), safeAreaGuide: true, tools: "16097", bars: bar)).top == 88)
        #expect(try xibInsets(xib(root: (414, 896), safeAreaGuide: true, tools: "16097")).top == 44)
    }

    @Test func noInsetExceedsTheView() throws {
        // A 40 pt bar-like panel under the iPhone 11's 44 pt status bar is all inset, not more.
        #expect(try xibInsets(xib(root: (414, 40), safeAreaGuide: true)) == EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    }

    @Test(arguments: ["", #"<rect key="frame" x="0.0" y="0.0" width="400" height="43"/>"#,
                      #"<rect key="frame" x="0.0" y="0.0" width="320" height="43"/>"#])
    func aCellsContentViewFillsTheCellWhateverFrameIBSavedForIt(_ savedFrame: String) throws {
        // Xcode 6 saved some content views without a frame, and kept others at 43 pt (or 320 wide)
        // in cells made taller (or wider). A label pinned 8 inside the content view's trailing and
        // bottom margins is 274 wide and 75 tall in the 400 × 119 cell; from a 0 × 0 content view it came out −126 by −44, and
        // against a 43 pt or 320 pt one its saved frame looked stale.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6245" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="119"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            \(savedFrame)
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                    <rect key="frame" x="118" y="36" width="274" height="75"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="text" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="118" id="c1"/>
                                <constraint firstItem="text" firstAttribute="top" secondItem="content" secondAttribute="top" constant="36" id="c2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="text" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="text" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let check = FrameCheck.check(try importOne(xml, file: "TweetCell.xib").0)
        #expect(check.stale == 0 && check.within1pt == check.compared && check.compared >= 1, "\(check.offenders)")
    }

    @Test(arguments: [(width: 375.0, device: "retina4_7", inset: 16.0), (width: 393, device: "retina6_12", inset: 20)])
    func aCellsContentViewHasWiderSideMarginsFromThe390PointPhonesOn(_ canvas: (width: Double, device: String, inset: Double)) throws {
        let xml = cellXib(tools: "23727", device: canvas.device, width: canvas.width, savedBoxAt: (canvas.inset, 11))
        let check = FrameCheck.check(try importOne(xml, file: "Cell.xib").0)
        #expect(check.compared >= 1 && check.within1pt == check.compared, "\(check.offenders)")
    }

    /// Without a `<device>` (Xcode 6 and 7) a xib's top-level view is drawn as a plain view: a
    /// box pinned to its leading and bottom margins sits 8 in, UIView's default, where a root's
    /// margin would be 16 (or 20).
    @Test(arguments: ["6254", "10117"])
    func aDevicelessXibViewHasAPlainViewsEightPointMargins(tools: String) throws {
        let xml = xib(root: (320, 568), safeAreaGuide: false, device: nil, tools: tools, bars: """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="182" width="304" height="378"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="top" secondAttribute="bottomMargin" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="182" id="c4"/>
            </constraints>
            """)
        let check = FrameCheck.check(try importOne(xml, file: "MapViewController.xib").0)
        #expect(check.compared == 1 && check.within1pt == 1, "\(check.offenders)")
    }
}

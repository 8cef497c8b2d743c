import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Views the canvas draws otherwise than UIKit lays them out at runtime.
extension CanvasTests {
    /// A table view cell xib whose box is pinned to its content view's leading and top margins.
    func cellXib(tools: String, device: String = "retina4_7", width: Double = 375, savedBoxAt origin: (x: Double, y: Double)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <subviews>
                            \(box("box", x: origin.x, y: origin.y, width: 40, height: 20))
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func beforeXcode9ACellsContentViewHasEightPointMargins() throws {
        func matches(_ tools: String, _ origin: Double) throws -> Bool {
            let check = FrameCheck.check(try importOne(cellXib(tools: tools, savedBoxAt: (origin, origin)), file: "Cell.xib").0)
            return check.compared == 2 && check.within1pt == 2
        }
        // iOS 10's UIView default of 8 on every edge; from iOS 11 16 at the side and 11 above.
        #expect(try matches("12121", 8))
        #expect(try !matches("12121", 16))
        let modern = try importOne(cellXib(tools: "17701", savedBoxAt: (0, 0)), file: "Cell.xib").0
        let frames = LayoutEngine().layout(modern.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        let box = try #require(frames.values.first { $0.width == 40 })
        #expect(box.x == 16 && box.y == 11)
    }

    @Test func aHiddenActivityIndicatorKeepsItsSlotInAStackOnTheCanvas() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
              <rect key="frame" x="20" y="20" width="100" height="SAVED"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                  <constraints><constraint firstAttribute="height" constant="30" id="ha"/></constraints></view>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                  <rect key="frame" x="40" y="38" width="20" height="20"/></activityIndicatorView>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0.0" y="B" width="100" height="30"/>
                  <constraints><constraint firstAttribute="height" constant="30" id="hb"/></constraints></view>
              </subviews>
            </stackView>
            """
        let pins = """
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="s1" firstAttribute="width" constant="100" id="c3"/>
            """
        func check(saved: String, b: String) throws -> FrameCheck {
            FrameCheck.check(try importOne(document(device: "retina4_7", tools: "15505", root: (375, 667),
                stack.replacingOccurrences(of: "SAVED", with: saved).replacingOccurrences(of: "\"B\"", with: "\"\(b)\""),
                constraints: pins)).0)
        }
        // IB keeps the 20 pt slot and its spacing: 30 + 8 + 20 + 8 + 30 = 96, the second view at 66.
        let kept = try check(saved: "96", b: "66")
        #expect(kept.hidden == 1 && kept.compared == 3 && kept.within1pt == 3)
        // UIKit's collapse (the second view at 38) is not what the canvas shows.
        #expect(try check(saved: "68", b: "38").within1pt == 1)
    }

    @Test func aViewAutoresizedInAScrollViewFollowsTheScrollViewsFrameNotItsContent() throws {
        // A button laid out by frame, 17 pt from the right edge (flexible left margin), in a scroll
        // view whose content nothing sizes: UIKit autoresizes against the scroll view's bounds, so
        // the button stays at 375 − 17 − 41 = 317, where the content's right edge would leave it free.
        let (imported, _) = try importOne(storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews><button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scan"><rect key="frame" x="317" y="29" width="41" height="41"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
              </button></subviews>
            </scrollView>
            """, constraints: fillingRoot("scroll")))
        let check = FrameCheck.check(imported)
        #expect(check.ambiguous == 0 && check.compared == 2 && check.within1pt == 2, "\(check.offenders)")
        // On a wider phone it keeps its 17 pt from the right edge.
        let runtime = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-16-pro-max/portrait/L"))
        let scan = try #require(imported.screen.views.first?.children.first?.id)
        #expect(abs((runtime.frames[scan]?.x ?? 0) - (440 - 17 - 41)) < 0.001)
    }
}

extension CanvasTests {
    @Test func aPageControlTakesItsSDKsHeight() throws {
        let control = """
            <pageControl translatesAutoresizingMaskIntoConstraints="NO" numberOfPages="3" id="p1"><rect key="frame" x="20" y="20" width="200" height="HEIGHT"/></pageControl>
            """
        let pins = """
            <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="p1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="p1" firstAttribute="width" constant="200" id="c3"/>
            """
        // 37 pt before Xcode 11, 27.5 in Xcode 12's iOS 14 design, 26 from Xcode 13.
        for (tools, height, matches) in [("14490", "37", true), ("17701", "27.5", true), ("18122", "26", false),
                                         ("19162", "26", true), ("21225", "27.5", false)] {
            let xml = document(device: "retina4_7", tools: tools, root: (375, 667),
                               control.replacingOccurrences(of: "HEIGHT", with: height), constraints: pins)
            let check = FrameCheck.check(try importOne(xml).0)
            #expect((check.within1pt == 1) == matches, "toolsVersion \(tools), saved height \(height)")
        }
    }
}

extension CanvasTests {
    @Test func aFixedFrameSwitchKeepsItsSavedFrame() throws {
        // The autoresizing mask pins the frame, 2 pt wider than the alignment rect constraints
        // place: a switch dropped at x 347 is 51 wide there, not 53 (4 switches of 1 document).
        let (imported, _) = try importOne(storyboard("""
            <switch fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="300" y="100" width="51" height="31"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </switch>
            """))
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == 1, "\(check.offenders)")
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["switch1"] == Frame(x: 300, y: 100, width: 51, height: 31))
    }
}

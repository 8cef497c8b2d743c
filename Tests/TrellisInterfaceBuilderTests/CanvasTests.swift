import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Interface Builder's canvas as the frame check rebuilds it: the safe area IB drew by device,
/// Xcode era and kind of root, and the controls of the SDK that Xcode shipped.
@Suite struct CanvasTests {
    /// The one-scene storyboard of `storyboard(…)` on another device, root size and Xcode.
    func document(device: String?, tools: String, root: (Double, Double), _ subviews: String = "", constraints: String = "") -> String {
        var xml = storyboard(subviews, constraints: constraints)
            .replacingOccurrences(of: "<document ", with: "<document toolsVersion=\"\(tools)\" ")
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(root.0)" height="\#(root.1)""#)
        if let device {
            xml = xml.replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(device)""#)
        } else {
            xml = xml.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
        }
        return xml
    }

    func safeTop(_ xml: String) throws -> Double {
        let (imported, _) = try importOne(xml)
        return Canvas.device(for: imported).portrait.safeArea.top
    }

    @Test func fromXcode14TheNotchedCanvasesDrawIOS15Insets() throws {
        // iPhone 11 (414 × 896): 44 pt through Xcode 13, 48 from Xcode 14 (toolsVersion 21xxx).
        #expect(try safeTop(document(device: "retina6_1", tools: "20037", root: (414, 896))) == 44)
        #expect(try safeTop(document(device: "retina6_1", tools: "21507", root: (414, 896))) == 48)
        // iPhone 12 Pro Max (428 × 926): 44 on Xcode 13's canvas, 47 from Xcode 14.
        #expect(try safeTop(document(device: "retina6_7", tools: "20037", root: (428, 926))) == 44)
        #expect(try safeTop(document(device: "retina6_7", tools: "21507", root: (428, 926))) == 47)
        // iPhone 12/13 (390 × 844): 44, then 47; iPhone 13 mini (375 × 812): 44, then 50.
        #expect(try safeTop(document(device: "retina6_0", tools: "19529", root: (390, 844))) == 44)
        #expect(try safeTop(document(device: "retina6_0", tools: "22505", root: (390, 844))) == 47)
        #expect(try safeTop(document(device: "retina5_9", tools: "23504", root: (375, 812))) == 50)
        // Home-button iPhones: the status bar is drawn before Xcode 11 and again from Xcode 14.3
        // (toolsVersion 21701); Xcode 14.2 (21507) drew none.
        #expect(try safeTop(document(device: "retina4_7", tools: "14460", root: (375, 667))) == 20)
        #expect(try safeTop(document(device: "retina4_7", tools: "18122", root: (375, 667))) == 0)
        #expect(try safeTop(document(device: "retina4_7", tools: "21507", root: (375, 667))) == 0)
        #expect(try safeTop(document(device: "retina4_7", tools: "21701", root: (375, 667))) == 20)
        #expect(try safeTop(document(device: "retina4_7", tools: "23504", root: (375, 667))) == 20)
        // Home-button iPads too (a 16097 document pins a board to the safe area's top at 0).
        #expect(try safeTop(document(device: "ipad9_7", tools: "14460", root: (768, 1024))) == 20)
        #expect(try safeTop(document(device: "ipad9_7", tools: "16097", root: (768, 1024))) == 0)
        #expect(try safeTop(document(device: "ipad9_7", tools: "32700", root: (768, 1024))) == 20)
        // The iPhone 14 Pro's Dynamic Island was always 59.
        #expect(try safeTop(document(device: "retina6_12", tools: "21225", root: (393, 852))) == 59)
    }

    @Test func aFreeformRootTallerThanTheScreenKeepsTheScreensInsets() throws {
        let (imported, _) = try importOne(document(device: "retina6_12", tools: "21225", root: (414, 1078)))
        #expect(Canvas.device(for: imported).portrait.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func aShorterRootReachesTheScreensBottomOnly() throws {
        // A 414 × 842 page sheet on the iPhone 11 canvas: its top is 54 pt below the screen's, its
        // bottom on the home indicator.
        let (imported, _) = try importOne(document(device: "retina6_1", tools: "17156", root: (414, 842)))
        #expect(Canvas.device(for: imported).portrait.safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // A narrower root is a popover or a form sheet: no insets.
        let (narrow, _) = try importOne(document(device: "retina6_1", tools: "17156", root: (320, 400)))
        #expect(Canvas.device(for: narrow).portrait.safeArea == .zero)
    }

    @Test func theAnyCanvasOfXcode6DrawsTheStatusBarOnItsRoot() throws {
        // Documents without a <device> were laid out on a 600 × 600 canvas with the 20 pt status bar.
        #expect(try safeTop(document(device: nil, tools: "10117", root: (600, 600))) == 20)
    }

    @Test func theAnyCanvasDrawsNoStatusBarWhereTheControllerSetsItToNone() throws {
        // Xcode 7's canvas: a view pinned to the top layout guide is saved at y 0 under a status bar
        // set to None. A device canvas (Xcode 9's iPhone 8) draws the bar whatever the setting.
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        func withNone(_ xml: String) -> String { xml.replacingOccurrences(of: "</view>\n                </viewController>", with: "</view>\n\(none)</viewController>") }
        #expect(try safeTop(withNone(document(device: nil, tools: "9060", root: (600, 600)))) == 0)
        #expect(try safeTop(withNone(document(device: "retina4_7", tools: "13771", root: (375, 667)))) == 20)
    }

    @Test func roundedRectFieldsAreThirtyPointsBeforeXcode11AndThirtyFourAfter() throws {
        let field = """
            <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="f1"><rect key="frame" x="20" y="20" width="200" height="34"/>
              <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """
        let pins = """
            <constraint firstItem="f1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="f1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="f1" firstAttribute="width" constant="200" id="c3"/>
            """
        for (tools, height) in [("14460", 30.0), ("15505", 34)] {
            let xml = document(device: "retina4_7", tools: tools, root: (375, 667), field, constraints: pins)
                .replacingOccurrences(of: #"height="34"/>"#, with: #"height="\#(Int(height))"/>"#)
            let check = FrameCheck.check(try importOne(xml).0)
            #expect(check.compared == 1 && check.within1pt == 1, "toolsVersion \(tools): \(check.offenders)")
        }
        // At runtime the current SDK applies: 34 for a 14 pt field.
        let (imported, _) = try importOne(document(device: "retina4_7", tools: "14460", root: (375, 667), field, constraints: pins))
        #expect(LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["textField1"]?.height == 34)
    }

    @Test func aNormalStateAttributedTitleSizesTheButton() throws {
        let (imported, _) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="80" height="30"/>
              <state key="normal">
                <attributedString key="attributedTitle">
                  <fragment content="Read more"><attributes><font key="NSFont" metaFont="systemSemibold" size="13"/></attributes></fragment>
                </attributedString>
              </state>
            </button>
            """))
        let properties = try #require(imported.screen.views.first?.properties)
        #expect(properties.title == "Read more")
        #expect(properties.font == FixedFont(size: 13, weight: .semibold))
    }

    @Test func aSubviewASizeClassLeavesOutDoesNotExistThereNorDoItsConstraints() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="100" height="40"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
            </view>
            """, constraints: """
            <constraint firstItem="v2" firstAttribute="width" secondItem="root" secondAttribute="width" id="c1"/>
            <constraint firstItem="v1" firstAttribute="width" constant="100" id="c2"/>
            """, extra: """
            <variation key="heightClass=compact"><mask key="subviews"><exclude reference="v1"/></mask></variation>
            """))
        let compact = try #require(imported.screen.views.first?.variants.last)
        #expect(compact.condition == .not(.not(.verticalSizeClass(.compact, negated: false))))
        #expect(compact.properties.hidden == true)
        // Both constraints hold only where v1 exists: c1 through v1, the superview of its item v2.
        #expect(imported.screen.constraints.map(\.condition) == Array(repeating: .not(.verticalSizeClass(.compact, negated: false)), count: 2))
    }
}

extension CanvasTests {
    @Test func aSegmentedControlTakesItsSDKsHeightNotItsSavedFrame() throws {
        let control = """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="20" y="20" width="200" height="HEIGHT"/></segmentedControl>
            """
        let pins = """
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="s1" firstAttribute="width" constant="200" id="c3"/>
            """
        // IB saved iOS 12's 29 pt before Xcode 11 and iOS 13's 32 pt from its first beta (14810) on;
        // a saved frame of 40 is no evidence of either.
        for (tools, height, matches) in [("14460", "29", true), ("14490", "32", false), ("14868", "32", true),
                                         ("14868", "29", false), ("15505", "32", true), ("15505", "40", false)] {
            let xml = document(device: "retina4_7", tools: tools, root: (375, 667),
                               control.replacingOccurrences(of: "HEIGHT", with: height), constraints: pins)
            let check = FrameCheck.check(try importOne(xml).0)
            #expect((check.within1pt == 1) == matches, "toolsVersion \(tools), saved height \(height)")
        }
        let (imported, _) = try importOne(document(device: "retina4_7", tools: "14460", root: (375, 667),
                                                   control.replacingOccurrences(of: "HEIGHT", with: "29"), constraints: pins))
        // Constraints align its 31 pt alignment rect; the 32 pt frame reaches 1 pt below it.
        #expect(LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["view1"]?.height == 31)
    }

    @Test func aViewBelowASegmentedControlIsPlacedFromItsAlignmentRect() throws {
        // IB saves the control 32 tall at y 20 and a view pinned 8 below its bottom at y 59 (20 + 31 + 8).
        let xml = document(device: "retina4_7", tools: "17701", root: (375, 667), """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="20" y="20" width="200" height="32"/></segmentedControl>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="20" y="59" width="200" height="10"/></view>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="s1" firstAttribute="width" constant="200" id="c3"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="s1" secondAttribute="leading" id="c4"/>
            <constraint firstItem="v1" firstAttribute="width" secondItem="s1" secondAttribute="width" id="c5"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="s1" secondAttribute="bottom" constant="8" id="c6"/>
            <constraint firstItem="v1" firstAttribute="height" constant="10" id="c7"/>
            """)
        let check = FrameCheck.check(try importOne(xml).0)
        #expect(check.compared == 2 && check.within1pt == 2 && check.stale == 0, "\(check.offenders)")
    }

    @Test func anAttributedFragmentsContentMayBeAStringElement() throws {
        // IB writes content with newlines or long text as <string key="content"> inside the fragment.
        let (imported, _) = try importOne(storyboard("""
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="100" height="40"/>
              <attributedString key="attributedText">
                <fragment><string key="content">Two
            lines</string><attributes><font key="NSFont" metaFont="system" size="14"/></attributes></fragment>
              </attributedString>
            </label>
            """))
        let properties = try #require(imported.screen.views.first?.properties)
        #expect(properties.text == "Two\nlines")
        #expect(properties.font == FixedFont(size: 14))
    }

    @Test func aMetaFontWithoutASizeIsAppKitsDefaultSize() throws {
        // IB edits attributed text with macOS's font panel: `metaFont="system"` alone is 13 pt.
        let (imported, _) = try importOne(storyboard("""
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="100" height="16"/>
              <attributedString key="attributedText">
                <fragment content="Fine print"><attributes><font key="NSFont" metaFont="systemBold"/></attributes></fragment>
              </attributedString>
            </label>
            """))
        #expect(imported.screen.views[0].properties.font == FixedFont(size: 13, weight: .bold))
    }

    @Test func anExplicitPreferredMaxLayoutWidthAndTheAlignmentCarryOver() throws {
        let (imported, _) = try importOne(storyboard("""
            <label numberOfLines="0" text="A long text that wraps" textAlignment="center" preferredMaxLayoutWidth="120" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="100" height="40"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """))
        let properties = try #require(imported.screen.views.first?.properties)
        #expect(properties.preferredMaxLayoutWidth == 120 && properties.textAlignment == .center)
    }

    @Test func whatANavigationStackInATabBarPushesKeepsTheTabBarUnlessItHidesIt() throws {
        let xml = storyboardDocument(scenes: tabbedNavigationScenes(root: "list")
            + controllerScene("list", #"<connections><segue destination="detail" kind="show" id="g1"/><segue destination="player" kind="show" id="g2"/></connections>"#)
            + controllerScene("detail") + controllerScene("player", attributes: #"hidesBottomBarWhenPushed="YES""#))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Tabs.storyboard")
        let bottoms = Dictionary(uniqueKeysWithValues: result.screens.map { ($0.screen.name, $0.barInsets.bottom) })
        // The root, and what it pushes, sit above the 49 pt tab bar; the player hides it when pushed.
        #expect(bottoms.filter { $0.key.hasPrefix("viewController") }.values.sorted() == [0, 49, 49], "\(bottoms)")
    }
}

extension CanvasTests {
    @Test func webViewsAndPagingScrollViewsImportAsTheirTypes() throws {
        let (imported, issues) = try importOne(storyboard("""
            <scrollView pagingEnabled="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="375" height="300"/></scrollView>
            <wkWebView translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="0" y="300" width="375" height="300"/></wkWebView>
            """))
        #expect(imported.screen.views.map(\.kind) == [.scroll, .webView])
        #expect(imported.screen.views[0].properties.paging == true)
        #expect(!issues.contains { $0.element == "wkWebView" })
    }
}

extension CanvasTests {
    @Test func aViewThatPreservesItsSuperviewsMarginsKeepsContentInsideTheRootsMargins() throws {
        // IB saved the label 16 pt in: the card's own 8 pt margin widened to the root's 16.
        let xml = storyboard("""
            <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
              <rect key="frame" x="0" y="100" width="375" height="50"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="16" y="0" width="343" height="50"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="card" secondAttribute="top" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c4"/>
              </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="r2"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r3"/>
            <constraint firstItem="card" firstAttribute="height" constant="50" id="r4"/>
            """)
        let (imported, _) = try importOne(xml)
        #expect(imported.screen.views[0].properties.preservesSuperviewMargins == true)
        #expect(ScreenYAML.text(for: imported.screen).contains("preservesSuperviewMargins: true"))
        let check = FrameCheck.check(imported)
        #expect(check.compared == 2 && check.within1pt == 2, "\(check.offenders)")
    }
}

extension CanvasTests {
    @Test func aNavigationStacksBarIsAsTallAsItsControllersSavedBar() throws {
        func tops(bar: String, largeTitles: Bool) throws -> [String: Double] {
            let xml = storyboardDocument(scenes: """
                <scene sceneID="s-nav"><objects><navigationController id="nav">
                  <navigationBar key="navigationBar" \(largeTitles ? #"largeTitles="YES""# : "") id="bar"><rect key="frame" x="0.0" y="20" width="375" height="\(bar)"/></navigationBar>
                  <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController></objects></scene>
                """ + controllerScene("list", #"<navigationItem key="navigationItem" id="i1"/><connections><segue destination="detail" kind="show" id="g1"/></connections>"#)
                + controllerScene("detail", #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="i2"/>"#))
            let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Nav.storyboard")
            // Keyed by scene: "list" or "detail".
            return Dictionary(uniqueKeysWithValues: result.screens.map {
                ($0.screen.name.lowercased().contains("list") ? "list" : "detail", $0.barInsets.top)
            })
        }
        // Large titles: 96 over the root, 44 over a pushed controller that never shows them.
        #expect(try tops(bar: "96", largeTitles: true) == ["list": 96, "detail": 44])
        // Xcode 26's 54 pt bar, and a bar with no saved height: IB's standard 44.
        #expect(try tops(bar: "54", largeTitles: false).values.sorted() == [54, 54])
        #expect(try tops(bar: "0.0", largeTitles: false).values.sorted() == [44, 44])
    }
}

extension CanvasTests {
    @Test func beforeXcode9TheRootsTopAndBottomMarginsAreItsEdges() throws {
        let pins = """
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="v1" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="v1" firstAttribute="height" constant="50" id="c4"/>
            """
        // iOS 10's canvas: the top margin is the root's top, under the status bar; iOS 11's starts below it.
        for (tools, y) in [("10117", "0"), ("14460", "20")] {
            let xml = document(device: "retina4_7", tools: tools, root: (375, 667), """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="\(y)" width="100" height="50"/></view>
                """, constraints: pins)
            let check = FrameCheck.check(try importOne(xml).0)
            #expect(check.within1pt == 1, "toolsVersion \(tools): \(check.offenders)")
        }
    }

    /// Also a bar saved without a frame, as before Xcode 9.
    @Test(arguments: [#"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#, ""])
    func anOpaqueNavigationBarPutsItsStacksRootBelowIt(frame: String) throws {
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <navigationBar key="navigationBar" translucent="NO" id="bar">\(frame)</navigationBar>
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("list"))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Nav.storyboard")
        #expect(result.screens.map(\.opaqueTopBar) == [true])
        let root = try #require(result.screens.first)
        #expect(Canvas.device(for: root).portrait.safeArea.top == 0)
        // A controller whose view extends under opaque bars (`extendedLayoutIncludesOpaqueBars`) is
        // laid out as under a translucent one: the status bar and the bar are its top inset.
        let extended = try InterfaceBuilderImporter.importDocument(Data(xml.replacingOccurrences(
            of: #"<viewController id="list""#, with: #"<viewController extendedLayoutIncludesOpaqueBars="YES" id="list""#).utf8), file: "Nav.storyboard")
        #expect(extended.screens.map(\.opaqueTopBar) == [false])
        #expect(Canvas.device(for: try #require(extended.screens.first)).portrait.safeArea.top == 64)
    }
}

extension CanvasTests {
    @Test func aTabBarControllerInANavigationStackShowsItsTabsUnderTheStacksBar() throws {
        let xml = storyboardDocument(scenes: navigationScene(barY: 20, barHeight: 54, root: "tabs") + """
            <scene sceneID="s-tabs"><objects><tabBarController id="tabs">
              <connections><segue destination="first" kind="relationship" relationship="viewControllers" id="r2"/></connections>
            </tabBarController></objects></scene>
            """ + controllerScene("first"))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "NavTabs.storyboard")
        let first = try #require(result.screens.first { $0.screen.name.lowercased().contains("first") })
        // The tab's controller sits under the stack's 54 pt bar and above the 49 pt tab bar.
        #expect(first.barInsets == EdgeInsets(top: 54, left: 0, bottom: 49, right: 0))
    }
}

extension CanvasTests {
    @Test func aLegacyButtonIsAtLeastAsWideAsAnEmptyOne() throws {
        let (imported, _) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plus"><rect key="frame" x="20" y="20" width="30" height="30"/>
              <fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" title="+"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="more"><rect key="frame" x="20" y="60" width="71" height="30"/>
              <fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" title="Read more"/>
            </button>
            """))
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        let readMore = TextMeasurer.measure("Read more", font: Font(FixedFont(size: 15)), maxLines: 1, width: nil, scale: 2).size.width
        // "+" is 9 pt of text in a 30 pt button, as IB saves it; a longer title is its own width.
        #expect(frames["button1"]?.width == 30)
        #expect(frames["button2"]?.width == readMore)
        #expect(readMore > 30)
    }
}

extension CanvasTests {
    @Test func aSheetUnderANavigationBarHasTheBarAtItsTop() throws {
        // A 375 × 647 page sheet on the iPhone 8 canvas, the root of a navigation controller whose
        // saved bar is the sheet's 56 pt one: the bar at the top, no status bar, no home indicator.
        let xml = storyboardDocument(scenes: navigationScene(barY: 0, barHeight: 56, root: "sheet")
            + controllerScene("sheet").replacingOccurrences(of: #"height="667""#, with: #"height="647""#))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Sheet.storyboard")
        let sheet = try #require(result.screens.first)
        #expect(Canvas.device(for: sheet).portrait.safeArea == EdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
    }
}

extension CanvasTests {
    @Test func anSFSymbolsListedSizeIsOnlyItsAspectRatio() throws {
        let xml = storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="add"><rect key="frame" x="20" y="20" width="41.5" height="34"/>
              <inset key="contentEdgeInsets" minX="10" minY="0.0" maxX="10" maxY="0.0"/>
              <state key="normal" image="plus" catalog="system"/>
            </button>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" image="chevron.right" catalog="system" id="more">
              <rect key="frame" x="20" y="60" width="12.5" height="16.5"/>
            </imageView>
            """).replacingOccurrences(of: "</document>", with: """
            <resources><image name="plus" catalog="system" width="128" height="113"/>
            <image name="chevron.right" catalog="system" width="97" height="128"/></resources></document>
            """)
        let (imported, issues) = try importOne(xml)
        // The symbol's drawn size is not in the document: the saved frame (less a button's insets) stands in.
        #expect(imported.screen.views.first?.properties.imageSize == Size(width: 21.5, height: 34))
        #expect(imported.screen.views.last?.properties.imageSize == Size(width: 12.5, height: 16.5))
        #expect(issues.contains { $0.message.contains("SF Symbol 'chevron.right'") })
        let frame = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames["button1"]
        #expect(frame?.width == 41.5)
    }
}

/// A navigation controller scene whose saved bar has this frame, with `root` as its root controller.
func navigationScene(barY: Double, barHeight: Double, root: String) -> String {
    """
    <scene sceneID="s-nav"><objects><navigationController id="nav">
      <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="\(barY)" width="375" height="\(barHeight)"/></navigationBar>
      <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r1"/></connections>
    </navigationController></objects></scene>
    """
}

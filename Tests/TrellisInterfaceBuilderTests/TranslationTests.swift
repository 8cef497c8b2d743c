import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A storyboard with one scene whose root view holds `subviews` and `constraints`.
func storyboard(_ subviews: String, constraints: String = "", extra: String = "", controller: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s-1">
                <objects>
                    <viewController id="vc" storyboardIdentifier="Login" \(controller)>
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
    \(constraints)
                            </constraints>
                            \(extra)
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// A scene of one view controller (375 × 667 root) with `inside` after its view.
func controllerScene(_ id: String, attributes: String = "", _ inside: String = "") -> String {
    """
    <scene sceneID="s-\(id)"><objects><viewController id="\(id)" \(attributes)>
      <view key="view" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
      \(inside)
    </viewController></objects></scene>
    """
}

/// A storyboard on the iPhone 8 canvas holding these scenes.
func storyboardDocument(scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
    \(scenes)
      </scenes>
    </document>
    """
}

/// A plain view of a fixed size, saved at (x, y).
func box(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
      <constraints>
        <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
        <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
      </constraints>
    </view>
    """
}

/// The root constraints that place `id` `leading` and `trailing` in from the root's sides, `top` below its top.
func pinnedToRoot(_ id: String, leading: Double, trailing: Double, top: Double) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="c1"/>
    <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(trailing)" id="c2"/>
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="c3"/>
    """
}

/// The root constraints that make `id` fill the root, edge to edge.
func fillingRoot(_ id: String) -> String {
    ["leading", "top", "trailing", "bottom"].map { edge in
        "<constraint firstItem=\"\(id)\" firstAttribute=\"\(edge)\" secondItem=\"root\" secondAttribute=\"\(edge)\" id=\"fill-\(edge)\"/>"
    }.joined(separator: "\n")
}

func importOne(_ xml: String, file: String = "Test.storyboard") throws -> (ImportedScreen, [ImportIssue]) {
    let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: file)
    try #require(result.screens.count == 1)
    return (result.screens[0], result.issues)
}

@Suite struct TranslationTests {
    @Test func sceneIsNamedAfterItsStoryboardIdentifier() throws {
        let (imported, _) = try importOne(storyboard(""))
        #expect(imported.screen.name == "Login")
        #expect(imported.deviceID == "retina4_7")
    }

    @Test func idsComeFromUserLabelsOrTypesAndAreUnique() throws {
        let (imported, _) = try importOne(storyboard("""
            <label text="A" userLabel="Title Label" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <label text="B" userLabel="Title Label" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b-1"><rect key="frame" x="0" y="0" width="10" height="10"/></button>
            """))
        #expect(imported.screen.views.map(\.id) == ["titleLabel", "titleLabel1", "button1"])
    }

    @Test func anOmittedFirstItemIsTheOwningView() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="10" height="44"/>
              <constraints><constraint firstAttribute="height" constant="44" id="c1"/></constraints>
            </view>
            """))
        let spec = try #require(imported.screen.constraints.first)
        #expect(spec.first == LayoutAnchor(.view("view1"), .height))
        #expect(spec.second == nil && spec.constant == 44)
    }

    @Test func multipliersInEverySyntaxIBWrites() {
        #expect(SceneTranslator.multiplier("1:1") == 1)
        #expect(SceneTranslator.multiplier("3:4") == 0.75)
        #expect(SceneTranslator.multiplier("2/3") == 2.0 / 3)
        #expect(SceneTranslator.multiplier("50%") == 0.5)
        #expect(SceneTranslator.multiplier("0.8") == 0.8)
        #expect(SceneTranslator.multiplier("5") == 5)
        #expect(SceneTranslator.multiplier("x") == nil)
    }

    @Test func safeAreaMarginsPrioritiesAndPlaceholders() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="10" height="44"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" priority="750" id="c1"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
            <constraint firstItem="v1" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" relation="lessThanOrEqual" id="c3"/>
            <constraint firstItem="v1" firstAttribute="height" constant="10" placeholder="YES" id="c4"/>
            """))
        let specs = imported.screen.constraints
        #expect(specs.count == 3)
        #expect(specs[0].second == LayoutAnchor(.safeArea, .top) && specs[0].constant == 8 && specs[0].priority == 750)
        #expect(specs[1].second == LayoutAnchor(.margins, .leading))
        #expect(specs[2].relation == .lessOrEqual && specs[2].multiplier == 0.5 && specs[2].second == LayoutAnchor(.root, .width))
    }

    @Test func edgesToAScrollViewMeanContentAndSizesMeanFrame() throws {
        let (imported, _) = try importOne(storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="0" width="375" height="900"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="sv" secondAttribute="top" id="c1"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="sv" secondAttribute="width" id="c2"/>
              </constraints>
            </scrollView>
            """))
        let specs = imported.screen.constraints
        #expect(specs[0].second == LayoutAnchor(.scrollContent("scroll1"), .top))
        #expect(specs[1].second == LayoutAnchor(.scrollFrame("scroll1"), .width))
    }

    @Test func stackViewAttributesFontsAndPriorities() throws {
        let (imported, _) = try importOne(storyboard("""
            <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="st"><rect key="frame" x="0" y="0" width="100" height="100"/>
              <subviews>
                <label text="Hi" numberOfLines="0" horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/>
                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                </label>
                <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
                  <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                  <state key="normal" title="Go"/>
                </button>
              </subviews>
            </stackView>
            """))
        let stack = try #require(imported.screen.views.first)
        #expect(stack.kind == .stack)
        #expect(stack.properties.axis == .vertical && stack.properties.distribution == .fillEqually)
        #expect(stack.properties.alignment == .center && stack.properties.spacing == 12)
        let label = stack.children[0], button = stack.children[1]
        #expect(label.properties.style == .largeTitle && label.properties.lines == 0)
        #expect(label.properties.hugging?.horizontal == 251 && label.properties.compression?.vertical == 1000)
        #expect(button.properties.hidden == true && button.properties.title == "Go")
        #expect(button.properties.font == FixedFont(size: 15, weight: .semibold))
    }

    @Test func fixedFrameViewsFollowTheirAutoresizingMask() throws {
        let (imported, _) = try importOne(storyboard("""
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="10" y="20" width="355" height="50"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            """))
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["view1"] == Frame(x: 10, y: 20, width: 355, height: 50))
        let wide = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-8-plus/portrait/L")).frames
        // widthSizable alone: both margins stay, the width takes the extra 39 pt.
        #expect(wide["view1"] == Frame(x: 10, y: 20, width: 394, height: 50))
    }

    @Test func whatCannotBeTranslatedIsReportedWithItsLine() throws {
        let (imported, issues) = try importOne(storyboard("""
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="0" y="0" width="100" height="30"/></slider>
            """))
        #expect(imported.screen.views.first?.kind == .view)
        let issue = try #require(issues.first)
        #expect(issue.element == "slider" && issue.line == 11)
    }

    @Test func sizeClassMasksBecomeConditions() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="10" height="44"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="height" constant="44" id="c1"/>
            <constraint firstItem="v1" firstAttribute="width" constant="100" id="c2">
              <variation key="widthClass=regular" constant="200"/>
            </constraint>
            """, extra: """
            <variation key="default"><mask key="constraints"><exclude reference="c1"/></mask></variation>
            <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="c1"/></mask></variation>
            """))
        let specs = imported.screen.constraints
        #expect(specs[0].condition == .and(.verticalSizeClass(.regular, negated: false), .horizontalSizeClass(.regular, negated: false)))
        #expect(specs[1].constant == 100 && specs[1].condition == .not(.horizontalSizeClass(.regular, negated: false)))
        #expect(specs[2].constant == 200 && specs[2].condition == .horizontalSizeClass(.regular, negated: false))
    }

    @Test func sizeClassFontsAndHiddenBecomeViewVariants() throws {
        let (imported, issues) = try importOne(storyboard("""
            <label text="Realm" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              <variation key="widthClass=compact"><fontDescription key="fontDescription" type="boldSystem" pointSize="11"/></variation>
              <variation key="heightClass=compact" hidden="YES"/>
              <variation key="widthClass=regular" textAlignment="center"/>
            </label>
            """))
        let label = try #require(imported.screen.views.first)
        #expect(label.properties.font == FixedFont(size: 17, weight: .regular))
        #expect(label.variants.map(\.condition) == [.horizontalSizeClass(.compact, negated: false), .verticalSizeClass(.compact, negated: false)])
        #expect(label.variants[0].properties.font == FixedFont(size: 11, weight: .bold))
        #expect(label.variants[1].properties.hidden == true)
        #expect(issues.contains { $0.message.contains("widthClass=regular") && $0.message.contains("textAlignment") })
        #expect(!issues.contains { $0.message.contains("widthClass=compact") })
    }

    @Test func anImageOnlyButtonIsAsBigAsItsImage() throws {
        let xml = storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="20" width="24" height="24"/>
              <state key="normal" image="back"/>
            </button>
            """, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
            """).replacingOccurrences(of: "</scenes>", with: "</scenes><resources><image name=\"back\" width=\"24\" height=\"24\"/></resources>")
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == 1)
    }

    @Test func anImageOnlyButtonKeepsItsEmptyTitlesLine() throws {
        // A custom button (18 pt title font) with an 8 pt image and 8 pt insets: 24 wide, but 38
        // tall, the empty title's 22 pt line + 16 (5 buttons of 1 corpus document; a system button's
        // 16.7 pt image in 8 pt insets is saved 34 tall, its 15 pt font's 18 pt line + 16).
        func button(saved height: Double) -> String {
            storyboard("""
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="20" width="24" height="\(height)"/>
                  <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                  <state key="normal" image="help"/>
                </button>
                """, constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                """).replacingOccurrences(of: "</scenes>", with: "</scenes><resources><image name=\"help\" width=\"8\" height=\"8\"/></resources>")
        }
        let check = FrameCheck.check(try importOne(button(saved: 38)).0)
        #expect(check.compared == 1 && check.within1pt == 1, "\(check.offenders)")
        #expect(FrameCheck.check(try importOne(button(saved: 24)).0).within1pt == 0)
    }

    @Test func aSubviewSafeAreaEdgeThatReachesTheScreenEdgeFollowsTheRootSafeArea() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0" y="600" width="375" height="67"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="8" y="8" width="359" height="30"/></view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="barSafe"/>
              <constraints>
                <constraint firstItem="barSafe" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="c1"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="barSafe" secondAttribute="top" constant="8" id="c2"/>
              </constraints>
            </view>
            """))
        let specs = imported.screen.constraints
        #expect(specs[0].first == LayoutAnchor(.safeArea, .bottom))
        #expect(specs[1].second == LayoutAnchor(.view("view1"), .top))
    }

    @Test func withoutAFontDescriptionLabelsAre17PtAndButtonTitles15PtSystem() throws {
        let (imported, _) = try importOne(storyboard("""
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <state key="normal" title="Go"/>
            </button>
            """, constraints: """
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """))
        #expect(imported.screen.views[0].properties.font == FixedFont(size: 17, weight: .regular))
        #expect(imported.screen.views[1].properties.font == FixedFont(size: 15, weight: .regular))
        // ceil(15 × 1.1934) + 12: the 30 pt IB gives a default system button.
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/AX5")).frames
        #expect(frames["button1"]?.height == 30)
    }

    @Test func textWithALineBreakIsReadFromItsStringElement() throws {
        let (imported, _) = try importOne(storyboard("""
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <string key="text">First line.

            Second line.</string>
            </label>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <state key="normal"><string key="title">Sign
            in</string></state>
            </button>
            <textView translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <string key="text">One
            Two</string>
            </textView>
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="m"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <mutableString key="text">Mutable
            text</mutableString>
            </label>
            """))
        let properties = imported.screen.views.map(\.properties)
        #expect(properties[0].text == "First line.\n\nSecond line.")
        #expect(properties[1].title == "Sign\nin")
        #expect(properties[2].text == "One\nTwo")
        #expect(properties[3].text == "Mutable\ntext")
    }

    @Test func textWithAControlCharacterIsDecodedFromBase64() throws {
        // "Camera \u{3}\u{3}\u{3}\u{2028}Scan" as IB writes it: wrapped, unpadded.
        let (imported, _) = try importOne(storyboard("""
            <label numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <string key="text" base64-UTF8="YES">
            Q2FtZXJhIAMDA+KAqFNjYW4
            </string>
            </label>
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="m"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <string key="text" base64-UTF8="YES">ICAKA</string>
            </label>
            """))
        // The second as IB wrote it for "  \n": a lone last digit, under a byte, is dropped.
        #expect(imported.screen.views.map(\.properties.text) == ["Camera \u{3}\u{3}\u{3}\u{2028}Scan", "  \n"])
    }

    @Test func aTitleButtonIsItsTitlePlusItsContentEdgeInsets() throws {
        let (imported, _) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="73" height="35"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
              <state key="normal" title="Cancel"/>
            </button>
            """, constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """))
        // "Cancel" at 17 pt is 53 wide, its line ceil(20.29) = 21 tall: 53 + 20 by 21 + 14.
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["button1"] == Frame(x: 20, y: 20, width: 73, height: 35))
    }

    @Test func aControllerShownFromOneWithANavigationBarInheritsTheBar() throws {
        let xml = storyboardDocument(scenes: controllerScene("list", #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><connections><segue destination="detail" kind="show" id="sg"/></connections>"#)
            + controllerScene("detail"))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Nav.storyboard")
        // IB infers the source's 44 pt navigation bar on the controller it shows.
        #expect(result.screens.map(\.barInsets.top) == [44, 44])
    }

    @Test func aViewIBMarksAmbiguousIsNotCompared() throws {
        let (imported, _) = try importOne(storyboard("""
            <label text="Hidden" hidden="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="-36" y="12" width="0.0" height="20.5"/></label>
            <label text="Shown" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="20" y="20" width="46" height="20.5"/></label>
            """, constraints: """
            <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="l2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="l2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            """))
        // IB's frame for the first label is its guess, not a solution; only the second is evidence.
        #expect(imported.misplaced == ["label1"])
        #expect(FrameCheck.check(imported).compared == 1)
    }

    @Test func fromXcode11AHomeButtonPhoneCanvasHasNoStatusBar() throws {
        let pinned = storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="375" height="44"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            """)
        // Xcode 10.3 (14490.70) drew the 20 pt status bar on the iPhone 8 canvas; Xcode 11 from its
        // first beta (14810.11) no longer does.
        for (tools, top) in [("14490.70", 20.0), ("14810.11", 0), ("14868", 0), ("15505", 0)] {
            let (imported, _) = try importOne(pinned.replacingOccurrences(of: "<document ", with: "<document toolsVersion=\"\(tools)\" "))
            #expect(imported.toolsVersion == Int(tools.prefix { $0.isNumber }))
            #expect(Canvas.device(for: imported).portrait.safeArea.top == top, "toolsVersion \(tools)")
        }
    }

    @Test func aTallerButtonsBaselineStaysWithItsCentredTitle() throws {
        let (imported, _) = try importOne(storyboard("""
            <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="16" y="600" width="120" height="44"/>
              <constraints><constraint firstAttribute="height" constant="44" id="h"/></constraints>
              <state key="normal" title="Tap"/>
            </button>
            <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="b2"><rect key="frame" x="300" y="600" width="30" height="44"/>
              <state key="normal" title="Go"/>
            </button>
            """, constraints: """
            <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="600" id="c2"/>
            <constraint firstItem="b2" firstAttribute="top" secondItem="b1" secondAttribute="top" id="c3"/>
            <constraint firstItem="b2" firstAttribute="baseline" secondItem="b1" secondAttribute="firstBaseline" id="c4"/>
            <constraint firstItem="b1" firstAttribute="baseline" secondItem="b2" secondAttribute="firstBaseline" id="c5"/>
            <constraint firstItem="b2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="c6"/>
            """))
        // Same top and same (centred) baselines: the second button is as tall as the first, 44, as IB saved.
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["button1"]?.height == 44 && frames["button2"]?.height == 44)
    }

    @Test func aButtonWithNeitherTitleNorImageHasUIKitsEmptyContent() throws {
        let (imported, _) = try importOne(storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="20" y="20" width="30" height="34"/></button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b2"><rect key="frame" x="100" y="20" width="30" height="43"/>
              <inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/>
            </button>
            """, constraints: """
            <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="b2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
            <constraint firstItem="b2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
            """))
        // 30 × 22 of content: 34 tall with the legacy 6 pt above and below, 22 + 21 with the inset.
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["button1"] == Frame(x: 20, y: 20, width: 30, height: 34))
        #expect(frames["button2"] == Frame(x: 100, y: 20, width: 30, height: 43))
    }

    @Test func aNavigationControllerWithItsBarHiddenInfersNoBar() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
              <device id="ipad9_7" orientation="landscape"/>
              <scenes>
                <scene sceneID="s-nav"><objects><navigationController navigationBarHidden="YES" id="nav">
                  <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController></objects></scene>
                <scene sceneID="s-home"><objects><viewController id="home">
                  <view key="view" id="v"><rect key="frame" x="0.0" y="0.0" width="1024" height="768"/></view>
                </viewController></objects></scene>
              </scenes>
            </document>
            """
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Hidden.storyboard")
        #expect(result.screens.map(\.barInsets.top) == [0])
    }

    @Test func aViewTheConstraintsLeaveOpenIsNotCompared() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="50" y="10" width="100" height="44"/>
              <constraints><constraint firstAttribute="width" constant="100" id="c1"/><constraint firstAttribute="height" constant="44" id="c2"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            """))
        // Any x from 10 on: IB saved one arbitrary place (and warns); the check leaves the view out.
        let check = FrameCheck.check(imported)
        #expect(check.compared == 0 && check.ambiguous == 1)
    }

    @Test func aSliderFrameReachesPastTheEdgesItsConstraintsPlace() throws {
        let (imported, _) = try importOne(storyboard("""
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="-2" y="100" width="379" height="31"/></slider>
            """, constraints: """
            <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            """))
        // Edge to edge: the alignment rect is the root's width, 30 tall; IB's frame adds 2 a side and 1 below.
        #expect(imported.savedFrames["view1"] == Frame(x: 0, y: 100, width: 375, height: 30))
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == 1)
    }

    @Test func aSwitchIs49PtWideToConstraintsAndItsFrameReaches2PtFurtherRight() throws {
        let (imported, _) = try importOne(storyboard("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="310" y="100" width="51" height="31"/></switch>
            """, constraints: """
            <constraint firstAttribute="trailingMargin" secondItem="s" secondAttribute="trailing" id="c1"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """))
        // The alignment rect (310…359) ends on the 16 pt margin; the frame IB saves is 2 pt wider.
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == 1)
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["switch1"] == Frame(x: 310, y: 100, width: 51, height: 31))
    }

    @Test func malformedXMLIsAParseErrorNotACrash() {
        #expect(throws: IBParseError.self) {
            _ = try InterfaceBuilderImporter.importDocument(Data("<document><scenes>".utf8), file: "Bad.storyboard")
        }
    }

    @Test func externalEntitiesAreNotResolved() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <document><scenes><scene sceneID="s"><objects><viewController id="vc" title="&xxe;"><view key="view" id="r">
            <rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene></scenes></document>
            """
        let result = try? InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "X.storyboard")
        #expect(!(result?.screens.first?.screen.name.contains("root") ?? false))
    }

    @Test func emittedYAMLParsesBackToTheSameScreen() throws {
        let (imported, _) = try importOne(storyboard("""
            <label text="Say &quot;hi&quot;: yes" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="-8" id="c1"/>
            """))
        let yaml = ScreenYAML.text(for: imported.screen)
        guard case let .screen(definition) = try LayoutFile.parse(text: yaml, path: "Login.yaml") else {
            Issue.record("not a screen"); return
        }
        _ = definition
        let reparsed = try ScreenFile.parse(yaml, path: "Login.yaml").screen
        #expect(reparsed.views.first?.properties.text == "Say \"hi\": yes")
        #expect(reparsed.constraints.first?.constant == -8)
    }
}

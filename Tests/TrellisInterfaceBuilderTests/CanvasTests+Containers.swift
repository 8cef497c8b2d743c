import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

extension CanvasTests {
    /// A screen-wide container view 88 pt below an iPhone 11's top embeds `destination`, whose root
    /// IB saved at the container's size.
    func embedding(_ destination: String, scenes: String) -> String {
        storyboardDocument(scenes: controllerScene("parent", """
            <connections><segue destination="\(destination)" kind="embed" id="e1"/></connections>
            """) + scenes)
            .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
            .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="20037" "#)
    }

    func canvasInsets(_ xml: String) throws -> [String: EdgeInsets] {
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Embed.storyboard")
        return Dictionary(uniqueKeysWithValues: result.screens.map { ($0.screen.name, Canvas.device(for: $0).portrait.safeArea) })
    }

    @Test func anEmbeddedControllerIsDrawnAtTheContainersSizeWithNothingBelow() throws {
        // A 414 × 808 child reaching the screen's bottom: IB draws it as a screen of its own size,
        // the status bar at its top and no home indicator (a toolbar pinned to the safe area's
        // bottom is saved at the root's bottom edge).
        let child = controllerScene("child", attributes: #"storyboardIdentifier="child""#).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="808""#)
        let insets = try canvasInsets(embedding("child", scenes: child))
        #expect(insets["child"] == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // The same controller shown full screen keeps the home indicator's inset.
        let alone = try canvasInsets(storyboardDocument(scenes: child)
            .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
            .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="20037" "#))
        #expect(alone["child"] == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func anEmbeddedNavigationControllersStackGetsTheBarBelowTheStatusBar() throws {
        // A navigation controller in the container: its root (773 pt, the container's height) has
        // the status bar and the 44 pt bar above it, nothing below (a table pinned to the top and
        // bottom layout guides is saved at y 88, ending at the root's bottom).
        let scenes = """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="44" width="414" height="44"/></navigationBar>
              <connections><segue destination="queue" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("queue", attributes: #"storyboardIdentifier="queue""#).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="773""#)
        let insets = try canvasInsets(embedding("nav", scenes: scenes))
        #expect(insets["queue"] == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
    }

    @Test func xcode6sAnyCanvasDrawsNoStatusBarOverAControllerInAContainer() throws {
        // No device (Xcode 6–7's 600 × 600 Any canvas): a child in a container view has its top
        // layout guide at 0; the same controller alone has the status bar above it; a navigation
        // stack in a container keeps the bar above its navigation bar.
        func deviceless(_ xml: String) -> String {
            xml.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
                .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="6254" "#)
        }
        let child = controllerScene("child", attributes: #"storyboardIdentifier="child""#)
        let scenes = child + """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <connections><segue destination="queue" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("queue", attributes: #"storyboardIdentifier="queue""#)
        let embedded = try canvasInsets(deviceless(storyboardDocument(scenes: controllerScene("parent", """
            <connections><segue destination="child" kind="embed" id="e1"/><segue destination="nav" kind="embed" id="e2"/></connections>
            """) + scenes)))
        #expect(embedded["child"]?.top == 0)
        #expect(embedded["queue"]?.top == 64)
        let alone = try canvasInsets(deviceless(storyboardDocument(scenes: child)))
        #expect(alone["child"]?.top == 20)
    }
}

extension CanvasTests {
    @Test(arguments: ["show", "showDetail"])
    func whatANavigationStackShowsAsADetailIsDrawnUnderItsBar(kind: String) throws {
        // Outside a split view a detail is shown in the stack, as a push: a map's title pinned 20
        // below the safe area is saved at y 108 under the 88 pt of status and navigation bar.
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("list", attributes: #"storyboardIdentifier="list""#,
                                  #"<connections><segue destination="map" kind="\#(kind)" id="g1"/></connections>"#)
            + controllerScene("map", attributes: #"storyboardIdentifier="map""#))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Maps.storyboard")
        #expect(result.screens.map(\.barInsets.top) == [44, 44])
    }
}

extension CanvasTests {
    /// A tab bar controller whose children are a gallery and a camera, the gallery also showing the camera.
    func tabsWithCameraShownByGallery(tieBreakers: String) -> String {
        storyboardDocument(scenes: """
            <scene sceneID="s-tabs"><objects><tabBarController id="tabs">
              <connections>
                <segue destination="gallery" kind="relationship" relationship="viewControllers" id="t1"/>
                <segue destination="camera" kind="relationship" relationship="viewControllers" id="t2"/>
              </connections>
            </tabBarController></objects></scene>
            """ + controllerScene("gallery", attributes: #"storyboardIdentifier="gallery""#,
                                  #"<connections><segue destination="camera" kind="show" id="g1"/></connections>"#)
            + controllerScene("camera", attributes: #"storyboardIdentifier="camera""#))
            .replacingOccurrences(of: "  </scenes>", with: "  </scenes>\n  <inferredMetricsTieBreakers>\(tieBreakers)</inferredMetricsTieBreakers>")
    }

    @Test func theSegueIBChoseToInferAControllersBarsFromDecidesThem() throws {
        func bottoms(_ xml: String) throws -> [String: Double] {
            let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Tabs.storyboard")
            return Dictionary(uniqueKeysWithValues: result.screens.map { ($0.screen.name, $0.barInsets.bottom) })
        }
        // IB drew the camera as the gallery presents it, without the tab bar (its toolbar saved at
        // the root's bottom: 1 held-out document); without the tie-breaker it is a tab.
        #expect(try bottoms(tabsWithCameraShownByGallery(tieBreakers: #"<segue reference="g1"/>"#))["camera"] == 0)
        #expect(try bottoms(tabsWithCameraShownByGallery(tieBreakers: ""))["camera"] == 49)
    }

    @Test func aNavigationControllersRootStaysInItsStackWhateverTieBreakerNamesAnotherSegue() throws {
        // A log-in screen at a stack's root that a menu it pushes can show again (tie-breaker: the
        // menu's segue): IB still draws the bar over it and over the puzzle it pushes (1 held-out document).
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <connections><segue destination="login" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("login", attributes: #"storyboardIdentifier="login""#, """
                <connections><segue destination="menu" kind="show" id="g1"/><segue destination="puzzle" kind="show" id="g2"/></connections>
                """)
            + controllerScene("menu", attributes: #"storyboardIdentifier="menu""#, #"<connections><segue destination="login" kind="show" id="g3"/></connections>"#)
            + controllerScene("puzzle", attributes: #"storyboardIdentifier="puzzle""#))
            .replacingOccurrences(of: "  </scenes>", with: #"  </scenes><inferredMetricsTieBreakers><segue reference="g3"/><segue reference="g1"/></inferredMetricsTieBreakers>"#)
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Sudoku.storyboard")
        #expect(result.screens.map(\.barInsets.top) == [44, 44, 44])
    }

    @Test func xcode26DrawsIts54PointNavigationBarWhereNoFrameIsSaved() throws {
        // Simulated metrics: IB's standard bar, 44 pt until Xcode 26, 54 from it (every bar it saves is 54).
        func top(tools: String) throws -> Double {
            let xml = storyboard("", controller: "")
                .replacingOccurrences(of: "</view>\n                </viewController>", with: """
                    </view>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                    """)
                .replacingOccurrences(of: "<document ", with: "<document toolsVersion=\"\(tools)\" ")
            return try importOne(xml).0.barInsets.top
        }
        #expect(try top(tools: "23504") == 44)
        #expect(try top(tools: "24128") == 54)
    }
}

import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

extension CanvasTests {
    /// A controller with a simulated toolbar below it.
    func withToolbar(device: String, root: (Double, Double)) -> String {
        document(device: device, tools: "23089", root: root)
            .replacingOccurrences(of: "</view>\n                </viewController>", with: """
                </view>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </viewController>
                """)
    }

    @Test func anIPhonesNavigationBarIs32PtTallInLandscape() throws {
        // iPhone 5 canvas (Xcode 9): in landscape no status bar and a compact 32 pt bar (a stack
        // pinned 10 below the safe area's top is saved at y 42); in portrait 20 + 44.
        func underBar(_ orientation: String, root: (Double, Double)) throws -> Device {
            let xml = document(device: "retina4_0", tools: "14113", root: root)
                .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="\#(orientation)""#)
                .replacingOccurrences(of: "</view>\n                </viewController>", with: """
                    </view>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                    """)
            return Canvas.device(for: try importOne(xml).0)
        }
        #expect(try underBar("landscape", root: (568, 320)).landscape.safeArea.top == 32)
        #expect(try underBar("portrait", root: (320, 568)).portrait.safeArea.top == 64)
    }

    @Test func aToolbarAboveTheHomeIndicatorIs49PtTall() throws {
        // iPhone X (812 pt): 34 pt home indicator + a 49 pt toolbar; iPhone 8: the classic 44 pt.
        let notched = try importOne(withToolbar(device: "retina5_9", root: (375, 812))).0
        #expect(notched.bottomBarIsToolbar)
        #expect(Canvas.device(for: notched).portrait.safeArea.bottom == 34 + 49)
        let homeButton = try importOne(withToolbar(device: "retina4_7", root: (375, 667))).0
        #expect(Canvas.device(for: homeButton).portrait.safeArea.bottom == 44)
    }
}

extension CanvasTests {
    /// A tab bar controller whose one tab is a navigation controller with `root` at its root.
    func tabbedNavigationScenes(root: String) -> String {
        """
        <scene sceneID="s-tabs"><objects><tabBarController id="tabs">
          <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/></connections>
        </tabBarController></objects></scene>
        <scene sceneID="s-nav"><objects><navigationController id="nav">
          <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r2"/></connections>
        </navigationController></objects></scene>
        """
    }

    @Test func aNavigationControllerShownFromATabBarsStackKeepsTheTabBarOnTheCanvas() throws {
        let xml = storyboardDocument(scenes: tabbedNavigationScenes(root: "list") + """
            <scene sceneID="s-edit-nav"><objects><navigationController id="editNav">
              <connections><segue destination="edit" kind="relationship" relationship="rootViewController" id="r3"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("list", #"<connections><segue destination="editNav" kind="show" id="g1"/></connections>"#)
            + controllerScene("edit", #"<connections><segue destination="scan" kind="show" id="g2"/></connections>"#)
            + controllerScene("scan"))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Tabs.storyboard")
        // IB draws the tab bar under the shown navigation controller's root and what it pushes
        // (a scanner's label pinned 80 above the bottom guide sits 49 higher: 2 documents of 2 repositories).
        #expect(result.screens.map(\.barInsets.bottom) == [49, 49, 49], "\(result.screens.map(\.screen.name))")
    }
}

extension CanvasTests {
    @Test func aNavigationControllerSimulatedAboveATabBarPassesItToItsStack() throws {
        func document(_ navigationExtra: String) -> String {
            storyboardDocument(scenes: """
                <scene sceneID="s-nav"><objects><navigationController id="nav">
                  \(navigationExtra)
                  <connections><segue destination="help" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController></objects></scene>
                """ + controllerScene("help", #"<connections><segue destination="about" kind="show" id="g1"/></connections>"#)
                + controllerScene("about"))
        }
        func bottoms(_ xml: String) throws -> [Double] {
            try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Help.storyboard").screens.map(\.barInsets.bottom)
        }
        // A storyboard whose navigation controller a tab bar controller elsewhere shows.
        #expect(try bottoms(document(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)) == [49, 49])
        // A tab item alone is no evidence of a bar on the canvas, on a navigation controller or on
        // a view controller (a search screen's list pinned to the bottom guide reaches the bottom).
        #expect(try bottoms(document(#"<tabBarItem key="tabBarItem" systemItem="contacts" id="t1"/>"#)) == [0, 0])
        let searchScreen = storyboardDocument(scenes: controllerScene("search", #"<tabBarItem key="tabBarItem" systemItem="search" id="t2"/>"#))
        #expect(try bottoms(searchScreen) == [0])
    }
}

extension CanvasTests {
    @Test func aRootBelowAnOpaqueNavigationBarStillReachesTheTabBar() throws {
        func insets(rootHeight: Int) throws -> EdgeInsets {
            let xml = storyboardDocument(scenes: """
                <scene sceneID="s-nav"><objects><navigationController id="nav">
                  <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                  <navigationBar key="navigationBar" translucent="NO" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                  <connections><segue destination="about" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController></objects></scene>
                """ + controllerScene("about").replacingOccurrences(of: #"height="667""#, with: #"height="\#(rootHeight)""#))
            let about = try #require(try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "About.storyboard").screens.first)
            return Canvas.device(for: about).portrait.safeArea
        }
        // 667 − 64: the root starts below the bar and runs to the screen's bottom, under the
        // translucent tab bar, whose 49 pt are its bottom inset (a label pinned 50 above the
        // bottom guide is saved 99 above the root's bottom).
        #expect(try insets(rootHeight: 603) == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        // 667 − 64 − 49: IB ended the root above the tab bar too, so nothing overlaps it.
        #expect(try insets(rootHeight: 554) == .zero)
    }
}

extension CanvasTests {
    @Test func aSplitViewControllerInATabBarPassesTheBarToItsStacks() throws {
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-tabs"><objects><tabBarController id="tabs">
              <connections><segue destination="split" kind="relationship" relationship="viewControllers" id="r1"/></connections>
            </tabBarController></objects></scene>
            <scene sceneID="s-split"><objects><splitViewController id="split">
              <connections>
                <segue destination="masterNav" kind="relationship" relationship="masterViewController" id="r2"/>
                <segue destination="detail" kind="relationship" relationship="detailViewController" id="r3"/>
              </connections>
            </splitViewController></objects></scene>
            <scene sceneID="s-master-nav"><objects><navigationController id="masterNav">
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r4"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("list") + controllerScene("detail"))
        let screens = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Split.storyboard").screens
        // The list (master, in a navigation stack) and the detail both sit above the 49 pt tab bar
        // (a messages view pinned to the bottom guide is saved 49 above the bottom: 1 document).
        #expect(screens.map(\.barInsets.bottom) == [49, 49], "\(screens.map(\.screen.name))")
    }

    @Test func aColumnStyleSplitViewControllerPutsEachColumnUnderANavigationBar() throws {
        func tops(_ splitAttributes: String) throws -> [Double] {
            let xml = storyboardDocument(scenes: """
                <scene sceneID="s-split"><objects><splitViewController \(splitAttributes) id="split">
                  <connections>
                    <segue destination="sidebar" kind="relationship" relationship="masterViewController" id="r1"/>
                    <segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>
                  </connections>
                </splitViewController></objects></scene>
                """ + controllerScene("sidebar") + controllerScene("detail"))
            return try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Split.storyboard").screens.map(\.barInsets.top)
        }
        // iOS 14's column style wraps a column that is not a navigation controller in one (a 44 pt
        // bar on the canvas: 1 held-out document's search bar pinned to the safe area is saved at 44);
        // the classic style shows its columns as they are.
        #expect(try tops(#"allowDoubleColumnStyle="YES""#) == [44, 44])
        #expect(try tops("") == [0, 0])
    }
}

extension CanvasTests {
    @Test func aSimulatedBarSetToNoneOverridesTheInferredOne() throws {
        let none = #"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#
        let xml = storyboardDocument(scenes: tabbedNavigationScenes(root: "list")
            + controllerScene("list", none + #"<connections><segue destination="detail" kind="show" id="g1"/></connections>"#)
            + controllerScene("detail"))
        let screens = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Books.storyboard").screens
        try #require(screens.count == 2)
        // The list's Top Bar and Bottom Bar say None: IB draws only the status bar over it (a view
        // pinned 4 below the safe area's top is saved 4 below the status bar, not below a 44 pt bar).
        let list = screens[0]
        #expect(list.barInsets == .zero)
        #expect(Canvas.device(for: list).portrait.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // What it pushes keeps the bars the containers imply.
        let detail = screens[1]
        #expect(detail.barInsets.top == 44 && detail.barInsets.bottom == 49)
    }
}

extension CanvasTests {
    @Test func aTopEdgeLeftOutOfTheExtendedLayoutPutsTheRootBelowTheBar() throws {
        func safeTop(_ edges: String) throws -> Double {
            let xml = storyboardDocument(scenes: """
                <scene sceneID="s-nav"><objects><navigationController id="nav">
                  <connections><segue destination="media" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController></objects></scene>
                """ + controllerScene("media", #"<extendedEdge key="edgesForExtendedLayout" \#(edges)/>"#))
            let media = try #require(try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Media.storyboard").screens.first)
            return Canvas.device(for: media).portrait.safeArea.top
        }
        // Under the translucent bar: the 20 pt status bar and the 44 pt bar are the root's top inset.
        #expect(try safeTop(#"top="YES" bottom="YES""#) == 64)
        // The top edge left out: UIKit lays the root out below the bar, as under an opaque one (a
        // player pinned to the top layout guide is saved at y 0).
        #expect(try safeTop(#"bottom="YES""#) == 0)
        #expect(try safeTop("") == 0)
    }
}

extension CanvasTests {
    @Test func whatAControllerAboveAToolbarPushesIsDrawnAboveItToo() throws {
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let xml = storyboardDocument(scenes: controllerScene("requests", toolbar + #"<connections><segue destination="request" kind="show" id="g1"/><segue destination="login" kind="show" id="g2"/></connections>"#)
            + controllerScene("request", #"<connections><segue destination="map" kind="show" id="g3"/></connections>"#)
            + controllerScene("map")
            + controllerScene("login", #"<connections><segue destination="rider" kind="show" id="g4"/></connections>"#)
            + controllerScene("rider"))
            .replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" initialViewController="login""#)
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Rides.storyboard")
        // A push inherits the toolbar as it inherits a navigation bar (a button 8 above the bottom
        // guide saved 44 higher: 2 documents of 2 repositories); the entry point a log-out shows
        // again, and what it pushes, do not (1 document).
        #expect(result.screens.map(\.barInsets.bottom) == [44, 44, 44, 0, 0], "\(result.screens.map(\.screen.name))")
        #expect(result.screens.map(\.bottomBarIsToolbar) == [true, true, true, false, false])
    }

    @Test func aNavigationControllerShowingItsToolbarDrawsItUnderItsStack() throws {
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-nav"><objects><navigationController id="nav" toolbarHidden="NO">
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            """ + controllerScene("list", #"<connections><segue destination="detail" kind="show" id="g1"/></connections>"#)
            + controllerScene("detail"))
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "List.storyboard")
        #expect(result.screens.map(\.barInsets.bottom) == [44, 44], "\(result.screens.map(\.screen.name))")
    }
}

extension CanvasTests {
    @Test(arguments: [("tableView", "17701", 44.0), ("label", "17701", 96.0), ("tableView", "19162", 96.0)])
    func aLargeTitleCollapsesOverAFirstSubviewThatScrollsBeforeXcode13(_ first: String, tools: String, top: Double) throws {
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <navigationBar key="navigationBar" largeTitles="YES" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s-list"><objects><viewController id="list">
              <view key="view" id="v-list"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews><\(first) id="first"><rect key="frame" x="0.0" y="64" width="375" height="200"/></\(first)></subviews>
              </view>
              <navigationItem key="navigationItem" id="i1"/>
            </viewController></objects></scene>
            """).replacingOccurrences(of: "<document ", with: "<document toolsVersion=\"\(tools)\" ")
        let result = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Nav.storyboard")
        // The large title tracks a scroll view at the back of the root: Xcode 12 draws the bar
        // collapsed, Xcode 13 on expanded.
        #expect(result.screens.map(\.barInsets.top) == [top])
    }
}

extension CanvasTests {
    @Test func aNavigationControllersStatusBarSetToNoneIsInheritedByItsStack() throws {
        // Xcode 7's Any canvas (600 × 600): a navigation controller whose status bar is None draws
        // its bar at the top, so a logo pinned 89 below its root's top guide is saved at y 133, and
        // so on each controller it pushes (1 document, 3 screens). A controller that sets a status
        // bar of its own shows it again; one in another stack keeps the default.
        func scene(_ id: String, pushing next: String? = nil, own: String = "") -> String {
            controllerScene(id, own + (next.map { #"<connections><segue destination="\#($0)" kind="show" id="g-\#(id)"/></connections>"# } ?? ""))
                .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="600" height="600""#)
        }
        let xml = storyboardDocument(scenes: """
            <scene sceneID="s-nav"><objects><navigationController id="nav">
              <nil key="simulatedStatusBarMetrics"/>
              <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s-other"><objects><navigationController id="other">
              <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="r2"/></connections>
            </navigationController></objects></scene>
            """ + scene("home", pushing: "classes") + scene("classes", pushing: "signUp")
            + scene("signUp", own: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#) + scene("settings"))
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
            .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="10116" "#)
        let screens = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Yoga.storyboard").screens
        #expect(screens.map { Canvas.device(for: $0).portrait.safeArea.top } == [44, 44, 64, 64], "\(screens.map(\.screen.name))")
    }
}

extension CanvasTests {
    @Test func aRootAboveAnOpaqueTabBarStartsAtTheScreensTop() throws {
        // iPhone 11 canvas (Xcode 12): UIKit ends the view above an opaque tab bar, so IB saves the
        // root 896 − 34 − 49 = 813 tall from the screen's top, under the status bar and the
        // navigation bar (a card pinned 32 below the safe area's top is saved at y 120).
        func insets(tabBar: String, rootHeight: Int) throws -> EdgeInsets {
            let xml = storyboardDocument(scenes: tabbedNavigationScenes(root: "results")
                .replacingOccurrences(of: #"<tabBarController id="tabs">"#, with: #"<tabBarController id="tabs">\#(tabBar)"#)
                + controllerScene("results").replacingOccurrences(of: #"height="667""#, with: #"height="\#(rootHeight)""#))
                .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_1""#)
                .replacingOccurrences(of: #"width="375""#, with: #"width="414""#)
                .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="17506" "#)
            let results = try #require(try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Tabs.storyboard").screens.last)
            return Canvas.device(for: results).portrait.safeArea
        }
        let opaque = #"<tabBar key="tabBar" translucent="NO" id="bar"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/></tabBar>"#
        #expect(try insets(tabBar: opaque, rootHeight: 813) == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        // Under a translucent one the root is the whole screen, the bar at its bottom.
        #expect(try insets(tabBar: "", rootHeight: 896) == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    }
}

extension CanvasTests {
    @Test func whatANavigationControllerItselfShowsIsPushedOntoItsStack() throws {
        func document(_ navigationAttributes: String) -> String {
            storyboardDocument(scenes: """
                <scene sceneID="s-nav"><objects><navigationController id="nav" \(navigationAttributes)>
                  <connections>
                    <segue destination="login" kind="show" identifier="Login" id="g1"/>
                    <segue destination="tabs" kind="show" identifier="Main" id="g2"/>
                  </connections>
                </navigationController></objects></scene>
                <scene sceneID="s-tabs"><objects><tabBarController id="tabs">
                  <connections><segue destination="map" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                </tabBarController></objects></scene>
                """ + controllerScene("login") + controllerScene("map"))
        }
        func insets(_ xml: String) throws -> [String: [Double]] {
            let screens = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Main.storyboard").screens
            return Dictionary(uniqueKeysWithValues: screens.map { ($0.screen.name, [$0.barInsets.top, $0.barInsets.bottom]) })
        }
        // A navigation controller with no root whose manual show segues lead to a log-in screen and
        // to a tab bar controller: IB draws both under its bar (1 held-out document of Xcode 8, whose
        // map tab's root starts 64 down and ends above the tab bar).
        let shown = try insets(document(""))
        #expect(shown["viewController_sLogin"] == [44, 0] && shown["viewController_sMap"] == [44, 49], "\(shown)")
        let hidden = try insets(document(#"navigationBarHidden="YES""#))
        #expect(hidden["viewController_sLogin"] == [0, 0] && hidden["viewController_sMap"] == [0, 49], "\(hidden)")
    }
}

extension CanvasTests {
    @Test func beforeXcode9WhatATabBarControllerInAStackPushesKeepsTheTabBar() throws {
        func bottoms(tools: String) throws -> [String: Double] {
            let xml = storyboardDocument(scenes: """
                <scene sceneID="s-nav"><objects><navigationController id="nav">
                  <connections><segue destination="tabs" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController></objects></scene>
                <scene sceneID="s-tabs"><objects><tabBarController id="tabs">
                  <navigationItem key="navigationItem" id="i1"><barButtonItem key="rightBarButtonItem" id="b1">
                    <connections><segue destination="post" kind="show" id="g1"/></connections>
                  </barButtonItem></navigationItem>
                  <connections><segue destination="list" kind="relationship" relationship="viewControllers" id="r2"/></connections>
                </tabBarController></objects></scene>
                """ + controllerScene("list", #"<connections><segue destination="detail" kind="show" id="g2"/></connections>"#)
                + controllerScene("post") + controllerScene("detail"))
                .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="\#(tools)" "#)
            let screens = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Main.storyboard").screens
            return Dictionary(uniqueKeysWithValues: screens.map { ($0.screen.name, $0.barInsets.bottom) })
        }
        // Xcode 8 draws the tab bar under what the tab bar controller (a bar button's show segue) and
        // its tab push onto the navigation stack; Xcode 16 only under the tab itself.
        let xcode8 = try bottoms(tools: "12120"), xcode16 = try bottoms(tools: "24765")
        #expect(xcode8 == ["viewController_sList": 49, "viewController_sPost": 49, "viewController_sDetail": 49], "\(xcode8)")
        #expect(xcode16 == ["viewController_sList": 49, "viewController_sPost": 0, "viewController_sDetail": 0], "\(xcode16)")
    }
}

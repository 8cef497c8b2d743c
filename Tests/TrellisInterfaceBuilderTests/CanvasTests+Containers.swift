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

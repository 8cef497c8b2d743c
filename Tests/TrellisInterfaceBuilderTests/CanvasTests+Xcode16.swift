import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// The canvases of Xcode 15 and 16 (toolsVersion 22000 on) where they differ from the devices'
/// runtime insets.
extension CanvasTests {
    @Test func xcode16DrawsANotchedCanvasesInsetsTwice() throws {
        func insets(_ tools: String, device: String = "retina6_12", root: (Double, Double) = (393, 852)) throws -> EdgeInsets {
            let (imported, _) = try importOne(document(device: device, tools: tools, root: root))
            return Canvas.device(for: imported).portrait.safeArea
        }
        // Xcode 15 (23504): the Dynamic Island's 59 and the home indicator's 34, once.
        #expect(try insets("23504") == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Xcode 16 on (24765): twice, on the 393 and the 414 pt canvases alike.
        #expect(try insets("24765") == EdgeInsets(top: 118, left: 0, bottom: 68, right: 0))
        #expect(try insets("23727", device: "retina6_1", root: (414, 896)) == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
        // Some Xcode 15 builds write a placeholder toolsVersion; their plug-in's build counts: once.
        let placeholder = document(device: "retina6_12", tools: "32700.99.1234", root: (393, 852))
            .replacingOccurrences(of: "<device ", with: #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/></dependencies><device "#)
        let (imported, _) = try importOne(placeholder)
        #expect(imported.toolsVersion == 22685)
        #expect(Canvas.device(for: imported).portrait.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // A home-button canvas has no notch to draw twice.
        #expect(try insets("24128", device: "retina4_7", root: (375, 667)) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func aRootTheSizeOfAnotherNotchedDeviceGetsThatDevicesInsets() throws {
        // `retina6_7` was 428 × 926 with a 47 pt status bar; Xcode 16 saves 430 × 932 roots under
        // that name, drawn with the Dynamic Island's 59 (twice, in that era).
        #expect(try safeTop(document(device: "retina6_7", tools: "21701", root: (428, 926))) == 47)
        #expect(try safeTop(document(device: "retina6_7", tools: "21701", root: (430, 932))) == 59)
        #expect(try safeTop(document(device: "retina6_7", tools: "24506", root: (430, 932))) == 118)
    }

    @Test func xcode16DrawsAPageSheetWithTheStatusBarsInsetAtItsTop() throws {
        // The screen less its status bar: 852 − 59 on the 393 pt iPhone, 896 − 44 on the 414 pt one.
        let sheet = try importOne(document(device: "retina6_12", tools: "24765", root: (393, 793))).0
        #expect(Canvas.device(for: sheet).portrait.safeArea == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        let older = try importOne(document(device: "retina6_5", tools: "24128", root: (414, 852))).0
        #expect(Canvas.device(for: older).portrait.safeArea == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // Before Xcode 16 a sheet keeps the home indicator's inset and none at the top.
        let xcode15 = try importOne(document(device: "retina6_12", tools: "23504", root: (393, 793))).0
        #expect(Canvas.device(for: xcode15).portrait.safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func xcode15DrawsAPageSheetTenPointsShortWithNoInsets() throws {
        // 896 − 10 on the 414 pt iPhone, 852 − 10 on the 393 pt one: nothing at either end.
        let sheet = try importOne(document(device: "retina6_1", tools: "22155", root: (414, 886))).0
        #expect(Canvas.device(for: sheet).portrait.safeArea == .zero)
        let xcode15 = try importOne(document(device: "retina6_12", tools: "23504", root: (393, 842))).0
        #expect(Canvas.device(for: xcode15).portrait.safeArea == .zero)
        // Older sheets, the screen less its status bar and 10 pt, keep the home indicator's inset.
        let older = try importOne(document(device: "retina6_1", tools: "19529", root: (414, 842))).0
        #expect(Canvas.device(for: older).portrait.safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func xcode13_3To14DrawAPageSheetWithTheStatusBarsInsetAtItsTop() throws {
        // The screen less its status bar and 10 pt: 852 − 59 − 10 on the 393 pt iPhone (Xcode 14.1).
        let sheet = try importOne(document(device: "retina6_12", tools: "21507", root: (393, 783))).0
        #expect(Canvas.device(for: sheet).portrait.safeArea == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        // Xcode 13.0–13.2's sheets (844 − 44 − 10) keep the home indicator's inset and none above.
        let xcode13 = try importOne(document(device: "retina6_0", tools: "19529", root: (390, 790))).0
        #expect(Canvas.device(for: xcode13).portrait.safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }
}

extension CanvasTests {
    @Test func fromXcode14_3AControllerPresentedFullScreenIsDrawnWithoutInsets() throws {
        func insets(tools: String, _ controllerAttributes: String = "", segue: String = "") throws -> [String: EdgeInsets] {
            let xml = storyboardDocument(scenes: controllerScene("home", #"<connections><segue destination="photo" kind="presentation" \#(segue) id="p1"/></connections>"#)
                + controllerScene("photo", attributes: controllerAttributes))
                .replacingOccurrences(of: "<document ", with: #"<document toolsVersion="\#(tools)" "#)
                .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: #"<device id="retina6_12" orientation="portrait"/>"#)
                .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="393" height="852""#)
            let screens = try InterfaceBuilderImporter.importDocument(Data(xml.utf8), file: "Main.storyboard").screens
            return Dictionary(uniqueKeysWithValues: screens.map { ($0.screen.name, Canvas.device(for: $0).portrait.safeArea) })
        }
        let notched = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        // The controller's own style or its presenting segue's: a photo viewer's close button pinned
        // 8 below the safe area's top is saved at y 8 (Xcode 14.3 and 15), the presenter keeps both insets.
        for shown in [try insets(tools: "21701", #"modalPresentationStyle="fullScreen""#),
                      try insets(tools: "22685", segue: #"modalPresentationStyle="fullScreen""#)] {
            #expect(shown["viewController_sPhoto"] == .zero && shown["viewController_sHome"] == notched, "\(shown)")
        }
        // Xcode 14.1 drew the status bar and home indicator there too.
        let xcode14_1 = try insets(tools: "21225", #"modalPresentationStyle="fullScreen""#)
        #expect(xcode14_1["viewController_sPhoto"] == notched, "\(xcode14_1)")
    }
}

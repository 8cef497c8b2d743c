import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

extension CanvasTests {
    /// A controller simulated at a freeform size, as IB saves it.
    func freeform(device: String, tools: String, size: (Double, Double)) -> String {
        document(device: device, tools: tools, root: size)
            .replacingOccurrences(of: "</view>\n                </viewController>", with: """
                </view>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="\(size.0)" height="\(size.1)"/>
                </viewController>
                """)
    }

    @Test func aFreeformControllerHasTheStatusBarAtItsTopAndNothingBelow() throws {
        // Drawn as a screen of its own size: iPhone 11's 44 pt bar, the home-button iPhone's 20 before Xcode 11.
        let notched = try importOne(freeform(device: "retina6_1", tools: "15400", size: (600, 600))).0
        #expect(notched.freeformRoot)
        #expect(Canvas.device(for: notched).portrait.safeArea == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(try safeTop(freeform(device: "retina4_7", tools: "13529", size: (600, 600))) == 20)
        // Xcode 11 to 14.2 drew no bar on home-button iPhones, freeform or not.
        #expect(try safeTop(freeform(device: "retina4_7", tools: "18122", size: (500, 524))) == 0)
    }

    @Test func aFreeformControllerInPhoneLandscapeHasNoStatusBar() throws {
        // Wider than tall and a compact height: iOS hides the bar; a taller landscape root keeps it.
        #expect(try safeTop(freeform(device: "retina4_7", tools: "14490", size: (667, 375))) == 0)
        #expect(try safeTop(freeform(device: "retina4_7", tools: "14490", size: (1024, 768))) == 20)
    }

    @Test func anOtherwiseSizedRootWithoutFreeformMetricsKeepsItsRule() throws {
        // Narrower than the screen and not freeform: no insets, as before.
        let imported = try importOne(document(device: "retina6_1", tools: "15400", root: (375, 600))).0
        #expect(!imported.freeformRoot)
        #expect(Canvas.device(for: imported).portrait.safeArea == .zero)
    }
}

extension CanvasTests {
    @Test func anIPadsFreeformControllerHasNoStatusBar() throws {
        // The iPad canvas draws none on a freeform root (a 694 pt split-view root pinned 20 below its safe area's top at y 20).
        #expect(try safeTop(freeform(device: "ipad9_7", tools: "17506", size: (694, 768))) == 0)
    }
}

extension CanvasTests {
    @Test func aFreeformSizeWithoutSimulatedMetricsShowsTheNotchOnly() throws {
        // `freeformSize` alone (a page or a popover's content, sized to fit): on a notched canvas the
        // status bar at its top, as a freeform controller; on a home-button one nothing.
        func sizedOnly(device: String, tools: String, size: (Double, Double)) -> String {
            document(device: device, tools: tools, root: size)
                .replacingOccurrences(of: "</view>\n                </viewController>", with: """
                    </view>
                    <size key="freeformSize" width="\(size.0)" height="\(size.1)"/>
                    </viewController>
                    """)
        }
        #expect(try safeTop(sizedOnly(device: "retina6_1", tools: "17701", size: (414, 600))) == 44)
        #expect(try safeTop(sizedOnly(device: "retina4_7", tools: "14313", size: (375, 451))) == 0)
    }
}

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

    @Test func aToolbarAboveTheHomeIndicatorIs49PtTall() throws {
        // iPhone X (812 pt): 34 pt home indicator + a 49 pt toolbar; iPhone 8: the classic 44 pt.
        let notched = try importOne(withToolbar(device: "retina5_9", root: (375, 812))).0
        #expect(notched.bottomBarIsToolbar)
        #expect(Canvas.device(for: notched).portrait.safeArea.bottom == 34 + 49)
        let homeButton = try importOne(withToolbar(device: "retina4_7", root: (375, 667))).0
        #expect(Canvas.device(for: homeButton).portrait.safeArea.bottom == 44)
    }
}

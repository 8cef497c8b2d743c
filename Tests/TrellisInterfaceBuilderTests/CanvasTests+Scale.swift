import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A canvas's pixel grid is the scale of the phone it shows, which text rounds up to.
extension CanvasTests {
    @Test func aCanvasRoundsTextToItsPhonesPixels() throws {
        func scale(_ device: String, root: (Double, Double)) throws -> Double {
            let (imported, _) = try importOne(document(device: device, tools: "22505", root: root))
            return Canvas.device(for: imported).displayScale
        }
        // 3×: the notched phones but the iPhone 11 / XR (`retina6_1`), and the Plus phones.
        #expect(try scale("retina6_12", root: (393, 852)) == 3)
        #expect(try scale("retina5_5", root: (414, 736)) == 3)
        // 2×: the home-button phones, the iPhone 11 and every iPad.
        #expect(try scale("retina4_7", root: (375, 667)) == 2)
        #expect(try scale("retina6_1", root: (414, 896)) == 2)
        #expect(try scale("ipad9_7", root: (768, 1024)) == 2)
    }
}

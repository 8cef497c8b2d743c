import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Text fields without `borderStyle`: UIKit's default, no border, sized by their line and text.
extension CanvasTests {
    @Test func aFieldWithoutABorderStyleIsBorderlessAndSizedByItsLine() throws {
        func field(_ attributes: String, height: Double) -> String {
            """
            <textField \(attributes) text="TOP" translatesAutoresizingMaskIntoConstraints="NO" id="f1"><rect key="frame" x="20" y="20" width="32" height="\(height)"/>
              <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """
        }
        let pins = """
            <constraint firstItem="f1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="f1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """
        // Before the iOS 13 SDK its line rounded up (17); from it, the line on the pixel grid plus 2.
        for (tools, height) in [("14313", 17.0), ("23504", 18.5)] {
            let xml = document(device: "retina6_1", tools: tools, root: (414, 896), field("", height: height), constraints: pins)
            let (imported, issues) = try importOne(xml)
            #expect(imported.screen.views.first?.properties.border == .borderless)
            #expect(issues.isEmpty)
            let check = FrameCheck.check(imported)
            #expect(check.compared == 1 && check.within1pt == 1, "toolsVersion \(tools): \(check.offenders)")
        }
        // A bezel field is measured as a rounded-rect one, and says so.
        let (bezel, issues) = try importOne(document(device: "retina6_1", tools: "23504", root: (414, 896),
                                                     field(#"borderStyle="bezel""#, height: 34), constraints: pins))
        #expect(bezel.screen.views.first?.properties.border == nil)
        #expect(issues.contains { $0.message.contains("border style 'bezel'") })
    }
}

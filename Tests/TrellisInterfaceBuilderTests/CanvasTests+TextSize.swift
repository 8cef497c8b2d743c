import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// The text size at which Interface Builder's canvas renders text styles, by Xcode.
extension CanvasTests {
    /// A configured button with the default (body) title, stretched across the root, in a
    /// document saved by Xcode `tools`; IB saved it `height` tall.
    func configuredButton(tools: String, height: Double) -> String {
        document(device: "retina4_7", tools: tools, root: (375, 667), """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
              <rect key="frame" x="20" y="100" width="335" height="\(height)"/>
              <state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="plain" title="Continue"/>
            </button>
            """, constraints: pinnedToRoot("b1", leading: 20, trailing: 20, top: 100))
    }

    @Test func xcode12_5To13CanvasesRenderTextStylesAtExtraSmall() throws {
        for (tools, size) in [("17701", ContentSizeCategory.l), ("18122", .xs), ("20037", .xs), ("21225", .l)] {
            #expect(Canvas.textSize(for: try importOne(configuredButton(tools: tools, height: 0)).0) == size, "toolsVersion \(tools)")
        }
        // Body at Extra Small is 14 pt: a 17 pt line (2×) and the 7 pt insets above and below make
        // 31; at Large, 20.5 + 14 = 34.5.
        for (tools, height) in [("20037", 31.0), ("21225", 34.5)] {
            let check = FrameCheck.check(try importOne(configuredButton(tools: tools, height: height)).0)
            #expect(check.compared == 1 && check.within1pt == 1, "toolsVersion \(tools): \(check.offenders)")
        }
    }
}

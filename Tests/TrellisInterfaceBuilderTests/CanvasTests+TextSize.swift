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

extension CanvasTests {
    @Test func cjkCharactersAreAnEmWideBeforeXcode8_3AndAThirdOfAPointMoreFromIt() throws {
        // "二维码扫描" at 15 pt, placed by its leading and top edges alone: 75 wide (5 ems) as
        // Xcode 7.3 to 8.0 saved it, 76.67 from Xcode 8.3 on (2×: 77).
        func label(tools: String, width: Double) -> String {
            document(device: "retina4_7", tools: tools, root: (375, 667), """
                <label opaque="NO" text="二维码扫描" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                  <rect key="frame" x="20" y="100" width="\(width)" height="18"/>
                  <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
                """, constraints: """
                <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        }
        for (tools, width, matches) in [("9531", 75.0, true), ("10117", 77.0, false), ("12120", 77.0, true), ("21507", 75.0, false)] {
            let check = FrameCheck.check(try importOne(label(tools: tools, width: width)).0)
            #expect((check.within1pt == 1) == matches, "toolsVersion \(tools), saved \(width): \(check.offenders)")
        }
    }
}

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

extension CanvasTests {
    @Test func xcode9To10CanvasesDrawTheLargeTitleStyleSmaller() throws {
        // "Blackboard Example App" in the Large Title style, placed by its leading and top edges:
        // Xcode 10.1 saved it 321.5 × 36, a line of 29.5 pt text (29.5 × 1.1934 = 35.2, 35.5 on
        // a 2× canvas). From Xcode 11 it is 34 pt, 369.5 × 41.
        func label(tools: String, width: Double, height: Double) -> String {
            document(device: "retina4_7", tools: tools, root: (375, 667), """
                <label opaque="NO" text="Blackboard Example App" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                  <rect key="frame" x="20" y="100" width="\(width)" height="\(height)"/>
                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                </label>
                """, constraints: """
                <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        }
        for (tools, width, height, matches) in [("14460.31", 321.5, 36.0, true), ("15705", 321.5, 36.0, false),
                                                ("15705", 369.5, 41.0, true), ("14460.31", 369.5, 41.0, false)] {
            let check = FrameCheck.check(try importOne(label(tools: tools, width: width, height: height)).0)
            #expect((check.within1pt == 1) == matches, "toolsVersion \(tools), saved \(width) × \(height): \(check.offenders)")
        }
    }
}

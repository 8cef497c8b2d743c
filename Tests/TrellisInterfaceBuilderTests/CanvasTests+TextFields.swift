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
        // A line or bezel field has a rounded-rect one's insets without its 34 pt floor: its 14 pt
        // line on the pixel grid (17) + 9.5 = 26.5, as 9 line fields of an Xcode 11.5 document are
        // saved (their widths set by constraints, as here).
        let width = #"<constraint firstItem="f1" firstAttribute="width" constant="32" id="c3"/>"#
        for style in ["line", "bezel"] {
            let (field, issues) = try importOne(document(device: "retina4_7", tools: "16097", root: (375, 667),
                                                         field(#"borderStyle="\#(style)""#, height: 26.5), constraints: pins + width))
            #expect(field.screen.views.first?.properties.border == TextFieldBorder(rawValue: style))
            #expect(issues.isEmpty)
            let check = FrameCheck.check(field)
            #expect(check.compared == 1 && check.within1pt == 1, "\(style): \(check.offenders)")
        }
    }

    /// The frame check of a rounded-rect field of `text` (a `text` or `placeholder` attribute) at
    /// `size` pt, saved `width` × `height` on a 2× canvas of `tools`, pinned at its leading and top
    /// edges and held at the saved length on `held` (`width` or `height`).
    private func checkRoundedField(_ text: String, size: Double, saved width: Double, _ height: Double,
                                   held: String, tools: String) throws -> FrameCheck {
        let field = """
            <textField borderStyle="roundedRect" \(text) translatesAutoresizingMaskIntoConstraints="NO" id="f1">
              <rect key="frame" x="20" y="20" width="\(width)" height="\(height)"/>
              <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
            </textField>
            """
        let pins = """
            <constraint firstItem="f1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="f1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="f1" firstAttribute="\(held)" constant="\(held == "width" ? width : height)" id="c3"/>
            """
        return FrameCheck.check(try importOne(document(device: "retina4_7", tools: tools, root: (375, 667), field, constraints: pins)).0)
    }

    /// A rounded-rect field's line on the pixel grid plus 9.5, at least 34 from the iOS 13 SDK: a 21 pt
    /// field is 25.5 + 9.5 = 35 on a 2× canvas (Xcode 14), a 25 pt one 30 + 9.5 = 39.5 (Xcode 12.1);
    /// the line rounded up plus 13 made them 39 and 43.
    @Test func aLargeRoundedRectFieldIsItsPixelLinePlusNineAndAHalf() throws {
        for (size, height) in [(21.0, 35.0), (25.0, 39.5), (17.0, 34.0)] {
            let check = try checkRoundedField(#"text="Email""#, size: size, saved: 200, height, held: "width", tools: "21507")
            #expect(check.compared == 1 && check.within1pt == 1, "\(size) pt: \(check.offenders)")
        }
    }

    /// A rounded-rect field as wide as its text adds 27.5 pt to it from the iOS 13 SDK, 21 before:
    /// "john.doe@veriff.com" at 14 pt saved 160.5 wide by Xcode 13.4; 7 pt a side made it 147.5.
    @Test func aRoundedRectFieldIsItsTextPlusItsSDKsPadding() throws {
        let text = TextMeasurer.measure("john.doe@veriff.com", font: Font(FixedFont(size: 14)), maxLines: 1, width: nil, scale: 2).size.width
        for (tools, padding) in [("20037", 27.5), ("14460", 21.0)] {
            let width = ((text + padding) * 2).rounded(.up) / 2
            let check = try checkRoundedField(#"placeholder="john.doe@veriff.com""#, size: 14, saved: width, 34, held: "height", tools: tools)
            #expect(check.compared == 1 && check.within1pt == 1, "toolsVersion \(tools): \(check.offenders)")
            #expect(width - text - 14 > 6, "7 pt a side would be off by more than a point")
        }
    }
}

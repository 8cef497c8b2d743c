import Testing
@testable import TrellisLayout

/// A fixed font in one of iOS's own faces (`FontFamily`) lays its lines out at that face's line
/// height and measures its widths as the system font's Text widths × the face's scale; without a
/// family, nothing changes.
@Suite struct FontFamilyTests {
    /// Avenir Next at 27 pt: 27 × 1.3656 = 36.87 pt lines, 37 on a 2× or 3× grid; two lines 73.74 →
    /// 74. The system font's line at 27 pt is 32.22 (32.5 at 2×).
    @Test func aFamilysLinesAreItsOwnHeight() {
        let font = Font(FixedFont(size: 27, weight: .semibold, family: .avenirNext))
        #expect(abs(font.lineHeight - 27 * 1.3656) < 1e-9 && font.lineSpacing == font.lineHeight)
        #expect(TextMeasurer.measure("AC", font: font, maxLines: 1, width: nil, scale: 2).size.height == 37)
        #expect(TextMeasurer.measure("AC", font: font, maxLines: 1, width: nil, scale: 3).size.height == 37)
        #expect(TextMeasurer.measure("AC\nXOR", font: font, maxLines: 0, width: nil, scale: 2).size.height == 74)
        let system = Font(FixedFont(size: 27, weight: .semibold))
        #expect(TextMeasurer.measure("AC", font: system, maxLines: 1, width: nil, scale: 2).size.height == 32.5)
        #expect(font.description == "27 pt Avenir Next semibold on 36.87 pt lines")
    }

    /// Widths: the system font's Semibold Text advances for "AC" (4,008 units of 2,816 per em,
    /// kerning included, no tracking: UIKit tracks only SF) × 27 pt × Avenir Next's 0.9761 =
    /// 37.511 pt, 38 on a 2× grid as IB saved a calculator's "AC" key. The system font at 27 pt
    /// (Display design, tracked) gives 35.33 on a 3× grid.
    @Test func aFamilysWidthsAreTheSystemFontsTextWidthsScaled() {
        let font = Font(FixedFont(size: 27, weight: .semibold, family: .avenirNext))
        #expect(TextMetrics.widthInFontUnits(of: "AC", face: font.face) == 4008)
        #expect(abs(TextMetrics.width(of: "AC", font: font) - 4008.0 * 27 / 2816 * 0.9761) < 1e-9)
        #expect(TextMeasurer.measure("AC", font: font, maxLines: 1, width: nil, scale: 2).size.width == 38)
        #expect(font.tracking == 0)
        let system = Font(FixedFont(size: 27, weight: .semibold))
        #expect(TextMeasurer.measure("AC", font: system, maxLines: 1, width: nil, scale: 3).size.width == 35 + 1.0 / 3)
    }

    /// A face's cuts can differ where SF's do not: Helvetica Neue's regular cuts lay out 17 pt
    /// lines 19.99 tall (1.1757 × size, 20 on the pixel grid as IB saves them, SF's 20.29 giving
    /// 20.33), its bold cuts at SF's line (24 pt: 28.64, saved 28.67).
    @Test func aFacesCutsCanHaveLinesOfTheirOwn() {
        let regular = Font(FixedFont(size: 17, weight: .regular, family: .helveticaNeue))
        #expect(abs(regular.lineHeight - 17 * 1.1757) < 1e-9)
        #expect(TextMeasurer.measure("Checkout", font: regular, maxLines: 1, width: nil, scale: 3).size.height == 20)
        #expect(Font(FixedFont(size: 17, weight: .light, family: .helveticaNeue)).lineHeight == regular.lineHeight)
        let bold = Font(FixedFont(size: 24, weight: .bold, family: .helveticaNeue))
        #expect(bold.lineHeight == 24 * DynamicType.sfProLineHeightRatio)
        #expect(TextMeasurer.measure("Sample App", font: bold, maxLines: 1, width: nil, scale: 3).size.height == 28 + 2.0 / 3)
    }

    /// Poppins, which apps bundle, sets 1.4 em lines (documents of 3 repositories save 15 pt labels
    /// 21 tall, 24 pt bold ones 34, where SF's line gave 18 and 28.67), and is 7 % wider than SF.
    @Test func poppinsHasItsOwnLines() {
        let regular = Font(FixedFont(size: 15, weight: .regular, family: .poppins))
        #expect(TextMeasurer.measure("Quarantine", font: regular, maxLines: 1, width: nil, scale: 3).size.height == 21)
        let bold = Font(FixedFont(size: 24, weight: .bold, family: .poppins))
        #expect(TextMeasurer.measure("BMW X5", font: bold, maxLines: 1, width: nil, scale: 2).size.height == 34)
        #expect(FontFamily.poppins.widthScale == 1.0732)
    }

    @Test func withoutAFamilyTheFontIsTheSystemFontAsBefore() {
        #expect(Font(FixedFont(size: 17)) == Font(pointSize: 17))
        #expect(Font(FixedFont(size: 17)).naturalLineHeight == 17 * DynamicType.sfProLineHeightRatio)
        #expect(Font(FixedFont(size: 17)).description == "17 pt regular on 20.29 pt lines")
    }
}

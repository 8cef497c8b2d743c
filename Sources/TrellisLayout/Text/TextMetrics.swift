/// Text widths from the embedded glyph metrics: advances plus pair kerning, in points, plus the
/// system font's tracking at the font's size (`SystemFontTracking`) as UIKit lays SF out. A `Font`
/// measures with the system font's fitted advances (`SystemFontMetrics`).
///
/// With one of Inter's own faces (`FontFace.inter(for:)`), untracked widths (`widthInFontUnits`)
/// match HarfBuzz shaping the same Inter file with its default features to within a fraction of a
/// point for Latin, Greek and Cyrillic text (the tests check 0.5 pt per line).
/// Ligatures and contextual alternates are not applied; Inter's default `calt` only swaps
/// glyphs of equal or near-equal width (case-sensitive punctuation), and it draws `->` as an arrow.
///
/// ```swift
/// TextMetrics.width(of: "Hello, world", font: Font(style: .body, category: .l)) // 90.08 (95.23 untracked)
/// ```
public enum TextMetrics {
    /// The advance width of the text on one line: every character's advance plus the kerning
    /// between neighbours and the size's tracking, scaled by point size ÷ units per em. Spaces
    /// count, wherever they are; line breaking (which drops trailing spaces) is `TextLayout`'s job.
    public static func width(of text: some StringProtocol, font: Font) -> Double {
        Double(widthInFontUnits(of: text, run: AdvanceRun(font: font))) * font.advanceScale
    }

    /// The same in the face's font units, exact; untracked unless `tracking` (units per glyph) is given.
    public static func widthInFontUnits(of text: some StringProtocol, face: FontFace, tracking: Int = 0) -> Int {
        widthInFontUnits(of: text, run: AdvanceRun(face: face, tracking: tracking))
    }

    /// The width in font units of the text measured from a fresh `run`.
    static func widthInFontUnits(of text: some StringProtocol, run: AdvanceRun) -> Int {
        var run = run
        var total = 0
        for scalar in text.unicodeScalars {
            total += run.add(scalar.value)
        }
        return total
    }

    /// Height above the baseline, in points.
    public static func ascender(_ font: Font) -> Double { font.ascender }
    /// Depth below the baseline, in points (negative).
    public static func descender(_ font: Font) -> Double { font.descender }
    /// The distance between baselines the font lays lines out at, in points.
    public static func lineHeight(_ font: Font) -> Double { font.lineHeight }
}

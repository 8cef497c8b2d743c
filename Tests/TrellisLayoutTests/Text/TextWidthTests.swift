import Testing
@testable import TrellisLayout

/// Inter's embedded metrics against HarfBuzz shaping the same Inter files: every line within 0.5 pt.
/// This checks the Inter path (`FontFace.inter(for:)`): the generator's advances and kerning, and
/// the run that adds them up. The system font measures with the same run and Inter's kerning, but
/// with fitted advances (`SystemFontWidthTests` checks those against widths iOS measured).
@Suite("Text widths match HarfBuzz")
struct TextWidthTests {
    static let sentences = [
        "The quick brown fox jumps over the lazy dog.",
        "Sphinx of black quartz, judge my vow!",
        "AVATAR WAVE Typography Yo To. LT Ty Va P, F. V. W, r. y. \"A\" 'A'",
        "Sign in to continue",
        "Forgot your password?",
        "Create an account",
        "By continuing you agree to our Terms of Service and Privacy Policy.",
        "Crème brûlée à la française — déjà vu, naïve façade",
        "Ærøskøbing, Łódź, Żółć, Ďábelské Šumava, İstanbul, Ğ, ß",
        "“Quotes” ‘single’ – en dash — em dash… bullet • €42.00 £7 ¥300",
        "1234567890 $0.99 100% #hashtag @mention & (parens) [brackets] {braces}",
        "Καλημέρα κόσμε, ΑΥΤΟΚΙΝΗΤΟ",
        "Съешь же ещё этих мягких французских булок, да выпей чаю. ТАУ",
        "Wi-Fi settings",
        "    leading spaces and trailing    ",
        "Ünïcödé Ÿ Ŵ ŷ Ő ű",
        "mmmmmmmmmmiiiiiiiiiiWWWWWWWWWW",
        "x",
    ]

    static let words = ["Hello", "AV", "Tokyo", "WAVY", "Yacht", "offline", "LTAVY", "ff", "Account", "Łukasz"]

    static let weights: [(FontWeight, String)] = [(.regular, "Regular"), (.medium, "Medium"),
                                                   (.semibold, "SemiBold"), (.bold, "Bold")]

    @Test("sentences and words measure as HarfBuzz shapes them, at every embedded weight",
          arguments: [0, 1, 2, 3])
    func sentenceWidths(weightIndex: Int) throws {
        let (weight, fileWeight) = Self.weights[weightIndex]
        for size in [11.0, 17.0, 34.0] {
            let texts = Self.sentences + Self.words
            let expected = try HarfBuzzShaper.widths(of: texts, weight: fileWeight, size: size)
            let face = FontFace.inter(for: weight)
            for (text, reference) in zip(texts, expected) {
                let ours = Double(TextMetrics.widthInFontUnits(of: text, face: face)) * size / face.unitsPerEm
                #expect(abs(ours - reference) <= 0.5,
                        "\(fileWeight) \(size) pt '\(text)': Trellis \(ours), HarfBuzz \(reference)")
            }
        }
    }

    @Test("kerning is applied: AV is narrower than A plus V (and HarfBuzz agrees to 0.01 pt with Inter's advances)")
    func kerningApplied() throws {
        let font = Font(pointSize: 100, weight: .regular)
        let pair = TextMetrics.width(of: "AV", font: font)
        let apart = TextMetrics.width(of: "A", font: font) + TextMetrics.width(of: "V", font: font)
        #expect(pair < apart - 1)
        let inter = FontFace.inter(for: .regular)
        let interPair = Double(TextMetrics.widthInFontUnits(of: "AV", face: inter)) * 100 / inter.unitsPerEm
        let reference = try HarfBuzzShaper.widths(of: ["AV"], weight: "Regular", size: 100)[0]
        #expect(abs(interPair - reference) <= 0.02)
    }

    static let paragraph = """
        Trellis lays out every screen at every device and Dynamic Type size. When text grows, \
        labels wrap onto more lines, stacks turn vertical and scroll views start to scroll; \
        the catalog finds where that happens before your users do. Extraordinarily-long-words \
        like Donaudampfschifffahrtsgesellschaftskapitän are broken by character.
        """

    @Test("wrapped lines of a paragraph measure as their text does, and with Inter's advances as HarfBuzz shapes each line",
          arguments: [120.0, 200.0, 343.0])
    func wrappedLineWidths(maxWidth: Double) throws {
        let inter = FontFace.inter(for: .regular)
        for category in [ContentSizeCategory.l, .ax3] {
            let font = Font(style: .body, category: category)
            let lines = TextLayout.lines(for: Self.paragraph, font: font, maxWidth: maxWidth, maxLines: 0)
            #expect(lines.count > 2)
            let expected = try HarfBuzzShaper.widths(of: lines.map(\.text), weight: "Regular", size: font.pointSize)
            for (line, shaped) in zip(lines, expected) {
                #expect(abs(line.width - TextMetrics.width(of: line.text, font: font)) < 1e-9, "'\(line.text)'")
                let interWidth = Double(TextMetrics.widthInFontUnits(of: line.text, face: inter)) * font.pointSize / inter.unitsPerEm
                #expect(abs(interWidth - shaped) <= 0.5, "'\(line.text)': Trellis with Inter \(interWidth), HarfBuzz \(shaped)")
                #expect(line.width <= maxWidth + 1e-9, "'\(line.text)' is wider than \(maxWidth)")
            }
        }
    }
}

import Testing
@testable import TrellisLayout

/// Greedy word wrap as UILabel's `.byWordWrapping` with tail truncation.
@Suite("Word wrap")
struct WordWrapTests {
    let body = Font(style: .body, category: .l)

    func width(_ text: String) -> Double { TextMetrics.width(of: text, font: body) }

    @Test("lines break at spaces, taking as many words as fit")
    func breaksAtSpaces() {
        // "The quick" fits in the width of "The quick brown" minus a hair; "brown" does not.
        let limit = width("The quick brown") - 0.5
        let lines = TextLayout.lines(for: "The quick brown fox", font: body, maxWidth: limit, maxLines: 0)
        #expect(lines.map(\.text) == ["The quick", "brown fox"])
        #expect(abs(lines[0].width - width("The quick")) < 1e-9)
    }

    @Test("a line exactly as wide as the limit still fits")
    func exactFit() {
        let lines = TextLayout.lines(for: "Sign in now", font: body, maxWidth: width("Sign in now"), maxLines: 0)
        #expect(lines.map(\.text) == ["Sign in now"])
    }

    @Test("spaces where a line breaks hang: they count neither toward the width nor the next line")
    func trailingSpacesHang() {
        let limit = max(width("Hello"), width("world")) + 1
        let layout = TextLayout("Hello      world", font: body, maxWidth: limit)
        #expect(layout.lines.map(\.text) == ["Hello", "world"])
        #expect(abs(layout.lines[0].width - width("Hello")) < 1e-9)
        // Unwrapped, a paragraph's trailing spaces count, as a one-line label's do.
        #expect(TextLayout("Hello   ", font: body).width > width("Hello") + 1)
    }

    @Test("a paragraph's last line keeps its trailing spaces before a newline, as unwrapped text does")
    func spacesBeforeANewlineCount() {
        // "Take a \npicture of \nK-Food" at 15 pt medium: IB saved the label 73.5 wide, the
        // width of "picture of " with its space (4 pt more than without: 1 document, 2 labels).
        let font = Font(FixedFont(size: 15, weight: .medium))
        let label = TextMeasurer.measure("Take a \npicture of \nK-Food", font: font, maxLines: 0, width: nil, scale: 3)
        let line = TextMeasurer.measure("picture of ", font: font, maxLines: 1, width: nil, scale: 3)
        #expect(label.size.width == line.size.width)
        #expect(label.size.width > TextMeasurer.measure("picture of", font: font, maxLines: 1, width: nil, scale: 3).size.width + 3)
    }

    @Test("a one-line label's intrinsic width counts its trailing spaces, as iOS measures them")
    func labelWidthCountsTrailingSpaces() {
        let font = Font(FixedFont(size: 17))
        let space = TextMeasurer.measure(" ", font: font, maxLines: 1, width: nil, scale: 2).size.width
        // IB saved labels of one space at 17 pt 4.5 and 5 wide, of ten spaces 44.5.
        #expect(space >= 4 && space <= 5)
        let ten = TextMeasurer.measure(String(repeating: " ", count: 10), font: font, maxLines: 1, width: nil, scale: 2).size.width
        #expect(abs(ten - 44.5) <= 1)
        #expect(TextMeasurer.measure("Info ", font: font, maxLines: 1, width: nil, scale: 2).size.width
                > TextMeasurer.measure("Info", font: font, maxLines: 1, width: nil, scale: 2).size.width)
    }

    @Test("a word wider than the line is broken between characters")
    func longWordBrokenByCharacters() {
        let word = "Donaudampfschifffahrtsgesellschaft"
        let limit = 100.0
        let lines = TextLayout.lines(for: "A " + word, font: body, maxWidth: limit, maxLines: 0)
        #expect(lines[0].text == "A")
        #expect(lines.dropFirst().map(\.text).joined() == word)
        #expect(lines.count >= 3)
        for line in lines { #expect(line.width <= limit) }
        // Each broken line is as full as possible: adding the next character would overflow.
        let second = lines[1].text
        let nextCharacter = word.dropFirst(second.count).first!
        #expect(width(second + String(nextCharacter)) > limit)
    }

    @Test("a width narrower than one character still makes progress, one character a line")
    func narrowerThanACharacter() {
        let lines = TextLayout.lines(for: "WWW", font: body, maxWidth: 1, maxLines: 0)
        #expect(lines.map(\.text) == ["W", "W", "W"])
    }

    @Test("lines may break after a hyphen inside a word")
    func breaksAfterHyphen() {
        let limit = width("Sign-") + 1
        let lines = TextLayout.lines(for: "Sign-in", font: body, maxWidth: limit, maxLines: 0)
        #expect(lines.map(\.text) == ["Sign-", "in"])
    }

    @Test("newlines always start a new line, and empty paragraphs are empty lines")
    func newlines() {
        let layout = TextLayout("One\n\nTwo\r\nThree\n", font: body, maxWidth: 1000)
        #expect(layout.lines.map(\.text) == ["One", "", "Two", "Three"])
        #expect(layout.neededLineCount == 4)
        #expect(layout.lines[1].width == 0)
    }

    @Test("without a width, text breaks only at newlines")
    func unwrapped() {
        let text = "A long sentence that would wrap on any phone if it were given a width"
        let layout = TextLayout(text, font: body, maxWidth: nil, maxLines: 0)
        #expect(layout.lineCount == 1)
        #expect(abs(layout.width - width(text)) < 1e-9)
    }

    @Test("maxLines 0 is unlimited; maxLines 2 shows two lines, truncates the second and reports four needed")
    func lineLimit() {
        let text = "one two three four"
        let limit = width("three") + 1
        let unlimited = TextLayout(text, font: body, maxWidth: limit, maxLines: 0)
        #expect(unlimited.lines.map(\.text) == ["one", "two", "three", "four"])
        #expect(!unlimited.isTruncated)
        let two = TextLayout(text, font: body, maxWidth: limit, maxLines: 2)
        #expect(two.lineCount == 2)
        #expect(two.neededLineCount == 4)
        #expect(two.isTruncated)
        #expect(two.lines[0].text == "one")
        #expect(two.lines[1].text.hasSuffix("…"))
        #expect(two.lines[1].width <= limit)
    }

    @Test("one line of text too wide is truncated with an ellipsis, and the lines it needs are reported")
    func singleLineTruncation() {
        let text = "Continue with Apple"
        // Room for "Continue with…" but not for "Continue with A…"; the break is at a character,
        // and the space before the ellipsis is dropped.
        let limit = width("Continue with…") + 0.5
        let layout = TextLayout(text, font: body, maxWidth: limit, maxLines: 1)
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 1)
        #expect(layout.neededLineCount == 2)
        #expect(layout.lines[0].text == "Continue with…")
        let tighter = TextLayout(text, font: body, maxWidth: width("Continue with"), maxLines: 1)
        #expect(tighter.lines[0].text == "Continue wi…" || tighter.lines[0].text == "Continue w…")
        #expect(layout.lines[0].width <= limit)
        // Text that fits is left alone.
        let fits = TextLayout(text, font: body, maxWidth: width(text), maxLines: 1)
        #expect(!fits.isTruncated && fits.lines[0].text == text)
    }

    @Test("empty text has no lines and measures zero, as an empty UILabel")
    func emptyText() {
        let layout = TextLayout("", font: body, maxWidth: 100, maxLines: 0)
        #expect(layout.lines.isEmpty && layout.neededLineCount == 0 && !layout.isTruncated)
        let measured = TextMeasurer.measure("", font: body, maxLines: 0, width: 100, scale: 2)
        #expect(measured.size == Size(width: 0, height: 0))
        #expect(measured.lineCount == 0)
    }
}

/// UILabel's intrinsic size and baselines.
@Suite("Label measurement")
struct LabelMeasurementTests {
    @Test("a body label at L is its text's width rounded up to the pixel grid, on one SF line (20.29 → 20.33 at 3×)")
    func singleLine() {
        let font = Font(style: .body, category: .l)
        let exact = TextMetrics.width(of: "Sign in", font: font)
        let measured = TextMeasurer.measure("Sign in", font: font, maxLines: 1, width: nil, scale: 3)
        #expect(measured.size.width == (exact * 3).rounded(.up) / 3)
        #expect(measured.size.width >= exact && measured.size.width - exact < 1.0 / 3)
        #expect(measured.size.height == 61.0 / 3)
        #expect(measured.lineCount == 1 && measured.neededLineCount == 1)
    }

    @Test("a multi-line label is one SF line tall plus the Dynamic Type leading per further line (AX3 body: 47.74 + 48 × n)")
    func multiLineHeight() {
        let font = Font(style: .body, category: .ax3)
        #expect(font.pointSize == 40 && abs(font.lineHeight - 47.736) < 1e-9 && font.lineSpacing == 48)
        let text = "By continuing you agree to our Terms of Service and Privacy Policy."
        let measured = TextMeasurer.measure(text, font: font, maxLines: 0, width: 343, scale: 2)
        #expect(measured.lineCount >= 3)
        #expect(measured.size.height == ((47.736 + Double(measured.lineCount - 1) * 48) * 2).rounded(.up) / 2)
        #expect(measured.size.width <= 343)
        #expect(abs(measured.lastBaseline - measured.firstBaseline - Double(measured.lineCount - 1) * 48) < 1e-9)
    }

    @Test("a label limited to two lines reports the lines its text needed (clipped text)")
    func clippedReport() {
        let font = Font(style: .body, category: .ax5)
        let measured = TextMeasurer.measure("Forgot your password? Reset it here", font: font, maxLines: 2, width: 200, scale: 2)
        #expect(measured.lineCount == 2)
        #expect(measured.neededLineCount > 2)
        #expect(measured.isTruncated)
        #expect(measured.size.height == 125.5)  // 53 × 1.1934 + 62 = 125.25 → 125.5 on the 2× grid
    }

    @Test("the first baseline centres the glyph box in the line box, near SF's ascender")
    func firstBaseline() {
        let font = Font(style: .body, category: .l)
        // Inter: ascender 2728, descender -680 per 2816 units. At 17 pt the glyph box is 20.574,
        // 0.287 taller than the 20.287 pt line; half of that comes off the ascender (16.469).
        let glyphBox: Double = 17.0 * 3408.0 / 2816.0
        let ascender: Double = 17.0 * 2728.0 / 2816.0
        let expected: Double = (17.0 * 1.1934 - glyphBox) / 2.0 + ascender
        #expect(abs(font.baselineOffset - expected) < 1e-9)
        #expect(abs(font.baselineOffset - 16.19) < 0.2)  // SF's ascender at 17 pt (platform facts)
    }

    @Test("a fixed font lays lines out at the system font's UIFont.lineHeight (SF Pro: 1.1934 × size)")
    func fixedFontLineHeight() {
        let font = Font(FixedFont(size: 15, weight: .semibold))
        #expect(abs(font.lineHeight - 15 * 1.1934) < 1e-9)
        let measured = TextMeasurer.measure("Done", font: font, maxLines: 1, width: nil, scale: 2)
        #expect(measured.size.height == 18)  // 17.90 rounded up to the half-point grid, as IB saves 15 pt labels
        let seventeen = TextMeasurer.measure("Done", font: Font(pointSize: 17), maxLines: 1, width: nil, scale: 2)
        #expect(seventeen.size.height == 20.5)  // 20.29: IB's 17 pt system labels are 20.5 tall
    }

    @Test("weights without fitted metrics measure with the nearest fitted weight; light is narrower than regular")
    func weightMapping() {
        #expect(FontFace.inter(for: .light) === FontFace.inter(for: .regular))  // Inter's Light is not embedded
        #expect(FontFace.system(.thin, size: 17) === FontFace.system(.light, size: 17))
        #expect(FontFace.system(.black, size: 17) === FontFace.system(.bold, size: 17))
        let width = { (weight: FontWeight) in TextMetrics.width(of: "Weight", font: Font(pointSize: 17, weight: weight)) }
        #expect(width(.light) < width(.regular))
        #expect(width(.bold) > width(.regular))
    }

    @Test("the system font is tracked as the HIG lists: −0.43 pt a glyph at 17 pt, none at 12 pt, interpolated between")
    func systemFontTracking() {
        let font = Font(pointSize: 17)
        let untracked = Double(TextMetrics.widthInFontUnits(of: "Cancel", face: font.face)) * 17 / font.face.unitsPerEm
        #expect(abs(TextMetrics.width(of: "Cancel", font: font) - (untracked - 6 * 0.43)) < 0.01)
        #expect(SystemFontTracking.points(atSize: 12) == 0)
        #expect(abs(SystemFontTracking.points(atSize: 16.5) - -0.37) < 1e-9)
        // The label IB saves 53 pt wide: the fitted advances plus 6 × −0.43, rounded up to the pixel grid.
        #expect(TextMeasurer.measure("Cancel", font: font, maxLines: 1, width: nil, scale: 2).size.width == 53)
    }

    @Test("uncovered characters get the documented stand-in advances")
    func fallbackAdvances() {
        let font = Font(pointSize: 12)  // SF's tracking is zero at 12 pt
        // CJK: an em and a third of a point each, untracked ("画面をタップしてください" at 17 pt is saved 208 wide).
        #expect(abs(TextMetrics.width(of: "漢字", font: font) - 2 * (12 + 1.0 / 3)) < 0.01)
        #expect(abs(TextMetrics.width(of: "画面をタップしてください", font: Font(pointSize: 17)) - 12 * (17 + 1.0 / 3)) < 0.05)
        #expect(TextMeasurer.measure("モーダル", font: Font(pointSize: 30), maxLines: 1, width: nil, scale: 3).size.width == 121 + 1.0 / 3)
        #expect(abs(TextMetrics.width(of: "א", font: font) - TextMetrics.width(of: "n", font: font)) < 1e-9)
        #expect(abs(TextMetrics.width(of: "👍🏽", font: font) - 13.5) < 1e-9)  // 1.125 em; the skin-tone modifier adds nothing
        #expect(abs(TextMetrics.width(of: "👨‍👩‍👧", font: font) - 13.5) < 1e-9)  // a ZWJ family is one glyph
        #expect(abs(TextMetrics.width(of: "🇫🇷", font: font) - 13.5) < 1e-9)  // a flag is two indicators of half that
        // Hangul syllables: 0.87 em, untracked even where SF is ("제목제목제목" at 24 pt is saved 125
        // wide, "서울특별시" at 40 pt bold 173).
        #expect(abs(TextMetrics.width(of: "제목", font: font) - 2 * 0.87 * 12) < 0.01)
        #expect(abs(TextMetrics.width(of: "제목제목제목", font: Font(pointSize: 24)) - 6 * 0.87 * 24) < 0.05)
        #expect(abs(TextMetrics.width(of: "서울특별시", font: Font(pointSize: 40, weight: .bold)) - 173) < 1)
    }

    @Test("measuring concurrently from many tasks gives the same answers as measuring once")
    func concurrentMeasurement() async {
        let font = Font(style: .callout, category: .xxl)
        let texts = (0..<200).map { "Item \($0): a label that may wrap onto a second line" }
        let expected = texts.map { TextMeasurer.compute($0, font: font, maxLines: 0, width: 180, scale: 2) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    texts.enumerated().allSatisfy { index, text in
                        TextMeasurer.measure(text, font: font, maxLines: 0, width: 180, scale: 2) == expected[index]
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

@Suite("Font resolution")
struct FontResolutionTests {
    @Test("a fixed font wins over the style and ignores the text size")
    func fixedWins() {
        let font = Font.resolved(style: .title1, fixed: FixedFont(size: 15, weight: .bold), category: .ax5)
        #expect(font.pointSize == 15 && font.weight == .bold)
    }

    @Test("without a style, text is body; with one, the style's size at the category")
    func styleOrBody() {
        #expect(Font.resolved(style: nil, fixed: nil, category: .l) == Font(pointSize: 17, weight: .regular, lineHeight: 17 * 1.1934, lineSpacing: 22))
        #expect(Font.resolved(style: .headline, fixed: nil, category: .ax1) == Font(pointSize: 28, weight: .semibold, lineHeight: 28 * 1.1934, lineSpacing: 34))
    }
}

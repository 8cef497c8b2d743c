/// One laid-out line: its text (without the trailing spaces it broke at) and its width in points.
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var width: Double

    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

/// Text broken into lines as a `UILabel` with `.byWordWrapping` lines and tail truncation does.
///
/// - Lines break greedily at word boundaries: after a run of spaces, after a hyphen or dash
///   (`-`, `‐`, `–`, `—`) that follows a letter, after a zero-width space, and between wide (CJK)
///   characters. A line takes as many words as fit; spaces where it breaks hang past the edge
///   and do not count toward its width.
/// - A word wider than the whole line is broken between characters (UIKit does the same
///   when a word cannot fit on a line of its own).
/// - Newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029) always start a new line. A final newline
///   does not add an empty line; empty text has no lines.
/// - With no `maxWidth`, lines break only at newlines.
/// - `maxLines` 0 means unlimited. When the text needs more lines than allowed, the last
///   visible line is truncated at a character with "…" appended (`.byTruncatingTail`), and
///   `isTruncated` is set; `neededLineCount` says how many lines the text wanted.
///
/// ```swift
/// let body = Font(style: .body, category: .l)
/// let layout = TextLayout("The quick brown fox", font: body, maxWidth: 80)
/// layout.lines.map(\.text)  // ["The quick", "brown fox"]
/// let one = TextLayout("The quick brown fox", font: body, maxWidth: 80, maxLines: 1)
/// one.isTruncated           // true; one.neededLineCount == 2; one.lines[0].text == "The quic…"
/// ```
public struct TextLayout: Hashable, Sendable {
    /// The visible lines, at most `maxLines` (unless 0).
    public var lines: [TextLine]
    /// How many lines the text needs at this width with no line limit.
    public var neededLineCount: Int
    /// True when lines were cut off (and the last visible one ends in "…").
    public var isTruncated: Bool

    public var lineCount: Int { lines.count }
    /// The widest visible line, in points.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }

    public init(_ text: String, font: Font, maxWidth: Double? = nil, maxLines: Int = 0) {
        var breaker = LineBreaker(font: font, maxWidth: maxWidth)
        let all = breaker.breakLines(text)
        neededLineCount = all.count
        guard maxLines > 0, all.count > maxLines else {
            lines = all.map { breaker.line($0) }
            isTruncated = false
            return
        }
        lines = all.prefix(maxLines - 1).map { breaker.line($0) }
        lines.append(breaker.truncatedLine(from: all[maxLines - 1]))
        isTruncated = true
    }

    /// The lines alone: `TextLayout(text, font:, maxWidth:, maxLines:).lines`.
    public static func lines(for text: String, font: Font, maxWidth: Double?, maxLines: Int) -> [TextLine] {
        TextLayout(text, font: font, maxWidth: maxWidth, maxLines: maxLines).lines
    }
}

/// The greedy line breaker behind `TextLayout`: one pass per paragraph over the text's scalars
/// with prefix sums of advances, so every candidate line's width is two subtractions.
struct LineBreaker {
    /// A line as a range of `scalars`, plus the paragraph end it may run on to when truncated.
    struct Span {
        var start: Int
        var end: Int
        var paragraphEnd: Int
    }

    let scale: Double
    /// A run at the start of a paragraph, measuring as the font does.
    let freshRun: AdvanceRun
    /// maxWidth in font units (with a hair of tolerance), or nil for no wrapping.
    let limit: Int?
    let font: Font

    private(set) var scalars: [Unicode.Scalar] = []
    /// prefix[i]: advance of scalars[0..<i] including the kerning between them (font units).
    private var prefix: [Int] = [0]
    /// kernBefore[i]: the kerning between scalars[i - 1] and scalars[i], which a line starting at i drops.
    private var kernBefore: [Int] = []

    init(font: Font, maxWidth: Double?) {
        self.font = font
        scale = font.advanceScale
        freshRun = AdvanceRun(font: font)
        limit = maxWidth.map { Int((max($0, 0) / font.advanceScale + 1e-6).rounded(.down)) }
    }

    /// Breaks the text into line spans.
    mutating func breakLines(_ text: String) -> [Span] {
        scalars = Array(text.unicodeScalars)
        let count = scalars.count
        prefix = [Int](repeating: 0, count: count + 1)
        kernBefore = [Int](repeating: 0, count: count)
        var spans: [Span] = []
        var run = freshRun
        var paragraphStart = 0
        var index = 0
        while index <= count {
            let atEnd = index == count
            if atEnd || Self.isNewline(scalars[index]) {
                // A newline ends a paragraph, even an empty one; the end of the text ends only a
                // non-empty one (a final newline adds no line, empty text has none).
                if !atEnd || index > paragraphStart {
                    appendParagraph(paragraphStart, index, to: &spans)
                }
                if atEnd { break }
                var next = index + 1
                if scalars[index] == "\r", next < count, scalars[next] == "\n" { next += 1 }  // "\r\n" is one newline
                for position in index + 1...next { prefix[position] = prefix[index] }
                run = freshRun
                paragraphStart = next
                index = next
                continue
            }
            let kern = run.pendingKerning(before: scalars[index].value)
            let advance = run.add(scalars[index].value)
            kernBefore[index] = kern
            prefix[index + 1] = prefix[index] + advance
            index += 1
        }
        return spans
    }

    /// Greedy breaking of scalars[start..<end], a paragraph without newlines. Prefix sums for the
    /// paragraph are filled in lazily by `breakLines` before this is called (it is called when the
    /// paragraph's end is reached).
    private func appendParagraph(_ start: Int, _ end: Int, to spans: inout [Span]) {
        guard let limit, start < end else {
            spans.append(Span(start: start, end: end, paragraphEnd: end))
            return
        }
        var lineStart = start
        while lineStart < end {
            var index = lineStart
            var lastBreak = -1
            var seenContent = false
            var lineEnd = end
            while index < end {
                let scalar = scalars[index]
                if Self.isBreakingSpace(scalar) {
                    index += 1
                    continue
                }
                if index > lineStart, seenContent, breakAllowed(before: index) {
                    lastBreak = index
                }
                seenContent = true
                if unitWidth(lineStart, index + 1) > limit {
                    if lastBreak > lineStart {
                        lineEnd = lastBreak
                    } else {
                        // The word alone is too wide: break it between characters.
                        lineEnd = max(index, lineStart + 1)
                        while lineEnd < end, prefix[lineEnd + 1] == prefix[lineEnd], !Self.isBreakingSpace(scalars[lineEnd]) {
                            lineEnd += 1  // keep combining marks with their base
                        }
                    }
                    break
                }
                index += 1
            }
            spans.append(Span(start: lineStart, end: lineEnd, paragraphEnd: end))
            lineStart = lineEnd
        }
    }

    /// Whether a line may break between scalars[index - 1] and scalars[index].
    private func breakAllowed(before index: Int) -> Bool {
        let previous = scalars[index - 1].value
        if Self.isBreakingSpace(scalars[index - 1]) { return true }
        switch previous {
        case 0x2D, 0x2010, 0x2013, 0x2014:
            // After a hyphen or dash that follows a letter or digit ("well-known" → "well-" "known").
            return index >= 2 && Self.isWordCharacter(scalars[index - 2])
        case 0x200B:
            return true
        default:
            let current = scalars[index].value
            if previous < 0x1100 && current < 0x1100 { return false }  // no wide characters below U+1100
            if case .wide = UncoveredKind(previous) { return true }
            if case .wide = UncoveredKind(current) { return true }
            return false
        }
    }

    /// Width of scalars[start..<end] in font units, trailing spaces excluded.
    func unitWidth(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, Self.isBreakingSpace(scalars[end - 1]) { end -= 1 }
        return fullWidth(start, end)
    }

    /// Width of scalars[start..<end] in font units, trailing spaces included.
    private func fullWidth(_ start: Int, _ end: Int) -> Int {
        end > start ? prefix[end] - prefix[start] - kernBefore[start] : 0
    }

    /// Width of a line in font units: spaces where it wraps hang past the edge, but a paragraph's
    /// last line keeps its trailing spaces, as unwrapped text does, as far as the line has room.
    func unitWidth(of span: Span) -> Int {
        let trimmed = unitWidth(span.start, span.end)
        guard span.end == span.paragraphEnd else { return trimmed }
        let full = fullWidth(span.start, span.end)
        return limit.map { min(full, max($0, trimmed)) } ?? full
    }

    func text(_ start: Int, _ end: Int) -> String {
        var end = end
        while end > start, Self.isBreakingSpace(scalars[end - 1]) { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    func line(_ span: Span) -> TextLine {
        TextLine(text: text(span.start, span.end), width: Double(unitWidth(of: span)) * scale)
    }

    /// The last visible line of truncated text: as much of the rest of its paragraph as fits
    /// with "…" after it (the whole line plus "…" when there is no width limit).
    func truncatedLine(from span: Span) -> TextLine {
        let ellipsis = TextMetrics.widthInFontUnits(of: "…", run: freshRun)
        guard let limit else {
            let base = text(span.start, span.end)
            return TextLine(text: base + "…",
                            width: Double(TextMetrics.widthInFontUnits(of: base + "…", run: freshRun)) * scale)
        }
        var end = span.start
        while end < span.paragraphEnd, unitWidth(span.start, end + 1) + ellipsis <= limit {
            end += 1
        }
        let base = text(span.start, end)
        let units = TextMetrics.widthInFontUnits(of: base + "…", run: freshRun)
        return TextLine(text: base + "…", width: Double(units) * scale)
    }

    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Spaces a line may break after (not the no-break, figure or narrow no-break spaces).
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}

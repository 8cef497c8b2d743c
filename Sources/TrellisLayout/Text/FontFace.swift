/// One weight's metrics: vertical metrics, advances and kerning in font units.
///
/// Two families of faces: Inter's own (`inter(for:)`, the embedded stand-in font, as HarfBuzz
/// shapes it) and the system font's (`system(_:size:)`, Inter's with the advances fitted to what
/// iOS measured, see `SystemFontMetrics`), which is what `Font` measures with.
/// Immutable and shared: faces are decoded once, on first use, and read from any thread.
///
/// ```swift
/// let face = FontFace.system(.semibold, size: 17)
/// face.advance(of: "W")  // in font units; × size ÷ unitsPerEm for points
/// ```
public final class FontFace: Sendable {
    /// The weight whose tables this face holds.
    public let weight: FontWeight
    public let unitsPerEm: Double
    /// hhea ascender (positive, above the baseline), in font units.
    public let ascender: Double
    /// hhea descender (negative, below the baseline), in font units.
    public let descender: Double
    public let lineGap: Double
    public let capHeight: Double
    public let xHeight: Double
    /// The advance used for characters the font does not cover (its 'n'), in font units.
    public let fallbackAdvance: Int

    let advances: [UInt16]
    let kernLeftClasses: [UInt8]
    let kernRightClasses: [UInt8]
    let kernRightClassCount: Int
    let kernMatrix: [Int16]

    init(_ generated: InterMetrics.GeneratedFace, unitsPerEm: Int) {
        weight = generated.weight
        self.unitsPerEm = Double(unitsPerEm)
        ascender = Double(generated.ascender)
        descender = Double(generated.descender)
        lineGap = Double(generated.lineGap)
        capHeight = Double(generated.capHeight)
        xHeight = Double(generated.xHeight)
        fallbackAdvance = generated.fallbackAdvance
        advances = InterMetrics.decodeUInt16(generated.advancesBase64)
        // A face without kerning (an open twin's, `OpenFaceMetrics`): one class pair, worth 0.
        let kerned = !generated.kernMatrixBase64.isEmpty
        kernLeftClasses = kerned ? InterMetrics.decode(generated.kernLeftClassesBase64) : [UInt8](repeating: 0, count: advances.count)
        kernRightClasses = kerned ? InterMetrics.decode(generated.kernRightClassesBase64) : kernLeftClasses
        kernRightClassCount = kerned ? generated.kernRightClassCount : 1
        kernMatrix = kerned ? InterMetrics.decodeZeroRuns(generated.kernMatrixBase64,
                                                          count: generated.kernLeftClassCount * generated.kernRightClassCount) : [0]
        precondition(advances.count == InterMetrics.scalars.count && kernLeftClasses.count == advances.count
                     && kernRightClasses.count == advances.count, "generated font tables disagree")
    }

    /// A copy of an Inter face under another weight with some advances replaced (slot, advance):
    /// the system font's faces (`system(_:size:)`), which keep Inter's kerning and vertical metrics.
    /// The fallback advance stays the face's own 'n', now the replaced one if 'n' is.
    init(inter base: FontFace, weight: FontWeight, replacing replaced: [(slot: Int, advance: UInt16)]) {
        self.weight = weight
        unitsPerEm = base.unitsPerEm
        ascender = base.ascender
        descender = base.descender
        lineGap = base.lineGap
        capHeight = base.capHeight
        xHeight = base.xHeight
        var advances = base.advances
        for (slot, advance) in replaced { advances[slot] = advance }
        self.advances = advances
        fallbackAdvance = InterMetrics.slot(of: 0x6E).map { Int(advances[$0]) } ?? base.fallbackAdvance
        kernLeftClasses = base.kernLeftClasses
        kernRightClasses = base.kernRightClasses
        kernRightClassCount = base.kernRightClassCount
        kernMatrix = base.kernMatrix
    }

    /// The embedded faces in `InterMetrics.faces` order: regular, medium, semibold, bold.
    private static let all: [FontFace] = InterMetrics.faces.map { FontFace($0, unitsPerEm: InterMetrics.unitsPerEm) }

    /// Inter's embedded face nearest to a weight, as the font file has it (the HarfBuzz check
    /// measures these). Inter's lighter and heavier cuts are not embedded: ultraLight, thin and
    /// light measure as regular, heavy and black as bold.
    public static func inter(for weight: FontWeight) -> FontFace {
        switch weight {
        case .ultraLight, .thin, .light, .regular: all[0]
        case .medium: all[1]
        case .semibold: all[2]
        case .bold, .heavy, .black: all[3]
        }
    }

    /// The advance of one character in font units; see `TextMetrics` for uncovered characters.
    public func advance(of character: Unicode.Scalar) -> Int {
        var run = AdvanceRun(face: self)
        return run.add(character.value)
    }

    /// The kerning between two covered slots, in font units.
    @inline(__always)
    func kerning(_ left: Int, _ right: Int) -> Int {
        Int(kernMatrix[Int(kernLeftClasses[left]) * kernRightClassCount + Int(kernRightClasses[right])])
    }
}

/// Adds up advances and kerning scalar by scalar, in font units, without allocating.
///
/// Characters the font does not cover get a documented stand-in advance:
/// - zero for combining marks, zero-width and bidi format characters, variation selectors, emoji
///   modifiers and tags, and for the character after a zero-width joiner (emoji sequences draw as
///   one glyph);
/// - for East Asian wide characters, `wideAdvance` (an em and a third of a point, untracked:
///   `Font.wideAdvanceUnits`), but 0.87 em for Hangul syllables, Apple SD Gothic Neo's as iOS
///   draws them beside the system font, without its tracking (SF's own): 14 one-line labels of 6
///   documents of 6 repositories, 12 to 45 pt, are 0.861–0.870 em a syllable, 5 labels and buttons
///   of 4 earlier ones 0.87–0.89;
/// - 1.125 em for emoji, as Apple Color Emoji draws them beside the system font (a 40 pt emoji
///   is about 45 pt wide, openradar 29235932; IB saves a 38 pt emoji label 43 pt wide), and half
///   that for each regional indicator (a flag is a pair);
/// - otherwise the face's 'n' (a middle-of-the-road lowercase width for alphabetic scripts such as
///   Arabic, Hebrew, Thai or Devanagari).
/// Zero-advance characters are transparent to kerning (as shapers skip marks), and an uncovered
/// character ends the kerning context.
struct AdvanceRun {
    let face: FontFace
    /// Added to every glyph that advances (the system font's tracking, `Font.trackingUnits`).
    let tracking: Int
    /// A CJK character's advance (`Font.wideAdvanceUnits`); one em unless given.
    let wideAdvance: Int
    private(set) var previousSlot = -1
    private var afterJoiner = false

    init(face: FontFace, tracking: Int = 0, wideAdvance: Int? = nil) {
        self.face = face
        self.tracking = tracking
        self.wideAdvance = wideAdvance ?? Int(face.unitsPerEm)
    }

    /// A run measuring as `font` does: its face, tracking and CJK advance.
    init(font: Font) {
        self.init(face: font.face, tracking: font.trackingUnits, wideAdvance: font.wideAdvanceUnits)
    }

    /// The scalar's advance including its kerning with the previous one and tracking, in font units.
    @inline(__always)
    mutating func add(_ scalar: UInt32) -> Int {
        if afterJoiner {
            afterJoiner = false
            return 0
        }
        if let slot = InterMetrics.slot(of: scalar) {
            let advance = Int(face.advances[slot])
            if advance == 0 {
                if scalar == 0x200D { afterJoiner = true }
                return 0
            }
            let kern = previousSlot >= 0 ? face.kerning(previousSlot, slot) : 0
            previousSlot = slot
            return advance + kern + tracking
        }
        switch UncoveredKind(scalar) {
        case .zeroWidth:
            if scalar == 0x200D { afterJoiner = true }
            return 0
        case .wide:
            previousSlot = -1
            if UncoveredKind.isHangulSyllable(scalar) { return Int(face.unitsPerEm) * 87 / 100 }
            return UncoveredKind.isEmoji(scalar) ? Int(face.unitsPerEm) * 9 / 8 + tracking : wideAdvance
        case .regionalIndicator:
            previousSlot = -1
            return Int(face.unitsPerEm) * 9 / 16 + tracking
        case .other:
            previousSlot = -1
            return face.fallbackAdvance + tracking
        }
    }

    /// The kerning the scalar would get after the current previous one (font units), without adding it.
    @inline(__always)
    func pendingKerning(before scalar: UInt32) -> Int {
        guard previousSlot >= 0, let slot = InterMetrics.slot(of: scalar), face.advances[slot] != 0 else { return 0 }
        return face.kerning(previousSlot, slot)
    }
}

/// How an uncovered character is measured (see `AdvanceRun`).
enum UncoveredKind {
    case zeroWidth, wide, regionalIndicator, other

    static func isHangulSyllable(_ scalar: UInt32) -> Bool { (0xAC00...0xD7A3).contains(scalar) }

    /// The wide characters that are emoji (symbols and pictographs) rather than CJK.
    static func isEmoji(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2600...0x27BF,
             0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x1F000...0x1FAFF: true
        default: false
        }
    }

    @inline(__always)
    init(_ scalar: UInt32) {
        switch scalar {
        case 0x0000...0x001F, 0x007F...0x009F,  // controls
             0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x0900...0x0903, 0x093A...0x094F,
             0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F,
             0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF,
             0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF:
            self = .zeroWidth
        case 0x1F1E6...0x1F1FF:
            self = .regionalIndicator
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2600...0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            self = .wide
        default:
            self = .other
        }
    }
}

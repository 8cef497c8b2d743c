/// A font to measure text with: a point size, a weight and the line height lines are laid out at.
///
/// Widths come from the system font's fitted advances (`SystemFontMetrics`: Text design below
/// 20 pt, Display from 20 pt), Inter's for characters outside the fit (see `FontFace`); a custom
/// font named in a document is measured as the system font; one of iOS's own faces (`FontFamily`)
/// at its own line height and, where fitted, the system font's untracked Text widths × its scale,
/// or with a metric-compatible open twin's tables (`OpenFaceMetrics`).
/// A system font's line is as tall
/// as the system font's own `UIFont.lineHeight`, SF Pro's 1.1934 × size (20.29 at 17 pt; the
/// stand-in's would be 1.2102 × size). Further lines follow at `lineSpacing`: a Dynamic Type
/// style's leading from the HIG table (22 for body at L), a fixed font's line height. IB agrees:
/// one body line is 20.5 tall, two headline lines 20.29 + 22 → 42.5, three caption lines
/// 14.32 + 2 × 16 → 46.5.
///
/// ```swift
/// let body = Font(style: .body, category: .l)   // 17 pt regular, 20.29 pt lines 22 apart
/// let fixed = Font(FixedFont(size: 15, weight: .semibold)) // 15 pt, 17.9 pt lines
/// body.ascender // 16.47
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var pointSize: Double
    public var weight: FontWeight
    /// The height of one line, in points (`UIFont.lineHeight`).
    public var lineHeight: Double
    /// Baseline-to-baseline distance of consecutive lines, in points.
    public var lineSpacing: Double
    /// The built-in face the font is drawn in; nil: the system font.
    public var family: FontFamily?
    /// How far past an em a CJK character is drawn, in points, untracked: a third of a point at
    /// any size from iOS 10.3's SDK on, none before. From Xcode 8.3 on, 10 labels of 6 documents
    /// of 6 repositories (Chinese and Japanese, 14–30 pt) come within half a point so
    /// ("画面をタップしてください" at 17 pt: 208; "モーダル" at 30 pt: 121.33; SF's tracking on an
    /// em, what Trellis did before, is 9 pt short of the first); from Xcode 7 to 8.0 (5 documents
    /// of 5 repositories) they are saved exactly an em wide ("二维码扫描" at 15 pt: 75).
    public var eastAsianExtra = 1.0 / 3.0

    /// A font with an explicit line height (and line spacing, the line height unless given).
    public init(pointSize: Double, weight: FontWeight = .regular, lineHeight: Double, lineSpacing: Double? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing ?? lineHeight
    }

    /// A font at the system font's line height, like `UIFont.systemFont(ofSize:weight:)`: UIKit
    /// lays out a label's lines at SF Pro's `lineHeight` (ascender − descender, no line gap), so
    /// heights follow SF's vertical metrics (platform facts), widths the fitted advances.
    public init(pointSize: Double, weight: FontWeight = .regular) {
        self.init(pointSize: pointSize, weight: weight, lineHeight: pointSize * DynamicType.sfProLineHeightRatio)
    }

    /// The Dynamic Type table's font: its size and weight, lines at the system font's line height
    /// spaced by the table's leading.
    public init(_ spec: FontSpec) {
        self.init(pointSize: spec.pointSize, weight: spec.weight,
                  lineHeight: spec.pointSize * DynamicType.sfProLineHeightRatio, lineSpacing: spec.lineHeight)
    }

    /// A text style at a content size category (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public init(style: TextStyle, category: ContentSizeCategory, emphasized: Bool = false) {
        self.init(DynamicType.font(style: style, category: category, emphasized: emphasized))
    }

    /// A fixed font that ignores Dynamic Type, at its natural line height: its family's, else SF's.
    public init(_ fixed: FixedFont) {
        self.init(pointSize: fixed.size, weight: fixed.weight)
        if let family = fixed.family {
            self.family = family
            lineHeight = naturalLineHeight
            lineSpacing = lineHeight
        }
    }

    /// One line of the font's face at its size, before any paragraph style: what controls size
    /// their text line from (`UIFont.lineHeight`).
    public var naturalLineHeight: Double {
        if let twin { return pointSize * (twin.ascender - twin.descender + twin.lineGap) / twin.unitsPerEm }
        return pointSize * (family?.lineHeightRatio(weight) ?? DynamicType.sfProLineHeightRatio)
    }

    /// The scale of the family's widths to the system font's, if fitted; nil measures as the system font.
    private var familyWidthScale: Double? { family?.widthScale }

    /// The open twin's face the family measures with (`OpenFaceMetrics`), if it has one.
    private var twin: FontFace? { family.flatMap { OpenFaceMetrics.face($0, weight: weight) } }

    /// The font a text view's properties give at a content size category: the fixed font if one
    /// is set (it ignores Dynamic Type), else the text style, else `defaultStyle` (body, as UILabel,
    /// UIButton and UITextField default to in screen files).
    ///
    /// ```swift
    /// Font.resolved(style: .headline, fixed: nil, category: .ax1) // 28 pt semibold, 34 pt lines
    /// ```
    public static func resolved(style: TextStyle?, fixed: FixedFont?, category: ContentSizeCategory,
                                defaultStyle: TextStyle = .body) -> Font {
        if let fixed { return Font(fixed) }
        return Font(style: style ?? defaultStyle, category: category)
    }

    /// The face the font measures with: a family's open twin, else the system font's for its weight
    /// and optical design (size); a family with fitted widths scales the Text design's.
    public var face: FontFace { twin ?? FontFace.system(weight, size: familyWidthScale == nil ? pointSize : 0) }

    /// Points per font unit.
    @inline(__always)
    var scale: Double { pointSize / face.unitsPerEm }

    /// Points per font unit of an advance: `scale`, times a family's width scale, or for the system
    /// font's cuts the fit measures with a neighbour's advances, their width over it: heavy and
    /// black over bold (`SystemFontMetrics.heavyWidthScale`), thin over light (`thinWidthScale`).
    @inline(__always)
    var advanceScale: Double {
        if twin != nil { return scale }
        if let familyWidthScale { return scale * familyWidthScale }
        switch weight {
        case .heavy, .black: return scale * SystemFontMetrics.heavyWidthScale
        case .thin: return scale * SystemFontMetrics.thinWidthScale
        default: return scale
        }
    }

    /// The system font's tracking at this size, in points after every glyph (`SystemFontTracking`);
    /// none for a family with its own widths (UIKit tracks only the system font).
    public var tracking: Double { familyWidthScale == nil && twin == nil ? SystemFontTracking.points(atSize: pointSize) : 0 }

    /// `tracking` in the face's font units.
    var trackingUnits: Int { Int((tracking / scale).rounded()) }

    /// A CJK character's advance in the face's font units: iOS draws it in a CJK font beside the
    /// system font, an em and `eastAsianExtra` wide.
    var wideAdvanceUnits: Int { Int(face.unitsPerEm) + Int((eastAsianExtra / advanceScale).rounded()) }

    /// Height above the baseline, in points (positive).
    public var ascender: Double { face.ascender * scale }
    /// Depth below the baseline, in points (negative, as `UIFont.descender`).
    public var descender: Double { face.descender * scale }
    public var capHeight: Double { face.capHeight * scale }
    public var xHeight: Double { face.xHeight * scale }

    /// Where the baseline sits below the top of a line box `lineHeight` tall.
    ///
    /// The stand-in's glyph box (ascender to descender) is centred in the line box, as CSS does.
    /// For body at L (20.29 pt lines, 20.58 pt glyph box) that is −0.15 + 16.47 = 16.33; UIKit's own
    /// label has its first baseline at SF's ascender, 16.19, so baselines land within a fraction of
    /// a point of UIKit's.
    public var baselineOffset: Double {
        let glyphBox = (face.ascender - face.descender) * scale
        return (lineHeight - glyphBox) / 2 + ascender
    }

    public var description: String {
        let face = family.map { "\($0.rawValue) " } ?? ""
        return "\(Self.format(pointSize)) pt \(face)\(weight.rawValue) on \(Self.format(lineHeight)) pt lines"
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

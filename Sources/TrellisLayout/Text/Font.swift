/// A font to measure text with: a point size, a weight and the line height lines are laid out at.
///
/// Glyph metrics come from the embedded stand-in font (Inter, see `FontFace`). Lines are laid
/// out at the system font's own `UIFont.lineHeight`, SF Pro's 1.1934 × size (20.29 at 17 pt), as
/// a `UILabel` lays them out: for a Dynamic Type style too, whose size comes from the table but
/// whose lines do not follow the HIG's leading column (22 for body at L, a design value; IB saves
/// a one-line body label 20.5 tall). The stand-in's own line height would be 1.2102 × size.
///
/// ```swift
/// let body = Font(style: .body, category: .l)   // 17 pt regular, 20.29 pt lines
/// let fixed = Font(FixedFont(size: 15, weight: .semibold)) // 15 pt, 17.9 pt lines
/// body.ascender // 16.47
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var pointSize: Double
    public var weight: FontWeight
    /// Baseline-to-baseline distance of consecutive lines, in points.
    public var lineHeight: Double

    /// A font with an explicit line height.
    public init(pointSize: Double, weight: FontWeight = .regular, lineHeight: Double) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
    }

    /// A font at the system font's line height, like `UIFont.systemFont(ofSize:weight:)`: UIKit
    /// lays out a label's lines at SF Pro's `lineHeight` (ascender − descender, no line gap), so
    /// heights follow SF's vertical metrics (platform facts) while widths come from the stand-in.
    public init(pointSize: Double, weight: FontWeight = .regular) {
        self.init(pointSize: pointSize, weight: weight, lineHeight: pointSize * DynamicType.sfProLineHeightRatio)
    }

    /// The Dynamic Type table's font: its size and weight, at the system font's line height.
    public init(_ spec: FontSpec) {
        self.init(pointSize: spec.pointSize, weight: spec.weight)
    }

    /// A text style at a content size category (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public init(style: TextStyle, category: ContentSizeCategory, emphasized: Bool = false) {
        self.init(DynamicType.font(style: style, category: category, emphasized: emphasized))
    }

    /// A fixed font that ignores Dynamic Type, at its natural line height.
    public init(_ fixed: FixedFont) {
        self.init(pointSize: fixed.size, weight: fixed.weight)
    }

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

    /// The embedded face the font measures with (the nearest embedded weight).
    public var face: FontFace { FontFace.face(for: weight) }

    /// Points per font unit.
    @inline(__always)
    var scale: Double { pointSize / face.unitsPerEm }

    /// The system font's tracking at this size, in points after every glyph (`SystemFontTracking`).
    public var tracking: Double { SystemFontTracking.points(atSize: pointSize) }

    /// `tracking` in the face's font units.
    var trackingUnits: Int { Int((tracking / scale).rounded()) }

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
        "\(Self.format(pointSize)) pt \(weight.rawValue) on \(Self.format(lineHeight)) pt lines"
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

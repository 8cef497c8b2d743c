/// A font as the Dynamic Type table gives it: point size, weight and the leading (line height).
///
/// ```swift
/// let body = DynamicType.font(style: .body, category: .l)
/// body.pointSize  // 17
/// body.lineHeight // 22
/// ```
public struct FontSpec: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight
    /// The distance from one baseline to the next (the HIG's "leading" column).
    public var lineHeight: Double

    public init(pointSize: Double, weight: FontWeight, lineHeight: Double) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
    }
}

/// UIKit's Dynamic Type: which font a text style gets at a content size category.
///
/// Sizes and leadings are Apple's published table (HIG Typography > Specifications), compiled in
/// from `ios-platform-facts.json` by `scripts/generate-platform-facts.py`.
///
/// ```swift
/// DynamicType.font(style: .headline, category: .ax5) // 53 pt semibold, 62 pt lines
/// DynamicType.scaled(44, style: .body, category: .ax1) // 72.47 (44 × 28 / 17)
/// ```
public enum DynamicType {
    /// The style's font at the category, as `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    /// `emphasized` gives the bold-trait weight (`UIFontDescriptor.SymbolicTraits.traitBold`).
    public static func font(style: TextStyle, category: ContentSizeCategory, emphasized: Bool = false) -> FontSpec {
        let cell = table[styleIndex(style)][category.rawValue]
        let weight = emphasized ? weights[style]!.emphasized : weights[style]!.regular
        return FontSpec(pointSize: cell.size, weight: weight, lineHeight: cell.leading)
    }

    /// The style's point size at the category.
    public static func pointSize(style: TextStyle, category: ContentSizeCategory) -> Double {
        table[styleIndex(style)][category.rawValue].size
    }

    /// `UIFontMetrics(forTextStyle: style).scaledValue(for: value)` at the category, approximated as
    /// the style's point-size ratio to `.large` (the facts' `fontMetrics.approximation`). Apple does
    /// not publish the curve; the ratio reproduces the system fonts' own sizes by construction.
    public static func scaled(_ value: Double, style: TextStyle = .body, category: ContentSizeCategory) -> Double {
        value * pointSize(style: style, category: category) / pointSize(style: style, category: .l)
    }

    private static func styleIndex(_ style: TextStyle) -> Int {
        // `TextStyle.allCases` is the table's row order (the generator checks the JSON's order).
        switch style {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}

/// The twelve Dynamic Type text sizes, in UIKit's order (`XS` … `AX5`); `L` is the default.
///
/// ```swift
/// ContentSizeCategory(name: "AX3") == ContentSizeCategory(name: "accessibilityExtraLarge") // true
/// ContentSizeCategory.ax1 > .xxxl // true
/// ```
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

    /// The short name used in trait keys and conditions: `XS`, `L`, `AX3`, …
    public var shortName: String { Self.shortNames[rawValue] }

    /// UIKit's case name: `extraSmall`, `large`, `accessibilityExtraLarge`, …
    public var uikitName: String { Self.uikitNames[rawValue] }

    /// True for the five accessibility sizes, as `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .ax1 }

    /// Accepts every name people know a size by, in any letter case (with or without a leading
    /// dot): the short name (`AX3`), UIKit's case (`accessibilityExtraLarge`), its raw value
    /// (`UICTContentSizeCategoryAccessibilityXL`), the raw value's tail as Xcode's environment
    /// overrides and size-category traits show it (`AccessibilityXL`), and the HIG's name (`xLarge`,
    /// `xxxLarge`, `Large`). Output always prints the short name.
    public init?(name: String) {
        let bare = (name.hasPrefix(".") ? String(name.dropFirst()) : name).lowercased()
        guard let index = Self.names.firstIndex(where: { $0.contains(bare) }) else { return nil }
        self.init(rawValue: index)
    }

    /// Every accepted name of each size as its source writes it, in the sizes' order.
    public static var allNames: [[String]] {
        allCases.map { size in
            let raw = Self.rawValueTails[size.rawValue]
            return [size.shortName, size.uikitName, raw, "UICTContentSizeCategory" + raw, Self.higNames[size.rawValue]]
        }
    }

    private static let names: [Set<String>] = allNames.map { Set($0.map { $0.lowercased() }) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    private static let uikitNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]
    /// `UIContentSizeCategory` raw values after `UICTContentSizeCategory`.
    private static let rawValueTails = [
        "XS", "S", "M", "L", "XL", "XXL", "XXXL",
        "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
    ]
    /// The Human Interface Guidelines' names (its accessibility sizes are AX1…AX5, the short names).
    private static let higNames = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
                                   "AX1", "AX2", "AX3", "AX4", "AX5"]
}

/// A Dynamic Type text style (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A font weight, as `UIFont.Weight` names it.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

extension FontWeight {
    /// Semibold and heavier: a face's bold cuts, which may have vertical metrics of their own
    /// (`FontFamily.lineHeightRatio(_:)`), where SF's cuts all share one line height.
    public var isBoldCut: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: true
        case .ultraLight, .thin, .light, .regular, .medium: false
        }
    }
}

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

    /// Accepts the short name or UIKit's name (with or without a leading dot), case-sensitively.
    public init?(name: String) {
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if let index = Self.shortNames.firstIndex(of: bare) ?? Self.uikitNames.firstIndex(of: bare) {
            self.init(rawValue: index)
        } else {
            return nil
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    private static let uikitNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]
}

/// A Dynamic Type text style (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A font weight, as `UIFont.Weight` names it.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

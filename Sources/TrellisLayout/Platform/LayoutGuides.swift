/// Where UIKit's root-view layout guides sit for a screen: `layoutMarginsGuide`,
/// `readableContentGuide` and `keyboardLayoutGuide`, as insets from the root view's bounds.
///
/// ```swift
/// let profile = try Profile(key: "iphone-11-pro/landscape/L")
/// LayoutGuides.rootLayoutMargins(for: profile.screen)          // top 0, left 64, bottom 21, right 64
/// LayoutGuides.readableWidth(for: .ax5)                        // 2095.06 (672 × 53 / 17)
/// LayoutGuides.readableContentInsets(for: profile.screen, category: .l).left // 64: margins win
/// ```
public enum LayoutGuides {
    /// The root view's minimum side margin (`systemMinimumLayoutMargins`): 20 at regular width,
    /// and 16 at compact width unless the root is at least `wideRootWidth` wide.
    ///
    /// Apple's documentation names only the size class, but compact-width roots that wide get 20:
    /// the reports for Plus phones in portrait (414 pt), and the frames Interface Builder saved for
    /// compact canvases 400, 434, 510 and 600 pt wide; 375- and 390-pt roots keep 16 (platform
    /// facts). Landscape phones are unmeasured; the width rule gives them 20 as well.
    public static func rootSideMargin(for screen: ScreenMetrics) -> Double {
        screen.horizontalSizeClass == .regular || screen.width >= wideRootWidth
            ? LayoutDefaults.rootSideMarginRegularWidth : LayoutDefaults.rootSideMarginCompactWidth
    }

    /// The narrowest compact-width root that gets the regular 20 pt side margin.
    public static let wideRootWidth = 400.0

    /// The root view's `layoutMarginsGuide` as insets from its bounds.
    ///
    /// A view controller's root view has `insetsLayoutMarginsFromSafeArea` on by default, so its
    /// margins are measured from the safe area: each side is the safe-area inset plus the system
    /// minimum margin (16 or 20 at the sides, 0 at top and bottom). On a Face ID phone in
    /// landscape that puts the leading edge at 44 + 20 = 64. The facts call the landscape
    /// composition on Face ID phones unmeasured; this is Apple's documented rule applied as is.
    public static func rootLayoutMargins(for screen: ScreenMetrics) -> EdgeInsets {
        let side = rootSideMargin(for: screen)
        let topBottom = LayoutDefaults.rootTopBottomMargin
        return EdgeInsets(top: screen.safeArea.top + topBottom, left: screen.safeArea.left + side,
                          bottom: screen.safeArea.bottom + topBottom, right: screen.safeArea.right + side)
    }

    /// The widest the readable content guide gets at a text size.
    ///
    /// Apple documents only that the width follows the Dynamic Type size; the one published
    /// number is 672 pt at `.large` (iPad Air 2 landscape, inset 176 each side) and no table per
    /// category exists (`perCategoryWidths: null`). A readable width is a line length, i.e. a
    /// number of characters of body text, and characters grow with the body font, so Trellis
    /// keeps that line length constant: 672 × body size(category) ÷ body size(L) = 672 × size ÷ 17,
    /// about 39.5 body ems (553.4 at XS, 751 at XL, 1106.8 at AX1, 2095.1 at AX5). It is the
    /// working rule the facts file proposes and reproduces the one measurement exactly; the
    /// other categories are unverified.
    public static func readableWidth(for category: ContentSizeCategory) -> Double {
        LayoutDefaults.readableWidthAtLarge * DynamicType.pointSize(style: .body, category: category)
            / DynamicType.pointSize(style: .body, category: .l)
    }

    /// The root view's `readableContentGuide` as insets from its bounds: the margins guide, narrowed
    /// to at most `readableWidth(for:)` and centred in it (top and bottom follow the margins guide).
    /// On every iPhone in portrait it equals the margins guide (343 wide on a 375-wide phone).
    public static func readableContentInsets(for screen: ScreenMetrics, category: ContentSizeCategory) -> EdgeInsets {
        var insets = rootLayoutMargins(for: screen)
        let marginsWidth = screen.width - insets.left - insets.right
        let excess = marginsWidth - readableWidth(for: category)
        if excess > 0 {
            insets.left += excess / 2
            insets.right += excess / 2
        }
        return insets
    }

    /// The height of the `keyboardLayoutGuide` from the screen bottom: the keyboard's height when it
    /// is shown, else the safe-area bottom inset (the guide then sits on the safe area's bottom).
    public static func keyboardGuideHeight(for profile: Profile) -> Double {
        profile.keyboard ? profile.device.keyboardHeight(profile.orientation) : profile.screen.safeArea.bottom
    }
}

extension Profile {
    /// The root view's `layoutMarginsGuide` insets for this profile.
    public var rootLayoutMargins: EdgeInsets { LayoutGuides.rootLayoutMargins(for: screen) }

    /// The root view's `readableContentGuide` insets for this profile.
    public var readableContentInsets: EdgeInsets {
        LayoutGuides.readableContentInsets(for: screen, category: textSize)
    }
}

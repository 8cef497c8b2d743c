/// The profile-fixed rectangles constraints can name: the root view and its layout guides.
///
/// UIKit facts behind the numbers (see `ios-platform-facts.md`):
/// - the root view's layout margins are 16 pt leading/trailing in compact width, 20 pt in regular,
///   0 top/bottom, measured from the safe area (`insetsLayoutMarginsFromSafeArea`);
/// - the readable content guide is centred in the margins guide and never wider than it;
/// - the keyboard layout guide's top is the keyboard's top while shown, the safe-area bottom otherwise.
struct ScreenGuides {
    let root: LinearRect
    let safeArea: LinearRect
    let margins: LinearRect
    let readable: LinearRect
    let keyboard: LinearRect
    /// The y where the visible area ends: the keyboard's top while shown, else the screen's bottom.
    let visibleBottom: Double
    /// The keyboard's top while shown; nil when hidden.
    let keyboardTop: Double?
    /// The device's screen with the bars' heights in its safe-area insets.
    let screen: ScreenMetrics
    let bars: BarLayout

    init(profile: Profile, bars: BarLayout) {
        let screen = bars.screen
        self.screen = screen
        self.bars = bars
        let insets = screen.safeArea
        root = LinearRect(x: 0, y: 0, width: screen.width, height: screen.height)
        safeArea = Self.rect(screen, insetBy: insets)

        margins = Self.rect(screen, insetBy: LayoutGuides.rootLayoutMargins(for: screen))
        readable = Self.rect(screen, insetBy: LayoutGuides.readableContentInsets(for: screen, category: profile.textSize))

        // Hidden, the keyboard guide's top is the safe area's bottom, above any bottom bar.
        let keyboardHeight = profile.keyboard ? LayoutGuides.keyboardGuideHeight(for: profile) : screen.safeArea.bottom
        keyboard = LinearRect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
        keyboardTop = profile.keyboard ? screen.height - keyboardHeight : nil
        visibleBottom = keyboardTop ?? screen.height
    }

    private static func rect(_ screen: ScreenMetrics, insetBy insets: EdgeInsets) -> LinearRect {
        LinearRect(x: insets.left, y: insets.top, width: max(0, screen.width - insets.left - insets.right),
                   height: max(0, screen.height - insets.top - insets.bottom))
    }
}

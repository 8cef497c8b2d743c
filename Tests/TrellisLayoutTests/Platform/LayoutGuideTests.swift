import Testing
@testable import TrellisLayout

@Suite("Layout margins and guides")
struct LayoutGuideTests {
    @Test("root margins: 16 at the sides in compact width below 400 pt, measured from the safe area")
    func compactMargins() {
        #expect(LayoutGuides.rootLayoutMargins(for: Device.iphoneSE.portrait) == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(LayoutGuides.rootLayoutMargins(for: Device.iphone14.portrait) == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    }

    @Test("root margins: 20 at the sides of a compact-width root at least 400 pt wide (Plus phones, wide IB canvases)")
    func wideCompactMargins() {
        #expect(LayoutGuides.rootLayoutMargins(for: Device.iphone8Plus.portrait).left == 20)
        // Face ID phone in landscape (compact width, 844 wide): 47 pt notch inset + 20.
        #expect(LayoutGuides.rootLayoutMargins(for: Device.iphone14.landscape) == EdgeInsets(top: 0, left: 67, bottom: 21, right: 67))
    }

    @Test("root margins: 20 at the sides in regular width")
    func regularMargins() {
        #expect(LayoutGuides.rootLayoutMargins(for: Device.ipad.portrait) == EdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
        #expect(LayoutGuides.rootLayoutMargins(for: Device.iphone8Plus.landscape).left == 20)
    }

    @Test("default view margins are 8 on every side")
    func viewMargins() {
        #expect(LayoutDefaults.viewMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("readable width is 672 at L and scales with body's point size (672 × size ÷ 17)")
    func readableWidthRule() {
        #expect(LayoutGuides.readableWidth(for: .l) == 672)
        #expect(abs(LayoutGuides.readableWidth(for: .xs) - 672 * 14 / 17) < 1e-9)
        #expect(abs(LayoutGuides.readableWidth(for: .ax5) - 672 * 53 / 17) < 1e-9)
        let widths = ContentSizeCategory.allCases.map(LayoutGuides.readableWidth(for:))
        #expect(widths == widths.sorted())
    }

    @Test("on a phone in portrait the readable guide is the margins guide (343 on a 375-wide phone, 358 on 390)")
    func readableOnPhone() {
        for (device, width) in [(Device.iphoneSE, 343.0), (Device.iphone14, 358)] {
            let insets = LayoutGuides.readableContentInsets(for: device.portrait, category: .l)
            #expect(device.portrait.width - insets.left - insets.right == width)
        }
    }

    @Test("on a wide iPad the readable guide is 672 wide at L and centred in the margins")
    func readableOnIPad() {
        let screen = Device.ipadPro12_9.landscape  // 1366 wide, margins guide 1326
        let insets = LayoutGuides.readableContentInsets(for: screen, category: .l)
        #expect(screen.width - insets.left - insets.right == 672)
        #expect(insets.left == insets.right && insets.left == 347)
        // At AX5 it would be 2095 wide: the margins guide wins.
        #expect(LayoutGuides.readableContentInsets(for: screen, category: .ax5) == LayoutGuides.rootLayoutMargins(for: screen))
    }

    @Test("keyboard guide: the keyboard's height when shown, else the safe-area bottom")
    func keyboardGuide() throws {
        #expect(LayoutGuides.keyboardGuideHeight(for: try Profile(key: "iphone-14/portrait/L+keyboard")) == 336)
        #expect(LayoutGuides.keyboardGuideHeight(for: try Profile(key: "iphone-14/portrait/L")) == 34)
    }

    @Test("control constants: 44×44 tap target, 51×31 switch, field and button heights from line height")
    func controls() {
        #expect(LayoutDefaults.minimumTapTarget == Size(width: 44, height: 44))
        #expect(ControlMetrics.switchSize == Size(width: 51, height: 31))
        let sfRatio = DynamicType.sfProLineHeightRatio
        #expect(ControlMetrics.textFieldHeight(lineHeight: 17 * sfRatio, scale: 2) == LayoutDefaults.textFieldHeightWith17pt)
        // The facts' 30 pt at 14 pt are frames saved by Xcodes before 11 (the iOS 12 SDK); from the
        // iOS 13 SDK a rounded-rect field is at least 34 tall.
        #expect(ControlMetrics.textFieldHeight(lineHeight: 14 * sfRatio, sdk: .iOS12, scale: 2) == LayoutDefaults.textFieldHeightWith14pt)
        #expect(ControlMetrics.textFieldHeight(lineHeight: 17 * sfRatio, sdk: .iOS12, scale: 2) == 30)
        // Above the floor before the iOS 13 SDK: the line rounded up plus 4 (20 pt: 24 + 4, still 30;
        // 27 pt: 33 + 4 = 37; 46 pt: 55 + 4 = 59, as Xcode 9 and 10 documents save them).
        #expect(ControlMetrics.textFieldHeight(lineHeight: 20 * sfRatio, sdk: .iOS12, scale: 2) == 30)
        #expect(ControlMetrics.textFieldHeight(lineHeight: 27 * sfRatio, sdk: .iOS12, scale: 2) == 37)
        #expect(ControlMetrics.textFieldHeight(lineHeight: 46 * sfRatio, sdk: .iOS10, scale: 2) == 59)
        #expect(ControlMetrics.textFieldHeight(lineHeight: 14 * sfRatio, scale: 2) == 34)
        #expect(ControlMetrics.systemButtonHeight(lineHeight: 15 * sfRatio) == LayoutDefaults.legacySystemButtonHeight15pt)
    }
}

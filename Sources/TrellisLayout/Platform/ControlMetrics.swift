/// Intrinsic heights of text-bearing controls, derived from the title font's line height as the
/// facts advise ("derive them from the font's lineHeight plus padding rather than fixed numbers").
///
/// The paddings are fitted to the storyboard frames in the facts (`controls.textFieldRoundedRect`,
/// `controls.button`) with SF Pro's line height (1.1934 × size): a 17 pt rounded-rect field is
/// 20.5 + 9.5 = 30, at least 34 from the iOS 13 SDK; a legacy system button with a 15 pt
/// title is ceil(17.90) + 12 = 30 (UIKit's 6 pt top and bottom content insets).
///
/// ```swift
/// ControlMetrics.textFieldHeight(lineHeight: 17 * DynamicType.sfProLineHeightRatio, scale: 3) // 34
/// ```
public enum ControlMetrics {
    /// Rounded-rect `UITextField` height for a font of this line height: from the iOS 13 SDK its line
    /// on the pixel grid plus 9.5 pt, at least 34 pt; before, the line rounded up plus 4, at least
    /// 30 pt (fields of 20 and 22 pt saved 30 tall by Xcode 8.3 and 9.2, of 27 and 46 pt 37 and 59
    /// by Xcode 10: 6 fields in 4 documents of 4 repositories, none against). The corpus's
    /// rounded-rect fields sized by their font alone are 34 tall at 14 pt in 45 of 54 saved by Xcode
    /// 11 or later, and 30 tall in all 36 saved by earlier Xcodes, as are all 8 at 17 pt. Above the floor: 21 pt fields saved 35 tall on a 2× canvas (Xcode 14) and a 25 pt one
    /// 39.5 (Xcode 12.1), 2 held-out documents of 2 repositories, none against; the line rounded up
    /// plus 13 made them 39 and 43. A line or bezel field has the same insets but no rounded
    /// background to fill, so no floor: 9 line fields at 14 pt saved 26.5 tall by Xcode 11.5 (1
    /// held-out document; the other 2 such fields in the corpus and samples have a height constraint
    /// or are misplaced).
    public static func textFieldHeight(lineHeight: Double, sdk: PlatformSDK = .current, scale: Double, roundedRect: Bool = true) -> Double {
        switch sdk {
        case .current, .iOS14: max(roundedRect ? 34 : 0, TextMeasurer.roundUp(lineHeight, scale: scale) + 9.5)
        case .iOS12, .iOS10: max(roundedRect ? 30 : 0, lineHeight.rounded(.up) + 4)
        }
    }

    /// What a rounded-rect `UITextField` adds to its widest text (text or placeholder), both sides
    /// together: 27.5 pt from the iOS 13 SDK, 21 before. Held-out documents whose field is as wide
    /// as its text: "0" at 17 pt saved 38.5 wide (Xcode 11) and "john.doe@veriff.com" at 14 pt 160.5
    /// (Xcode 13.4), 28 and 27 more than the text; "Title of the Game" at 16 pt 146 (Xcode 10.1) and
    /// "1" at 14 pt 29 (Xcode 6, Helvetica Neue's 7.8), 21 more; 4 documents of 4 repositories,
    /// none against (7 pt a side made all four 7–14 pt narrow).
    public static func textFieldHorizontalPadding(sdk: PlatformSDK = .current) -> Double {
        switch sdk {
        case .current, .iOS14: 27.5
        case .iOS12, .iOS10: 21
        }
    }

    /// Borderless `UITextField` height: its line on the pixel grid plus 2 pt from the iOS 13 SDK
    /// (40 pt: 49.67 on a 3× canvas, 32 pt: 40 on a 2× one, body: 22.33; 4 documents of 4
    /// repositories), its line rounded up before (14 pt: 17, 2 documents of 2 repositories).
    public static func borderlessTextFieldHeight(lineHeight: Double, sdk: PlatformSDK = .current, scale: Double) -> Double {
        switch sdk {
        case .current, .iOS14: (lineHeight * scale).rounded() / scale + 2
        case .iOS12, .iOS10: TextMeasurer.roundUp(lineHeight, scale: scale)
        }
    }

    /// Legacy `.system` `UIButton` height for a title font of this line height.
    public static func systemButtonHeight(lineHeight: Double) -> Double {
        lineHeight.rounded(.up) + 12
    }

    /// Beside an image, a legacy button's title kept 2 pt on every side, instead of the 6 pt above
    /// and below, before Xcode 8.3's SDK (iOS 10.3); from it, none (see `ContentMeasurer`).
    public static let titleBesideImagePadding = 2.0

    /// A button with neither title nor image still has content 30 × 22 pt; with the legacy 6 pt
    /// above and below that is 30 × 34 (IB saves empty buttons 30 wide in proportional rows, and
    /// one with only a 21 pt bottom content inset 22 + 21 = 43 tall). A font whose line is taller
    /// makes it that tall (two empty 25 pt buttons are saved 30 + 12 = 42 tall).
    public static let emptyButtonContent = Size(width: 30, height: 22)

    /// The intrinsic size of a UIKit control Trellis has no view type for, per axis (nil where the
    /// control has none or it varies with content). From the corpus's frames without size
    /// constraints: segmented controls 32 tall from Xcode 11 (32 of 40) and 29 before; steppers
    /// 94 × 32 from Xcode 11 (3 of 4) and 94 × 29 before; page controls 37 tall before Xcode 11 (8
    /// documents of 8 repositories), 27.5 in Xcode 12's iOS 14 design (3 of 3: 27.5, 27.5 and 28)
    /// and 26 from Xcode 13 (3 of 3);
    /// activity indicators 20 × 20, or 37 × 37 in the large styles, in both (41 of 44).
    public static func intrinsicSize(of control: SystemControl, sdk: PlatformSDK) -> (width: Double?, height: Double?) {
        switch (control, sdk) {
        case (.segmentedControl, .current), (.segmentedControl, .iOS14): (nil, 32)
        case (.segmentedControl, .iOS12), (.segmentedControl, .iOS10): (nil, 29)
        case (.stepper, .current), (.stepper, .iOS14): (94, 32)
        case (.stepper, .iOS12), (.stepper, .iOS10): (94, 29)
        case (.pageControl, .current): (nil, 26)
        case (.pageControl, .iOS14): (nil, 27.5)
        case (.pageControl, .iOS12), (.pageControl, .iOS10): (nil, 37)
        case (.activityIndicator(let large), _): large ? (37, 37) : (20, 20)
        }
    }

    /// `UISwitch`'s fixed intrinsic size, 51 × 31.
    public static let switchSize = LayoutDefaults.switchSize
    /// Constraints place a view's alignment rect; its frame can reach past it. A `UISwitch` is
    /// 49 × 31 to Auto Layout (`intrinsicContentSize`) and its frame 2 pt wider on the right,
    /// 51 × 31 (openradar 31777116; every switch frame Interface Builder saves shows the same).
    public static let switchFrameOutsetRight = 2.0
}

/// Which iOS SDK's control sizes and text fallbacks apply. Layouts use the current one, as an app
/// built today gets; the frame check of an Interface Builder document uses the SDK of the Xcode
/// that saved it: Xcode 12's (toolsVersion 17000–18999) iOS 14 page control; before Xcode 11
/// (14800) iOS 12's controls, and before Xcode 8.3 (12000) also iOS 10.0's CJK characters, an em
/// wide (`Font.eastAsianExtra`).
public enum PlatformSDK: Hashable, Sendable {
    case current, iOS14, iOS12, iOS10
}

/// UIKit controls whose intrinsic size `ControlMetrics.intrinsicSize(of:sdk:)` knows.
public enum SystemControl: Hashable, Sendable {
    case segmentedControl, stepper, pageControl
    case activityIndicator(large: Bool)
}

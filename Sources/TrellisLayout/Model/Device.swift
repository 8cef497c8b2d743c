/// A device's screen in one orientation.
public struct ScreenMetrics: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public var safeArea: EdgeInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(width: Double, height: Double, safeArea: EdgeInsets,
                horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

/// A device a profile can name: one of the nineteen built in, or a custom one from a device file.
public struct Device: Hashable, Sendable, Codable {
    public enum Family: String, Hashable, Sendable, Codable { case iphone, ipad, custom }

    public var id: String
    public var name: String
    /// Other ids that name this device (`iphone-8` for `iphone-se`).
    public var idAliases: [String]
    public var family: Family
    public var portrait: ScreenMetrics
    public var landscape: ScreenMetrics
    /// Keyboard height per orientation, measured from the screen bottom.
    public var keyboardPortrait: Double
    public var keyboardLandscape: Double
    /// `UIScreen.scale` where the device says it (Interface Builder's canvases); nil for the
    /// built-in devices, whose scale is in their facts, and for device files.
    public var scale: Double?

    public init(id: String, name: String, idAliases: [String] = [], family: Family,
                portrait: ScreenMetrics, landscape: ScreenMetrics,
                keyboardPortrait: Double, keyboardLandscape: Double, scale: Double? = nil) {
        self.id = id
        self.name = name
        self.idAliases = idAliases
        self.family = family
        self.portrait = portrait
        self.landscape = landscape
        self.keyboardPortrait = keyboardPortrait
        self.keyboardLandscape = keyboardLandscape
        self.scale = scale
    }

    public func screen(_ orientation: Orientation) -> ScreenMetrics {
        orientation == .portrait ? portrait : landscape
    }

    public func keyboardHeight(_ orientation: Orientation) -> Double {
        orientation == .portrait ? keyboardPortrait : keyboardLandscape
    }
}

/// One trait combination a screen is solved for: `DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl]`.
///
/// ```swift
/// let profile = Profile(device: .iphoneSE, orientation: .portrait, textSize: .ax3)
/// profile.key // "iphone-se/portrait/AX3"
/// ```
public struct Profile: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var textSize: ContentSizeCategory
    public var keyboard: Bool
    public var rtl: Bool

    public init(device: Device, orientation: Orientation, textSize: ContentSizeCategory,
                keyboard: Bool = false, rtl: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
        self.keyboard = keyboard
        self.rtl = rtl
    }

    public var key: String {
        "\(device.id)/\(orientation.rawValue)/\(textSize.shortName)" + (keyboard ? "+keyboard" : "") + (rtl ? "+rtl" : "")
    }

    public var screen: ScreenMetrics { device.screen(orientation) }

    public var traits: Traits {
        Traits(device: device.id, orientation: orientation, textSize: textSize, keyboard: keyboard, rtl: rtl,
               horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass)
    }
}

/// A horizontal or vertical size class.
public enum SizeClass: String, Hashable, Sendable, Codable {
    case compact, regular
    /// Interface Builder's "w Any h Any" canvas (a document without a device), where no size
    /// class's variation applies; files and devices name only the other two.
    case unspecified
}

public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    case portrait, landscape
}

/// Insets in points, as `UIEdgeInsets` (left/right are physical, not leading/trailing).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// What a trait condition can ask of a profile.
///
/// ```swift
/// let traits = Traits(device: "iphone-se", orientation: .portrait, textSize: .ax3, keyboard: false,
///                     rtl: false, horizontalSizeClass: .compact, verticalSizeClass: .regular)
/// ```
public struct Traits: Hashable, Sendable {
    public var device: String
    public var orientation: Orientation
    public var textSize: ContentSizeCategory
    public var keyboard: Bool
    public var rtl: Bool
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(device: String, orientation: Orientation, textSize: ContentSizeCategory, keyboard: Bool,
                rtl: Bool, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.device = device
        self.orientation = orientation
        self.textSize = textSize
        self.keyboard = keyboard
        self.rtl = rtl
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

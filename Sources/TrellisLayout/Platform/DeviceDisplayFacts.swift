/// What the facts say about a built-in device beyond `Device`'s fields: display scale and
/// status bar heights, and how sure the keyboard numbers are.
///
/// ```swift
/// Device.iphone14.displayFacts?.scale // 3
/// Device.iphoneSE.displayScale        // 2
/// ```
public struct DeviceDisplayFacts: Hashable, Sendable {
    /// `UIScreen.scale`: points to rendered pixels (2 or 3).
    public var scale: Double
    /// `UIScreen.nativeScale`: points to panel pixels (2.608 on Plus phones, 2.88 on the minis).
    public var nativeScale: Double
    /// nil where no source pins it down (16 Pro / Pro Max).
    public var statusBarHeightPortrait: Double?
    public var statusBarHeightLandscape: Double?
    /// Keyboard height with the predictive bar off, where a source lists it.
    public var keyboardPortraitWithoutPredictive: Double?
    /// False when the keyboard heights are estimates or single-source values.
    public var keyboardVerified: Bool
    /// The facts file's confidence in the device's numbers: `high` or `medium`.
    public var confidence: String
    /// For a related model (the XS Max beside the X class): the device whose class it belongs to.
    /// Related models are named like any device but stay out of the default sweep.
    public var sameClassAs: String? = nil
}

extension Device {
    /// The extra facts for a built-in device; nil for custom devices.
    public var displayFacts: DeviceDisplayFacts? { DeviceDisplayFacts.builtIn[id] }

    /// The pixel grid text sizes round up to: the device's `UIScreen.scale`, or 2 for a custom
    /// device (device files carry no scale; 2 is the scale of every iPad and of the home-button
    /// iPhones, and rounding to half points is never finer than UIKit would).
    public var displayScale: Double { scale ?? displayFacts?.scale ?? 2 }
}

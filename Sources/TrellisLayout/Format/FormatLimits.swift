/// Bounds that keep a hostile or broken file from exhausting memory, time or the stack.
///
/// Every limit is checked before the work it protects, and exceeding one is a ``FormatError``
/// with a location, never a crash:
///
/// ```swift
/// var options = FormatOptions()
/// options.limits.maxViews = 500          // a stricter catalog
/// let file = try LayoutFile.parse(text: text, path: "Big.yaml", options: options)
/// ```
public struct FormatLimits: Hashable, Sendable {
    /// Largest file accepted, in UTF-8 bytes (5 MB: a thousand times a large hand-written screen).
    public var maxFileBytes: Int
    /// Deepest nesting of views inside views (`views:`, `arranged:`, component instances), root's
    /// children being depth 1. UIKit has no limit; 64 is far beyond any real screen.
    public var maxViewDepth: Int
    /// Deepest nesting of YAML collections, checked before the YAML library recurses into them.
    public var maxYAMLDepth: Int
    /// Most YAML values (scalars, keys and collections) in one file, counted before the YAML
    /// library builds them: a 5,000-view screen with its constraints has about 150,000.
    public var maxYAMLNodes: Int
    /// Most views in one screen after component expansion (the engine's 5,000-view target).
    public var maxViews: Int
    /// Most constraints in one screen after compound, VFL and component expansion.
    public var maxConstraints: Int
    /// Deepest nesting of parentheses and `not` in a trait condition.
    public var maxConditionDepth: Int
    /// Longest single constraint or condition string, in characters.
    public var maxExpressionLength: Int

    public init(maxFileBytes: Int = 5 * 1024 * 1024, maxViewDepth: Int = 64, maxYAMLDepth: Int = 256, maxYAMLNodes: Int = 500_000,
                maxViews: Int = 5_000, maxConstraints: Int = 50_000, maxConditionDepth: Int = 32,
                maxExpressionLength: Int = 4_096) {
        self.maxFileBytes = maxFileBytes
        self.maxViewDepth = maxViewDepth
        self.maxYAMLDepth = maxYAMLDepth
        self.maxYAMLNodes = maxYAMLNodes
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
        self.maxConditionDepth = maxConditionDepth
        self.maxExpressionLength = maxExpressionLength
    }

    /// The limits used unless a caller asks for others.
    public static let standard = FormatLimits()

    /// Largest absolute value of any number in a file (constants, multipliers, spacings, sizes,
    /// margins): a million points is far beyond any screen, and keeps the solver's arithmetic sane.
    public static let maxMagnitude = 1_000_000.0
}

/// How files are read: limits, and how a `device == ID` condition names a device.
///
/// ```swift
/// let options = FormatOptions(resolveDevice: { registry.canonicalID(for: $0) })
/// let file = try LayoutFile.parse(text: text, path: "Login.yaml", options: options)
/// ```
public struct FormatOptions: Sendable {
    /// Maps a device id or alias written in a condition to the canonical id, or nil for
    /// "unknown device". The default accepts any id matching `[a-z0-9-]+` as written.
    public var resolveDevice: @Sendable (String) -> String?
    public var limits: FormatLimits

    public init(resolveDevice: @escaping @Sendable (String) -> String? = FormatOptions.acceptAnyDeviceID,
                limits: FormatLimits = .standard) {
        self.resolveDevice = resolveDevice
        self.limits = limits
    }

    /// The default device resolver: any `[a-z0-9-]+` id, unchanged.
    public static let acceptAnyDeviceID: @Sendable (String) -> String? = { id in
        isDeviceID(id) ? id : nil
    }

    static func isDeviceID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }
}

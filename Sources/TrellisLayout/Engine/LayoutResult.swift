/// A view's frame in points, in the root view's coordinates (inside a scroll view: as if its
/// content offset were zero).
public struct Frame: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// A scroll view's content against what of it can be seen.
public struct ScrollViewResult: Hashable, Sendable, Codable {
    public var contentWidth: Double
    public var contentHeight: Double
    /// The frame less the adjusted content insets (safe-area and keyboard overlap).
    public var visibleWidth: Double
    public var visibleHeight: Double
    public var scrollsVertically: Bool
    public var scrollsHorizontally: Bool
}

/// What the engine computed for one screen at one profile: the JSON of `trellis layout`.
///
/// ```swift
/// let result = LayoutEngine().layout(screen, profile: profile)
/// result.scrolls // true when any scroll view scrolls
/// ```
public struct LayoutResult: Hashable, Sendable, Codable {
    public var screen: String
    public var profile: String
    public var engine: String
    public var frames: [String: Frame]
    public var scrollViews: [String: ScrollViewResult]
    public var findings: [Finding]
    public var scrolls: Bool

    public init(screen: String, profile: String, engine: String, frames: [String: Frame],
                scrollViews: [String: ScrollViewResult], findings: [Finding]) {
        self.screen = screen
        self.profile = profile
        self.engine = engine
        self.frames = frames
        self.scrollViews = scrollViews
        self.findings = findings
        scrolls = findings.contains { $0.kind == .scrolls }
    }
}

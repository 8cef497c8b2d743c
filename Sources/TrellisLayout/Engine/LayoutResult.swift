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

/// Something about a layout a team wants to know, with the views involved.
///
/// ```swift
/// Finding(kind: .scrolls, views: ["scroll"], amount: 165, message: "scroll scrolls vertically by 165 pt")
/// ```
public struct Finding: Hashable, Sendable, Codable {
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        case scrolls
        case clippedText = "clipped-text"
        case compressed
        case unreachable
        case brokenConstraint = "broken-constraint"
        case ambiguous
        case smallTarget = "small-target"
    }

    public var kind: Kind
    public var views: [String]
    /// Points of overflow for `scrolls`, `clipped-text`, `unreachable` and `compressed`.
    public var amount: Double?
    public var message: String

    public init(kind: Kind, views: [String], amount: Double? = nil, message: String) {
        self.kind = kind
        self.views = views
        self.amount = amount
        self.message = message
    }
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

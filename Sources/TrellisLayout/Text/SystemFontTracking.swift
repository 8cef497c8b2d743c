/// The letter spacing UIKit gives the system font at each point size.
///
/// SF Pro carries size-specific tracking that Core Text applies on its own: tighter at text
/// sizes (−0.43 pt a glyph at 17 pt), none at 12 pt, looser at display sizes. Apple publishes the
/// values in the Human Interface Guidelines (Typography › Specifications › Tracking values, SF Pro,
/// iOS and iPadOS); sizes between two listed ones are interpolated. The fitted advances
/// (`SystemFontMetrics`) are untracked; with the tracking on top, widths come within about a
/// point of the labels Interface Builder saves ("Cancel" at 17 pt: 55.3 untracked, 52.7 tracked,
/// IB 53).
///
/// ```swift
/// SystemFontTracking.points(atSize: 17)  // -0.43
/// SystemFontTracking.points(atSize: 12)  // 0
/// ```
public enum SystemFontTracking {
    /// Tracking in points added after every glyph at this point size.
    public static func points(atSize size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        let upper = table.firstIndex { $0.size >= size }!
        let (high, low) = (table[upper], table[upper - 1])
        return low.points + (high.points - low.points) * (size - low.size) / (high.size - low.size)
    }

    /// (point size, tracking in points), HIG Typography › Tracking values for SF Pro on iOS.
    static let table: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]
}

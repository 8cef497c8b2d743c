import TrellisLayout

/// Where Interface Builder's saved frames contradict the document's own required constraints —
/// what Xcode shows as "misplaced views": the document was saved without updating its frames.
///
/// Only the document's `<constraint>`s between views, the root view and scroll views' frame
/// guides are evaluated, on the saved frames alone. Layout guides (safe area, margins, content
/// guides), intrinsic sizes and stack-view internals are the engine's model of the canvas; using
/// them here would excuse the engine's own mistakes as stale frames.
///
/// ```swift
/// let stale = StaleFrames.find(in: imported, traits: profile.traits)
/// for s in stale { print("\(s.constraint.source) is off by \(s.offBy) pt") }
/// ```
public struct StaleConstraint: Hashable, Sendable {
    public var constraint: ConstraintSpec
    /// How far the saved frames miss the constraint, in points.
    public var offBy: Double
    /// The views whose saved frames it makes untrustworthy (its items other than the root).
    public var views: [String]
}

public enum StaleFrames {
    /// Off by more than this, a constraint says the saved frames are stale; pixel rounding stays within it.
    public static let tolerance = 1.0

    /// The required document constraints active at `traits` that the saved frames violate.
    public static func find(in imported: ImportedScreen, traits: Traits) -> [StaleConstraint] {
        let root = Frame(x: 0, y: 0, width: imported.rootSize.width, height: imported.rootSize.height)
        func frame(_ item: LayoutItem) -> Frame? {
            switch item {
            case .root: root
            case .view(let id), .scrollFrame(let id): imported.savedFrames[id]
            default: nil
            }
        }
        func value(_ anchor: LayoutAnchor) -> Double? {
            guard let f = frame(anchor.item) else { return nil }
            return switch anchor.attribute {
            case .left, .leading: f.x
            case .right, .trailing: f.x + f.width
            case .top: f.y
            case .bottom: f.y + f.height
            case .width: f.width
            case .height: f.height
            case .centerX: f.x + f.width / 2
            case .centerY: f.y + f.height / 2
            case .firstBaseline, .lastBaseline: nil
            }
        }
        var out: [StaleConstraint] = []
        for c in imported.documentConstraints + imported.placeholderConstraints where c.priority >= 1000 && (c.condition?.holds(in: traits) ?? true) {
            guard let lhs = value(c.first) else { continue }
            var rhs = c.constant
            if let second = c.second {
                guard let v = value(second) else { continue }
                rhs += c.multiplier * v
            }
            let miss: Double = switch c.relation {
            case .equal: abs(lhs - rhs)
            case .greaterOrEqual: rhs - lhs
            case .lessOrEqual: lhs - rhs
            }
            guard miss > tolerance else { continue }
            let views = [c.first.item, c.second?.item].compactMap { item -> String? in
                switch item {
                case .view(let id), .scrollFrame(let id): id
                default: nil
                }
            }
            out.append(StaleConstraint(constraint: c, offBy: miss, views: Array(Set(views)).sorted()))
        }
        return out
    }
}

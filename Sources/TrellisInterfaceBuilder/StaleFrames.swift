import TrellisLayout

/// Where Interface Builder's saved frames contradict the document's own required constraints —
/// what Xcode shows as "misplaced views": the document was saved without updating its frames.
///
/// Only the document's `<constraint>`s between views, the root view and scroll views' frame
/// guides are evaluated, on the saved frames alone, and the safe area's sides in portrait, which
/// are the root's on every device (its insets there are only at the top and bottom). Other layout
/// guides (the safe area's top and bottom, margins, content guides), intrinsic sizes and stack-view
/// internals are the engine's model of the canvas; using them here would excuse the engine's own
/// mistakes as stale frames. For the same reason constraints on switches are left out: a switch's
/// saved frame is not the rectangle constraints align (it reaches 2 pt past it).
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
        let switches = Set(imported.screen.allViews.filter { $0.kind == .switch }.map(\.id))
        func frame(_ item: LayoutItem) -> Frame? {
            switch item {
            case .root: root
            case .view(let id) where switches.contains(id): nil
            case .view(let id), .scrollFrame(let id): imported.savedFrames[id]
            default: nil
            }
        }
        let portrait = imported.orientation == .portrait
        func value(_ anchor: LayoutAnchor) -> Double? {
            let sideOfSafeArea = anchor.item == .safeArea && portrait && anchor.attribute != .height && anchor.attribute.kind != .vertical
            guard let f = sideOfSafeArea ? root : frame(anchor.item) else { return nil }
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

    /// The views laid out from a stale view along the axis its broken constraint concerns: a
    /// constraint on that axis ties them to a frame Interface Builder did not update, so their
    /// saved frames are no more trustworthy than its.
    static func positionedFrom(_ stale: [StaleConstraint], in imported: ImportedScreen, traits: Traits) -> Set<String> {
        var staleOnAxis: [Bool: Set<String>] = [:]
        for s in stale { staleOnAxis[s.constraint.first.attribute.isVertical, default: []].formUnion(s.views) }
        var out: Set<String> = []
        for c in imported.documentConstraints where c.condition?.holds(in: traits) ?? true {
            guard let second = c.second, let a = c.first.item.viewID, let b = second.item.viewID else { continue }
            let axis = staleOnAxis[c.first.attribute.isVertical] ?? []
            if axis.contains(b), !axis.contains(a) { out.insert(a) }
            if axis.contains(a), !axis.contains(b) { out.insert(b) }
        }
        return out
    }
}

private extension LayoutAttribute {
    var isVertical: Bool { [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline].contains(self) }
}

private extension LayoutItem {
    /// The view whose frame the item is placed with.
    var viewID: String? {
        switch self {
        case .view(let id), .viewMargins(let id), .scrollContent(let id), .scrollFrame(let id): id
        default: nil
        }
    }
}

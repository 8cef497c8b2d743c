/// Each view's layout margins as UIKit applies them: its own (`margins:`, 8 pt a side unless set),
/// widened where the view preserves its superview's margins (`preservesSuperviewMargins`): by the
/// least that keeps its content inside the superview's margins too — the superview's effective
/// margins, the root's for a top-level view.
///
/// UIKit derives these from frames and lays out again when they change, so the engine does the
/// same: it solves with the margins of the last pass and repeats while any margin moves.
///
/// `insetsLayoutMarginsFromSafeArea` is not modelled for views below the root: in the corpus the
/// only documents where it would move a margin (2, 17 views) show Interface Builder's frames without it.
struct LayoutMargins {
    /// Physical insets (left/right resolved from leading/trailing) by view index.
    private(set) var insets: [EdgeInsets]
    /// The preserving views whose margins something reads: a constraint, their stack's arrangement,
    /// or a preserving subview. Only these can move.
    private let moving: [Int]

    /// The views' own margins, before any frame is known.
    init(scene: Scene, active: [ConstraintSpec], rtl: Bool) {
        insets = scene.views.map { Self.own($0, rtl: rtl) }
        var isRead = scene.views.map { $0.kind == .stack && $0.properties.marginsRelative == true }
        for spec in active {
            for anchor in [spec.first, spec.second].compactMap({ $0 }) {
                if case let .viewMargins(id) = anchor.item, let view = scene[id] { isRead[view.index] = true }
            }
        }
        // Children come after their parents: walking backwards reads a chain of preserving views whole.
        for view in scene.views.reversed() where isRead[view.index] && view.preservesSuperviewMargins {
            if let parent = view.parent { isRead[parent] = true }
        }
        moving = scene.views.filter { isRead[$0.index] && $0.preservesSuperviewMargins }.map(\.index)
    }

    /// Recomputes the margins from solved frames; returns whether any moved.
    mutating func update(scene: Scene, screen: ScreenMetrics, values: [Double], rtl: Bool) -> Bool {
        var moved = false
        // Parents come before children, so a parent's margins are already updated when read.
        for index in moving {
            let view = scene.views[index]
            let frame = Box(values, from: 4 * index)
            let superMargins: Box = if let parent = view.parent {
                Box(values, from: 4 * parent).inset(by: insets[parent])
            } else {
                Box(x: 0, y: 0, width: screen.width, height: screen.height).inset(by: LayoutGuides.rootLayoutMargins(for: screen))
            }
            let next = Self.own(view, rtl: rtl).widened(toKeepInside: superMargins, from: frame)
            moved = moved || !next.isClose(to: insets[index])
            insets[index] = next
        }
        return moved
    }

    private static func own(_ view: Scene.View, rtl: Bool) -> EdgeInsets {
        let margins = view.properties.margins
        let leading = margins?.leading ?? UIKitMetrics.defaultViewMargin
        let trailing = margins?.trailing ?? UIKitMetrics.defaultViewMargin
        return EdgeInsets(top: margins?.top ?? UIKitMetrics.defaultViewMargin, left: rtl ? trailing : leading,
                          bottom: margins?.bottom ?? UIKitMetrics.defaultViewMargin, right: rtl ? leading : trailing)
    }
}

private extension Scene.View {
    var preservesSuperviewMargins: Bool { properties.preservesSuperviewMargins == true }
}

/// A solved rectangle in root coordinates.
private struct Box {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init(_ values: [Double], from base: Int) {
        self.init(x: values[base], y: values[base + 1], width: values[base + 2], height: values[base + 3])
    }

    func inset(by insets: EdgeInsets) -> Box {
        Box(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

private extension EdgeInsets {
    /// These insets of `frame`, each widened just enough that the inset rectangle stays inside `area`.
    func widened(toKeepInside area: Box, from frame: Box) -> EdgeInsets {
        EdgeInsets(top: max(top, area.y - frame.y),
                   left: max(left, area.x - frame.x),
                   bottom: max(bottom, (frame.y + frame.height) - (area.y + area.height)),
                   right: max(right, (frame.x + frame.width) - (area.x + area.width)))
    }

    func isClose(to other: EdgeInsets) -> Bool {
        abs(top - other.top) <= 0.01 && abs(left - other.left) <= 0.01
            && abs(bottom - other.bottom) <= 0.01 && abs(right - other.right) <= 0.01
    }
}

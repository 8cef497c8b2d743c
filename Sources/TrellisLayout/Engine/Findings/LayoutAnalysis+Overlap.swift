/// `overlap`: content views that cover each other where a reader sees a defect.
///
/// Text over text, text under or over a control, and control over control, by more than 1 pt in
/// both axes. Pictures never take part (a label on a background image, a badge on a photo are
/// overlays by design), nor do a view and its own subviews, nor views whose scroll contexts differ
/// (content scrolling under a fixed button moves out from under it). Frames are compared as solved,
/// inside a scroll view at content offset zero.
extension LayoutAnalysis {
    /// The smallest intersection, per axis, that counts: a hairline touch is rounding, not a defect.
    static let overlapTolerance = 1.0

    func overlaps() -> [Finding] {
        let candidates = scene.views.filter { view in
            guard !view.isEffectivelyHidden, let role = view.contentRole else { return false }
            return role != .picture
        }
        var findings: [Finding] = []
        for (position, first) in candidates.enumerated() {
            for second in candidates[(position + 1)...] where first.scrollAncestor == second.scrollAncestor
                && !isAncestor(first.index, of: second.index) && !isAncestor(second.index, of: first.index) {
                if let finding = overlap(first, second) { findings.append(finding) }
            }
        }
        return findings
    }

    private func overlap(_ first: Scene.View, _ second: Scene.View) -> Finding? {
        let a = frame(first.index)
        let b = frame(second.index)
        guard let common = a.intersection(b),
              common.width > Self.overlapTolerance, common.height > Self.overlapTolerance else { return nil }
        // The smaller side of the common part is how far one must move to clear the other.
        let amount = min(common.width, common.height).rounded3
        let what = switch (first.contentRole, second.contentRole) {
        case (.text, .text): "text over text"
        case (.control, .control): "one control over another"
        default: "text and a control cover each other"
        }
        return Finding(kind: .overlap, views: [first.id, second.id], amount: amount,
                       message: "\(first.id) and \(second.id) overlap by \(common.width.rounded3.points) × "
                           + "\(common.height.rounded3.points) (\(what)); " + separation(first, a, second, b, common: common))
    }

    /// The constraint that would part them, along the axis where they overlap least.
    private func separation(_ first: Scene.View, _ a: Frame, _ second: Scene.View, _ b: Frame, common: Frame) -> String {
        let amount = min(common.width, common.height)
        if common.height <= common.width {
            let (upper, lower) = a.y <= b.y ? (first.id, second.id) : (second.id, first.id)
            return "move them \(amount.points) apart vertically, e.g. \(upper).bottom <= \(lower).top - 8"
        }
        let (left, right) = a.x <= b.x ? (first.id, second.id) : (second.id, first.id)
        return "move them \(amount.points) apart horizontally, e.g. \(left).right <= \(right).left - 8"
    }

    private func isAncestor(_ candidate: Int, of view: Int) -> Bool {
        var current = scene.views[view].parent
        while let index = current {
            if index == candidate { return true }
            current = scene.views[index].parent
        }
        return false
    }
}

extension Frame {
    /// The common part of two frames, or nil when they do not meet.
    func intersection(_ other: Frame) -> Frame? {
        let x = Swift.max(self.x, other.x)
        let y = Swift.max(self.y, other.y)
        let width = Swift.min(maxX, other.maxX) - x
        let height = Swift.min(maxY, other.maxY) - y
        guard width > 0, height > 0 else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }
}

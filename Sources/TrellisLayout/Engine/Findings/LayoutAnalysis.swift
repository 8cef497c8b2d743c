/// Reads a solved system back as frames, scroll views and findings.
struct LayoutAnalysis {
    let scene: Scene
    let guides: ScreenGuides
    let content: [ContentSize?]
    let values: [Double]
    let scrollContentVariables: [Int: Int]
    /// What the constraints leave undetermined: reported `ambiguous`, and never measured against.
    let ambiguity: Ambiguity

    func frame(_ index: Int) -> Frame {
        let base = 4 * index
        return Frame(x: values[base], y: values[base + 1], width: values[base + 2], height: values[base + 3])
    }

    /// Frames as UIKit reports them: the solved alignment rect, widened where the view draws past it.
    var frames: [String: Frame] {
        Dictionary(uniqueKeysWithValues: scene.views.map { view in
            var frame = frame(view.index)
            if view.kind == .switch { frame.width += ControlMetrics.switchFrameOutsetRight }
            return (view.id, frame.rounded)
        })
    }

    // MARK: Scroll views

    /// The scroll view's content size, from the variables its content guide's edges set.
    func contentSize(ofScroll index: Int) -> (width: Double, height: Double) {
        scrollContentVariables[index].map { (values[$0], values[$0 + 1]) } ?? (0, 0)
    }

    /// UIKit's `adjustedContentInset` under `.automatic`: the part of the frame under the status
    /// bar or home indicator (safe-area overlap) and, while shown, under the keyboard; vertically
    /// always (as under a navigation controller), horizontally only when the content is wider than
    /// the frame (`.scrollableAxes`).
    func adjustedInsets(ofScroll index: Int) -> EdgeInsets {
        let frame = frame(index)
        let screen = guides.screen
        let top = max(0, min(frame.maxY, screen.safeArea.top) - frame.y)
        let bottomObstruction = min(screen.height - screen.safeArea.bottom, guides.keyboardTop ?? .infinity)
        let bottom = max(0, frame.maxY - max(frame.y, bottomObstruction))
        guard adjustsHorizontally(index) else { return EdgeInsets(top: top, bottom: bottom) }
        return EdgeInsets(top: top, left: max(0, min(frame.maxX, screen.safeArea.left) - frame.x), bottom: bottom,
                          right: max(0, frame.maxX - max(frame.x, screen.width - screen.safeArea.right)))
    }

    func adjustsHorizontally(_ scroll: Int) -> Bool { contentSize(ofScroll: scroll).width > frame(scroll).width + 0.5 }

    /// Content size against the frame less the adjusted content insets.
    func scrollView(_ index: Int) -> ScrollViewResult {
        let frame = frame(index)
        let size = contentSize(ofScroll: index)
        let insets = adjustedInsets(ofScroll: index)
        let visibleWidth = max(0, frame.width - insets.left - insets.right)
        let visibleHeight = max(0, frame.height - insets.top - insets.bottom)
        return ScrollViewResult(contentWidth: size.width.rounded3, contentHeight: size.height.rounded3,
                                visibleWidth: visibleWidth.rounded3, visibleHeight: visibleHeight.rounded3,
                                scrollsVertically: size.height > visibleHeight + 0.5,
                                scrollsHorizontally: size.width > visibleWidth + 0.5)
    }

    var scrollViews: [String: ScrollViewResult] {
        Dictionary(uniqueKeysWithValues: scene.views.filter { $0.kind == .scroll }.map { ($0.id, scrollView($0.index)) })
    }

    // MARK: Findings

    func findings(broken: [DroppedConstraint], constraints: [LinearConstraint]) -> [Finding] {
        var findings: [Finding] = []
        for view in scene.views where !view.isEffectivelyHidden {
            if view.kind == .scroll { findings += scrolling(view) }
            findings += clippedText(view)
            findings += compression(view)
            findings += smallTarget(view)
        }
        let unreachable = unreachable()
        findings += unreachable.findings
        findings += obscured(skipping: unreachable.views)
        findings += overlaps()
        findings += broken.map(\.finding)
        findings += ambiguity.findings(scene: scene, constraints: constraints)
        return findings
    }

    private func scrolling(_ view: Scene.View) -> [Finding] {
        let scroll = scrollView(view.index)
        var findings: [Finding] = []
        let paging = view.properties.paging == true
        let bounds = frame(view.index)
        if scroll.scrollsVertically, !ambiguity.contentIsUndetermined(view.index, .vertical) {
            let amount = (scroll.contentHeight - scroll.visibleHeight).rounded3
            findings.append(Finding(kind: .scrolls, views: [view.id], amount: amount,
                                    message: "\(view.id) scrolls vertically by \(amount.points) (content \(scroll.contentHeight.points), visible \(scroll.visibleHeight.points))"
                                        + (paging ? Self.pages(content: scroll.contentHeight, page: bounds.height) : "")))
        }
        if scroll.scrollsHorizontally, !ambiguity.contentIsUndetermined(view.index, .horizontal) {
            let amount = (scroll.contentWidth - scroll.visibleWidth).rounded3
            findings.append(Finding(kind: .scrolls, views: [view.id], amount: amount,
                                    message: "\(view.id) scrolls horizontally by \(amount.points) (content \(scroll.contentWidth.points), visible \(scroll.visibleWidth.points))"
                                        + (paging ? Self.pages(content: scroll.contentWidth, page: bounds.width) : "")))
        }
        return findings
    }

    /// A paging scroll view stops at multiples of its bounds: how many pages its content makes,
    /// and how short the last one falls when the content is not a whole number of pages.
    static func pages(content: Double, page: Double) -> String {
        guard page > 0 else { return "" }
        let whole = (content / page).rounded(.down)
        let rest = (content - whole * page).rounded3
        if rest <= 0.5 || page - rest <= 0.5 { return "; it pages: \(Int((content / page).rounded())) pages of \(page.points)" }
        return "; it pages: \(Int(whole) + 1) pages of \(page.points), the last only \(rest.points): "
            + "size the content to whole pages so that every page stops in step"
    }

    /// Text that does not fit: a one-line label or a button title narrower than its text, or fewer
    /// lines than the text needs (line limit or height).
    private func clippedText(_ view: Scene.View) -> [Finding] {
        guard let text = content[view.index]?.text, !text.string.isEmpty else { return [] }
        let frame = frame(view.index)
        let available = max(0, frame.width - text.horizontalPadding)
        let height = max(0, frame.height - text.verticalPadding)
        if text.maxLines == 1 {
            let natural = TextMeasurer.measure(text.string, font: text.font, maxLines: 1, width: nil, scale: text.scale)
            let overflow = natural.size.width - available
            guard overflow > 0.5 else { return [] }
            return [Finding(kind: .clippedText, views: [view.id], amount: overflow.rounded3,
                            message: "\(view.id) is \(overflow.rounded3.points) narrower than its text and truncates it")]
        }
        let wrapped = TextMeasurer.measure(text.string, font: text.font, maxLines: 0, width: available, scale: text.scale)
        // One line's height, then one line spacing per further line (half a point of tolerance).
        let font = text.font
        let fittingLines = height + 0.5 < font.lineHeight ? 0 : Int(((height + 0.5 - font.lineHeight) / font.lineSpacing).rounded(.down)) + 1
        let shownLines = min(text.maxLines == 0 ? wrapped.lineCount : text.maxLines, fittingLines)
        guard shownLines < wrapped.lineCount else { return [] }
        let overflow = (wrapped.size.height - height).rounded3
        return [Finding(kind: .clippedText, views: [view.id], amount: max(0, overflow),
                        message: "\(view.id) shows \(shownLines) of the \(wrapped.lineCount) lines its text needs")]
    }

    /// A view with an intrinsic size squeezed below it (labels report clipped text instead): one
    /// finding per view naming each axis squeezed, its amount the larger shortfall.
    private func compression(_ view: Scene.View) -> [Finding] {
        guard view.kind != .label, let size = content[view.index] else { return [] }
        let frame = frame(view.index)
        var parts: [String] = []
        var amount = 0.0
        for (axis, intrinsic, actual) in [("width", size.width, frame.width), ("height", size.height, frame.height)] {
            guard let intrinsic, intrinsic - actual > 0.5 else { continue }
            let shortfall = (intrinsic - actual).rounded3
            parts.append("\(shortfall.points) below its intrinsic \(axis)")
            amount = max(amount, shortfall)
        }
        guard !parts.isEmpty else { return [] }
        return [Finding(kind: .compressed, views: [view.id], amount: amount,
                        message: "\(view.id) is " + parts.joined(separator: " and ")
                            + "; lower a neighbour's compression resistance or give it room")]
    }

    /// A control whose hit region is under the HIG's minimum control size, 28 × 28 pt, on either
    /// side: one finding per control. Xcode's accessibility audit reports such hit regions as too
    /// small (a 256 × 17 pt field, digitalfabrik/integreat-app#3067) and leaves UIKit's own controls
    /// at their natural sizes alone (a 34 pt text field, a 31 pt switch, a 30 pt system button),
    /// so flagging below 44 pt, the HIG's recommended size, flagged every stock control.
    private func smallTarget(_ view: Scene.View) -> [Finding] {
        guard view.isInteractive else { return [] }
        let frame = frame(view.index)
        let minimum = LayoutDefaults.absoluteMinimumTapTarget
        guard frame.width < minimum.width - 0.5 || frame.height < minimum.height - 0.5 else { return [] }
        return [Finding(kind: .smallTarget, views: [view.id],
                        amount: max(minimum.width - frame.width, minimum.height - frame.height).rounded3,
                        message: "\(view.id) is \(frame.width.rounded3.points) × \(frame.height.rounded3.points), under the "
                            + "28 × 28 pt minimum hit region; make it at least 28 pt (44 × 44 pt is the recommended size)")]
    }

    /// Views that cannot be seen or reached: outside the screen, or for content views (text,
    /// controls, images) under the keyboard, unless a scroll view's content reaches them. Only the
    /// outermost such view is reported, not each of its subviews.
    private func unreachable() -> (findings: [Finding], views: Set<Int>) {
        var findings: [Finding] = []
        var reported = Set<Int>()
        for view in scene.views where !view.isEffectivelyHidden {
            if let parent = view.parent, reported.contains(parent) {
                reported.insert(view.index)
                continue
            }
            let frame = frame(view.index)
            let region: Frame
            if let scroll = view.scrollAncestor {
                // Content whose size the constraints leave open has no size UIKit can scroll over:
                // on that axis what the frame shows is all there is.
                let origin = self.frame(scroll)
                let size = contentSize(ofScroll: scroll)
                region = Frame(x: origin.x, y: origin.y,
                               width: ambiguity.contentIsUndetermined(scroll, .horizontal) ? origin.width : size.width,
                               height: ambiguity.contentIsUndetermined(scroll, .vertical) ? origin.height : size.height)
            } else {
                let isContainer = [.view, .stack, .scroll, .component, .navigationBar, .toolbar, .tabBar].contains(view.kind)
                region = Frame(x: 0, y: 0, width: guides.screen.width,
                               height: isContainer ? guides.screen.height : guides.visibleBottom)
            }
            let overflow: Double = max(max(region.x - frame.x, frame.maxX - region.maxX),
                                       max(region.y - frame.y, frame.maxY - region.maxY))
            guard overflow > 0.5 else { continue }
            reported.insert(view.index)
            let place = view.scrollAncestor.map { "beyond the content of \(scene.views[$0].id)" }
                ?? (frame.maxY > guides.visibleBottom && guides.keyboardTop != nil ? "under the keyboard or off screen" : "off screen")
            findings.append(Finding(kind: .unreachable, views: [view.id], amount: overflow.rounded3,
                                    message: "\(view.id) lies \(overflow.rounded3.points) \(place)"))
        }
        return (findings, reported)
    }
}

extension Double {
    /// Rounded to a thousandth of a point: the solver's float noise stays out of stored results.
    /// Snapping to a millionth first keeps noise from tipping a value that sits on a half
    /// thousandth (24.4505 from fractional line heights) one way in one solve and the other in the next.
    var rounded3: Double { ((self * 1e6).rounded() / 1000).rounded() / 1000 + 0 }

    var points: String {
        let value = rounded3
        return (value == value.rounded() ? String(Int(value)) : String(value)) + " pt"
    }
}

extension Frame {
    var rounded: Frame { Frame(x: x.rounded3, y: y.rounded3, width: width.rounded3, height: height.rounded3) }
}

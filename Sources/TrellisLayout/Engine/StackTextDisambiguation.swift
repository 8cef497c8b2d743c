/// A horizontal row of multi-line text is ambiguous — wrapped text trades width for height, so
/// any split of the row satisfies it — and UIStackView settles it with
/// `UISV-text-width-disambiguation` constraints (fill, equalSpacing and equalCentering rows;
/// fillEqually and fillProportionally already fix every width).
///
/// What UIKit does, read from public class dumps of UIKitCore's `_UIOrderedLayoutArrangement`:
/// - a candidate is an arranged view whose height follows its width (UIKit's "needs a double
///   update-constraints pass": a label with `numberOfLines` other than 1 and no explicit
///   `preferredMaxLayoutWidth`, a non-scrolling text view, a wrapping button title), or a stack
///   with a candidate among its arranged views, hidden ones included;
/// - only when two or more arranged views are candidates, each gets
///   `width <= canvas.width / m − spacing · (m − 1) / m`, `m` the visible candidates and the canvas
///   the stack or its layout margins, at 950 for the first candidate and one more for each next
///   (25 / count apart when more than 25 share a row). Hidden candidates get theirs too; their
///   `UISV-hiding` width wins.
///
/// UIKit keeps an older scheme for apps linked against old SDKs (iOS 13.4's UIStackView lacks the
/// nested-stack candidate; iOS 15.2's has it): every candidate, even alone, gets
/// `width == canvas.width / n − spacing · (n − 1) / n` over all `n` visible views at
/// min(999, max(its compression resistance, hugging) + 10) — rdar://39275811 (iOS 11.3) saw a
/// label beside a switch take half the row at 759. It is not modelled: apps built today get the
/// scheme above, and on Interface Builder's canvases the corpus agrees with it and contradicts
/// the older one (Xcode 13.3 and 14 documents keep a lone wrapping label or button at its own
/// width beside a control), while no older document shows either scheme binding.
extension ConstraintBuilder {
    mutating func addTextWidthDisambiguation(for stack: Scene.View, arranged: [Int], canvas: LinearRect,
                                             spacing: Double, name: (String, [Int]) -> ConstraintOrigin) {
        guard (stack.properties.axis ?? .horizontal) == .horizontal,
              ![.fillEqually, .fillProportionally].contains(stack.properties.distribution ?? .fill) else { return }
        let candidates = arranged.filter { holdsWrappingText($0) }
        guard candidates.count >= 2 else { return }
        let m = Double(candidates.filter { !scene.views[$0].isHidden }.count)
        let share = m > 0 ? canvas.width * (1 / m) - spacing * (m - 1) / m : canvas.width
        let step = min(25 / Double(candidates.count), 1)
        for (place, view) in candidates.enumerated() {
            add(LinearConstraint(frame(view).width, .lessOrEqual, share, priority: 950 + Double(place) * step,
                                 origin: name("UISV-text-width-disambiguation", [view])))
        }
    }

    /// A view whose height follows its width, or a stack holding one.
    private func holdsWrappingText(_ view: Int) -> Bool {
        if content[view]?.heightFollowsWidth == true { return true }
        let v = scene.views[view]
        return v.kind == .stack && v.children.contains { holdsWrappingText($0) }
    }
}

/// `obscured`: content drawn where the system draws over it.
///
/// The safe area is what UIKit leaves clear of the status bar, the notch or Dynamic Island (on
/// the sides in landscape) and the home indicator. A content view (see ``ContentRole``) reaching
/// past it is drawn under them unless something scrolls it out: a scroll view at rest sits at
/// content offset zero shifted by its adjusted content insets, so on an axis whose insets UIKit
/// adjusts (vertically always, across only when the content is wider than the frame) every part of
/// the content can be scrolled clear, and on the other axis it lies where its frame says.
extension LayoutAnalysis {
    /// One finding per obscured content view, its amount how far the view must move to clear the
    /// deepest edge; views already reported `unreachable` (and their subviews) are left to that finding.
    func obscured(skipping unreachable: Set<Int>) -> [Finding] {
        var findings: [Finding] = []
        for view in scene.views where !view.isEffectivelyHidden && !unreachable.contains(view.index) {
            guard let role = view.contentRole, role != .picture || !isBackdrop(view) else { continue }
            let sides = uncoveredSides(of: view)
            guard let worst = sides.max(by: { $0.depth < $1.depth }), worst.depth > 0.5 else { continue }
            let amount = worst.depth.rounded3
            let names = sides.filter { $0.depth > 0.5 }.map(\.side.obstruction)
            findings.append(Finding(kind: .obscured, views: [view.id], amount: amount,
                                    message: "\(view.id) lies \(amount.points) outside the safe area, under "
                                        + names.joined(separator: " and ") + "; " + worst.side.advice(for: view.id)))
        }
        return findings
    }

    /// Per edge of the safe area the view reaches past (on screen), how far it must move to clear it.
    private func uncoveredSides(of view: Scene.View) -> [(side: SafeAreaSide, depth: Double)] {
        let frame = frame(view.index)
        let screen = guides.screen
        let insets = screen.safeArea
        var vertical = true
        var horizontal = true
        if let scroll = view.scrollAncestor {
            // Vertical insets are always adjusted: the content scrolls clear of the bars.
            vertical = false
            horizontal = !adjustsHorizontally(scroll)
        }
        let device = guides.bars.deviceSafeArea
        var sides: [(side: SafeAreaSide, depth: Double)] = []
        if vertical, frame.y < insets.top, frame.maxY > 0 {
            let side = SafeAreaSide.top(deviceInset: device.top, underStatusBar: frame.y < device.top, bar: guides.bars.topBar)
            sides.append((side, insets.top - max(frame.y, 0)))
        }
        if vertical, frame.maxY > screen.height - insets.bottom, frame.y < screen.height {
            let side = SafeAreaSide.bottom(onHomeIndicator: device.bottom > 0 && frame.maxY > screen.height - device.bottom,
                                           bar: guides.bars.bottomBar)
            sides.append((side, min(frame.maxY, screen.height) - (screen.height - insets.bottom)))
        }
        if horizontal, frame.x < insets.left, frame.maxX > 0 {
            sides.append((.left, insets.left - max(frame.x, 0)))
        }
        if horizontal, frame.maxX > screen.width - insets.right, frame.x < screen.width {
            sides.append((.right, min(frame.maxX, screen.width) - (screen.width - insets.right)))
        }
        return sides
    }

    /// An image that text or a control lies on is a backdrop (a label on a background image, a
    /// badge on a photo): drawing it edge to edge, under the bars, is the design, not a defect.
    func isBackdrop(_ image: Scene.View) -> Bool {
        let frame = frame(image.index)
        return scene.views.contains { other in
            guard !other.isEffectivelyHidden, let role = other.contentRole, role != .picture else { return false }
            return frame.intersection(self.frame(other.index)).map { min($0.width, $0.height) > 1 } ?? false
        }
    }

}

/// An edge of the safe area and what UIKit draws beyond it.
private enum SafeAreaSide {
    /// The top: the status bar (a device inset over 24 pt has a notch or Dynamic Island beside it),
    /// then any navigation bar below it.
    case top(deviceInset: Double, underStatusBar: Bool, bar: String?)
    /// The bottom: any tab bar or toolbar, then the home indicator below it.
    case bottom(onHomeIndicator: Bool, bar: String?)
    case left, right

    var obstruction: String {
        switch self {
        case let .top(inset, underStatusBar, bar):
            let statusBar = inset > 24 ? "the status bar and the notch or Dynamic Island" : "the status bar"
            return [underStatusBar || bar == nil ? statusBar : nil, bar].compactMap { $0 }.joined(separator: " and ")
        case let .bottom(onHomeIndicator, bar):
            return [bar, onHomeIndicator || bar == nil ? "the home indicator" : nil].compactMap { $0 }.joined(separator: " and ")
        case .left, .right: return "the side inset of the notch or Dynamic Island"
        }
    }

    func advice(for id: String) -> String {
        switch self {
        case .top: "constrain its top to the safe area (\(id).top >= safeArea.top) or let a scroll view hold it"
        case .bottom: "constrain its bottom to the safe area (\(id).bottom <= safeArea.bottom) or let a scroll view hold it"
        case .left, .right: "constrain it to the safe area or the layout margins (\(id).leading >= safeArea.leading, "
            + "\(id).trailing <= safeArea.trailing)"
        }
    }
}

/// A rectangle whose origin and size are linear expressions: a view's frame, or a layout guide.
struct LinearRect {
    var minX: LayoutExpression
    var minY: LayoutExpression
    var width: LayoutExpression
    var height: LayoutExpression

    init(minX: LayoutExpression, minY: LayoutExpression, width: LayoutExpression, height: LayoutExpression) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }

    /// A rectangle fixed by the profile (the screen, the safe area, the keyboard, …).
    init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: .constant(x), minY: .constant(y), width: .constant(width), height: .constant(height))
    }

    /// The rectangle of four consecutive frame variables starting at `base`.
    init(variablesFrom base: Int) {
        self.init(minX: .variable(base), minY: .variable(base + 1),
                  width: .variable(base + 2), height: .variable(base + 3))
    }

    var maxX: LayoutExpression { minX + width }
    var maxY: LayoutExpression { minY + height }
    var centerX: LayoutExpression { minX + width.scaled(by: 0.5) }
    var centerY: LayoutExpression { minY + height.scaled(by: 0.5) }

    /// This rectangle shrunk by physical insets (left/right already resolved from leading/trailing).
    func inset(top: Double, left: Double, bottom: Double, right: Double) -> LinearRect {
        LinearRect(minX: minX + left, minY: minY + top,
                   width: width - (left + right), height: height - (top + bottom))
    }

    /// The expression of a non-baseline attribute. Leading and trailing come back negated in
    /// right-to-left layouts: see `ConstraintBuilder.mirrorsForRTL`.
    func expression(_ attribute: LayoutAttribute, rtl: Bool) -> LayoutExpression {
        switch attribute {
        case .left: minX
        case .right: maxX
        case .top: minY
        case .bottom: maxY
        case .width: width
        case .height: height
        case .centerX: rtl ? centerX.negated : centerX
        case .centerY: centerY
        case .leading: rtl ? maxX.negated : minX
        case .trailing: rtl ? minX.negated : maxX
        case .firstBaseline, .lastBaseline: maxY
        }
    }
}

/// UIStackView's own constraints, with UIKit's names and priorities.
///
/// Along the axis: the first and last visible arranged views meet the canvas
/// (`UISV-canvas-connection`), neighbours are chained by the spacing (`UISV-spacing`), and the
/// distribution adds equal sizes (`UISV-fill-equally`), proportional sizes at 999, 998, …
/// (`UISV-fill-proportionally`), or spacer guides between views (`UISV-distributing`, equal
/// for equalSpacing, equal at 149, 148, … between centres for equalCentering) with the stack
/// hugging its views at 49 (`UISV-fitting`).
/// Across the axis: fill pins every view to both canvas edges; the other alignments pin one
/// edge (or the centre, or the baseline — hanging the row from its first view's top) and
/// enclose the views in a spanner guide whose edges hug them at 999.5 and whose size shrinks
/// at 51 (`UISV-alignment-spanner`), with each view's
/// cross size suppressed to 0 at 25 so a view without an intrinsic size is not ambiguous
/// (`UISV-ambiguity-suppression`).
/// Hidden arranged views collapse to zero length with their spacing (`UISV-hiding`).
/// Multi-line text in a horizontal row gets its width shares (`UISV-text-width-disambiguation`,
/// `StackTextDisambiguation.swift`).
extension ConstraintBuilder {
    /// One axis of a rectangle: where it starts and ends along that axis, its length and centre.
    /// Horizontal positions are measured leading to trailing, so right-to-left layouts mirror.
    struct Span {
        var start: LayoutExpression
        var length: LayoutExpression
        var end: LayoutExpression { start + length }
        var center: LayoutExpression { start + length.scaled(by: 0.5) }
    }

    func span(_ rect: LinearRect, _ axis: StackAxis) -> Span {
        switch axis {
        case .vertical: Span(start: rect.minY, length: rect.height)
        case .horizontal where rtl: Span(start: rect.maxX.negated, length: rect.width)
        case .horizontal: Span(start: rect.minX, length: rect.width)
        }
    }

    mutating func addStackConstraints(for stack: Scene.View) {
        let properties = stack.properties
        let axis = properties.axis ?? .horizontal
        let cross: StackAxis = axis == .horizontal ? .vertical : .horizontal
        let canvas = (properties.marginsRelative ?? false) ? marginsGuide(of: stack.index) : frame(stack.index)
        let arranged = stack.children
        let visible = arranged.filter { !scene.views[$0].isHidden }
        let spacing = properties.spacing ?? 0
        let ids = scene.views.map(\.id)
        let name = { (rule: String, views: [Int]) in
            ConstraintOrigin.system(name: rule, views: [stack.id] + views.map { ids[$0] })
        }

        addHidingConstraints(arranged: arranged, axis: axis, cross: cross, canvas: canvas, name: name)
        guard let first = visible.first, let last = visible.last else { return }

        let along = span(canvas, axis)
        add(LinearConstraint(along.start, .equal, span(frame(first), axis).start, origin: name("UISV-canvas-connection", [first])))
        add(LinearConstraint(along.end, .equal, span(frame(last), axis).end, origin: name("UISV-canvas-connection", [last])))

        let distribution = properties.distribution ?? .fill
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            chain(visible, axis: axis, relation: .equal, spacing: spacing, name: name)
            if distribution == .fillEqually {
                for view in visible.dropFirst() {
                    add(LinearConstraint(span(frame(view), axis).length, .equal, span(frame(first), axis).length,
                                         origin: name("UISV-fill-equally", [first, view])))
                }
            }
            if distribution == .fillProportionally {
                addProportionalSizes(arranged: arranged, visible: visible, axis: axis, canvas: along,
                                     spacing: spacing, name: name)
            }
        case .equalSpacing, .equalCentering:
            chain(visible, axis: axis, relation: .greaterOrEqual, spacing: spacing, name: name)
            addDistributingSpacers(visible, of: stack.index, axis: axis, centering: distribution == .equalCentering, name: name)
            add(LinearConstraint(along.length, .equal, .constant(0), priority: 49, origin: name("UISV-fitting", [])))
        }
        addTextWidthDisambiguation(for: stack, arranged: arranged, canvas: canvas, spacing: spacing, name: name)

        addAlignment(properties.alignment ?? .fill, of: stack.index, arranged: arranged, visible: visible, stackAxis: axis,
                     cross: cross, canvas: canvas, name: name)
    }

    private mutating func addHidingConstraints(arranged: [Int], axis: StackAxis, cross: StackAxis, canvas: LinearRect,
                                               name: (String, [Int]) -> ConstraintOrigin) {
        var previousEnd = span(canvas, axis).start
        for view in arranged {
            let viewSpan = span(frame(view), axis)
            if scene.views[view].isHidden {
                add(LinearConstraint(viewSpan.length, .equal, .constant(0), origin: name("UISV-hiding", [view])))
                add(LinearConstraint(viewSpan.start, .equal, previousEnd, origin: name("UISV-hiding", [view])))
                add(LinearConstraint(span(frame(view), cross).start, .equal, span(canvas, cross).start,
                                     origin: name("UISV-hiding", [view])))
            } else {
                previousEnd = viewSpan.end
            }
        }
    }

    private mutating func chain(_ views: [Int], axis: StackAxis, relation: LayoutRelation, spacing: Double,
                                name: (String, [Int]) -> ConstraintOrigin) {
        for (previous, next) in zip(views, views.dropFirst()) {
            add(LinearConstraint(span(frame(next), axis).start, relation, span(frame(previous), axis).end + spacing,
                                 origin: name("UISV-spacing", [previous, next])))
        }
    }

    /// Each view's length is its share of the intrinsic lengths (spacing included in the total),
    /// at 999 for the first arranged view, 998 for the next, … as UIKit counts them.
    private mutating func addProportionalSizes(arranged: [Int], visible: [Int], axis: StackAxis, canvas: Span,
                                               spacing: Double, name: (String, [Int]) -> ConstraintOrigin) {
        let lengths = Dictionary(uniqueKeysWithValues: visible.map { ($0, fittingLength(of: $0, along: axis)) })
        let intrinsic = { (view: Int) -> Double in lengths[view] ?? 0 }
        let total = visible.map(intrinsic).reduce(0, +) + spacing * Double(visible.count - 1)
        guard total > 0 else { return }
        var priority = 1000.0
        for view in arranged {
            if visible.count > 1 { priority -= 1 }
            guard !scene.views[view].isHidden else { continue }
            add(LinearConstraint(span(frame(view), axis).length, .equal, canvas.length * (intrinsic(view) / total),
                                 priority: priority, origin: name("UISV-fill-proportionally", [view])))
        }
    }

    /// A view's natural length along an axis: its intrinsic size; else the length a required
    /// constraint of the file holds it at (UIKit shares by the view's current size then, which
    /// that constraint gave it); or for a nested stack the fitting length of its arranged views
    /// (their sum plus spacing along its axis, the longest across it). That is what a proportional
    /// stack shares out (IB: two nested rows of 86.5 and 88.5 pt split 355 pt as 175.5 and 179.5).
    func fittingLength(of view: Int, along axis: StackAxis) -> Double {
        if let length = axis == .horizontal ? content[view]?.width : content[view]?.height { return max(0, length) }
        return laidOutLength(of: view, along: axis)
    }

    /// The length a view inside a nested stack is laid out at when nothing squeezes it: a required
    /// length constraint of the file wins over its intrinsic size there (a 45 pt field under a
    /// 14.5 pt label makes a 63.5 pt column, as IB saves it, not 52.5 from the field's 34).
    private func laidOutLength(of view: Int, along axis: StackAxis) -> Double {
        if let fixed = axis == .horizontal ? fixedLengths[view]?.width : fixedLengths[view]?.height { return max(0, fixed) }
        if let length = axis == .horizontal ? content[view]?.width : content[view]?.height { return max(0, length) }
        let v = scene.views[view]
        guard v.kind == .stack else { return 0 }
        let lengths = v.children.filter { !scene.views[$0].isHidden }.map { laidOutLength(of: $0, along: axis) }
        guard !lengths.isEmpty else { return 0 }
        if (v.properties.axis ?? .horizontal) == axis {
            return lengths.reduce(0, +) + (v.properties.spacing ?? 0) * Double(lengths.count - 1)
        }
        return lengths.max() ?? 0
    }

    /// Spacer guides between neighbours: between their edges (equalSpacing, all equal, required)
    /// or between their centres (equalCentering, equal at 149, 148, …).
    private mutating func addDistributingSpacers(_ views: [Int], of stack: Int, axis: StackAxis, centering: Bool,
                                                 name: (String, [Int]) -> ConstraintOrigin) {
        var spacers: [Span] = []
        for (previous, next) in zip(views, views.dropFirst()) {
            let base = allocateVariables(2)
            let spacer = Span(start: .variable(base), length: .variable(base + 1))
            let (before, after) = (span(frame(previous), axis), span(frame(next), axis))
            add(LinearConstraint(spacer.start, .equal, centering ? before.center : before.end,
                                 origin: name("UISV-distributing", [previous])))
            add(LinearConstraint(spacer.end, .equal, centering ? after.center : after.start,
                                 origin: name("UISV-distributing", [next])))
            spacers.append(spacer)
        }
        guard let first = spacers.first else { return }
        for (offset, spacer) in spacers.dropFirst().enumerated() {
            add(LinearConstraint(spacer.length, .equal, first.length, priority: centering ? 149 - Double(offset) : 1000,
                                 origin: name(centering ? "UISV-distributing-centering" : "UISV-distributing-edge", [])))
        }
    }

    private mutating func addAlignment(_ alignment: StackAlignment, of stack: Int, arranged: [Int], visible: [Int], stackAxis: StackAxis,
                                       cross: StackAxis, canvas: LinearRect, name: (String, [Int]) -> ConstraintOrigin) {
        let edge = span(canvas, cross)
        let first = visible[0]
        let firstSpan = span(frame(first), cross)
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        // Baseline alignment is only defined for horizontal stacks; vertical ones fill, as UIKit documents.
        if alignment == .fill || (isBaseline && stackAxis == .vertical) {
            for view in visible {
                let viewSpan = span(frame(view), cross)
                add(LinearConstraint(viewSpan.start, .equal, edge.start, origin: name("UISV-alignment", [view])))
                add(LinearConstraint(viewSpan.end, .equal, edge.end, origin: name("UISV-alignment", [view])))
            }
            return
        }
        for view in arranged {
            add(LinearConstraint(span(frame(view), cross).length, .equal, .constant(0), priority: 25,
                                 origin: name("UISV-ambiguity-suppression", [view])))
        }
        let baselineAttribute: LayoutAttribute = alignment == .lastBaseline ? .lastBaseline : .firstBaseline
        for view in visible.dropFirst() {
            let viewSpan = span(frame(view), cross)
            let (lhs, rhs): (LayoutExpression, LayoutExpression) = switch alignment {
            case .leading, .top: (viewSpan.start, firstSpan.start)
            case .trailing, .bottom: (viewSpan.end, firstSpan.end)
            case .center: (viewSpan.center, firstSpan.center)
            case .fill, .firstBaseline, .lastBaseline:
                (baseline(baselineAttribute, of: view), baseline(baselineAttribute, of: first))
            }
            add(LinearConstraint(lhs, .equal, rhs, origin: name("UISV-alignment", [first, view])))
        }

        let base = allocateVariables(2)
        let spanner = Span(start: .variable(base), length: .variable(base + 1))
        let pinsStart = alignment == .leading || alignment == .top
        let pinsEnd = alignment == .trailing || alignment == .bottom
        // A first-baseline row hangs from its first view's top (a last-baseline one stands on its
        // first view's bottom); the spanner gives the other edge.
        let startsAtFirst = pinsStart || alignment == .firstBaseline
        let endsAtFirst = pinsEnd || alignment == .lastBaseline
        for view in visible {
            let viewSpan = span(frame(view), cross)
            add(LinearConstraint(spanner.start, pinsStart ? .equal : .lessOrEqual, viewSpan.start,
                                 priority: pinsStart ? 999.5 : 1000, origin: name("UISV-spanning-boundary", [view])))
            add(LinearConstraint(spanner.end, pinsEnd ? .equal : .greaterOrEqual, viewSpan.end,
                                 priority: pinsEnd ? 999.5 : 1000, origin: name("UISV-spanning-boundary", [view])))
        }
        add(LinearConstraint(spanner.length, .equal, .constant(0), priority: 51, origin: name("UISV-spanning-fit", [])))
        add(LinearConstraint(edge.start, .equal, startsAtFirst ? firstSpan.start : spanner.start,
                             origin: name("UISV-canvas-connection", [])))
        add(LinearConstraint(edge.end, .equal, endsAtFirst ? firstSpan.end : spanner.end,
                             origin: name("UISV-canvas-connection", [])))
        if alignment == .center {
            add(LinearConstraint(edge.center, .equal, firstSpan.center, origin: name("UISV-canvas-connection", [first])))
        }
    }
}

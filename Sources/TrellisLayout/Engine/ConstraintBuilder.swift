/// Turns a screen at one profile into the engine's linear system: the file's constraints,
/// intrinsic content sizes, and the constraints UIKit adds for stack views.
///
/// Variables are allocated deterministically (frames first, then scroll content sizes, then
/// stack helpers in view order), so two profiles whose systems have the same shape use the same
/// variable numbers and the solver can be reused by updating constants.
struct ConstraintBuilder {
    let scene: Scene
    let guides: ScreenGuides
    let rtl: Bool
    let content: [ContentSize?]
    let margins: LayoutMargins
    private(set) var variableCount: Int
    private(set) var constraints: [LinearConstraint] = []
    /// Scroll view index → the variable of its content width (height is the next one).
    private(set) var scrollContentVariables: [Int: Int] = [:]
    /// Widths and heights the file holds views at (`b.height == 76`, required, or an intrinsic
    /// size's pair), by view index: the size such a view has when a proportional stack shares out its length.
    private(set) var fixedLengths: [Int: (width: Double?, height: Double?)] = [:]

    init(scene: Scene, guides: ScreenGuides, rtl: Bool, content: [ContentSize?], margins: LayoutMargins) {
        self.scene = scene
        self.guides = guides
        self.rtl = rtl
        self.content = content
        self.margins = margins
        variableCount = scene.frameVariableCount
        for view in scene.views where view.kind == .scroll {
            scrollContentVariables[view.index] = allocateVariables(2)
        }
    }

    /// Builds the whole system for the constraints active at this profile.
    mutating func build(active: [ConstraintSpec]) {
        for spec in active { addFileConstraint(spec) }
        noteFixedLengths(active)
        for (index, frame) in guides.bars.frames.sorted(by: { $0.key < $1.key }) { placeBar(index, at: frame) }
        for view in scene.views {
            addNonNegativeSize(of: view)
            addIntrinsicSize(of: view)
            if view.kind == .stack { addStackConstraints(for: view) }
        }
    }

    /// Helper variables (scroll content sizes, spacers, spanners) after the frames; returns the first.
    mutating func allocateVariables(_ count: Int) -> Int {
        defer { variableCount += count }
        return variableCount
    }

    mutating func add(_ constraint: LinearConstraint) { constraints.append(constraint) }

    // MARK: Items and anchors

    func frame(_ index: Int) -> LinearRect { LinearRect(variablesFrom: 4 * index) }

    func rect(of item: LayoutItem) -> LinearRect {
        switch item {
        case .root: return guides.root
        case .safeArea: return guides.safeArea
        case .margins: return guides.margins
        case .readable: return guides.readable
        case .keyboard: return guides.keyboard
        case let .view(id), let .scrollFrame(id): return frame(index(of: id))
        case let .viewMargins(id): return marginsGuide(of: index(of: id))
        case let .scrollContent(id):
            let scroll = index(of: id)
            let size = scrollContentVariables[scroll] ?? allocationMissing(id)
            // At content offset zero the content guide's origin is the scroll view's origin.
            return LinearRect(minX: frame(scroll).minX, minY: frame(scroll).minY,
                              width: .variable(size), height: .variable(size + 1))
        }
    }

    /// A view's layoutMarginsGuide: its frame inset by its margins (`LayoutMargins`).
    func marginsGuide(of index: Int) -> LinearRect {
        let insets = margins.insets[index]
        return frame(index).inset(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The expression of an anchor. `mirrored` negates horizontal positions: UIKit flips
    /// constraints that use leading/trailing in right-to-left layouts, constants included.
    func expression(_ anchor: LayoutAnchor, mirrored: Bool) -> LayoutExpression {
        switch anchor.attribute {
        case .firstBaseline, .lastBaseline:
            guard case let .view(id) = anchor.item else { return rect(of: anchor.item).maxY }
            return baseline(anchor.attribute, of: index(of: id))
        default:
            return rect(of: anchor.item).expression(anchor.attribute, rtl: mirrored)
        }
    }

    /// A view's first or last baseline; a stack's is its first (last) visible arranged view's,
    /// a view without text has its baseline at its bottom, as UIKit does. Buttons and text fields
    /// draw their text centred vertically, so in one taller (or shorter) than its content the
    /// baselines move with the centre. A label's are fixed offsets from its top (first) and bottom
    /// (last), however tall it is: IB saves labels so in 5 documents of 5 repositories (Xcode 6
    /// to 15; one tied to a taller label at both baselines is as tall, one tied at the first has
    /// its top at the other's), none against.
    func baseline(_ attribute: LayoutAttribute, of index: Int) -> LayoutExpression {
        let view = scene.views[index]
        if view.kind == .stack {
            let visible = view.children.filter { !scene.views[$0].isHidden }
            if let child = attribute == .firstBaseline ? visible.first : visible.last {
                return baseline(attribute, of: child)
            }
        }
        let frame = frame(index)
        guard let text = content[index]?.baselines else { return frame.maxY }
        if [.button, .textField].contains(view.kind), let height = content[index]?.height {
            return attribute == .firstBaseline ? frame.centerY + (text.first - height / 2)
                : frame.centerY + (height / 2 - text.lastFromBottom)
        }
        return attribute == .firstBaseline ? frame.minY + text.first : frame.maxY - text.lastFromBottom
    }

    private func index(of id: String) -> Int {
        guard let index = scene.indexByID[id] else {
            preconditionFailure("the parser validates view ids; '\(id)' reached the engine unknown")
        }
        return index
    }

    private func allocationMissing(_ id: String) -> Int {
        preconditionFailure("the parser allows `.content` on scroll views only; '\(id)' is not one")
    }

    // MARK: The file's constraints

    private mutating func addFileConstraint(_ spec: ConstraintSpec) {
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let mirrored = rtl && (directional.contains(spec.first.attribute)
            || spec.second.map { directional.contains($0.attribute) } == true)
        let lhs = expression(spec.first, mirrored: mirrored)
        var rhs = LayoutExpression.constant(spec.constant)
        if let second = spec.second {
            rhs = expression(second, mirrored: mirrored) * spec.multiplier + spec.constant
        }
        add(LinearConstraint(lhs, spec.relation, rhs, priority: spec.priority, origin: .file(spec)))
    }

    /// A required `== n`, or else a `>= n` and a `<= n` below required: the pair UIKit makes of an
    /// intrinsic size, which the importer writes for controls Trellis has no type for.
    private mutating func noteFixedLengths(_ specs: [ConstraintSpec]) {
        struct Length: Hashable { var view: Int, isWidth: Bool }
        var fixed: [Length: Double] = [:], lower: [Length: Set<Double>] = [:], upper: [Length: Set<Double>] = [:]
        for spec in specs where spec.second == nil && [.width, .height].contains(spec.first.attribute) {
            guard case let .view(id) = spec.first.item else { continue }
            let length = Length(view: index(of: id), isWidth: spec.first.attribute == .width)
            switch (spec.relation, spec.priority >= 1000) {
            case (.equal, true): fixed[length] = spec.constant
            case (.greaterOrEqual, false): lower[length, default: []].insert(spec.constant)
            case (.lessOrEqual, false): upper[length, default: []].insert(spec.constant)
            default: break
            }
        }
        for (length, bounds) in lower where fixed[length] == nil {
            fixed[length] = bounds.intersection(upper[length] ?? []).min()
        }
        for (length, value) in fixed {
            if length.isWidth { fixedLengths[length.view, default: (nil, nil)].width = value }
            else { fixedLengths[length.view, default: (nil, nil)].height = value }
        }
    }

    /// UIKit places bars, not the file: each edge of the bar's frame is required where `BarLayout` put it.
    private mutating func placeBar(_ index: Int, at frame: Frame) {
        let rect = self.frame(index)
        let origin = ConstraintOrigin.system(name: "UIKit bar placement", views: [scene.views[index].id])
        for (variable, value) in [(rect.minX, frame.x), (rect.minY, frame.y), (rect.width, frame.width), (rect.height, frame.height)] {
            add(LinearConstraint(variable, .equal, .constant(value), origin: origin))
        }
    }

    // MARK: Sizes

    /// Keeps sizes from going negative when equally weighted constraints leave the optimum a
    /// whole edge of choices (two labels compressed at 750: the solver may take all of it from
    /// one). Just below required, so a user's required constraint still wins, as in UIKit.
    private mutating func addNonNegativeSize(of view: Scene.View) {
        let frame = frame(view.index)
        add(LinearConstraint(frame.width, .greaterOrEqual, .constant(0), priority: UIKitMetrics.nonNegativeSizePriority,
                             origin: .system(name: "non-negative width", views: [view.id])))
        add(LinearConstraint(frame.height, .greaterOrEqual, .constant(0), priority: UIKitMetrics.nonNegativeSizePriority,
                             origin: .system(name: "non-negative height", views: [view.id])))
    }

    // MARK: Intrinsic content size

    /// UIKit's content-size constraints: per axis with an intrinsic size, `size >= intrinsic` at
    /// the compression resistance priority and `size <= intrinsic` at the hugging priority (ties in
    /// a `.fill` stack settled by arranged order, see `StackTieBreaking.swift`).
    private mutating func addIntrinsicSize(of view: Scene.View) {
        guard let size = content[view.index] else { return }
        let frame = frame(view.index)
        if let width = size.width {
            addContentSize(frame.width, width, axis: "width", view: view.id,
                           compression: effectiveContentPriority(.compression, of: view, axis: .horizontal),
                           hugging: effectiveContentPriority(.hugging, of: view, axis: .horizontal))
        }
        if let height = size.height {
            addContentSize(frame.height, height, axis: "height", view: view.id,
                           compression: effectiveContentPriority(.compression, of: view, axis: .vertical),
                           hugging: effectiveContentPriority(.hugging, of: view, axis: .vertical))
        }
    }

    private mutating func addContentSize(_ length: LayoutExpression, _ intrinsic: Double, axis: String, view: String,
                                         compression: Double, hugging: Double) {
        add(LinearConstraint(length, .greaterOrEqual, .constant(intrinsic), priority: compression,
                             origin: .system(name: "\(axis) compression resistance", views: [view])))
        add(LinearConstraint(length, .lessOrEqual, .constant(intrinsic), priority: hugging,
                             origin: .system(name: "\(axis) content hugging", views: [view])))
    }
}

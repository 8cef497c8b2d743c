/// What the constraints leave undetermined, per view and axis, and per scroll view's content.
///
/// A variable is undetermined when the solver can move it without changing any priority's error
/// (`Solver.ambiguousVariables`, alternate optima included), or when no constraint mentions it at
/// all: a label with no horizontal constraint, a box with only a width and a height. The second kind
/// never reaches the solver, which is why it has to be looked for here.
///
/// Helper variables (stack spacers, spanners) are not reported themselves: when one is free, the
/// frames hung on it are free too and are reported. A scroll view's content size is reported as
/// its own finding — Interface Builder's "scrollable content size ambiguity" — and not as the
/// scroll view's frame, which may be fully determined.
struct Ambiguity {
    /// Views (visible ones) whose frame is not determined, by axis.
    private(set) var views: [Int: Set<StackAxis>] = [:]
    /// Scroll views whose content size is not determined, by axis.
    private(set) var scrollContent: [Int: Set<StackAxis>] = [:]
    /// The undetermined variables, for naming the constraints that tie.
    private var variables: Set<Int> = []

    init(scene: Scene, constraints: [LinearConstraint], scrollContentVariables: [Int: Int], solverAmbiguous: [Int]) {
        var mentioned = Set<Int>()
        for constraint in constraints { mentioned.formUnion(constraint.expression.terms.keys) }
        let free = Set(solverAmbiguous)
        let undetermined = { (variable: Int) in free.contains(variable) || !mentioned.contains(variable) }
        for view in scene.views where !view.isEffectivelyHidden {
            for (variable, axis) in [(view.minX, StackAxis.horizontal), (view.width, .horizontal),
                                     (view.minY, .vertical), (view.height, .vertical)] where undetermined(variable) {
                views[view.index, default: []].insert(axis)
                variables.insert(variable)
            }
        }
        for (scroll, first) in scrollContentVariables where !scene.views[scroll].isEffectivelyHidden {
            for (variable, axis) in [(first, StackAxis.horizontal), (first + 1, .vertical)] where undetermined(variable) {
                scrollContent[scroll, default: []].insert(axis)
                variables.insert(variable)
            }
        }
    }

    /// Whether a scroll view's content size on `axis` is left undetermined.
    func contentIsUndetermined(_ scroll: Int, _ axis: StackAxis) -> Bool {
        scrollContent[scroll]?.contains(axis) ?? false
    }

    /// One finding per scroll view content axis, then one per axis for the views.
    func findings(scene: Scene, constraints: [LinearConstraint]) -> [Finding] {
        var findings: [Finding] = []
        for scroll in scrollContent.keys.sorted() {
            for axis in [StackAxis.horizontal, .vertical] where contentIsUndetermined(scroll, axis) {
                findings.append(contentFinding(scene.views[scroll], axis))
            }
        }
        for axis in [StackAxis.horizontal, .vertical] {
            let free = views.keys.sorted().filter { views[$0]!.contains(axis) }.map { scene.views[$0] }
            guard !free.isEmpty else { continue }
            findings.append(viewFinding(free, axis, scene: scene, constraints: constraints))
        }
        return findings
    }

    private func contentFinding(_ scroll: Scene.View, _ axis: StackAxis) -> Finding {
        let (length, start, end) = axis == .vertical ? ("height", "top", "bottom") : ("width", "leading", "trailing")
        return Finding(kind: .ambiguous, views: [scroll.id],
                       message: "\(Self.scrollContent): the \(length) of \(scroll.id)'s content is not "
                           + "determined by what it holds; chain its views from \(scroll.id).content.\(start) to "
                           + "\(scroll.id).content.\(end) (or give \(scroll.id).content a \(length))")
    }

    private func viewFinding(_ free: [Scene.View], _ axis: StackAxis, scene: Scene, constraints: [LinearConstraint]) -> Finding {
        let direction = axis == .horizontal ? "horizontally" : "vertically"
        let axisVariables = Set(free.flatMap { axis == .horizontal ? [$0.minX, $0.width] : [$0.minY, $0.height] })
            .intersection(variables)
        let touching = constraints.filter { !Set($0.expression.terms.keys).isDisjoint(with: axisVariables) }
        var reasons: [String] = []
        let unplaced = free.filter { view in
            let position = axis == .horizontal ? view.minX : view.minY
            return !touching.contains { $0.expression.terms[position] != nil }
        }
        if !unplaced.isEmpty {
            let names = unplaced.map(\.id).joined(separator: ", ")
            reasons.append("nothing places \(names) \(direction) (add a constraint on "
                + (axis == .horizontal ? "its leading, trailing or centerX" : "its top, bottom or centerY") + ")")
        }
        let optional = Dictionary(grouping: touching.filter { $0.priority < 1000 }, by: \.priority)
        for priority in optional.keys.sorted(by: >) where optional[priority]!.count > 1 {
            let names = optional[priority]!.prefix(6).map { "'\($0.origin.name)'" }.joined(separator: ", ")
            reasons.append("tie at priority \(Self.format(priority)): \(names)")
        }
        if reasons.isEmpty { reasons.append("the constraints on them leave room to move; pin an edge and a size") }
        return Finding(kind: .ambiguous, views: free.map(\.id),
                       message: "\(free.map(\.id).joined(separator: ", ")) not determined \(direction): "
                           + reasons.joined(separator: "; "))
    }

    /// How a scroll view's content finding begins (Interface Builder's words).
    static let scrollContent = "scrollable content size ambiguity"

    private static func format(_ priority: Double) -> String {
        priority == priority.rounded() ? String(Int(priority)) : String(priority)
    }
}

extension Finding {
    /// An ambiguity of a scroll view's content size, not of any frame: the scroll view's own may be determined.
    public var isScrollContentAmbiguity: Bool { kind == .ambiguous && message.hasPrefix(Ambiguity.scrollContent) }
}

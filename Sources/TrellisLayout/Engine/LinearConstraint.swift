/// Why the engine holds a constraint: a line of the screen file, or a rule UIKit itself adds.
enum ConstraintOrigin: Hashable, Sendable {
    case file(ConstraintSpec)
    /// UIKit's own constraints, named as UIKit names them where it does (`UISV-spacing`, …).
    case system(name: String, views: [String])

    /// The views a finding about this constraint names.
    var views: [String] {
        switch self {
        case let .file(spec): [spec.first.item.viewID, spec.second?.item.viewID].compactMap { $0 }
        case let .system(_, views): views
        }
    }

    var name: String {
        switch self {
        case let .file(spec): spec.name
        case let .system(name, views): views.isEmpty ? name : "\(name) (\(views.joined(separator: ", ")))"
        }
    }
}

/// One constraint of the engine's system: `expression RELATION 0` at a priority.
struct LinearConstraint: Sendable {
    var expression: LayoutExpression
    var relation: LayoutRelation
    var priority: Double
    var origin: ConstraintOrigin

    /// `lhs RELATION rhs`.
    init(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
         priority: Double = 1000, origin: ConstraintOrigin) {
        expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.origin = origin
    }

    /// Everything but the constant: two profiles whose systems agree on this differ only in constants.
    var shape: Shape { Shape(terms: expression.terms, relation: relation, priority: priority) }

    struct Shape: Hashable {
        let terms: [Int: Double]
        let relation: LayoutRelation
        let priority: Double
    }

    /// Whether the constraint holds for these variable values, within `tolerance` points.
    func holds(_ values: [Double], tolerance: Double = 0.01) -> Bool {
        let value = expression.value(values)
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessOrEqual: return value <= tolerance
        case .greaterOrEqual: return value >= -tolerance
        }
    }
}

extension LayoutItem {
    /// The view an item belongs to (a view, its margins, a scroll view's guides); nil for the root and its guides.
    var viewID: String? {
        switch self {
        case let .view(id), let .viewMargins(id), let .scrollContent(id), let .scrollFrame(id): id
        case .root, .safeArea, .margins, .readable, .keyboard: nil
        }
    }
}

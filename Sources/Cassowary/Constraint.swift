/// How the two sides of a ``Constraint`` relate: `(x <= 10).relation` is `.lessThanOrEqual`.
public enum Relation: String, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
    public var description: String { rawValue }
}

/// A linear relation `expression ⋈ 0` with a priority and an optional label, compared by identity;
/// `==`, `<=` and `>=` normalise to `lhs - rhs ⋈ 0`: `try solver.add((x >= 60).priority(750).labeled("x.min"))`.
public final class Constraint: Sendable, IdentityHashable, CustomStringConvertible {
    let terms: [Term], constantCell: ValueCell
    public let relation: Relation
    public let priority: Priority
    public let label: String?

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, label: String? = nil) {
        (terms, constantCell) = (expression.terms, ValueCell(expression.constant))
        (self.relation, self.priority, self.label) = (relation, priority, label)
    }

    /// `Σ terms + constant ⋈ 0`; the constant follows ``Solver/updateConstant(of:to:)``.
    public var expression: Expression { Expression(terms: terms, constant: constantCell.value) }
    /// UIKit's `constant`: the right-hand side when written as `Σ terms ⋈ constant`.
    public var constant: Double { -constantCell.value }
    func setConstant(_ constant: Double) { constantCell.value = -constant }

    /// A copy with another priority (a different constraint).
    public func priority(_ priority: Priority) -> Constraint { Constraint(expression, relation, priority: priority, label: label) }
    /// A copy with a label (a different constraint).
    public func labeled(_ label: String?) -> Constraint { Constraint(expression, relation, priority: priority, label: label) }

    public var description: String {
        let body = "\(expression) \(relation) 0 @\(priority)"
        return label.map { "\($0): \(body)" } ?? body
    }
}

private func make(_ lhs: Expression, _ relation: Relation, _ rhs: Expression) -> Constraint { Constraint(lhs - rhs, relation) }
public func == (lhs: Expression, rhs: Expression) -> Constraint { make(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { make(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { make(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { make(lhs, .equal, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { make(lhs, .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { make(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { make(Expression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { make(Expression(lhs), .lessThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { make(Expression(lhs), .greaterThanOrEqual, rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { make(lhs, .equal, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { make(lhs, .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { make(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func == (lhs: Double, rhs: Expression) -> Constraint { make(Expression(lhs), .equal, rhs) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { make(Expression(lhs), .lessThanOrEqual, rhs) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { make(Expression(lhs), .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { make(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { make(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { make(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
public func == (lhs: Variable, rhs: Double) -> Constraint { make(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { make(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { make(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
public func == (lhs: Double, rhs: Variable) -> Constraint { make(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { make(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { make(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }

@testable import Cassowary

/// A constraint as fuzz-solver builds it: `Σ terms ⋈ constant` at `priority`, terms kept as
/// written (repeated variables and zero coefficients included), so a replay meets the same rows.
func fuzzConstraint(_ terms: [(Variable, Double)], _ relation: Relation, _ constant: Double,
                    _ priority: Double = 1000) -> Constraint {
    Constraint(Expression(terms: terms.map { Term($0.0, $0.1) }, constant: -constant), relation,
               priority: Priority(priority))
}

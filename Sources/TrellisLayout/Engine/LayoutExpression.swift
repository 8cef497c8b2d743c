/// A linear expression over the engine's frame variables, by index: `Σ coefficient·x[i] + constant`.
///
/// The engine builds its whole system in this form before handing it to the solver, so it can
/// compare the systems of two profiles term by term and, where only constants differ, update
/// constants in place instead of rebuilding the solver.
struct LayoutExpression: Hashable, Sendable {
    private(set) var terms: [Int: Double]
    var constant: Double

    init(terms: [Int: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    static func variable(_ index: Int, _ coefficient: Double = 1) -> LayoutExpression {
        LayoutExpression(terms: [index: coefficient])
    }

    static func constant(_ value: Double) -> LayoutExpression { LayoutExpression(constant: value) }

    static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        var sum = lhs
        for (index, coefficient) in rhs.terms {
            let combined = (sum.terms[index] ?? 0) + coefficient
            sum.terms[index] = combined == 0 ? nil : combined
        }
        sum.constant += rhs.constant
        return sum
    }

    static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression { lhs + rhs.negated }

    static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }

    static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs.scaled(by: rhs) }

    func scaled(by factor: Double) -> LayoutExpression {
        guard factor != 0 else { return LayoutExpression() }
        return LayoutExpression(terms: terms.mapValues { $0 * factor }, constant: constant * factor)
    }

    var negated: LayoutExpression { scaled(by: -1) }

    /// The value of the expression for these variable values.
    func value(_ values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.value * values[$1.key] }
    }
}

/// The terms of a required equality, combined per variable, in a fixed order and signed so
/// that the first coefficient is positive: equal keys mean the same equation up to its
/// constant and sign.
struct TermsKey: Hashable {
    let variables: [ObjectIdentifier]
    let coefficients: [Double]
}

/// Required equalities over the same terms ("twins"): a design system that sets one constraint
/// from two places, or the same equation at two constants.
///
/// Through the tableau, the second twin's row is `0 = constant difference + dummies` only up
/// to rounding. A row built through a cancellation from 1.8e7 to 0.34 kept 3e-9 of an error
/// symbol there, which became the row's subject with multipliers of 3e8; changing the twin's
/// constant so that the two contradicted each other then passed, and broke the first by 10
/// (fuzz-solver). Written from the twin's marker, the row is exact: redundant or a conflict.
extension Tableau {
    static func termsKey(of expression: Expression) -> (key: TermsKey, sign: Double)? {
        var sums: [ObjectIdentifier: Double] = [:]
        for term in expression.terms where term.coefficient != 0 {
            sums[ObjectIdentifier(term.variable), default: 0] = accumulate(sums[ObjectIdentifier(term.variable)] ?? 0, term.coefficient)
        }
        let terms = sums.filter { !isNegligible($0.value) }.sorted { $0.key < $1.key }
        guard let first = terms.first else { return nil }
        let sign: Double = first.value < 0 ? -1 : 1
        return (TermsKey(variables: terms.map(\.key), coefficients: terms.map { sign * $0.value }), sign)
    }

    /// The row of a required equality whose twin is in: `0 = constant − s·k + marker − s·d`,
    /// where the twin reads `0 = E + k + d` and the new one's terms are `s` times the twin's
    /// (s = ±1). Nil without a twin.
    func twinRow(of constraint: Constraint, constant: Double, marker: Symbol) -> Row? {
        guard constraint.priority.isRequired && constraint.relation == .equal,
              let (key, sign) = Self.termsKey(of: constraint.expression),
              let twin = twins[key]?.first.flatMap({ records[$0] }) else { return nil }
        let s = sign / Self.termsKey(of: twin.constraint.expression)!.sign
        return Row(constant: constant - s * twin.expressionConstant,
                   cells: [Cell(symbol: marker, coefficient: 1), Cell(symbol: twin.marker, coefficient: -s)])
    }

    /// Files a required equality under its terms (`adding`), or takes it out.
    mutating func fileTwin(_ constraint: Constraint, adding: Bool) {
        guard constraint.priority.isRequired && constraint.relation == .equal,
              let (key, _) = Self.termsKey(of: constraint.expression) else { return }
        let id = ObjectIdentifier(constraint)
        if adding {
            twins[key, default: []].append(id)
        } else {
            twins[key]?.removeAll { $0 == id }
            if twins[key]?.isEmpty == true { twins[key] = nil }
        }
    }
}

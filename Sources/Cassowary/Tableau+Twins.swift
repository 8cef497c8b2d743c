/// Required equalities over the same terms ("twins"): a design system that sets one constraint
/// from two places, or the same equation at two constants.
///
/// Through the tableau, the second twin's row is `0 = constant difference + dummies` only up
/// to rounding. A row built through a cancellation from 1.8e7 to 0.34 kept 3e-9 of an error
/// symbol there, which became the row's subject with multipliers of 3e8; changing the twin's
/// constant so that the two contradicted each other then passed, and broke the first by 10
/// (fuzz-solver). Written from the twin's marker, the row is exact: redundant or a conflict.
///
/// Equalities are filed by a hash of their terms (every required equality added pays for it,
/// so it allocates nothing), and a hash shared is confirmed term by term.
struct Twin {
    let constraint: Constraint
    /// The sign that makes the coefficient of the term with the lowest variable identity positive.
    let sign: Double
}

extension Tableau {
    /// The hash of a required equality's terms and the sign they were hashed with; nil for other
    /// constraints and for an equation without terms.
    static func termsHash(of constraint: Constraint) -> (hash: UInt64, sign: Double)? {
        guard constraint.priority.isRequired && constraint.relation == .equal else { return nil }
        let terms = constraint.expression.terms
        var lowest: (id: ObjectIdentifier, coefficient: Double)?
        for (i, term) in terms.enumerated() {
            let c = coefficient(of: term.variable, in: terms, from: i)
            let id = ObjectIdentifier(term.variable)
            if !isNegligible(c) && lowest.map({ id < $0.id }) ?? true { lowest = (id, c) }
        }
        guard let lowest else { return nil }
        let sign: Double = lowest.coefficient < 0 ? -1 : 1
        var hash: UInt64 = 0
        for (i, term) in terms.enumerated() {
            let c = coefficient(of: term.variable, in: terms, from: i)
            guard !isNegligible(c) else { continue }
            let id = UInt64(UInt(bitPattern: ObjectIdentifier(term.variable)))
            hash &+= BasisTrail.mix(id ^ (sign * c).bitPattern)
        }
        return (hash, sign)
    }

    /// The summed coefficient of `variable` when `terms[start]` is its first term, else 0 (so
    /// each variable counts once). Expressions have a few terms: quadratic is cheapest here.
    private static func coefficient(of variable: Variable, in terms: [Term], from start: Int) -> Double {
        for j in 0..<start where terms[j].variable === variable { return 0 }
        var sum = 0.0
        for j in start..<terms.count where terms[j].variable === variable { sum = accumulate(sum, terms[j].coefficient) }
        return sum
    }

    /// Whether two required equalities have the same terms up to the signs they were hashed with.
    private static func sameTerms(_ a: Constraint, _ signA: Double, _ b: Constraint, _ signB: Double) -> Bool {
        func normalized(_ c: Constraint, _ sign: Double) -> [ObjectIdentifier: Double] {
            var sums: [ObjectIdentifier: Double] = [:]
            for (i, term) in c.expression.terms.enumerated() {
                let value = coefficient(of: term.variable, in: c.expression.terms, from: i)
                if !isNegligible(value) { sums[ObjectIdentifier(term.variable)] = sign * value }
            }
            return sums
        }
        return normalized(a, signA) == normalized(b, signB)
    }

    /// The row of a required equality whose twin is in: `0 = constant − s·k + marker − s·d`,
    /// where the twin reads `0 = E + k + d` and the new one's terms are `s` times the twin's
    /// (s = ±1). Nil without a twin.
    func twinRow(of constraint: Constraint, _ filed: (hash: UInt64, sign: Double), constant: Double,
                 marker: Symbol) -> Row? {
        guard let twin = twins[filed.hash]?.first(where: { Self.sameTerms(constraint, filed.sign, $0.constraint, $0.sign) }),
              let record = records[ObjectIdentifier(twin.constraint)] else { return nil }
        let s = filed.sign * twin.sign
        return Row(constant: constant - s * record.expressionConstant,
                   cells: [Cell(symbol: marker, coefficient: 1), Cell(symbol: record.marker, coefficient: -s)])
    }

    mutating func unfileTwin(_ constraint: Constraint) {
        guard let (hash, _) = Self.termsHash(of: constraint) else { return }
        twins[hash]?.removeAll { $0.constraint === constraint }
        if twins[hash]?.isEmpty == true { twins[hash] = nil }
    }
}

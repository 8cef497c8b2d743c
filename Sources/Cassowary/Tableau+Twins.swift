/// Constraints over the same terms ("twins"): one constraint set from two places, the same
/// equation at two constants, a required bound beside a preferred one.
///
/// Invariant: a twin's row is written from the first twin's marker and error, exactly (an
/// equality is redundant or a conflict by its constants alone; an inequality bounds the other's
/// slack), never through the tableau, where it would be their difference only up to rounding.
/// Constraints are filed by a hash of their terms: one constraint new twins are written from
/// (with its hash's sign), and how many in the tableau share the hash.
struct Twin {
    var constraint: Constraint
    var sign: Double
    var count: Int
}

extension Tableau {
    /// The hash of a constraint's terms and the sign they were hashed with; nil for a
    /// constraint without terms.
    static func termsHash(of constraint: Constraint) -> (hash: UInt64, sign: Double)? {
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
            hash &+= mix(id ^ (sign * c).bitPattern)
        }
        return (hash, sign)
    }

    /// splitmix64's finalizer: terms summed into a hash rarely cancel out by chance.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The summed coefficient of `variable` when `terms[start]` is its first term, else 0 (so
    /// each variable counts once). Expressions have a few terms: quadratic is cheapest here.
    private static func coefficient(of variable: Variable, in terms: [Term], from start: Int) -> Double {
        for j in 0..<start where terms[j].variable === variable { return 0 }
        var sum = 0.0
        for j in start..<terms.count where terms[j].variable === variable { sum = accumulate(sum, terms[j].coefficient) }
        return sum
    }

    /// Whether two constraints have the same terms up to the signs they were hashed with.
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

    /// The row of a constraint whose twin is in: the twin reads `0 = E + k + μ·m − μ·o` (marker m,
    /// second error o), the new one's terms are `s` times the twin's (s = ±1), so its row is
    /// `0 = constant − s·k − s·μ·m + s·μ·o` plus its own marker cells. Nil without a twin.
    func twinRow(of constraint: Constraint, _ filed: (hash: UInt64, sign: Double), constant: Double,
                 markerCells: ArraySlice<Cell>) -> Row? {
        guard let twin = twins[filed.hash], Self.sameTerms(constraint, filed.sign, twin.constraint, twin.sign),
              let record = records[ObjectIdentifier(twin.constraint)] else { return nil }
        let s = filed.sign * twin.sign
        var row = Row(constant: constant - s * record.expressionConstant, cells: Array(markerCells))
        row.cells.append(Cell(symbol: record.marker, coefficient: -s * record.markerSign))
        if record.other >= 0 { row.cells.append(Cell(symbol: record.other, coefficient: s * record.markerSign)) }
        return row
    }

    mutating func fileTwin(_ constraint: Constraint, _ filed: (hash: UInt64, sign: Double)) {
        var twin = twins[filed.hash] ?? Twin(constraint: constraint, sign: filed.sign, count: 0)
        twin.count += 1
        setTwin(twin, for: filed.hash)
    }

    /// Unfiles a constraint already out of `records`; the oldest twin left takes its place (never
    /// the dictionary's first: a replay of the same operations must choose alike).
    mutating func unfileTwin(_ constraint: Constraint) {
        guard let (hash, _) = Self.termsHash(of: constraint), var twin = twins[hash] else { return }
        twin.count -= 1
        if twin.count > 0 && twin.constraint === constraint {
            var oldest = Int.max
            for record in records.values where record.order < oldest {
                guard let filed = Self.termsHash(of: record.constraint), filed.hash == hash else { continue }
                twin.constraint = record.constraint
                twin.sign = filed.sign
                oldest = record.order
            }
        }
        setTwin(twin.count > 0 ? twin : nil, for: hash)
    }
}

/// Constraints over the same terms ("twins"). Invariant: a twin's row is written from the filed twin's
/// marker and error exactly (so an equality is redundant or a conflict by its constants alone), never
/// through the tableau's rounding. Filed per terms: the constraint, its sign, how many share them.
struct Twin { var constraint: Constraint, sign: Double, count: Int }

/// A constraint's terms summed per variable, ordered by identity, signed so the first is positive.
struct Terms: Hashable { let summed: [SummedTerm] }
struct SummedTerm: Hashable { let variable: ObjectIdentifier; var coefficient: Double }

extension Tableau {
    /// The terms a constraint is filed by and their sign; nil without terms.
    static func filedTerms(of constraint: Constraint) -> (terms: Terms, sign: Double)? {
        let terms = constraint.terms
        var summed: [SummedTerm] = []
        summed.reserveCapacity(terms.count)
        // Summed in the order written; expressions have a few terms.
        for (i, term) in terms.enumerated() where !terms[..<i].contains(where: { $0.variable === term.variable }) {
            var sum = 0.0
            for other in terms[i...] where other.variable === term.variable { sum = accumulate(sum, other.coefficient) }
            if !isNegligible(sum) { summed.append(SummedTerm(variable: ObjectIdentifier(term.variable), coefficient: sum)) }
        }
        summed.sort { $0.variable < $1.variable }
        guard let first = summed.first else { return nil }
        let sign: Double = first.coefficient < 0 ? -1 : 1
        for i in summed.indices { summed[i].coefficient *= sign }
        return (Terms(summed: summed), sign)
    }

    /// The row of a constraint whose twin is in (nil without): the twin reads `0 = E + k + μ·m − μ·o`
    /// (marker m, second error o), the new terms are `s` = ±1 times the twin's, so its row is
    /// `0 = constant − s·k − s·μ·m + s·μ·o` plus its own marker cells.
    func twinRow(_ filed: (terms: Terms, sign: Double), constant: Double, markerCells: ArraySlice<Cell>) -> Row? {
        guard let twin = twins[filed.terms], let record = records[ObjectIdentifier(twin.constraint)] else { return nil }
        let s = filed.sign * twin.sign
        var row = Row(constant: constant - s * record.expressionConstant, cells: Array(markerCells))
        row.cells.append(Cell(symbol: record.marker, coefficient: -s * record.markerSign))
        if record.other >= 0 { row.cells.append(Cell(symbol: record.other, coefficient: s * record.markerSign)) }
        return row
    }

    /// Counts one more under `filed.terms`, in place: one lookup, journaled as `setTwin` would.
    mutating func fileTwin(_ constraint: Constraint, _ filed: (terms: Terms, sign: Double)) {
        func count(_ twin: inout Twin) -> Twin? { defer { twin.count += 1 }; return twin.count > 0 ? twin : nil }
        note(.twin(filed.terms, count(&twins[filed.terms, default: Twin(constraint: constraint, sign: filed.sign, count: 0)])))
    }

    /// Unfiles a constraint out of `records`; the oldest twin left takes its place, so replays agree.
    mutating func unfileTwin(_ constraint: Constraint) {
        guard let (terms, _) = Self.filedTerms(of: constraint), var twin = twins[terms] else { return }
        twin.count -= 1
        if twin.count > 0 && twin.constraint === constraint {
            var oldest = Int.max
            for record in records.values where record.order < oldest {
                guard let filed = Self.filedTerms(of: record.constraint), filed.terms == terms else { continue }
                (twin.constraint, twin.sign, oldest) = (record.constraint, filed.sign, record.order)
            }
        }
        setTwin(twin.count > 0 ? twin : nil, for: terms)
    }
}

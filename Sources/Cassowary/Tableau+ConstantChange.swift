/// Changing a constraint's constant in place: the marker shift and the dual simplex repair.
extension Tableau {
    /// Changes a constraint's constant in place. Writing the marker as m = m′ + Δ/μ turns
    /// the old tableau into the new one: only constants move, then the dual simplex
    /// repairs feasibility from the current basis. Past the pivot limit the solver undoes it.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(UnsatisfiableConstraintError) {
        guard var record = records[ObjectIdentifier(constraint)] else { return }
        let delta = constant - record.expressionConstant
        guard delta != 0 else { return }
        let shift = delta / record.markerSign
        let marker = record.marker
        beginCheckpoint()
        shiftMarker(marker, by: shift)
        if kinds[marker] == .dummy, let broken = brokenDummyRow(marker) {
            let certificate = rows[broken]!.cells.map(\.symbol) + [broken]
            restoreCheckpoint()
            throw conflict(adding: constraint, constant: constant, certificate: certificate)
        }
        // Moving constants by Δ rounds rows on the scale of Δ: a shortfall that small is rounding.
        if let failed = dualOptimize(tolerance: max(epsilon, Tolerance.constant * abs(shift))) {
            let certificate = rows[failed]!.cells.map(\.symbol) + [failed]
            restoreCheckpoint()
            throw conflict(adding: constraint, constant: constant, certificate: certificate)
        }
        // The dual simplex reads costs of rounding as they are; a primal pass settles the
        // lexicographic optimum.
        optimize()
        record.expressionConstant = constant
        setRecord(record, for: constraint)
        commitCheckpoint()
    }

    /// A dummy row that shifting the dummy `marker` left with a nonzero constant: the marker's own
    /// row, or that of an equality it helped imply. Dummies never enter the basis, so no simplex
    /// step could repair it (and a positive constant would not even look infeasible).
    func brokenDummyRow(_ marker: Symbol) -> Symbol? {
        if let row = rows[marker] { return nearZero(row.constant) ? nil : marker }
        for r in columns[marker] where kinds[r] == .dummy {
            guard let row = rows[r], row.index(of: marker) != nil, !nearZero(row.constant) else { continue }
            return r
        }
        return nil
    }

    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        if rows[marker] != nil {
            shiftConstant(of: marker, by: -shift)
            return
        }
        compactColumn(marker)  // a duplicate entry would shift a row twice
        for r in columns[marker] {
            guard rows[r] != nil, let i = rows[r]!.index(of: marker) else { continue }
            shiftConstant(of: r, by: rows[r]!.cells[i].coefficient * shift)
        }
    }

    /// Moves a row's constant. A redundant equality within `epsilon` of holding is made to hold
    /// exactly (and remembered as rounded): a pivot would divide the residue by a coefficient.
    private mutating func shiftConstant(of r: Symbol, by amount: Double) {
        noteConstant(r)
        rows[r]!.constant += amount
        largestTerm = max(largestTerm, abs(amount))
        if kinds[r] == .dummy && nearZero(rows[r]!.constant) && rows[r]!.constant != 0 {
            roundedDummyRows.insert(r)
            rows[r]!.constant = 0
        }
        if kinds[r].isRestricted && rows[r]!.constant < 0 { infeasibleRows.append(r) }
    }
}

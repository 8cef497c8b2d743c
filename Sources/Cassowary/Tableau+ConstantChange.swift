/// Changing a constraint's constant in place: the marker shift and the dual simplex repair.
extension Tableau {
    /// Changes a constraint's constant in place. Writing the marker as m = m′ + Δ/μ turns
    /// the old tableau into the new one: only constants move, then the dual simplex
    /// repairs feasibility from the current basis. Past the pivot limit the change is undone
    /// here (`pivotLimitReached` stays set for the solver to throw).
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(UnsatisfiableConstraintError) {
        guard var record = records[ObjectIdentifier(constraint)] else { return }
        let delta = constant - record.expressionConstant
        guard delta != 0 else { return }
        let shift = delta / record.markerSign
        let marker = record.marker
        shiftMarker(marker, by: shift)
        if kinds[marker] == .dummy, let broken = brokenDummyRow(marker) {
            let certificate = rows[broken]!.cells.map(\.symbol) + [broken]
            shiftMarker(marker, by: -shift)
            infeasibleRows.removeAll()
            throw conflict(adding: constraint, constant: constant, certificate: certificate)
        }
        pivotLog = []
        // Moving constants by a million rounds rows by 1e-10 and more; suggestions of 1e6 and back
        // once left a required inequality at −1.2e-8, which was taken for a conflict.
        if let failed = dualOptimize(tolerance: max(epsilon, 1e-13 * abs(shift))) {
            let certificate = rows[failed]!.cells.map(\.symbol) + [failed]
            undoPivots()
            shiftMarker(marker, by: -shift)
            infeasibleRows.removeAll()
            throw conflict(adding: constraint, constant: constant, certificate: certificate)
        }
        // The dual simplex keeps the basis optimal only as far as its ratio test reads costs of
        // rounding: moving a weak `−98·x2 >= 0` to 20 left −0.02 at 750 in a slack's cost behind a
        // 3e-11 at 999, and the 750 level 0.2 off (fuzz-solver). A primal pass settles it.
        optimize()
        if pivotLimitReached {
            // Put back from the same basis, with the history that let each constraint in: a
            // rebuild met `0.01·x1 − 200·x0 == 1e-7` and `x0 == 0` first, put x1 at 1e-5, and
            // broke (or, throwing, lost) the `x1 == 0` accepted 5e-10 of x0 from them (fuzz-solver).
            undoPivots()
            shiftMarker(marker, by: -shift)
            infeasibleRows.removeAll()
            return
        }
        pivotLog = nil
        record.expressionConstant = constant
        records[ObjectIdentifier(constraint)] = record
    }

    /// A dummy row (`0 = 0 + dummies`: a redundant required equality) that shifting the
    /// dummy `marker` left with a nonzero constant: the marker's own row, or the row of an
    /// equality the marker's constraint helped imply. Dummies never enter the basis, so
    /// no simplex step could repair it; a positive constant would not even look infeasible.
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
    /// exactly: pivoting on its dummy row divides the residue by a coefficient (1e-9 by 0.01, then
    /// doubled, broke a required equality by 2e-7).
    private mutating func shiftConstant(of r: Symbol, by amount: Double) {
        rows[r]!.constant += amount
        largestTerm = max(largestTerm, abs(amount))
        if kinds[r] == .dummy && nearZero(rows[r]!.constant) && rows[r]!.constant != 0 {
            roundedDummyRows.insert(r)
            rows[r]!.constant = 0
        }
        if kinds[r].isRestricted && rows[r]!.constant < 0 { infeasibleRows.append(r) }
    }
}

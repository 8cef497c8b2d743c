extension Tableau {
    /// Writing the marker as m = m′ + Δ/μ moves only constants; the dual simplex then repairs feasibility.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(UnsatisfiableConstraintError) {
        guard var record = records[ObjectIdentifier(constraint)] else { return }
        let delta = constant - record.expressionConstant
        guard delta != 0 else { return }
        let marker = record.marker
        beginCheckpoint()
        shiftMarker(marker, by: delta / record.markerSign)
        if let failed = (kinds[marker] == .dummy ? brokenDummyRow(marker) : nil) ?? dualOptimize() {
            let certificate = rows[failed]!.cells.map(\.symbol) + [failed]
            restoreCheckpoint()
            throw conflict(adding: constraint, constant: constant, certificate: certificate)
        }
        // The dual simplex takes costs of rounding as they are; a primal pass settles them.
        optimize()
        record.expressionConstant = constant
        setRecord(record, for: constraint)
        commitCheckpoint()
    }

    /// A dummy row (the dummy `marker`'s own, or one it implies) its shift left nonzero: no pivot repairs it.
    func brokenDummyRow(_ marker: Symbol) -> Symbol? {
        if let row = rows[marker] { return nearZero(row.constant) ? nil : marker }
        return columns[marker].first { r in
            kinds[r] == .dummy && rows[r].map { $0.index(of: marker) != nil && !nearZero($0.constant) } == true
        }
    }

    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        if rows[marker] != nil { return shiftConstant(of: marker, by: -shift) }
        compactColumn(marker)  // a duplicate entry would shift a row twice
        for r in columns[marker] {
            guard rows[r] != nil, let i = rows[r]!.index(of: marker) else { continue }
            shiftConstant(of: r, by: rows[r]!.cells[i].coefficient * shift)
        }
    }

    /// Moves a row's constant; a redundant equality within `epsilon` of holding holds exactly.
    private mutating func shiftConstant(of r: Symbol, by amount: Double) {
        noteConstant(r)
        rows[r]!.constant += amount
        largestTerm = max(largestTerm, abs(amount))
        if kinds[r] == .dummy && nearZero(rows[r]!.constant) { rows[r]!.constant = 0 }
        if kinds[r].isRestricted && rows[r]!.constant < 0 { infeasibleRows.append(r) }
    }
}

/// Iterative refinement of the solution after pivots on small coefficients.
extension Tableau {
    /// One step of iterative refinement: each constraint's equation is evaluated at the current
    /// values, and its residual ρ fed back as though its constant had moved by ρ (the
    /// `updateConstant` shift), so the tableau's own columns carry the correction. The values
    /// then hold the constraints as closely as the columns are right, not the row constants.
    /// A pivot on 5e-7 had left x1 off by 6.4e-4 (an error of 96002.163 at 750 where
    /// the optimum is 96002.0997, kiwisolver's 96002.163 too; fuzz-solver).
    /// Refinement holds the constraints exactly, where the simplex accepted them within
    /// rounding: `103·x0 − 0.01·x1 == 1e-7`, `x1 >= 0` and `−0.01·x0 == 0` hold together to 1e-11
    /// but not exactly (fuzz-solver). When the corrected rows cannot be made feasible again, the
    /// correction is taken back and the solution left as the simplex found it, as it is when
    /// the correction breaks a redundant equality.
    mutating func refineConstants() {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Symbol] = []
        var shifts: [(order: Int, marker: Symbol, shift: Double)] = []
        for record in records.values {
            // A redundant equality's residual is that of the ones it leans on; they correct it.
            if kinds[record.marker] == .dummy && rows[record.marker] != nil { continue }
            var residual = record.expressionConstant
            for term in record.constraint.expression.terms where term.coefficient != 0 {
                guard let s = symbolOfVariable[ObjectIdentifier(term.variable)], rows[s] != nil else { continue }
                residual += term.coefficient * evaluate(s, epoch, &stack)
            }
            // The row as created: expression + μ·marker − μ·other (`createRow`).
            if rows[record.marker] != nil {
                residual += record.markerSign * evaluate(record.marker, epoch, &stack)
            }
            if record.other >= 0 && rows[record.other] != nil {
                residual -= record.markerSign * evaluate(record.other, epoch, &stack)
            }
            if residual != 0 { shifts.append((record.order, record.marker, residual / record.markerSign)) }
        }
        // All residuals are read before any shift: the correction is linear in them. They are
        // summed in the order of additions, not the dictionary's, so a replay rounds alike.
        shifts.sort { $0.order < $1.order }
        pivotLog = []
        for (_, marker, shift) in shifts { shiftMarker(marker, by: shift) }
        // A redundant equality moved off 0 means the constraints hold together only within
        // rounding, and holding one exactly breaks another: `0.01·x1 − 200·x0 == 1e-7` beside
        // `x0 == 0` and `x1 == 0` (5e-10 apart) held exactly put x1 at 1e-5 (fuzz-solver).
        let movesRedundantEquality = shifts.contains { kinds[$0.marker] == .dummy && brokenDummyRow($0.marker) != nil }
        if movesRedundantEquality || dualOptimize() != nil || pivotLimitReached {
            undoPivots()
            for (_, marker, shift) in shifts.reversed() { shiftMarker(marker, by: -shift) }
            infeasibleRows.removeAll()
        }
        pivotLog = nil
    }
}

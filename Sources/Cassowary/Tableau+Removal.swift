/// Removing a constraint: its marker pivoted into the basis through the row that keeps the
/// tableau's invariants, its row dropped, and the equalities redundant through it only up to
/// rounding added again from their own terms.
extension Tableau {
    /// Removes a constraint: pivot its marker into the basis, drop that row.
    ///
    /// A required equality that is redundant through this one only up to rounding (its dummy row
    /// had its constant set to 0) holds this one's constant rather than its own, so it is taken out
    /// first and added again after, from its own terms. Exact ones take over by a pivot
    /// (`markerLeavingRow`). Returns the errors of those that no longer fit (left out).
    mutating func remove(_ constraint: Constraint) -> [UnsatisfiableConstraintError] {
        guard let record = records[ObjectIdentifier(constraint)] else { return [] }
        setRecord(nil, for: constraint)
        let leaning = redundantEqualities(leaningOn: record.marker)
        for other in leaning { _ = remove(other.constraint) }
        unfileTwin(constraint)
        if record.level >= 0 { recomputeCosts(of: record.level) }
        let marker = record.marker
        if rows[marker] != nil {
            _ = removeRow(marker)
            roundedDummyRows.remove(marker)
        } else {
            dropResidue(of: marker)
            while let leaving = markerLeavingRow(marker) {
                var row = removeRow(leaving)
                if !kinds[leaving].isRestricted { row = expanded(row) }
                guard row.index(of: marker) != nil else {
                    // Written out, the external row no longer mentions the marker (its references
                    // cancelled it): it stays so, with its rank, and another row is sought.
                    rows[leaving] = row  // removeRow noted it
                    for cell in row.cells { appendColumn(cell.symbol, leaving) }
                    continue
                }
                // A pivot under 1e-4 of its row's largest is a small step, verified as one.
                let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
                if abs(row.coefficient(for: marker)) < Tolerance.small * largest { tookSmallStep = true }
                row.solve(for: marker, leaving: leaving)
                substitute(marker, row)
                break
            }
        }
        freeSymbol(marker)
        if record.other >= 0 && rows[record.other] == nil { freeSymbol(record.other) }
        for term in constraint.expression.terms where term.coefficient != 0 {
            guard let s = symbolOfVariable[ObjectIdentifier(term.variable)] else { continue }
            noteSymbol(s)
            variableUses[s] -= 1
            if variableUses[s] == 0 { unregisterVariable(s) }
        }
        optimize()
        var conflicts: [UnsatisfiableConstraintError] = []
        for other in leaning {
            do { try add(other.constraint, constant: other.expressionConstant, order: other.order) } catch {
                conflicts.append(error)
            }
        }
        return conflicts
    }

    /// The required equalities whose rounded dummy rows mention `marker`, oldest first.
    func redundantEqualities(leaningOn marker: Symbol) -> [ConstraintRecord] {
        guard kinds[marker] == .dummy, rows[marker] == nil, !roundedDummyRows.isEmpty else { return [] }
        var found: [ConstraintRecord] = []
        var seen: Set<Symbol> = []  // the column index may list a row twice
        for r in columns[marker] where roundedDummyRows.contains(r) && seen.insert(r).inserted {
            guard let row = rows[r], row.index(of: marker) != nil, let owner = owners[r],
                  let record = records[ObjectIdentifier(owner)] else { continue }
            found.append(record)
        }
        return found.sorted { $0.order < $1.order }
    }

    /// Drops the marker's coefficients that are residue in their restricted rows before it is
    /// pivoted out: the pivot would otherwise spread the leaving row through them.
    private mutating func dropResidue(of marker: Symbol) {
        for r in columns[marker] where kinds[r].isRestricted {
            guard let row = rows[r], let i = row.index(of: marker), isResidue(row.cells[i].coefficient, in: row) else { continue }
            noteRow(r)
            rows[r]!.cells.remove(at: i)
        }
    }

    /// The row to pivot a parametric marker into before its constraint's row is dropped: the
    /// row of a redundant equality's dummy, else a restricted row that keeps feasibility, else
    /// any restricted row, else the oldest external one.
    ///
    /// A dummy row mentions a marker only when the marker is one of the dummies implying it, and
    /// must win: the pivot then only renames dummies and the redundant equality takes over. Any
    /// other row would give the dummy row a constant, an equality silently broken that no ratio
    /// test sees. (Only exact dummy rows are left by then: `remove` re-adds the rounded ones.)
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var small: [Cell] = []
        // Residue is judged against the column.
        let rounding = epsilon * max(1, columnScale(marker, restrictedOnly: false))
        for r in columns[marker] {
            guard let row = rows[r], let i = row.index(of: marker) else { continue }
            let a = row.cells[i].coefficient
            if kinds[r] == .dummy && !nearZero(a) {
                return r
            } else if abs(a) <= rounding {
                // No pivot on residue, which would blow the row up; but see below.
                if kinds[r].isRestricted && !isNegligible(a) { small.append(Cell(symbol: r, coefficient: a)) }
            } else if !kinds[r].isRestricted {
                // A deferred reference can cancel a direct coefficient; the oldest external
                // row that holds the marker has no older row to cancel it.
                if third < 0 || ranks[r] < ranks[third] { third = r }
            } else if a < 0 {
                let ratio = -row.constant / a
                if ratio < firstRatio { firstRatio = ratio; first = r }
            } else {
                let ratio = row.constant / a
                if ratio < secondRatio { secondRatio = ratio; second = r }
            }
        }
        if first >= 0 { return smallRowCrossed(small, stepping: 1, by: firstRatio) ?? first }
        if second >= 0 { return smallRowCrossed(small, stepping: -1, by: secondRatio) ?? second }
        return smallRowNotResidue(small) ?? (third >= 0 ? third : nil)
    }

    /// Of the rows where the marker's coefficient is small against its column, the one with the
    /// least ratio (a negative coefficient first) whose coefficient is no residue of its own row;
    /// through an external row instead, the external would stay parametric in those rows.
    private func smallRowNotResidue(_ small: [Cell]) -> Symbol? {
        var best: (row: Symbol, negative: Bool, ratio: Double)?
        for cell in small where !isResidue(cell.coefficient, in: rows[cell.symbol]!) {
            let candidate = (row: cell.symbol, negative: cell.coefficient < 0,
                             ratio: max(0, rows[cell.symbol]!.constant) / abs(cell.coefficient))
            guard let current = best else { best = candidate; continue }
            if candidate.negative != current.negative ? candidate.negative : candidate.ratio < current.ratio {
                best = candidate
            }
        }
        return best?.row
    }

    /// Of the rows where the marker's coefficient counts as residue, the first that moving it by
    /// `step` (up for +1, down for −1) would take below 0 by more than rounding.
    private func smallRowCrossed(_ small: [Cell], stepping direction: Double, by step: Double) -> Symbol? {
        var best = -1, bestRatio = Double.infinity
        for cell in small where cell.coefficient * direction < 0 {
            let constant = rows[cell.symbol]!.constant
            guard constant - abs(cell.coefficient) * step < -epsilon else { continue }
            let ratio = max(0, constant) / abs(cell.coefficient)
            if ratio < bestRatio { best = cell.symbol; bestRatio = ratio }
        }
        return best >= 0 ? best : nil
    }
}

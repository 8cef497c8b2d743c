/// Removing a constraint: its marker pivoted into the basis through the row that keeps the
/// tableau's invariants, and that row dropped.
extension Tableau {
    /// Removes a constraint. A required equality redundant through it only up to rounding (a
    /// rounded dummy row) holds this one's constant rather than its own, so it is taken out first
    /// and added again after, from its own terms; returns those that no longer fit. Exact ones
    /// take over by a pivot (`markerLeavingRow`).
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
            while let leaving = markerLeavingRow(marker) {
                var row = removeRow(leaving)
                if !kinds[leaving].isRestricted { row = expanded(row) }
                guard row.index(of: marker) != nil else {
                    // Expanded, the row's references cancelled the marker: it stays so, and another is sought.
                    rows[leaving] = row  // removeRow noted it
                    for cell in row.cells { appendColumn(cell.symbol, leaving) }
                    continue
                }
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

    /// The row to pivot a parametric marker into: a redundant equality's dummy row (the pivot then
    /// only renames dummies; any other would give the dummy row a constant no ratio test sees),
    /// else a restricted row that keeps feasibility, else any restricted row, else the oldest
    /// external one (it has no older row whose reference could cancel the marker).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var small: [Cell] = []
        let rounding = epsilon * max(1, columnScale(marker, restrictedOnly: false))
        for r in columns[marker] {
            guard let row = rows[r], let i = row.index(of: marker) else { continue }
            let a = row.cells[i].coefficient
            if kinds[r] == .dummy && !nearZero(a) {
                return r
            } else if abs(a) <= rounding {
                if kinds[r].isRestricted && !isNegligible(a) { small.append(Cell(symbol: r, coefficient: a)) }
            } else if !kinds[r].isRestricted {
                if third < 0 || ranks[r] < ranks[third] { third = r }
            } else if a < 0 {
                let ratio = -row.constant / a
                if ratio < firstRatio { firstRatio = ratio; first = r }
            } else {
                let ratio = row.constant / a
                if ratio < secondRatio { secondRatio = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return smallRowNotResidue(small) ?? (third >= 0 ? third : nil)
    }

    /// Of the rows where the marker's coefficient is small against its column but no residue of
    /// its row, the one with the least ratio, a negative coefficient first.
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
}

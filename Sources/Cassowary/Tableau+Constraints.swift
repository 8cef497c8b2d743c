/// Adding and removing constraints: `createRow`, `chooseSubject`,
/// `addWithArtificialVariable`, the removal through a marker's row.
extension Tableau {
    /// Adds a validated constraint with expression constant `constant`.
    /// On a conflict the tableau is left exactly as it was.
    mutating func add(_ constraint: Constraint, constant: Double, order: Int? = nil) throws(UnsatisfiableConstraintError) {
        let level = constraint.priority.isRequired ? -1 : level(for: constraint.priority.value)
        var created: [Symbol] = []
        var (row, marker, other, sign) = createRow(constraint, constant: constant, level: level, created: &created)
        // The largest multiplier of a variable, terms merged: the units of `−100·x0 − 0.01·x0 +
        // 100·x0 == 1e-7` are hundredths of x0, and at 100 it had passed at x0 = −1e-5 beside
        // `x0 >= 0` (fuzz-solver).
        let norm = row.cells.reduce(0) { kinds[$1.symbol] == .external ? max($0, abs($1.coefficient)) : $0 }
        // `a·v + k + marker == 0`, a required equality over one variable.
        let pinned = kinds[marker] == .dummy && row.cells.count == 2 ? row.cells[0] : nil
        let filed = Self.termsHash(of: constraint)
        if let filed, let exact = twinRow(of: constraint, filed, constant: constant,
                                          markerCells: row.cells.suffix(other >= 0 ? 2 : 1)) { row = exact }

        if defersSubstitution, let subject = freshExternal(in: row, created: created) {
            // Deferred substitution: nothing mentions `subject`, so the row may keep
            // references to other external rows.
            row.solve(for: subject)
            insertRow(subject, row)
        } else {
            // A twin's row names the twin's marker: written from a rounded dummy row, it is one.
            let leansOnRounded = !roundedDummyRows.isEmpty
                && row.cells.contains { roundedDummyRows.contains($0.symbol) }
            var magnitude = 0.0
            row = expanded(row, magnitude: &magnitude)
            if let subject = chooseExternalSubject(row) {
                row.solve(for: subject)
                substitute(subject, row)
                insertRow(subject, row)
            } else if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
                // Redundant when 0 within `epsilon` in the units of the constraint's variables
                // (`0.01·x3 == 0` is off by 1e-7 of x3, not by 1e-9, and `−200·x0 == 1e-7` beside
                // `x0 == 0` by 5e-10 of x0, redundant in either order: a rebuild that met them the
                // other way round lost one; fuzz-solver), or up to the rounding of the constants
                // summed, as in phase one: values of 1e6 through multipliers of 100 summed to 3e-8.
                // At `epsilon` of those constants, `x0 == 0` written through a twin at 1e6 passed
                // 1e-5 from `0.01·x0 == 1e-7` (fuzz-solver).
                guard abs(row.constant) <= max(epsilon * norm, 1e-14 * magnitude) else {
                    lastConflictWasNarrow = abs(row.constant) <= 1e-6 * norm
                    let certificate = row.cells.map(\.symbol)
                    rollBack(marker, other, created)
                    throw conflict(adding: constraint, constant: constant, certificate: certificate)
                }
                // A redundant equality: its dummy becomes basic, forever 0 = 0 + dummies.
                if row.constant != 0 || leansOnRounded { roundedDummyRows.insert(marker) }
                row.constant = 0
                row.solve(for: marker)
                insertRow(marker, row)
            } else {
                if row.constant < 0 { row.reverseSign() }
                if let subject = chooseRestrictedSubject(row, marker, other) {
                    row.solve(for: subject)
                    substitute(subject, row)
                    insertRow(subject, row)
                } else if let certificate = addWithArtificialVariable(row, magnitude: magnitude, norm: norm) {
                    rollBack(marker, other, created)
                    throw conflict(adding: constraint, constant: constant, certificate: certificate)
                }
            }
        }
        if let pinned { writePinnedRow(pinned, marker: marker, constant: constant) }
        for term in constraint.expression.terms where term.coefficient != 0 {
            variableUses[symbolOfVariable[ObjectIdentifier(term.variable)]!] += 1
        }
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, level: level,
            markerSign: sign, order: order ?? nextOrder, expressionConstant: constant)
        if let filed { fileTwin(constraint, filed) }
        if order == nil { nextOrder += 1 }
        optimize()
    }

    /// A required equality over one variable, `a·v + k + marker == 0`, pins v to −k/a − marker/a
    /// however the tableau got there. Written so, v's row keeps none of the residue that
    /// substituting its old row leaves: 1.7e-10 of an error symbol in x0's row, 100 times that in
    /// a later `x1 + 100·x0 >= 0.5`, was taken for a rate and pivoted on, and x0 broke its
    /// equality by 20,000 (fuzz-solver). Its rank stays: rows that refer to v still come after it.
    private mutating func writePinnedRow(_ pinned: Cell, marker: Symbol, constant: Double) {
        let v = pinned.symbol, a = pinned.coefficient
        guard rows[v] != nil, rows[marker] == nil else { return }
        rows[v] = Row(constant: -constant / a, cells: [Cell(symbol: marker, coefficient: -1 / a)])
        appendColumn(marker, v)
    }

    /// The constraint's row `0 = expression + marker terms`, over variables' symbols as they
    /// are (basic external symbols not yet expanded), and the marker's coefficient μ.
    private mutating func createRow(
        _ constraint: Constraint, constant: Double, level: Int, created: inout [Symbol]
    ) -> (Row, marker: Symbol, other: Symbol, sign: Double) {
        var row = Row(constant: constant)
        for term in constraint.expression.terms where term.coefficient != 0 {
            let s = symbol(for: term.variable, created: &created)
            if let i = row.index(of: s) {
                row.cells[i].coefficient = accumulate(row.cells[i].coefficient, term.coefficient)
            } else {
                row.cells.append(Cell(symbol: s, coefficient: term.coefficient))
            }
        }
        row.cells.removeAll { isNegligible($0.coefficient) }
        let required = level < 0
        var marker = -1, other = -1, sign = 1.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // ≤: e + slack − error = 0;  ≥: e − slack + error = 0.
            sign = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.cells.append(Cell(symbol: marker, coefficient: sign))
            if !required {
                other = newSymbol(.error)
                row.cells.append(Cell(symbol: other, coefficient: -sign))
            }
        case .equal where required:
            marker = newSymbol(.dummy)
            row.cells.append(Cell(symbol: marker, coefficient: 1))
        case .equal:
            // e − plus + minus = 0: e = plus − minus.
            sign = -1
            marker = newSymbol(.error)
            other = newSymbol(.error)
            row.cells.append(Cell(symbol: marker, coefficient: -1))
            row.cells.append(Cell(symbol: other, coefficient: 1))
        }
        owners[marker] = constraint
        if other >= 0 { owners[other] = constraint }
        if !required {
            for s in [marker, other] where s >= 0 && kinds[s] == .error { addToObjective(level, s, 1) }
        }
        return (row, marker, other, sign)
    }

    mutating func symbol(for variable: Variable, created: inout [Symbol]) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let s = symbolOfVariable[key] { return s }
        let s = newSymbol(.external)
        symbolOfVariable[key] = s
        variables[s] = variable
        created.append(s)
        return s
    }

    /// A parametric external symbol that no row mentions yet, so it can be the subject
    /// without substituting anything; not one whose coefficient is under a hundredth of the
    /// row's largest external one. Solving `0.01·x0 − 99·x1 = 1e6` for x0 gives
    /// x0 = 1e8 + 9900·x1: x0 is then the difference of numbers near 1e8, and the cancellation
    /// broke a required `x0 == −1` by 1 (threshold pivoting, as in sparse LU).
    private mutating func freshExternal(in row: Row, created: [Symbol]) -> Symbol? {
        let threshold = 0.01 * largestExternal(in: row)
        for cell in row.cells where kinds[cell.symbol] == .external && rows[cell.symbol] == nil
            && !nearZero(cell.coefficient) && abs(cell.coefficient) >= threshold {
            if created.contains(cell.symbol) || liveColumnCount(cell.symbol) == 0 { return cell.symbol }
        }
        return nil
    }

    /// chooseSubject, external case: the parametric variable found in the fewest rows,
    /// which keeps the substitution (and the fill-in it causes) smallest (Markowitz), among those
    /// whose coefficient is at least a hundredth of the largest, as `freshExternal`. Solving
    /// `−99.99·x1 + 0.01·x2 + … = 0` for x2 gave x2 = 9999·x1 + 100·(c0's error) + …, and x2's
    /// cell of 1e-8 for that error came out as 100 − 99.99999899…, off by 7e-7 of itself: a
    /// near-duplicate equality then pivoted on it and spread the error over the tableau.
    private mutating func chooseExternalSubject(_ row: Row) -> Symbol? {
        var best = -1, bestCount = Int.max
        let threshold = 0.01 * largestExternal(in: row)
        for cell in row.cells where kinds[cell.symbol] == .external && abs(cell.coefficient) >= threshold {
            let count = liveColumnCount(cell.symbol)
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        return best >= 0 ? best : nil
    }

    private func largestExternal(in row: Row) -> Double {
        row.cells.reduce(0) { kinds[$1.symbol] == .external ? max($0, abs($1.coefficient)) : $0 }
    }

    /// chooseSubject, restricted case: a new slack or error with a negative coefficient
    /// keeps the row feasible (its constant is ≥ 0).
    private mutating func chooseRestrictedSubject(_ row: Row, _ marker: Symbol, _ other: Symbol) -> Symbol? {
        if kinds[marker].isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other >= 0 && kinds[other].isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one with an artificial variable. Returns nil on success; on failure the
    /// basis is restored and the symbols of the infeasibility certificate are returned.
    /// `magnitude` is the largest constant summed into the row, the scale of its rounding;
    /// `norm` the constraint's largest multiplier, which turns its units into its variables'.
    private mutating func addWithArtificialVariable(_ row: Row, magnitude: Double, norm: Double) -> [Symbol]? {
        let artificial = newSymbol(.slack)
        insertRow(artificial, row)
        artificialObjective = row
        pivotLog = []
        optimizeArtificial()
        let objective = artificialObjective!
        artificialObjective = nil
        // Out of the basis the artificial variable is 0, however far its objective's constant
        // rounded (at a million-fold span of coefficients, by more than `epsilon`). In it, 0 is
        // judged against the row's magnitude: 2·x0 == 0 with x0 = 1e8 + … left 3e-8. At 1e-14 of
        // it (some 50 roundings): at 1e-12, `−2·x0 >= 1e-7` beside `x0 == 0` passed while a weak
        // `2·x0 == 1e6` put 5e5 in x0's row, and failed once that constant changed — so a solver
        // rebuilt then disagreed with one that kept its history. `epsilon` is in the variables'
        // units, as for an equality: `−97·x0 <= 0` holds at x0 = −5e-10.
        let tolerance = max(epsilon * max(1, norm), 1e-14 * magnitude)
        guard rows[artificial] == nil || abs(objective.constant) <= tolerance else {
            lastConflictWasNarrow = abs(objective.constant) <= 1e-6 * max(1, norm)
            undoPivots()
            _ = removeRow(artificial)
            freeSymbol(artificial)
            infeasibleRows.removeAll()
            return objective.cells.map(\.symbol)
        }
        pivotLog = nil
        if rows[artificial] != nil {
            var row = removeRow(artificial)
            // Its constant is rounding (within `epsilon`): dividing it by a small coefficient
            // would leave the entering symbol's row infeasible by far more.
            row.constant = 0
            if !row.cells.isEmpty {
                // Still basic at 0: pivot it out on its largest pivotable coefficient.
                func preference(_ cell: Cell) -> (Int, Double) {
                    (kinds[cell.symbol].isPivotable ? 1 : 0, abs(cell.coefficient))
                }
                let entering = row.cells.max { preference($0) < preference($1) }!.symbol
                row.solve(for: entering, leaving: artificial)
                substitute(entering, row)
                insertRow(entering, row)
            }
        }
        freeSymbol(artificial)  // it is 0 now: dropping its cells changes nothing
        return nil
    }

    private mutating func rollBack(_ marker: Symbol, _ other: Symbol, _ created: [Symbol]) {
        freeSymbol(marker)
        if other >= 0 { freeSymbol(other) }
        for s in created { unregisterVariable(s) }
    }

    mutating func unregisterVariable(_ s: Symbol) {
        guard let variable = variables[s] else { return }
        symbolOfVariable[ObjectIdentifier(variable)] = nil
        variables[s] = nil
        if rows[s] == nil { freeSymbol(s) }
    }

    /// Removes a constraint: pivot its marker into the basis, drop that row.
    ///
    /// A required equality found redundant through this one only up to rounding (its dummy row
    /// over this one's marker had its constant set to 0) is taken out first and added again
    /// after, from its own terms: its row holds this one's constant instead of its own, and
    /// `2·x == 1e-8` then `−0.5·x == 0` left x at 5e-9 once the first was gone (`100·x == 0`
    /// then conflicted). Exact ones take over by a pivot (`markerLeavingRow`), far cheaper for
    /// many duplicates. Returns the errors of those that no longer fit the rest (left out).
    mutating func remove(_ constraint: Constraint) -> [UnsatisfiableConstraintError] {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return [] }
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
            if let leaving = markerLeavingRow(marker) {
                var row = removeRow(leaving)
                if !kinds[leaving].isRestricted { row = expanded(row) }
                // Through under 1e-4 of its row's largest it is a small step, checked as one
                // (`primalPivot`): removing `x0 + 0.01·x1 + 100·x2 >= 10` that way left terms of
                // 2e13 and errors claimed at 999, 750 and 250 that the values denied (fuzz-solver).
                let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
                if abs(row.coefficient(for: marker)) < 1e-4 * largest { tookSmallStep = true }
                row.solve(for: marker, leaving: leaving)
                substitute(marker, row)
            }
        }
        freeSymbol(marker)
        if record.other >= 0 && rows[record.other] == nil { freeSymbol(record.other) }
        for term in constraint.expression.terms where term.coefficient != 0 {
            guard let s = symbolOfVariable[ObjectIdentifier(term.variable)] else { continue }
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

    /// Drops the marker's coefficients that are rounding against their restricted rows
    /// (`isResidue`) before it is pivoted out: `freeSymbol` would drop them after, but the pivot
    /// would first spread the leaving row through them (3e-11 times an external row's 5,000
    /// left a slack's row mentioning an external variable).
    private mutating func dropResidue(of marker: Symbol) {
        for r in columns[marker] where kinds[r].isRestricted {
            guard let row = rows[r], let i = row.index(of: marker), isResidue(row.cells[i].coefficient, in: row) else { continue }
            rows[r]!.cells.remove(at: i)
        }
    }
}

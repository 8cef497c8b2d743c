extension Tableau {
    /// Adds a validated constraint with expression constant `constant`; a conflict changes nothing.
    mutating func add(_ constraint: Constraint, constant: Double, order: Int? = nil) throws(UnsatisfiableConstraintError) {
        beginCheckpoint()
        let level = constraint.priority.isRequired ? -1 : level(for: constraint.priority.value)
        var created: [Symbol] = []
        var (row, marker, other, sign) = createRow(constraint, constant: constant, level: level, created: &created)
        // Redundancy and phase one judge 0 in the constraint's units: scaling changes no verdict.
        let norm = largestExternal(in: row)
        let pinned = kinds[marker] == .dummy && row.cells.count == 2 ? row.cells[0] : nil
        let filed = Self.filedTerms(of: constraint)
        if let filed, let exact = twinRow(filed, constant: constant, markerCells: row.cells.suffix(other >= 0 ? 2 : 1)) {
            row = exact
        }

        if !isCareful, let subject = freshExternal(in: row, created: created) {
            row.solve(for: subject)
            insertRow(subject, row)
        } else {
            row = expanded(row)
            if let subject = chooseExternalSubject(row) {
                enter(subject, row)
            } else if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
                // Redundant within `epsilon` in its units, as in phase one: either order of two agrees.
                guard abs(row.constant) <= epsilon * norm else {
                    restoreCheckpoint()
                    throw conflict(adding: constraint, constant: constant, certificate: row.cells.map(\.symbol))
                }
                row.constant = 0
                enter(marker, row)
            } else {
                if row.constant < 0 { row.reverseSign() }
                // A new slack or error with a negative coefficient keeps the row (constant ≥ 0) feasible.
                let restricted = [marker, other].first { $0 >= 0 && kinds[$0].isPivotable && row.coefficient(for: $0) < 0 }
                if let subject = restricted {
                    enter(subject, row)
                } else if let failed = addWithArtificialVariable(row, norm: norm) {
                    restoreCheckpoint()
                    throw conflict(adding: constraint, constant: constant, certificate: failed)
                }
            }
        }
        if let pinned { writePinnedRow(pinned, marker: marker, constant: constant) }
        setRecord(ConstraintRecord(constraint: constraint, marker: marker, other: other, level: level,
                                   markerSign: sign, order: order ?? nextOrder, expressionConstant: constant), for: constraint)
        if let filed { fileTwin(constraint, filed) }
        if order == nil { nextOrder += 1 }
        optimize()
        commitCheckpoint()
    }

    /// `a·v + k + marker == 0` pins v to −k/a − marker/a, so v's row keeps no residue of its old one
    /// (its rank stays). Not where v is further from −k/a than `epsilon`: the equality then holds only
    /// within `epsilon` in its units, and −k/a would bring back that residual times 1/a.
    private mutating func writePinnedRow(_ pinned: Cell, marker: Symbol, constant: Double) {
        let v = pinned.symbol, a = pinned.coefficient, value = -constant / a
        var stack: [Symbol] = []
        guard rows[v] != nil, rows[marker] == nil,
              abs(evaluate(v, newEpoch(), &stack) - value) <= epsilon * max(1, abs(value), memoScale[v]) else { return }
        noteRow(v)
        rows[v] = Row(constant: value, cells: [Cell(symbol: marker, coefficient: -1 / a)])
        appendColumn(marker, v)
    }

    /// The row `0 = expression + marker terms`, basic external symbols not yet expanded; counts the uses.
    private mutating func createRow(_ constraint: Constraint, constant: Double, level: Int, created: inout [Symbol])
        -> (Row, marker: Symbol, other: Symbol, sign: Double) {
        var row = Row(constant: constant)
        row.cells.reserveCapacity(constraint.terms.count + 2)
        for term in constraint.terms where term.coefficient != 0 {
            if !Tolerance.domainMultipliers.contains(abs(term.coefficient)) { multiplierPastTheDomain = true }
            let s = symbol(for: term.variable, created: &created)
            noteSymbol(s)
            variableUses[s] += 1
            if let i = row.index(of: s) {
                row.cells[i].coefficient = accumulate(row.cells[i].coefficient, term.coefficient)
            } else {
                row.cells.append(Cell(symbol: s, coefficient: term.coefficient))
            }
        }
        row.cells.removeAll { isNegligible($0.coefficient) }
        // Marker μ = ±1 and second error −μ: ≤ is `e + slack − error`, ≥ is `e − slack + error`, a
        // required = is `e + dummy`, a preferred = is `e − plus + minus` (so e = plus − minus).
        let required = level < 0, relation = constraint.relation
        let sign: Double = relation == .lessThanOrEqual || (relation == .equal && required) ? 1 : -1
        let marker = newSymbol(relation != .equal ? .slack : required ? .dummy : .error)
        let other = required ? -1 : newSymbol(.error)
        row.cells.append(Cell(symbol: marker, coefficient: sign))
        owners[marker] = constraint
        if other >= 0 { row.cells.append(Cell(symbol: other, coefficient: -sign)); owners[other] = constraint }
        for s in [marker, other] where s >= 0 && kinds[s] == .error { addToObjective(level, s, 1) }
        return (row, marker, other, sign)
    }

    mutating func symbol(for variable: Variable, created: inout [Symbol]) -> Symbol {
        if let s = symbolOfVariable[ObjectIdentifier(variable)] { return s }
        let s = newSymbol(.external)
        setSymbol(s, of: variable)
        variables[s] = variable
        created.append(s)
        return s
    }

    /// A parametric external no row mentions (a deferred row), with at least a hundredth of the row's
    /// largest external coefficient (threshold pivoting: a small one makes values differences of large).
    private mutating func freshExternal(in row: Row, created: [Symbol]) -> Symbol? {
        let threshold = 0.01 * largestExternal(in: row)
        for cell in row.cells where kinds[cell.symbol] == .external && rows[cell.symbol] == nil
            && !nearZero(cell.coefficient) && abs(cell.coefficient) >= threshold {
            if created.contains(cell.symbol) || liveColumnCount(cell.symbol) == 0 { return cell.symbol }
        }
        return nil
    }

    /// The external subject in the fewest rows (Markowitz) past `freshExternal`'s threshold.
    private mutating func chooseExternalSubject(_ row: Row) -> Symbol? {
        var (best, bestCount, threshold) = (-1, Int.max, 0.01 * largestExternal(in: row))
        for cell in row.cells where kinds[cell.symbol] == .external && abs(cell.coefficient) >= threshold {
            let count = liveColumnCount(cell.symbol)
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        return best >= 0 ? best : nil
    }

    private func largestExternal(in row: Row) -> Double {
        row.cells.reduce(0) { kinds[$1.symbol] == .external ? max($0, abs($1.coefficient)) : $0 }
    }

    /// Phase one with an artificial variable: nil on success, else the infeasibility certificate.
    private mutating func addWithArtificialVariable(_ row: Row, norm: Double) -> [Symbol]? {
        let artificial = newSymbol(.slack)
        insertRow(artificial, row)
        artificialObjective = row
        optimizeArtificial()
        let objective = artificialObjective.take()!
        // Out of the basis the artificial variable is 0; in it, 0 is judged as for a redundant equality.
        let tolerance = epsilon * max(1, norm)
        guard rows[artificial] == nil || abs(objective.constant) <= tolerance else { return objective.cells.map(\.symbol) }
        if rows[artificial] != nil {
            var row = removeRow(artificial)
            // Its constant is rounding, which a small pivot would blow up.
            row.constant = 0
            if !row.cells.isEmpty {
                func preference(_ cell: Cell) -> (Int, Double) { (kinds[cell.symbol].isPivotable ? 1 : 0, abs(cell.coefficient)) }
                enter(row.cells.max { preference($0) < preference($1) }!.symbol, row, leaving: artificial)
            }
        }
        freeSymbol(artificial)
        return nil
    }
}

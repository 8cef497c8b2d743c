extension Tableau {
    /// Pivots the marker into the basis through the row that keeps the invariants and drops that row;
    /// false, the record gone, where no pivot is sound: the solver then rebuilds.
    mutating func remove(_ constraint: Constraint) -> Bool {
        guard let record = records[ObjectIdentifier(constraint)] else { return true }
        setRecord(nil, for: constraint)
        unfileTwin(constraint)
        if record.level >= 0 { recomputeCosts(of: record.level) }
        let marker = record.marker
        if rows[marker] != nil {
            _ = removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            guard leaving >= 0 else { return false }
            var row = removeRow(leaving)
            if !kinds[leaving].isRestricted { row = expanded(row) }
            // Expanded, the row's references may cancel the marker.
            guard row.index(of: marker) != nil else { return false }
            row.solve(for: marker, leaving: leaving)
            substitute(marker, row)
        }
        freeSymbol(marker)
        if record.other >= 0 && rows[record.other] == nil { freeSymbol(record.other) }
        for term in constraint.terms where term.coefficient != 0 {
            guard let s = symbolOfVariable[ObjectIdentifier(term.variable)] else { continue }
            noteSymbol(s)
            variableUses[s] -= 1
            guard variableUses[s] == 0, let variable = variables[s] else { continue }
            setSymbol(nil, of: variable)
            variables[s] = nil
            if rows[s] == nil { freeSymbol(s) }
        }
        optimize()
        return true
    }

    /// The row to pivot a parametric marker into: a restricted row that keeps feasibility, else any
    /// restricted row, else the oldest external one (no older reference can cancel the marker); nil
    /// when none mentions it; -1 when no pivot is sound: a dummy row mentions it, or the step would
    /// carry past zero a row whose coefficient looks like rounding (as a true one that small would).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = -1, second = -1, third = -1
        var doubtful: [(coefficient: Double, constant: Double)] = []
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        let rounding = epsilon * max(1, columnScale(marker, restrictedOnly: false))
        for r in columns[marker] {
            guard let row = rows[r], let i = row.index(of: marker) else { continue }
            let a = row.cells[i].coefficient
            if kinds[r] == .dummy { return -1 }
            if abs(a) <= rounding {
                if kinds[r].isRestricted && !isNegligible(a) { doubtful.append((a, row.constant)) }
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
        // The marker enters at the ratio: up through a negative coefficient, down through a positive.
        func keepsDoubtfulRows(_ step: Double) -> Bool {
            doubtful.allSatisfy { $0.constant + $0.coefficient * step >= -epsilon * max(1, abs($0.constant)) }
        }
        if first >= 0 { return keepsDoubtfulRows(firstRatio) ? first : -1 }
        if second >= 0 { return keepsDoubtfulRows(-secondRatio) ? second : -1 }
        if !doubtful.isEmpty { return -1 }
        return third >= 0 ? third : nil
    }
}

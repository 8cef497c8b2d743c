extension Tableau {
    /// Primal simplex, entering the smallest improving id (Bland's rule: it ends in exact arithmetic).
    mutating func optimize() {
        while !pivotLimitReached, let entering = chooseEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded is impossible for a sum of errors; it can only be rounding noise.
                isCandidate[entering] = false
                candidates.removeAll { $0 == entering }
                continue
            }
            // Costs above the deciding level are rounding: left, they could step the simplex straight back.
            let deciding = decidingLevel(of: entering)
            for level in levelOrder.prefix(while: { $0 != deciding }) { noteCost(level, entering); costs[level][entering] = 0 }
            primalPivot(entering: entering, leaving: leaving)
        }
    }

    /// The smallest candidate whose reduced cost is negative beyond rounding; the others leave the list.
    mutating func chooseEnteringSymbol() -> Symbol? {
        var best = -1, kept = 0
        for i in candidates.indices {
            let s = candidates[i]
            if rows[s] == nil && kinds[s].isPivotable && (decidingLevel(of: s).map { costs[$0][s] < 0 } ?? false) {
                candidates[kept] = s
                kept += 1
                if best < 0 || s < best { best = s }
            } else {
                isCandidate[s] = false
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best >= 0 ? best : nil
    }

    /// The highest level whose cost of `s` is more than rounding.
    func decidingLevel(of s: Symbol) -> Int? {
        var scale = -1.0
        return levelOrder.first { exceedsRounding(costs[$0][s], of: s, scale: &scale) }
    }

    /// Whether `c`, a reduced cost of `s`, is more than rounding; `scale` caches `columnScale(s)`.
    func exceedsRounding(_ c: Double, of s: Symbol, scale: inout Double) -> Bool {
        if isNegligible(c) { return false }
        if abs(c) > Tolerance.small { return true }
        if scale < 0 { scale = columnScale(s) }
        return abs(c) > Tolerance.relative * max(1, scale)
    }

    func columnScale(_ s: Symbol, restrictedOnly: Bool = true) -> Double {
        columns[s].reduce(0.0) { scale, r in
            guard !restrictedOnly || kinds[r].isRestricted, let row = rows[r], let i = row.index(of: s) else { return scale }
            return max(scale, abs(row.cells[i].coefficient))
        }
    }

    /// The largest pivot that may be rounding: `relative` (`epsilon` when careful).
    var pivotRounding: Double { isCareful ? epsilon : Tolerance.relative }

    /// The ratio test, passing over coefficients that may be rounding unless the step would take
    /// such a row below 0 by more than rounding: then it bounds the step (verified after).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var skipped = false
        let best = leastRatioRow(entering) { tableau, row, a in
            guard abs(a) > tableau.pivotRounding,
                  !tableau.isCareful || !tableau.isResidue(a, in: row) else { skipped = true; return false }
            return true
        }
        guard let best else { return nil }
        guard skipped else { return best.row }
        let crossed = leastRatioRow(entering) { _, row, a in row.constant + a * best.ratio < -epsilon * max(1, row.constant) }
        return crossed?.row ?? best.row
    }

    /// The restricted row of least ratio (lower id on a tie) among those `admits`; one short of 0 gives no room.
    /// `admits` is handed the tableau: captured, it would be copied (every array retained) on each call.
    private func leastRatioRow(_ entering: Symbol, _ admits: (Tableau, Row, Double) -> Bool) -> (row: Symbol, ratio: Double)? {
        var best: (row: Symbol, ratio: Double)?
        for r in columns[entering] {
            guard kinds[r].isRestricted, let row = rows[r], let i = row.index(of: entering) else { continue }
            let a = row.cells[i].coefficient
            guard a < 0, !isNegligible(a), admits(self, row, a) else { continue }
            let ratio = max(0, -row.constant / a)
            if best.map({ ratio < $0.ratio || (ratio == $0.ratio && r < $0.row) }) ?? true { best = (r, ratio) }
        }
        return best
    }

    /// Under 1e-11 of its row's largest (and 1e-4): rounding, or true in a system spanning a million.
    func isResidue(_ a: Double, in row: Row) -> Bool {
        abs(a) < Tolerance.small && abs(a) <= Tolerance.relative * row.cells.reduce(0) { max($0, abs($1.coefficient)) }
    }

    /// A leaving row a little short of 0 (coefficients passed over as rounding) takes a degenerate step.
    mutating func primalPivot(entering: Symbol, leaving: Symbol) {
        if rows[leaving]!.constant < 0 { noteConstant(leaving); rows[leaving]!.constant = 0 }
        if rows[leaving]!.coefficient(for: entering) > -Tolerance.small { tookSmallStep = true }
        pivot(entering: entering, leaving: leaving)
    }

    /// Phase one: minimises the artificial objective (a copy of the artificial variable's row).
    mutating func optimizeArtificial() {
        while !pivotLimitReached, let objective = artificialObjective {
            var entering = -1
            for cell in objective.cells where cell.coefficient < 0 && kinds[cell.symbol].isPivotable && rows[cell.symbol] == nil {
                var scale = -1.0
                // Not on residue: it would "satisfy" a conflict through rounding.
                guard entering < 0 || cell.symbol < entering,
                      exceedsRounding(cell.coefficient, of: cell.symbol, scale: &scale),
                      !isResidue(cell.coefficient, in: objective) else { continue }
                entering = cell.symbol
            }
            guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
            primalPivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores rows whose constant went negative, keeping the objective optimal;
    /// returns a row no pivot can repair (a conflict); one short by `epsilon` at most is set to 0 instead.
    mutating func dualOptimize() -> Symbol? {
        while !pivotLimitReached, let r = infeasibleRows.popLast() {
            guard kinds[r].isRestricted, let row = rows[r], row.constant < 0 else { continue }
            var entering = -1, enteringCoefficient = 0.0
            // Judged as the ratio test judges a pivot, and never on residue.
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol].isPivotable {
                guard cell.coefficient > pivotRounding,
                      !isResidue(cell.coefficient, in: row) else { continue }
                if entering < 0 || ratioIsLess(cell.symbol, cell.coefficient, than: entering, enteringCoefficient) {
                    (entering, enteringCoefficient) = (cell.symbol, cell.coefficient)
                }
            }
            if entering < 0 && row.constant >= -epsilon { noteConstant(r); rows[r]!.constant = 0; continue }
            guard entering >= 0 else { infeasibleRows.removeAll(); return r }
            if enteringCoefficient < Tolerance.small { tookSmallStep = true }
            pivot(entering: entering, leaving: r)
        }
        return nil
    }

    private func ratioIsLess(_ j: Symbol, _ aj: Double, than k: Symbol, _ ak: Double) -> Bool {
        for level in levelOrder {
            let (x, y) = (costs[level][j] / aj, costs[level][k] / ak)
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        return j < k
    }
}

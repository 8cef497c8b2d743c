/// The primal and dual simplex steps of the Cassowary paper over the lexicographic objective.
extension Tableau {
    /// Primal simplex: while some parametric symbol has a lexicographically negative reduced
    /// cost, bring it into the basis. Entering symbols are picked by smallest id among the
    /// candidates (Bland's rule) so degenerate pivots cannot cycle (but see `BasisTrail`).
    mutating func optimize() {
        var trail = BasisTrail()
        while !pivotLimitReached, let entering = chooseEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded is impossible for a sum of errors; it can only be rounding noise.
                isCandidate[entering] = false
                candidates.removeAll { $0 == entering }
                continue
            }
            dropRoundingCosts(of: entering)
            primalPivot(entering: entering, leaving: leaving)
            guard goesOn(after: entering, leaving, trail: &trail) else { return }
        }
    }

    /// Sets to 0 the costs of `s` on the levels above the one that makes it improving: they were
    /// judged rounding, and carried through the pivot they become costs of the leaving symbol,
    /// judged against another column; 3e-11 at 999 came back as no rounding, the simplex stepped
    /// straight back, and the round ended the phase 203 off at 999 (fuzz-solver).
    mutating func dropRoundingCosts(of s: Symbol) {
        var scale = -1.0
        for level in levelOrder {
            let c = costs[level][s]
            if exceedsRounding(c, of: s, scale: &scale) && !isRowResidue(c, of: s, at: level) { return }
            costs[level][s] = 0
        }
    }

    /// Whether a primal phase goes on after a pivot. A basis met again (`BasisTrail`) first
    /// stops small steps, whose rounding is the likelier cause: once, a round through them had
    /// kept the simplex from an error of 323 at 251 (970 where it went round). A round without
    /// them ends the phase.
    mutating func goesOn(after entering: Symbol, _ leaving: Symbol, trail: inout BasisTrail) -> Bool {
        if trail.pivoted(entering: entering, leaving: leaving) { return true }
        guard takesSmallSteps else { return false }
        takesSmallSteps = false
        trail = BasisTrail()
        return true
    }

    mutating func chooseEnteringSymbol() -> Symbol? {
        var best = -1
        var kept = 0
        for i in candidates.indices {
            let s = candidates[i]
            if rows[s] == nil && kinds[s].isPivotable && isImproving(s) {
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

    /// Whether bringing `s` into the basis lowers the objective: its reduced cost, read from the
    /// highest level down, is negative beyond rounding. Costs over 1e-4 are never rounding; under
    /// it, rounding is judged against the column (`costRounding(scale:)`).
    func isImproving(_ s: Symbol) -> Bool {
        var scale = -1.0
        for level in levelOrder {
            let c = costs[level][s]
            guard exceedsRounding(c, of: s, scale: &scale), !isRowResidue(c, of: s, at: level) else { continue }
            return c < 0
        }
        return false
    }

    /// Whether a small cost of `s` is only residue in the rows of the level's errors: a cost is
    /// the sum of the coefficients of `s` there, and when each is residue against its own row
    /// (`isResidue`) so is the sum. A slack's 1.3e-8 next to −60,006 in an error row at 250,
    /// left by cancellations after a pivot on a coefficient of 200,000, hid its −200 at level 1
    /// and an error of 4.1e8 where 4,667 was the optimum (fuzz-solver).
    ///
    /// Rounding in a cell comes from products of its row's coefficients and its column's, so in a
    /// column of coefficients under 1 it is that much smaller, and the cell is judged as if its
    /// column were scaled up to 1: −5e-9 of a slack whose column holds up to 0.01, beside 9,800 in
    /// its error row, was a chain of rates and the only way down from an error of 1e6 at 1
    /// (fuzz-solver). A cell is residue against its column too, as for a pivot (`mayBeResidue`):
    /// 5.3e-10 of a slack whose column holds 20,000s, in x2's row where the exact row has none,
    /// made a cost of 7.3e-8 at 999 that hid −0.04 at 750 (fuzz-solver).
    func isRowResidue(_ c: Double, of s: Symbol, at level: Int) -> Bool {
        guard abs(c) < 1e-4, !(kinds[s] == .error && levelOfError(s) == level) else { return false }
        let columnScale = columnScale(s, restrictedOnly: false)
        let column = min(1, columnScale)
        for r in columns[s] where kinds[r] == .error {
            guard let row = rows[r], let i = row.index(of: s), levelOfError(r) == level else { continue }
            let a = row.cells[i].coefficient
            if !isResidue(a / column, in: row) && abs(a) > 1e-11 * columnScale { return false }
        }
        return true
    }

    private func levelOfError(_ s: Symbol) -> Int {
        owners[s].flatMap { records[ObjectIdentifier($0)]?.level } ?? -1
    }

    /// Whether `c`, a reduced cost of `s`, is more than rounding. `scale` caches `columnScale(s)`
    /// (negative until needed).
    func exceedsRounding(_ c: Double, of s: Symbol, scale: inout Double) -> Bool {
        if isNegligible(c) { return false }
        if abs(c) > 1e-4 { return true }
        if scale < 0 { scale = columnScale(s) }
        return abs(c) > costRounding(scale: scale)
    }

    /// The largest coefficient of `s` in its restricted rows, which bound its steps and make up
    /// the costs, or in any row. An external row's 50.5 had hidden a cost of −5e-9 that was a
    /// chain of ordinary rates, and an error of 20 at 750 with it.
    func columnScale(_ s: Symbol, restrictedOnly: Bool = true) -> Double {
        var scale = 0.0
        for r in columns[s] where !restrictedOnly || kinds[r].isRestricted {
            guard let row = rows[r], let i = row.index(of: s) else { continue }
            scale = max(scale, abs(row.cells[i].coefficient))
        }
        return scale
    }

    /// The largest reduced cost that may be rounding in a column of coefficients up to `scale`:
    /// `epsilon` for ordinary ones. Products of huge ones round by more (2.4e-7 next to 1.7e7 hid
    /// an improvement of 4,999 on a lower level). Small ones chain into small costs that are no
    /// rounding: 1/200 · 1/9999 · 0.01 gives −5e-9 next to 0.005 (see `pivotRounding(scale:)`).
    func costRounding(scale: Double) -> Double {
        max(pivotRounding(scale: scale), 1e-12 * scale)
    }

    /// The largest pivot coefficient that may be rounding in a column of coefficients up to
    /// `scale`: a billionth of it, capped at 1e-9. The improving step of the chain above is
    /// bounded by a row whose coefficient is −5e-9 too; against its column (0.005, or 0.505) it
    /// is as plain as any. `epsilon` (`takesSmallSteps` off) once such a pivot has misled the
    /// solver.
    func pivotRounding(scale: Double) -> Double {
        takesSmallSteps ? max(1e-12, 1e-9 * min(1, scale)) : epsilon
    }

    /// Whether `a`, a coefficient of `s`, is more than rounding to pivot on: over `epsilon`, or
    /// over `pivotRounding` of its column. `scale` caches `columnScale(s)` (negative until needed).
    func exceedsPivotRounding(_ a: Double, of s: Symbol, scale: inout Double) -> Bool {
        if abs(a) > epsilon { return true }
        if scale < 0 { scale = columnScale(s) }
        return abs(a) > pivotRounding(scale: scale)
    }

    /// The ratio test: the restricted row that first reaches 0 as `entering` grows.
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best = -1
        var bestRatio = Double.infinity
        var scale = -1.0  // columnScale(entering), once a coefficient under epsilon needs it
        var skipped = false
        for r in columns[entering] {
            guard kinds[r].isRestricted, let row = rows[r], let i = row.index(of: entering) else { continue }
            let a = row.cells[i].coefficient
            guard a < 0, !isNegligible(a) else { continue }
            guard exceedsPivotRounding(a, of: entering, scale: &scale) else { skipped = true; continue }
            if !takesSmallSteps && mayBeResidue(a, of: entering, in: row) { skipped = true; continue }
            // A row already short of 0 gives no room at all (see `primalPivot`).
            let ratio = max(0, -row.constant / a)
            if ratio < bestRatio || (ratio == bestRatio && r < best) {
                best = r
                bestRatio = ratio
            }
        }
        guard best >= 0 else { return nil }
        return skipped ? smallRowCrossed(by: entering, over: bestRatio) ?? best : best
    }

    /// Of the rows the ratio test passed over for a coefficient that may be rounding, the first
    /// that a step of `step` would take below 0 by more than rounding: over a step of 6.7e11, −5e-9
    /// is no rounding, and passing it had left an error at −3,313 (fuzz-solver). The pivot on the
    /// small coefficient is the lesser harm; the solution is checked after it (`tookSmallStep`).
    private func smallRowCrossed(by entering: Symbol, over step: Double) -> Symbol? {
        var best = -1
        var bestRatio = Double.infinity
        for r in columns[entering] {
            guard kinds[r].isRestricted, let row = rows[r], let i = row.index(of: entering) else { continue }
            let a = row.cells[i].coefficient
            guard a < 0, !isNegligible(a), row.constant + a * step < -epsilon * max(1, row.constant) else { continue }
            let ratio = max(0, -row.constant / a)
            if ratio < bestRatio || (ratio == bestRatio && r < best) {
                best = r
                bestRatio = ratio
            }
        }
        return best >= 0 ? best : nil
    }

    /// Whether `a` is under 1e-11 of the largest coefficient of its row: rounding left there by
    /// larger values (1e-8 next to 5,000), or a true coefficient of a system spanning a million
    /// (3e-6 next to 3e5). Only the values can tell, so such a pivot is taken and the solution
    /// checked (`tookSmallStep`); a tableau rebuilt without small steps takes none.
    func isResidue(_ a: Double, in row: Row) -> Bool {
        abs(a) < 1e-4 && abs(a) <= 1e-11 * row.cells.reduce(0) { max($0, abs($1.coefficient)) }
    }

    /// Whether `a`, the coefficient of `s` in `row`, may be rounding: against its row
    /// (`isResidue`) or against its column. Cancellations between the 30,000s of a slack's column
    /// left 1.2e-9 of it in x0's row, where the exact row has none, next to coefficients of 0.33;
    /// the pivot on it (1.2e-7 in a row of 33s) hid a conflict and sent x2 to 8e9 (fuzz-solver).
    func mayBeResidue(_ a: Double, of s: Symbol, in row: Row) -> Bool {
        isResidue(a, in: row) || (abs(a) < 1e-4 && abs(a) <= 1e-11 * columnScale(s, restrictedOnly: false))
    }

    /// A primal step. The ratio test ignores coefficients under `epsilon`, so a step can leave
    /// such a row a little short of 0 (−5e-9 over a step of 8,000: −4e-5). Leaving on that row
    /// is taken as the degenerate step it nearly is: divided by the entering coefficient, its
    /// shortfall would put the entering slack at −20 and break a required constraint by that.
    /// Every residue criterion starts under 1e-4, and rounding can grow there unseen: pivots on
    /// 1e-9, then 1.1e-5, left 2.1e-6 of a slack where the exact row has none, and a pivot on
    /// it broke a required equality by 2.8 (fuzz-solver). Under 1e-4 the solution is checked.
    mutating func primalPivot(entering: Symbol, leaving: Symbol) {
        if rows[leaving]!.constant < 0 { rows[leaving]!.constant = 0 }
        if rows[leaving]!.coefficient(for: entering) > -1e-4 { tookSmallStep = true }
        pivot(entering: entering, leaving: leaving)
    }

    /// Phase one of adding a row that has no feasible subject: minimise the artificial
    /// objective (a copy of the artificial variable's row).
    mutating func optimizeArtificial() {
        var trail = BasisTrail()
        while !pivotLimitReached, let objective = artificialObjective {
            var entering = -1
            for cell in objective.cells
            where cell.coefficient < 0 && kinds[cell.symbol].isPivotable && rows[cell.symbol] == nil {
                var scale = -1.0
                // Not on residue, as in the dual simplex: 1e-12 of an error symbol whose column
                // holds 100 in external rows, left by cancellations, "satisfied" a conflict of
                // 1e-7 by moving that error to 1.9e5 (fuzz-solver).
                guard entering < 0 || cell.symbol < entering,
                      exceedsRounding(cell.coefficient, of: cell.symbol, scale: &scale),
                      !mayBeResidue(cell.coefficient, of: cell.symbol, in: objective) else { continue }
                entering = cell.symbol
            }
            guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
            primalPivot(entering: entering, leaving: leaving)
            guard goesOn(after: entering, leaving, trail: &trail) else { return }
        }
    }

    /// Dual simplex: restore feasibility of rows whose constant went negative (after a
    /// suggested value or a changed constant) while keeping the objective optimal.
    /// Returns the row that cannot be repaired when the required constraints conflict.
    /// A row short of 0 by no more than `tolerance` that no pivot can repair is rounding: it is
    /// set to 0. One that a pivot can repair is repaired: a shift of 1e6 rounds by 1e-10 or so,
    /// but 1e-7 / 1.5 is no rounding, and x0's edit error set to 0 beside x0 = 6.7e-8 had made
    /// `x0 == 0` a conflict with `x0 <= 0` (fuzz-solver).
    mutating func dualOptimize(tolerance: Double = epsilon) -> Symbol? {
        while !pivotLimitReached, let r = infeasibleRows.popLast() {
            guard kinds[r].isRestricted, let row = rows[r], row.constant < -epsilon else {
                if kinds[r].isRestricted, let constant = rows[r]?.constant, constant < 0 { rows[r]!.constant = 0 }
                continue
            }
            var entering = -1
            var enteringCoefficient = 0.0
            // Under epsilon, judged against the column as the ratio test does: 0.01 · 1e-6 = 1e-8
            // of a weak error was the only repair of `0.01·x0 >= 0`, and no conflict (fuzz-solver).
            // Not on residue: 1.5e-8 of a slack whose column holds 10,000 "repaired" a conflict
            // of 20 by moving the slack by 1.3e9 (x0's row held 7.4e-9 of it), and a required
            // equality ended 10 off (fuzz-solver).
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol].isPivotable {
                var scale = -1.0
                guard exceedsPivotRounding(cell.coefficient, of: cell.symbol, scale: &scale),
                      !mayBeResidue(cell.coefficient, of: cell.symbol, in: row) else { continue }
                if entering < 0
                    || ratioIsLess(cell.symbol, cell.coefficient, than: entering, enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else {
                if row.constant >= -tolerance {
                    rows[r]!.constant = 0
                    continue
                }
                infeasibleRows.removeAll()
                return r
            }
            // Checked as a primal step is (`primalPivot`): 9e-7 of a slack, residue in a row of
            // 28s, entered at a ratio of residue over residue, and a required equality ended
            // 0.74 off (fuzz-solver).
            if enteringCoefficient < 1e-4 { tookSmallStep = true }
            pivot(entering: entering, leaving: r)
        }
        return nil
    }

    /// Compares reduced-cost ratios `cost(j)/aj` and `cost(k)/ak` lexicographically.
    private func ratioIsLess(_ j: Symbol, _ aj: Double, than k: Symbol, _ ak: Double) -> Bool {
        for level in levelOrder {
            let x = costs[level][j] / aj
            let y = costs[level][k] / ak
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        return j < k
    }

    /// The row to pivot a parametric marker into before its constraint's row is dropped:
    /// the row of a redundant equality's dummy, else a restricted row that keeps
    /// feasibility, else any restricted row, else the oldest external one.
    ///
    /// A dummy row (`d = 0 + dummies`, a required equality implied by others) mentions a
    /// marker only when the marker is one of the dummies implying it. It must win: the
    /// pivot then only renames dummies (every constant stays) and the redundant equality
    /// takes over the removed one's role. Through any other row the substitution would
    /// give the dummy row a nonzero constant: its equality silently stops holding, which
    /// no ratio test notices because a dummy row with a positive constant looks feasible.
    /// (Only exact dummy rows are left by then: `remove` adds the rounded ones again.)
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var small: [Cell] = []
        // Residue is judged against the column: 1e-8 next to −2 was residue (a removal through it
        // once dropped the row of another constraint's error).
        let rounding = epsilon * max(1, columnScale(marker, restrictedOnly: false))
        for r in columns[marker] {
            guard let row = rows[r], let i = row.index(of: marker) else { continue }
            let a = row.cells[i].coefficient
            if kinds[r] == .dummy && !nearZero(a) {
                return r
            } else if abs(a) <= rounding {
                // No pivot on rounding residue, which would blow the row up; but see below.
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
    /// least ratio (a negative coefficient first) whose coefficient is no residue of its own row.
    /// Through an external row instead, the external would be left parametric in those restricted
    /// rows: −2.5e-5 next to the 5,000 of x1's row was passed over, and x2 then went into c1's
    /// slack row, where a new subject for it took the slack to −2.5 (fuzz-solver).
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
    /// `step` (up for +1, down for −1) would take below 0 by more than rounding. A step of 4e8
    /// past a coefficient of 5e-9 once left a slack at −1.95; the pivot on 5e-9 is the lesser harm.
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

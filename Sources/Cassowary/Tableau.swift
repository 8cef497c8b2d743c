/// One added constraint: its marker (slack, first error or dummy) with its coefficient μ in the row as
/// created, its second error (or -1), level (-1: required), order, and the constant the tableau holds.
struct ConstraintRecord {
    let constraint: Constraint
    let marker: Symbol, other: Symbol, level: Int, markerSign: Double, order: Int
    var expressionConstant: Double
}

/// The Cassowary tableau: rows of basic symbols over parametric ones, a column index, and a
/// lexicographic objective with one cost vector per priority level. Invariants between operations:
/// - every restricted basic row (slack, error, dummy) has a constant ≥ 0; a dummy row is
///   `0 = 0 + dummies` (a redundant required equality);
/// - restricted rows and the costs mention parametric symbols only;
/// - an external row may refer to older external rows (lower `rank`): a new variable's row keeps
///   such references ("deferred substitution"; full substitution gives chains of views ~N²/2
///   cells), expanded only when a restricted row or a value needs them;
/// - `columns[s]` lists every row that mentions `s` (plus stale entries, dropped lazily).
struct Tableau {
    let explainsConflicts: Bool

    // Per symbol.
    var kinds: [SymbolKind] = [], rows: [Row?] = []
    var ranks: [Int] = [], columns: [[Symbol]] = [], columnLimits: [Int] = []
    var positions: [Int] = [], scratch: [Double] = []  // zero between uses: merge and expand scratch
    var memo: [Double] = [], memoScale: [Double] = [], marks: [UInt32] = []
    var owners: [Constraint?] = [], variables: [Variable?] = [], variableUses: [Int] = []
    var isCandidate: [Bool] = [], freeSymbols: [Symbol] = []
    var markEpoch: UInt32 = 0  // `marks[s] == markEpoch`: s seen in the current pass
    var nextRank = 0

    // The objective: costs[level][symbol], highest priority first (`levelOrder`). A level's value is
    // read from its error rows (`levelErrors`), never accumulated, so it carries no drift.
    var costs: [[Double]] = []
    var levelPriorities: [Double] = [], levelOrder: [Int] = []
    var candidates: [Symbol] = [], infeasibleRows: [Symbol] = []
    var artificialObjective: Row?
    /// `journalMarks[s] == journalEpoch` when the innermost checkpoint holds row s.
    var journal = Journal()
    var journalMarks: [UInt32] = [], journalEpoch: UInt32 = 0
    var pivotLimit = Int.max, pivotCount = 0
    var pivotLimitReached: Bool { pivotCount > pivotLimit }
    /// For good: no pivot on coefficients that may be rounding, no deferred substitution.
    var isCareful = false
    /// A pivot on a coefficient under 1e-4 was taken: rounding can grow unseen from there.
    var tookSmallStep = false
    /// The largest term summed into a row's constant: values carry rounding on its scale.
    var largestTerm = 0.0
    /// A multiplier past the domain's (1/100 to 100) was written: rows carry rounding nothing else shows.
    var multiplierPastTheDomain = false
    /// Rows may carry more rounding than their values show: `Solver.settle` verifies and refines.
    var mayCarryRounding: Bool { tookSmallStep || largestTerm > Tolerance.hugeTerm || multiplierPastTheDomain }

    var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    var twins: [Terms: Twin] = [:]
    var nextOrder = 0

    init(explainsConflicts: Bool = true, nextOrder: Int = 0, isCareful: Bool = false) {
        (self.explainsConflicts, self.nextOrder, self.isCareful) = (explainsConflicts, nextOrder, isCareful)
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if let s = freeSymbols.popLast() { noteSymbol(s); kinds[s] = kind; return s }
        let s = kinds.count
        // One slot in every per-symbol array, grouped as they are declared.
        kinds.append(kind); rows.append(nil)
        ranks.append(0); columns.append([]); columnLimits.append(16)
        positions.append(0); scratch.append(0)
        memo.append(0); memoScale.append(0); marks.append(0); journalMarks.append(0)
        owners.append(nil); variables.append(nil); variableUses.append(0); isCandidate.append(false)
        for level in costs.indices { costs[level].append(0) }
        noteSymbol(s)
        return s
    }

    /// Forgets a nonbasic symbol, scrubbing its rounding residue from rows and objective.
    mutating func freeSymbol(_ s: Symbol) {
        precondition(rows[s] == nil, "freeing a basic symbol")
        for r in columns[s] where rows[r] != nil {
            if let i = rows[r]!.index(of: s) { noteRow(r); rows[r]!.cells.remove(at: i) }
        }
        (columns[s], columnLimits[s]) = ([], 16)
        for level in costs.indices where costs[level][s] != 0 { noteCost(level, s); costs[level][s] = 0 }
        noteSymbol(s)
        (owners[s], variables[s], variableUses[s]) = (nil, nil, 0)
        freeSymbols.append(s)
    }

    mutating func newEpoch() -> UInt32 { markEpoch &+= 1; return markEpoch }

    mutating func appendColumn(_ s: Symbol, _ row: Symbol) {
        if columns[s].capacity == 0 { columns[s].reserveCapacity(4) }
        columns[s].append(row)
        if columns[s].count > columnLimits[s] { compactColumn(s) }
    }

    /// Drops stale and duplicate entries: the index is maintained lazily.
    mutating func compactColumn(_ s: Symbol) {
        let epoch = newEpoch()
        var column = columns[s]
        columns[s] = []
        column.removeAll { r in
            guard marks[r] != epoch, let row = rows[r], row.index(of: s) != nil else { return true }
            marks[r] = epoch
            return false
        }
        columnLimits[s] = max(16, 2 * column.count)
        columns[s] = column
    }

    mutating func liveColumnCount(_ s: Symbol) -> Int { compactColumn(s); return columns[s].count }

    mutating func insertRow(_ basic: Symbol, _ row: Row) {
        noteRow(basic)
        rows[basic] = row  // first: a compaction in appendColumn must see the row
        for cell in row.cells { appendColumn(cell.symbol, basic) }
        ranks[basic] = nextRank
        nextRank += 1
        if kinds[basic].isRestricted && row.constant < 0 { infeasibleRows.append(basic) }
    }

    mutating func removeRow(_ basic: Symbol) -> Row {
        noteRow(basic)
        return rows[basic].take()!
    }

    /// `target += factor · source` in O(|target| + |source|); symbols that enter go to `enteredSymbols`, a reused buffer.
    mutating func merge(_ target: inout Row, _ source: Row, _ factor: Double) {
        enteredSymbols.removeAll(keepingCapacity: true)
        let term = factor * source.constant
        target.constant += term
        largestTerm = max(largestTerm, abs(term))
        for (i, cell) in target.cells.enumerated() { positions[cell.symbol] = i + 1 }
        for cell in source.cells {
            let p = positions[cell.symbol]
            if p > 0 {
                target.cells[p - 1].coefficient = accumulate(target.cells[p - 1].coefficient, factor * cell.coefficient)
            } else {
                target.cells.append(Cell(symbol: cell.symbol, coefficient: factor * cell.coefficient))
                positions[cell.symbol] = target.cells.count
                enteredSymbols.append(cell.symbol)
            }
        }
        clearPositionsDroppingNegligible(&target)
    }

    /// Clears the `positions` set for `row`'s cells and drops its negligible coefficients.
    private mutating func clearPositionsDroppingNegligible(_ row: inout Row) {
        var largest = 0.0
        for cell in row.cells {
            positions[cell.symbol] = 0
            largest = max(largest, abs(cell.coefficient))
        }
        row.cells.removeAll { isNegligible($0.coefficient, inRowUpTo: largest) }
    }

    private var enteredSymbols: [Symbol] = []
    /// Replaces `symbol` by `row` in the rows that hold it, the objective and the artificial one.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let column = columns[symbol]
        columns[symbol] = []
        for r in column {
            guard var target = rows[r], let i = target.index(of: symbol) else { continue }
            noteRow(r)
            rows[r] = nil
            let factor = target.cells[i].coefficient
            target.cells[i] = target.cells[target.cells.count - 1]
            target.cells.removeLast()
            merge(&target, row, factor)
            rows[r] = target
            for s in enteredSymbols { appendColumn(s, r) }
            if kinds[r].isRestricted && target.constant < 0 { infeasibleRows.append(r) }
        }
        for level in costs.indices where costs[level][symbol] != 0 {
            let c = costs[level][symbol]
            noteCost(level, symbol)
            costs[level][symbol] = 0
            for cell in row.cells { addCost(level, cell.symbol, c * cell.coefficient) }
        }
        if var artificial = artificialObjective, let i = artificial.index(of: symbol) {
            let factor = artificial.cells[i].coefficient
            artificial.cells.remove(at: i)
            merge(&artificial, row, factor)
            artificialObjective = artificial
        }
    }

    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount += 1
        enter(entering, removeRow(leaving), leaving: leaving)
    }

    /// Makes `subject` basic: `row` (`0 = row`, or `leaving = row`) solved for it and substituted.
    mutating func enter(_ subject: Symbol, _ row: consuming Row, leaving: Symbol? = nil) {
        if let leaving { row.solve(for: subject, leaving: leaving) } else { row.solve(for: subject) }
        substitute(subject, row)
        insertRow(subject, row)
    }

    /// The row with each basic symbol replaced by its row, newest first (references point to lower
    /// ranks), each once; its largest term goes to `largestTerm`.
    mutating func expanded(_ row: Row) -> Row {
        var magnitude = abs(row.constant)
        guard row.cells.contains(where: { rows[$0.symbol] != nil }) else { return row }
        var result = Row(constant: row.constant)
        var pending: [Symbol] = []  // referenced basic symbols; ranks are unique, so the order is too
        let cancelled = Double.leastNonzeroMagnitude
        func take(_ cells: [Cell], _ factor: Double) {
            for cell in cells {
                let s = cell.symbol, term = factor * cell.coefficient
                if rows[s] != nil {
                    if scratch[s] == 0 { pending.append(s) }
                    // A factor that cancels to 0 stays queued as `cancelled`, contributing nothing.
                    scratch[s] = accumulate(scratch[s], term)
                    if scratch[s] == 0 { scratch[s] = cancelled }
                } else {
                    let p = positions[s]
                    if p > 0 {
                        result.cells[p - 1].coefficient = accumulate(result.cells[p - 1].coefficient, term)
                    } else {
                        result.cells.append(Cell(symbol: s, coefficient: term))
                        positions[s] = result.cells.count
                    }
                }
            }
        }
        take(row.cells, 1)
        while let i = pending.indices.max(by: { ranks[pending[$0]] < ranks[pending[$1]] }) {
            pending.swapAt(i, pending.count - 1)
            let s = pending.removeLast(), factor = scratch[s]
            scratch[s] = 0
            if factor == cancelled { continue }
            let source = rows[s]!
            let term = factor * source.constant
            magnitude = max(magnitude, abs(term))
            result.constant += term
            take(source.cells, factor)
        }
        largestTerm = max(largestTerm, magnitude)
        clearPositionsDroppingNegligible(&result)
        return result
    }

    mutating func level(for priority: Double) -> Int {
        if let level = levelPriorities.firstIndex(of: priority) { return level }
        costs.append([Double](repeating: 0, count: kinds.count))
        levelPriorities.append(priority)
        levelOrder = levelPriorities.indices.sorted { levelPriorities[$0] > levelPriorities[$1] }
        return costs.count - 1
    }

    /// Adds `weight · symbol` to one level of the objective, in parametric terms.
    mutating func addToObjective(_ level: Int, _ symbol: Symbol, _ weight: Double) {
        guard let row = rows[symbol] else { return addCost(level, symbol, weight) }
        for cell in row.cells { addCost(level, cell.symbol, weight * cell.coefficient) }
    }

    private mutating func addCost(_ level: Int, _ s: Symbol, _ amount: Double) {
        noteCost(level, s)
        costs[level][s] = accumulate(costs[level][s], amount)
        markCandidate(s)
    }

    /// Sums a level's costs afresh: an emptied level is exactly 0, and each symbol in it a candidate.
    mutating func recomputeCosts(of level: Int) {
        for s in costs[level].indices where costs[level][s] != 0 { noteCost(level, s); costs[level][s] = 0; markCandidate(s) }
        // In the order of additions, so a replay rounds alike.
        for record in records.values.filter({ $0.level == level }).sorted(by: { $0.order < $1.order }) {
            for s in [record.marker, record.other] where s >= 0 && kinds[s] == .error { addToObjective(level, s, 1) }
        }
    }

    @inline(__always) mutating func markCandidate(_ s: Symbol) {
        if !isCandidate[s] { isCandidate[s] = true; candidates.append(s) }
    }
}

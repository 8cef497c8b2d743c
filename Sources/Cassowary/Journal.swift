/// The first old value of every row and cost an operation changes: a change of constant, phase
/// one or a refinement that fails is undone by putting them back (`Tableau.restoreFromJournal`),
/// exactly, never by arithmetic in reverse, which would leave the failed operation's rounding
/// behind. The signs of rounding (`largestTerm`, `tookSmallStep`) stay: they tell the solver to
/// confirm the failure.
struct Journal {
    var rows: [(symbol: Symbol, row: Row?, rank: Int)] = []
    var costs: [(level: Int, symbol: Symbol, cost: Double)] = []
    var seenRows: Set<Symbol> = []
    var seenCosts: Set<Int> = []
    let nextRank: Int
    let roundedDummyRows: Set<Symbol>
}

extension Tableau {
    mutating func beginJournal() {
        journal = Journal(nextRank: nextRank, roundedDummyRows: roundedDummyRows)
    }

    /// Records row `s` as it is, before its first change under the journal.
    @inline(__always) mutating func noteRow(_ s: Symbol) {
        guard journal != nil, journal!.seenRows.insert(s).inserted else { return }
        journal!.rows.append((s, rows[s], ranks[s]))
    }

    /// Records the cost of `s` at `level`, before its first change under the journal.
    @inline(__always) mutating func noteCost(_ level: Int, _ s: Symbol) {
        guard journal != nil, journal!.seenCosts.insert(s << 16 | level).inserted else { return }
        journal!.costs.append((level, s, costs[level][s]))
    }

    /// Puts back everything the journal saw and ends it. Restored rows list themselves in their
    /// symbols' columns again (entries dropped meanwhile; duplicates are compacted lazily).
    mutating func restoreFromJournal() {
        guard let saved = journal else { return }
        journal = nil
        for entry in saved.rows {
            rows[entry.symbol] = entry.row
            ranks[entry.symbol] = entry.rank
        }
        for entry in saved.rows {
            for cell in entry.row?.cells ?? [] { appendColumn(cell.symbol, entry.symbol) }
        }
        for entry in saved.costs { costs[entry.level][entry.symbol] = entry.cost }
        nextRank = saved.nextRank
        roundedDummyRows = saved.roundedDummyRows
        infeasibleRows.removeAll()
    }
}

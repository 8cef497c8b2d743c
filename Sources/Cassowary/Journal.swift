/// The old values of the rows, row constants and costs an operation changes: a change of
/// constant, phase one or a refinement that fails is undone by putting them back
/// (`Tableau.restoreFromJournal`), exactly, never by arithmetic in reverse, which would leave
/// the failed operation's rounding behind. The signs of rounding (`largestTerm`,
/// `tookSmallStep`) stay: they tell the solver to confirm the failure.
struct Journal {
    enum Entry {
        case constant(Symbol, Double)
        case row(Symbol, Row?, rank: Int)
        case cost(level: Int, Symbol, Double)
    }
    /// Put back newest first, so each row ends as its oldest entry has it.
    var entries: [Entry] = []
    let nextRank: Int
    let roundedDummyRows: Set<Symbol>
}

extension Tableau {
    mutating func beginJournal() {
        journalEpoch &+= 1
        journal = Journal(nextRank: nextRank, roundedDummyRows: roundedDummyRows)
    }

    /// Records row `s` as it is, before its first change under the journal.
    @inline(__always) mutating func noteRow(_ s: Symbol) {
        guard journal != nil, journalMarks[s] != journalEpoch else { return }
        journalMarks[s] = journalEpoch
        journal!.entries.append(.row(s, rows[s], rank: ranks[s]))
    }

    /// Records the constant of row `s` before it moves: cheaper than the row, for shifts.
    @inline(__always) mutating func noteConstant(_ s: Symbol) {
        guard journal != nil, journalMarks[s] != journalEpoch else { return }
        journal!.entries.append(.constant(s, rows[s]!.constant))
    }

    /// Records the cost of `s` at `level` before it changes.
    @inline(__always) mutating func noteCost(_ level: Int, _ s: Symbol) {
        if journal != nil { journal!.entries.append(.cost(level: level, s, costs[level][s])) }
    }

    /// Puts back everything the journal saw and ends it. Restored rows list themselves in their
    /// symbols' columns again (entries dropped meanwhile; duplicates are compacted lazily).
    mutating func restoreFromJournal() {
        guard let saved = journal else { return }
        journal = nil
        for entry in saved.entries.reversed() {
            switch entry {
            case let .constant(s, constant): rows[s]!.constant = constant
            case let .row(s, row, rank): rows[s] = row; ranks[s] = rank
            case let .cost(level, s, cost): costs[level][s] = cost
            }
        }
        for case let .row(s, row?, _) in saved.entries {
            for cell in row.cells { appendColumn(cell.symbol, s) }
        }
        nextRank = saved.nextRank
        roundedDummyRows = saved.roundedDummyRows
        infeasibleRows.removeAll()
    }
}

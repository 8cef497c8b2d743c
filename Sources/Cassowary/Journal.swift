/// The old values of everything an operation changes in the tableau, newest last, under nested
/// checkpoints. Undoing puts them back exactly; the signs of rounding (`largestTerm`, `tookSmallStep`,
/// `multiplierPastTheDomain`, `isCareful`) stay, so the solver goes on verifying what such rows give.
struct Journal {
    enum Entry {
        case constant(Symbol, Double), row(Symbol, Row?, rank: Int), cost(level: Int, Symbol, Double)
        case symbol(Symbol, SymbolKind, owner: Constraint?, variable: Variable?, uses: Int)
        case record(ObjectIdentifier, ConstraintRecord?), twin(Terms, Twin?), variableSymbol(ObjectIdentifier, Symbol?)
    }

    var entries: [Entry] = []
    /// Where each open checkpoint starts, and the counters and free symbols it puts back.
    var checkpoints: [(entryCount: Int, nextRank: Int, nextOrder: Int, symbolCount: Int, freeSymbols: [Symbol])] = []
}

extension Tableau {
    var isJournaling: Bool { !journal.checkpoints.isEmpty }
    mutating func beginCheckpoint() {
        journalEpoch &+= 1  // rows noted under an outer checkpoint are noted again for this one
        journal.checkpoints.append((journal.entries.count, nextRank, nextOrder, kinds.count, freeSymbols))
    }

    /// Closes the innermost checkpoint, keeping its changes for an outer one to undo.
    mutating func commitCheckpoint() {
        journal.checkpoints.removeLast()
        if journal.checkpoints.isEmpty { journal.entries.removeAll(keepingCapacity: true) }
    }

    /// Puts back everything since the innermost checkpoint and closes it; symbols made since are free,
    /// handed out in the order fresh ones would be.
    mutating func restoreCheckpoint() {
        let start = journal.checkpoints.removeLast()
        let changes = journal.entries[start.entryCount...]
        for entry in changes.reversed() {
            switch entry {
            case let .constant(s, constant): rows[s]!.constant = constant
            case let .row(s, row, rank): rows[s] = row; ranks[s] = rank
            case let .cost(level, s, cost): costs[level][s] = cost
            case let .symbol(s, kind, owner, variable, uses):
                (kinds[s], owners[s], variables[s], variableUses[s]) = (kind, owner, variable, uses)
            case let .record(key, record): records[key] = record
            case let .twin(terms, twin): twins[terms] = twin
            case let .variableSymbol(key, s): symbolOfVariable[key] = s
            }
        }
        for case let .row(s, row?, _) in changes { for cell in row.cells { appendColumn(cell.symbol, s) } }
        journal.entries.removeSubrange(start.entryCount...)
        for s in start.symbolCount..<kinds.count { columns[s] = [] }
        freeSymbols = Array((start.symbolCount..<kinds.count).reversed()) + start.freeSymbols
        (nextRank, nextOrder, artificialObjective) = (start.nextRank, start.nextOrder, nil)
        infeasibleRows.removeAll()
        journalEpoch &+= 1  // rows noted only since the checkpoint must be noted again
    }

    // Every change to journaled state goes through these, so that a checkpoint can put it back.
    @inline(__always) mutating func noteRow(_ s: Symbol) {
        guard isJournaling, journalMarks[s] != journalEpoch else { return }
        journalMarks[s] = journalEpoch
        journal.entries.append(.row(s, rows[s], rank: ranks[s]))
    }
    /// The constant alone: cheaper than the row, for shifts.
    @inline(__always) mutating func noteConstant(_ s: Symbol) {
        guard isJournaling, journalMarks[s] != journalEpoch else { return }
        journal.entries.append(.constant(s, rows[s]!.constant))
    }
    @inline(__always) mutating func noteCost(_ level: Int, _ s: Symbol) { note(.cost(level: level, s, costs[level][s])) }
    mutating func noteSymbol(_ s: Symbol) { note(.symbol(s, kinds[s], owner: owners[s], variable: variables[s], uses: variableUses[s])) }

    mutating func setRecord(_ record: ConstraintRecord?, for constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        note(.record(key, records.replaceValue(record, forKey: key)))
    }
    mutating func setTwin(_ twin: Twin?, for terms: Terms) { note(.twin(terms, twins.replaceValue(twin, forKey: terms))) }
    mutating func setSymbol(_ s: Symbol?, of variable: Variable) {
        let key = ObjectIdentifier(variable)
        note(.variableSymbol(key, symbolOfVariable.replaceValue(s, forKey: key)))
    }
    /// Built before the check: the old value a dictionary change returns spares it a second lookup.
    @inline(__always) mutating func note(_ entry: Journal.Entry) { if isJournaling { journal.entries.append(entry) } }
}

extension Dictionary {
    /// Sets (or removes, for nil) the value for `key` and returns the old one, hashing `key` once.
    mutating func replaceValue(_ value: Value?, forKey key: Key) -> Value? {
        if let value { updateValue(value, forKey: key) } else { removeValue(forKey: key) }
    }
}

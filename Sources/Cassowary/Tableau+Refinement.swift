extension Tableau {
    /// One step of iterative refinement: each constraint's residual at the current values comes
    /// back as a shift of its constant, so the tableau's columns carry the correction; undone
    /// when the rows cannot be made feasible.
    mutating func refineConstants() {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Symbol] = []
        var shifts: [(order: Int, marker: Symbol, shift: Double)] = []
        for record in records.values {
            if kinds[record.marker] == .dummy && rows[record.marker] != nil { continue }
            var residual = expressionValue(record, epoch, &stack).value
            // The row as created: expression + μ·marker − μ·other (`createRow`).
            if rows[record.marker] != nil { residual += record.markerSign * evaluate(record.marker, epoch, &stack) }
            if record.other >= 0 && rows[record.other] != nil {
                residual -= record.markerSign * evaluate(record.other, epoch, &stack)
            }
            if residual != 0 { shifts.append((record.order, record.marker, residual / record.markerSign)) }
        }
        // Applied after all are read, in the order of additions, so a replay rounds alike.
        shifts.sort { $0.order < $1.order }
        beginCheckpoint()
        for (_, marker, shift) in shifts { shiftMarker(marker, by: shift) }
        if dualOptimize() != nil || pivotLimitReached {
            restoreCheckpoint()
        } else {
            commitCheckpoint()
        }
    }
}

/// An incremental Cassowary solver for Auto Layout-style constraint systems.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.add(x + y == 100)
/// try solver.add((x >= 60).priority(750))
/// try solver.addEditVariable(y, priority: 999)
/// try solver.suggest(y, value: 30)
/// solver.updateVariables()   // x.value == 70, y.value == 30
/// ```
///
/// Priorities are strict (a higher priority always wins over any number of lower ones);
/// within one priority the solver minimises the sum of absolute errors. A solver and its
/// variables must be used from one thread at a time; separate solvers are independent.
public final class Solver {
    private var tableau = Tableau()
    private var edits: [ObjectIdentifier: (variable: Variable, constraint: Constraint)] = [:]

    /// UIKit mode: a conflicting required constraint is not added and recorded in
    /// ``brokenConstraints`` instead of throwing ``UnsatisfiableConstraintError``.
    public var breaksConflicts = false

    /// The required constraints dropped in ``breaksConflicts`` mode, oldest first.
    public private(set) var brokenConstraints: [BrokenConstraint] = []

    /// The most simplex pivots one operation (an add, remove, constant change or suggestion)
    /// may take. Bland's rule ends every optimisation in exact arithmetic; this bounds the
    /// time rounding could otherwise spin. An operation that reaches it throws
    /// ``IterationLimitError`` and leaves the solver as it was. The largest screens (5,000
    /// views) take a few thousand pivots for a change that flips every inequality at once.
    public var maximumPivots = 100_000

    public init() {}

    /// Adds a constraint. Throws ``UnsatisfiableConstraintError`` (with a minimal conflict)
    /// when a required constraint cannot hold; the solver is then unchanged. A constraint in
    /// ``brokenConstraints`` may be added again: it leaves the list, or is listed once more
    /// with its new conflict.
    public func add(_ constraint: Constraint) throws {
        guard tableau.records[ObjectIdentifier(constraint)] == nil else {
            throw DuplicateConstraintError(constraint: constraint)
        }
        guard constraint.priority.isValid else { throw InvalidPriorityError(priority: constraint.priority) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw NonFiniteValueError(message: "non-finite coefficient or constant in \(constraint)")
        }
        // A broken constraint added again is a new attempt: it holds, or is recorded broken anew.
        let earlier = brokenConstraints.firstIndex { $0.constraint === constraint }
            .map { (index: $0, entry: brokenConstraints.remove(at: $0)) }
        do {
            try bounded(undo: .dropping(constraint), "adding \(constraint)") { () throws(UnsatisfiableConstraintError) in
                try tableau.add(constraint, constant: expression.constant)
            }
        } catch let error as UnsatisfiableConstraintError where breaksConflicts {
            brokenConstraints.append(BrokenConstraint(error))
        } catch {
            // Undone: it is as broken as it was.
            if let earlier { brokenConstraints.insert(earlier.entry, at: min(earlier.index, brokenConstraints.count)) }
            throw error
        }
    }

    /// Removes a constraint added earlier (or forgets a broken one).
    ///
    /// A required equality accepted as redundant within rounding through the removed one is
    /// added again from its own terms; one that then conflicts with the rest throws
    /// ``UnsatisfiableConstraintError`` with the solver as it was (or, in ``breaksConflicts``
    /// mode, is recorded as broken while the removal goes ahead).
    public func remove(_ constraint: Constraint) throws {
        if tableau.records[ObjectIdentifier(constraint)] == nil {
            if let i = brokenConstraints.firstIndex(where: { $0.constraint === constraint }) {
                brokenConstraints.remove(at: i)
                return
            }
            throw UnknownConstraintError(constraint: constraint)
        }
        let record = tableau.records[ObjectIdentifier(constraint)]!
        // Kept only when a conflict is possible: a copy would cost every removal a full copy.
        let before = tableau.redundantEqualities(leaningOn: record.marker).isEmpty ? nil : (tableau, brokenConstraints)
        var conflicts: [UnsatisfiableConstraintError] = []
        do {
            try bounded(undo: .restoring(record), "removing \(constraint)") { conflicts = tableau.remove(constraint) }
            if let conflict = conflicts.first, !breaksConflicts { throw conflict }
        } catch {
            // The records of the equalities taken out to be added again are only in the copy, and
            // a rebuild without them may have recorded one broken.
            if let before { (tableau, brokenConstraints) = before }
            throw error
        }
        brokenConstraints += conflicts.map(BrokenConstraint.init)
        rebuildIfRounded()
    }

    /// A removal from a tableau that may carry rounding (`mayCarryRounding`) leaves it in rows the
    /// removed constraint held in check; rows built afresh carry none. After removing
    /// `100·x2 + x0 == −1` such rounding (9.9999999989 for 10) had the simplex stop at x2 = 0 where
    /// x2 = 500,000 is 500,000 better at 250 (fuzz-solver). Kept only when it holds every
    /// constraint and its solution bears out its objective (`bounded`'s check), so it changes no
    /// answer but a rounded one.
    private func rebuildIfRounded() {
        let scale = tableau.largestTerm
        guard tableau.mayCarryRounding, rebuildKept(carefully: nil, if: {
            !tableau.mayCarryRounding || tableau.solutionBearsOutObjective(scale: scale)
        }) else { return }
        if tableau.mayCarryRounding { tableau.refineConstants() }
    }

    /// Whether the constraint is in the solver (broken constraints are not).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.records[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        return tableau.records.values.sorted { $0.order < $1.order }.map(\.constraint)
            .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Changes UIKit's `constant` (the right-hand side of `Σ terms ⋈ constant`) in place and
    /// re-optimises from the current basis. A required constraint that would conflict throws
    /// (or, in ``breaksConflicts`` mode, is removed and recorded) and keeps its old constant.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard constant.isFinite else { throw NonFiniteValueError(message: "constant \(constant)") }
        guard tableau.records[ObjectIdentifier(constraint)] != nil else {
            throw UnknownConstraintError(constraint: constraint)
        }
        let old = tableau.records[ObjectIdentifier(constraint)]!.expressionConstant
        do {
            try bounded(undo: .resetting(constraint, to: old), "changing the constant of \(constraint)") {
                () throws(UnsatisfiableConstraintError) in
                try tableau.updateConstant(of: constraint, to: -constant)
            }
            constraint.setConstant(constant)
        } catch let error as UnsatisfiableConstraintError {
            guard breaksConflicts else { throw error }
            let conflicts = [error] + tableau.remove(constraint)
            brokenConstraints += conflicts.map(BrokenConstraint.init)
        }
    }

    /// Makes `variable` suggestible at a non-required priority (it starts suggested at 0).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw DuplicateEditVariableError(variable: variable) }
        guard !priority.isRequired else { throw RequiredEditVariableError(variable: variable) }
        guard priority.isValid else { throw InvalidPriorityError(priority: priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit \(variable)")
        try bounded(undo: .dropping(constraint), "adding edit variable \(variable)") { () throws(UnsatisfiableConstraintError) in
            try tableau.add(constraint, constant: 0)
        }
        edits[key] = (variable, constraint)
    }

    /// Stops suggesting values for `variable` (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits[ObjectIdentifier(variable)] else {
            throw UnknownEditVariableError(variable: variable)
        }
        let record = tableau.records[ObjectIdentifier(edit.constraint)]!
        try bounded(undo: .restoring(record), "removing edit variable \(variable)") { _ = tableau.remove(edit.constraint) }
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable; the dual simplex re-optimises incrementally.
    public func suggest(_ variable: Variable, value: Double) throws {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw UnknownEditVariableError(variable: variable) }
        guard value.isFinite else { throw NonFiniteValueError(message: "suggested value \(value)") }
        let old = tableau.records[ObjectIdentifier(edit.constraint)]!.expressionConstant
        try bounded(undo: .resetting(edit.constraint, to: old), "suggesting \(value) for \(variable)") {
            () throws(UnsatisfiableConstraintError) in
            try tableau.updateConstant(of: edit.constraint, to: -value)
        }
        edit.constraint.setConstant(value)
    }

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() { tableau.updateValues() }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        edits = [:]
        brokenConstraints = []
    }

    /// The variables the constraints do not determine uniquely.
    public func ambiguousVariables() -> [Variable] { tableau.ambiguousVariables() }

    /// The summed absolute error of the constraints at `priority` in the current solution.
    public func error(at priority: Priority) -> Double {
        tableau.objectiveValue(priority: priority.value)
    }
}

extension Solver {
    /// How to put the tableau back when an operation runs out of pivots.
    private enum Undo {
        case dropping(Constraint)
        case restoring(ConstraintRecord)
        case resetting(Constraint, to: Double)
    }

    /// Runs one tableau operation under ``maximumPivots``. Past the limit the tableau is in
    /// the middle of a simplex phase; rather than keep a copy of every tableau for the rare
    /// case, the operation is undone by its inverse (`reverse`) and throws. Once the simplex
    /// has pivoted on a coefficient that may be rounding, or terms have passed 1e8
    /// (`mayCarryRounding`), each solution is checked against the constraints;
    /// when its values break a required one or deny the errors the tableau claims, the tableau
    /// is rebuilt, as it now stands, carefully (`rebuild`). A conflict found after such pivots is
    /// looked for again in a careful tableau. Either way the solutions are then refined
    /// (`refineConstants`), for the large coefficients such a pivot leaves amplify rounding. A
    /// required constraint that cannot be added again then is a conflict the first pass missed:
    /// it is thrown (or, in ``breaksConflicts`` mode, recorded as broken) rather than silently
    /// left out.
    private func bounded<E: Error>(undo: Undo, _ operation: @autoclosure () -> String,
                                   _ body: () throws(E) -> Void) throws {
        tableau.pivotCount = 0
        tableau.pivotLimit = maximumPivots
        defer { tableau.pivotLimit = .max }
        let scale = tableau.largestTerm
        let wasCareful = !tableau.defersSubstitution
        var failure: (any Error)?
        tableau.lastConflictWasNarrow = false
        do { try body() } catch { failure = error }
        var dropped: [UnsatisfiableConstraintError] = []
        // Rows written while terms passed 1e8 keep rounding above `epsilon` once values come back
        // (1e-16 of 4e10 left a slack's row 7e-6 off, and `101·x1 + x0 == 0` was a conflict where
        // x = 0 holds everything; fuzz-solver). A rebuild writes the required rows first. So may
        // a miss of a millionth through smaller terms: x0 brought back from 6.7e7 to 1e-5 left
        // `x0 == 0` 1e-8 short beside `0.01·x0 >= 0` (`lastConflictWasNarrow`; fuzz-solver).
        let mayBeRounding = tableau.tookSmallStep && tableau.defersSubstitution || tableau.largestTerm > 1e8
        if failure is UnsatisfiableConstraintError && (mayBeRounding || tableau.lastConflictWasNarrow)
            && !tableau.pivotLimitReached {
            // A conflict found through small steps may be their rounding; it is looked for again
            // in a careful tableau. Phase one through cells of 3e10 had ended 19 short of adding
            // `−0.5·x2 == 20` where x0 = 0, x1 = 2, x2 = −40 holds everything (fuzz-solver).
            // The careful tableau is kept only when it holds every constraint and this one too;
            // when it runs out of pivots first, the conflict is undecided: the limit is reached,
            // and the tableau stays as it was (a change of constant undoes itself at the limit
            // without throwing; the careful tableau kept then had stopped 999,899 short at 750).
            var ranOut = false
            if rebuildKept(carefully: true, if: {
                tableau.pivotLimit = maximumPivots
                defer { ranOut = tableau.pivotLimitReached }
                return (try? body()) != nil && !tableau.pivotLimitReached
            }) {
                failure = nil
            } else if ranOut {
                failure = IterationLimitError(limit: maximumPivots, operation: operation())
            }
        }
        if failure is UnsatisfiableConstraintError {
            // Taken back, and the terms its phase one summed with it: kept as the scale of the
            // tableau's rounding, they let the check after the next addition forgive
            // `201·x0 <= 0` 4e-5 off beside `0.5·x0 >= 1e-7`, where a solver that never saw
            // the conflict threw (fuzz-solver).
            tableau.largestTerm = scale
        }
        if tableau.pivotLimitReached {
            dropped += reverse(undo)
            failure = IterationLimitError(limit: maximumPivots, operation: operation())
        } else if tableau.mayCarryRounding && !tableau.solutionBearsOutObjective(scale: scale) {
            let denied = tableau
            let lost = rebuild(undoing: nil, carefully: true)
            if lost.isEmpty || breaksConflicts {
                dropped += lost
            } else {
                // A thrown error leaves the solver as it was: rebuilt as it stood before.
                tableau = denied
                dropped += rebuild(undoing: undo, carefully: wasCareful)
                failure = failure ?? lost[0]
            }
        }
        if tableau.mayCarryRounding { tableau.refineConstants() }
        // Held only within the rounding of the largest terms seen (`scale`) is doubtful: after terms
        // of 5e11, an edit variable left a required equality 0.5 off and x2 at 5.6e9 where 10,000
        // is the optimum (fuzz-solver). Rows built afresh carry none of that rounding; they are
        // kept when they hold within their own.
        if tableau.mayCarryRounding && !tableau.solutionBearsOutObjective(scale: 0) {
            _ = rebuildKept(carefully: nil) { tableau.solutionBearsOutObjective(scale: 0) }
        }
        if breaksConflicts {
            brokenConstraints += dropped.map(BrokenConstraint.init)
        } else if failure == nil {
            failure = dropped.first
        }
        if let failure { throw failure }
    }

    /// Undoes an operation that ran out of pivots by its inverse, with the limit lifted, so the
    /// other constraints keep the history that let them in: a rebuild met `0.01·x1 − 200·x0 ==
    /// 1e-7` and `x0 == 0` before `−x1 == 0`, which history had let in at x1 = 0, put x1 at 1e-5
    /// and dropped it (fuzz-solver). A change of constant undoes itself (`Tableau.updateConstant`).
    /// Only when the inverse cannot put everything back is the tableau rebuilt — or, as after any
    /// removal, when it may carry rounding (`rebuildIfRounded`): phase one through terms of 2e18
    /// had left x0's row 5,000 off, and once the addition was undone the simplex stopped at an
    /// error of 2e10 at priority 1 where 0 is the optimum (fuzz-solver).
    private func reverse(_ undo: Undo) -> [UnsatisfiableConstraintError] {
        let stopped = tableau
        tableau.pivotLimit = .max
        let undone: Bool
        switch undo {
        case let .dropping(constraint):
            // Phase one puts the tableau back itself when it stops (`addWithArtificialVariable`).
            undone = tableau.records[ObjectIdentifier(constraint)] == nil || tableau.remove(constraint).isEmpty
        case let .restoring(record):
            undone = tableau.records[ObjectIdentifier(record.constraint)] != nil
                || (try? tableau.add(record.constraint, constant: record.expressionConstant, order: record.order)) != nil
        case .resetting:
            return []
        }
        guard undone else {
            tableau = stopped
            return rebuild(undoing: undo)
        }
        rebuildIfRounded()
        return []
    }

    /// Rebuilds the tableau (`rebuild`) and keeps the rebuild only when it lost no constraint
    /// and `holds` says so; otherwise the tableau is put back. Returns whether it was kept.
    private func rebuildKept(carefully: Bool?, if holds: () -> Bool) -> Bool {
        let before = tableau
        guard rebuild(undoing: nil, carefully: carefully).isEmpty, holds() else {
            tableau = before
            return false
        }
        return true
    }

    /// The tableau built afresh from the constraints (`undo` applied); the required ones that
    /// no longer fit are left out and returned. `carefully` turns off, for good, small steps and
    /// deferred substitution (a solution was denied, and rounding in either is the likely cause),
    /// or back on; by default the tableau keeps its ways.
    private func rebuild(undoing undo: Undo?, carefully: Bool? = nil) -> [UnsatisfiableConstraintError] {
        var kept = Array(tableau.records.values)
        switch undo {
        case let .dropping(constraint):
            kept.removeAll { $0.constraint === constraint }
        case let .restoring(record):
            kept.removeAll { $0.constraint === record.constraint }
            kept.append(record)
        case let .resetting(constraint, old):
            if let i = kept.firstIndex(where: { $0.constraint === constraint }) { kept[i].expressionConstant = old }
        case nil:
            break
        }
        // The required constraints go in first, each keeping its place in the order of additions:
        // the optimum of the others alone may lie far out, and required rows written there keep
        // its rounding (after an optimum of 1e14 for priorities 750 and 999 alone, a required
        // constraint added later ended 790 off; fuzz-solver).
        // Only required constraints conflict, so the same ones are left out either way.
        kept.sort { ($0.level == -1 ? 0 : 1, $0.order) < ($1.level == -1 ? 0 : 1, $1.order) }
        var fresh = Tableau()
        fresh.nextOrder = tableau.nextOrder
        fresh.takesSmallSteps = carefully.map { !$0 } ?? tableau.takesSmallSteps
        fresh.defersSubstitution = carefully.map { !$0 } ?? tableau.defersSubstitution
        var dropped: [UnsatisfiableConstraintError] = []
        for record in kept {
            do {
                try fresh.add(record.constraint, constant: record.expressionConstant, order: record.order)
            } catch { dropped.append(error) }
        }
        tableau = fresh
        return dropped
    }
}

extension Solver {
    /// Internal consistency problems (empty when sound); for tests and debugging.
    func diagnose() -> [String] { tableau.diagnose() }
}

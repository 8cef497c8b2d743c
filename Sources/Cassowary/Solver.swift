/// An incremental Cassowary solver for Auto Layout-style constraint systems.
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.add(x + y == 100)
/// try solver.add((x >= 60).priority(750))
/// try solver.addEditVariable(y, priority: 999)
/// try solver.suggest(y, value: 30)
/// solver.updateVariables()   // x.value == 70, y.value == 30
/// ```
/// Priorities are strict; within one the solver minimises the sum of absolute errors. A solver and
/// its variables must be used from one thread at a time.
/// Domain (README, "Precision of the solver"): magnitudes ≤ 1e6, priorities 1…1000, ≤ 50,000
/// constraints. Inside it, after every public operation required constraints hold, each level is
/// optimal given the higher ones, a conflict is minimal, a failure is undone, and the answer does
/// not depend on history. Outside it (any finite double) the solver never crashes, hangs or keeps
/// a violated required constraint, but may stop short of an optimum.
public final class Solver {
    private(set) var tableau = Tableau()
    private var edits: [ObjectIdentifier: (variable: Variable, constraint: Constraint)] = [:]
    /// The tableau the first rebuild kept in this operation replaced: the one undo goes back to.
    private var replacedByRebuild: Tableau?
    /// UIKit mode: a conflicting required constraint is recorded in ``brokenConstraints``, not thrown.
    public var breaksConflicts = false
    /// The required constraints dropped in ``breaksConflicts`` mode, oldest first.
    public private(set) var brokenConstraints: [BrokenConstraint] = []
    /// Pivots one operation may take before it is undone with ``IterationLimitError``. Bland's rule ends every
    /// phase in exact arithmetic: this bounds what rounding could spin (5,000 views take a few thousand).
    public var maximumPivots = 100_000

    public init() {}

    /// Adds a constraint; a required one that cannot hold throws ``UnsatisfiableConstraintError``.
    /// One in ``brokenConstraints`` may be added again: it leaves the list, or is listed anew.
    public func add(_ constraint: Constraint) throws {
        guard !hasConstraint(constraint) else { throw DuplicateConstraintError(constraint: constraint) }
        guard constraint.priority.isValid else { throw InvalidPriorityError(priority: constraint.priority) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw NonFiniteValueError(message: "non-finite coefficient or constant in \(constraint)")
        }
        let earlier = brokenConstraints.firstIndex { $0.constraint === constraint }
            .map { (index: $0, entry: brokenConstraints.remove(at: $0)) }
        do {
            try bounded(.adding(constraint), "adding \(constraint)") { try tableau.add(constraint, constant: expression.constant) }
        } catch let error as UnsatisfiableConstraintError where breaksConflicts {
            brokenConstraints.append(BrokenConstraint(error))
        } catch {
            if let earlier { brokenConstraints.insert(earlier.entry, at: min(earlier.index, brokenConstraints.count)) }
            throw error
        }
    }

    /// Removes a constraint (or forgets a broken one). Where the tableau is rebuilt without it, a
    /// required constraint that then conflicts is thrown (or recorded broken).
    public func remove(_ constraint: Constraint) throws {
        guard hasConstraint(constraint) else {
            let i = brokenConstraints.firstIndex { $0.constraint === constraint }
            guard let i else { throw UnknownConstraintError(constraint: constraint) }
            brokenConstraints.remove(at: i)
            return
        }
        var conflicts: [UnsatisfiableConstraintError] = []
        try bounded(.removing, "removing \(constraint)") { conflicts = try takeOut(constraint) }
        brokenConstraints += conflicts.map(BrokenConstraint.init)
    }

    /// Whether the constraint is in the solver (broken constraints are not).
    public func hasConstraint(_ constraint: Constraint) -> Bool { tableau.records[ObjectIdentifier(constraint)] != nil }
    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        return tableau.records.values.sorted { $0.order < $1.order }.map(\.constraint)
            .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Changes UIKit's `constant` (of `Σ terms ⋈ constant`) in place. A required constraint that would
    /// conflict throws and keeps its old constant (or is removed and recorded broken).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard constant.isFinite else { throw NonFiniteValueError(message: "constant \(constant)") }
        guard hasConstraint(constraint) else { throw UnknownConstraintError(constraint: constraint) }
        do {
            try change(constraint, to: constant, "changing the constant of \(constraint)")
        } catch let error as UnsatisfiableConstraintError {
            guard breaksConflicts else { throw error }
            let count = brokenConstraints.count
            try remove(constraint)   // bounded as any removal; what it drops is listed after the constraint
            brokenConstraints.insert(BrokenConstraint(error), at: count)
        }
    }

    /// Makes `variable` suggestible at a non-required priority (suggested at 0 to start).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw DuplicateEditVariableError(variable: variable) }
        guard !priority.isRequired else { throw RequiredEditVariableError(variable: variable) }
        guard priority.isValid else { throw InvalidPriorityError(priority: priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit \(variable)")
        try bounded(.adding(constraint), "adding edit variable \(variable)") { try tableau.add(constraint, constant: 0) }
        edits[key] = (variable, constraint)
    }

    /// Stops suggesting values for `variable` (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw UnknownEditVariableError(variable: variable) }
        try bounded(.removing, "removing edit variable \(variable)") { _ = try takeOut(edit.constraint) }
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }
    /// Suggests a value for an edit variable; the dual simplex re-optimises incrementally.
    public func suggest(_ variable: Variable, value: Double) throws {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw UnknownEditVariableError(variable: variable) }
        guard value.isFinite else { throw NonFiniteValueError(message: "suggested value \(value)") }
        try change(edit.constraint, to: value, "suggesting \(value) for \(variable)")
    }

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() { tableau.updateValues() }
    /// Removes every constraint and edit variable.
    public func reset() { (tableau, edits, brokenConstraints) = (Tableau(), [:], []) }
    /// The variables the constraints do not determine uniquely.
    public func ambiguousVariables() -> [Variable] { tableau.ambiguousVariables() }
    /// The summed absolute error of the constraints at `priority` in the current solution.
    public func error(at priority: Priority) -> Double {
        tableau.levelPriorities.firstIndex(of: priority.value).map { tableau.levelErrors()[$0] } ?? 0
    }
}

extension Solver {
    private enum Operation { case adding(Constraint), removing, changing }
    /// The operation itself; it throws only ``UnsatisfiableConstraintError``.
    private typealias Body = () throws -> Void

    private func change(_ constraint: Constraint, to constant: Double, _ operation: @autoclosure () -> String) throws {
        try bounded(.changing, operation()) { try tableau.updateConstant(of: constraint, to: -constant) }
        constraint.setConstant(constant)
    }

    /// Goes back to the tableau the operation began on, at the checkpoint `bounded` began there (a
    /// removal's conflict has put it back already), not to a rebuild of it: that can hold less.
    private func undo() {
        if let journaled = replacedByRebuild { tableau = journaled }
        if tableau.isJournaling { tableau.restoreCheckpoint() }
    }

    /// The one recovery path: the operation under ``maximumPivots`` and a checkpoint, then `settle`;
    /// past the limit, in the operation or in a rebuild `settle` made, it is undone from the journal.
    private func bounded(_ kind: Operation, _ operation: @autoclosure () -> String, _ body: Body) throws {
        (tableau.pivotCount, tableau.pivotLimit, replacedByRebuild) = (0, maximumPivots, nil)
        defer { tableau.pivotLimit = .max; replacedByRebuild = nil }
        // To go back to should an addition on rows that may carry rounding break what held.
        let before = tableau.mayCarryRounding ? tableau : nil
        var failure: (any Error)?, dropped: [UnsatisfiableConstraintError] = []
        tableau.beginCheckpoint()
        do { try body() } catch { failure = error }
        settle(kind, before, &failure, &dropped, operation(), body)
        if tableau.pivotLimitReached {
            undo()
            (failure, dropped) = (IterationLimitError(limit: maximumPivots, operation: operation()), [])
        }
        if tableau.isJournaling { tableau.commitCheckpoint() }
        if breaksConflicts { brokenConstraints += dropped.map(BrokenConstraint.init) }
        if let failure = failure ?? (breaksConflicts ? nil : dropped.first) { throw failure }
    }

    /// A conflict is confirmed on a careful tableau; past the pivot limit it stops (`bounded` undoes it).
    /// Otherwise, where rows may carry rounding, the solution is refined once and verified:
    /// - failing, the tableau is rebuilt carefully once (undone and thrown if that loses a required
    ///   constraint), refined only where that mends one; if none holds the required constraints, a
    ///   required addition is a conflict and any other operation is undone (`PrecisionLimitError`);
    /// - holding after a removal, it is rebuilt anyway and kept if that holds too: verification
    ///   bears out feasibility, not optimality.
    private func settle(_ kind: Operation, _ before: Tableau?, _ failure: inout (any Error)?,
                        _ dropped: inout [UnsatisfiableConstraintError], _ operation: @autoclosure () -> String, _ body: Body) {
        if let conflict = failure as? UnsatisfiableConstraintError { failure = confirm(conflict, body) }
        guard !tableau.pivotLimitReached, tableau.mayCarryRounding else { return }
        tableau.refineConstants()
        if tableau.verify().holds {
            if case .removing = kind, failure == nil, rebuildKept(if: { !tableau.mayCarryRounding || tableau.verify().holds }).kept,
               tableau.mayCarryRounding { tableau.refineConstants() }
            return
        }
        // Without `breaksConflicts` a rebuild that loses a constraint is not kept: `dropped` is thrown.
        let fresh = rebuildKept(carefully: true, dropping: breaksConflicts)
        guard !tableau.pivotLimitReached else { return }
        guard fresh.kept else { undo(); failure = failure ?? fresh.lost[0]; return }
        dropped += fresh.lost
        guard tableau.mayCarryRounding, !tableau.verify().keepsRequired else { return }
        let unrefined = tableau
        tableau.refineConstants()
        guard !tableau.verify().keepsRequired else { return }
        tableau = unrefined
        if case let .adding(added) = kind, added.priority.isRequired,
           let record = tableau.records[ObjectIdentifier(added)], var previous = before, previous.verify().keepsRequired {
            tableau = previous
            dropped.append(tableau.conflict(adding: added, constant: record.expressionConstant, certificate: []))
            return
        }
        // No tableau holds the required constraints: the operation is undone, if they held before it.
        let after = tableau
        undo()
        guard tableau.verify().keepsRequired else { tableau = after; return }
        (dropped, failure) = ([], failure ?? PrecisionLimitError(operation: operation()))
    }

    /// A conflict stands unless a careful rebuild holds every constraint and then the operation (nil).
    /// Rebuild and operation are the operation run again: within the limit, they spend its budget afresh.
    private func confirm(_ conflict: UnsatisfiableConstraintError, _ body: Body) -> UnsatisfiableConstraintError? {
        guard !tableau.pivotLimitReached else { return conflict }
        tableau.pivotCount = 0
        return rebuildKept(carefully: true, if: { tableau.beginCheckpoint(); return (try? body()) != nil }).kept ? nil : conflict
    }

    /// Takes a constraint out by a pivot, or else by a rebuild; returns what that dropped, or throws it.
    private func takeOut(_ constraint: Constraint) throws(UnsatisfiableConstraintError) -> [UnsatisfiableConstraintError] {
        if tableau.remove(constraint) { return [] }
        let fresh = rebuildKept(dropping: breaksConflicts)
        if fresh.kept { return fresh.lost }
        // Past the limit `bounded` undoes it from the journal.
        guard !tableau.pivotLimitReached else { return [] }
        tableau.restoreCheckpoint()
        throw fresh.lost[0]
    }

    /// Rebuilds from the constraints, kept when `holds` and nothing was lost (or `dropping`), else put back; past
    /// the operation's pivot limit it stops, for `bounded`. The first kept notes what it replaced, for `undo`.
    private func rebuildKept(carefully: Bool = false, dropping: Bool = false, if holds: () -> Bool = { true })
        -> (kept: Bool, lost: [UnsatisfiableConstraintError]) {
        let (before, replaced) = (tableau, replacedByRebuild)
        var fresh = Tableau(nextOrder: tableau.nextOrder, isCareful: carefully || tableau.isCareful)
        (fresh.pivotCount, fresh.pivotLimit) = (tableau.pivotCount, tableau.pivotLimit)
        var lost: [UnsatisfiableConstraintError] = []
        // Required first: rows written at the weaker ones' optimum alone, far out, keep its rounding.
        for record in tableau.records.values.sorted(by: { ($0.level < 0 ? 0 : 1, $0.order) < ($1.level < 0 ? 0 : 1, $1.order) })
            where !fresh.pivotLimitReached {
            do { try fresh.add(record.constraint, constant: record.expressionConstant, order: record.order) }
            catch { lost.append(error) }
        }
        tableau = fresh
        guard !tableau.pivotLimitReached, lost.isEmpty || dropping, holds(), !tableau.pivotLimitReached else {
            let spent = tableau.pivotCount
            (tableau, replacedByRebuild) = (before, replaced)   // `holds` may have kept a rebuild of its own
            tableau.pivotCount = spent
            return (false, lost)
        }
        replacedByRebuild = replaced ?? before
        return (true, lost)
    }
}

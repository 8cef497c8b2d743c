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

    public init() {}

    /// Adds a constraint. Throws ``UnsatisfiableConstraintError`` (with a minimal conflict)
    /// when a required constraint cannot hold; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws {
        guard tableau.records[ObjectIdentifier(constraint)] == nil else {
            throw DuplicateConstraintError(constraint: constraint)
        }
        guard constraint.priority.isValid else { throw InvalidPriorityError(priority: constraint.priority) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw NonFiniteValueError(message: "non-finite coefficient or constant in \(constraint)")
        }
        do {
            try tableau.add(constraint, constant: expression.constant)
        } catch {
            guard breaksConflicts else { throw error }
            brokenConstraints.append(BrokenConstraint(constraint: error.constraint, conflict: error.conflict))
        }
    }

    /// Removes a constraint added earlier (or forgets a broken one).
    public func remove(_ constraint: Constraint) throws {
        if tableau.records[ObjectIdentifier(constraint)] == nil {
            if let i = brokenConstraints.firstIndex(where: { $0.constraint === constraint }) {
                brokenConstraints.remove(at: i)
                return
            }
            throw UnknownConstraintError(constraint: constraint)
        }
        tableau.remove(constraint)
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
        do {
            try tableau.updateConstant(of: constraint, to: -constant)
            constraint.setConstant(constant)
        } catch {
            guard breaksConflicts else { throw error }
            tableau.remove(constraint)
            brokenConstraints.append(BrokenConstraint(constraint: error.constraint, conflict: error.conflict))
        }
    }

    /// Makes `variable` suggestible at a non-required priority (it starts suggested at 0).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw DuplicateEditVariableError(variable: variable) }
        guard !priority.isRequired else { throw RequiredEditVariableError(variable: variable) }
        guard priority.isValid else { throw InvalidPriorityError(priority: priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit \(variable)")
        try tableau.add(constraint, constant: 0)
        edits[key] = (variable, constraint)
    }

    /// Stops suggesting values for `variable` (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw UnknownEditVariableError(variable: variable)
        }
        tableau.remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable; the dual simplex re-optimises incrementally.
    public func suggest(_ variable: Variable, value: Double) throws {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw UnknownEditVariableError(variable: variable) }
        guard value.isFinite else { throw NonFiniteValueError(message: "suggested value \(value)") }
        try tableau.updateConstant(of: edit.constraint, to: -value)
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
    /// Internal consistency problems (empty when sound); for tests and debugging.
    func diagnose() -> [String] { tableau.diagnose() }
}

extension Solver {
    /// (rows, cells) of the tableau; for tests and benchmarks of fill-in.
    var tableauSize: (rows: Int, cells: Int) { tableau.size }
}

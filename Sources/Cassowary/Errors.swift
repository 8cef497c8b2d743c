/// A required constraint cannot hold together with the required constraints already added.
///
/// `conflict` is minimal: it contains `constraint`, and removing any one member makes the
/// rest satisfiable. The solver is left as it was before the failing call.
///
/// ```swift
/// do { try solver.add(x <= -1) } catch let e as UnsatisfiableConstraintError {
///     print("Unable to simultaneously satisfy constraints:", e.conflict)
/// }
/// ```
public struct UnsatisfiableConstraintError: Error, CustomStringConvertible {
    public let constraint: Constraint
    public let conflict: [Constraint]
    public var description: String {
        "Unable to simultaneously satisfy constraints: " + conflict.map(\.description).joined(separator: "; ")
    }
}

/// The constraint was already added. `try solver.add(c); try solver.add(c) // throws`
public struct DuplicateConstraintError: Error {
    public let constraint: Constraint
}

/// The constraint is not in the solver. `try Solver().remove(c) // throws`
public struct UnknownConstraintError: Error {
    public let constraint: Constraint
}

/// The variable is already an edit variable. `try solver.addEditVariable(x, priority: 999)` twice throws.
public struct DuplicateEditVariableError: Error {
    public let variable: Variable
}

/// The variable is not an edit variable. `try Solver().suggest(x, value: 1) // throws`
public struct UnknownEditVariableError: Error {
    public let variable: Variable
}

/// Edit variables must be weaker than required. `try solver.addEditVariable(x, priority: .required) // throws`
public struct RequiredEditVariableError: Error {
    public let variable: Variable
}

/// A coefficient, constant or suggested value is NaN or infinite; nothing was changed.
/// `try solver.add(x == .infinity) // throws`
public struct NonFiniteValueError: Error {
    public let message: String
}

/// A priority outside 1...1000. `try solver.add((x == 1).priority(0)) // throws`
public struct InvalidPriorityError: Error {
    public let priority: Priority
}

/// An operation needed more than ``Solver/maximumPivots`` simplex pivots; it was undone, and
/// the solver holds the constraints, constants and suggestions it held before the call.
///
/// ```swift
/// solver.maximumPivots = 10
/// do { try solver.add(c) } catch let e as IterationLimitError { print(e) }  // solver unchanged
/// ```
public struct IterationLimitError: Error, CustomStringConvertible {
    public let limit: Int
    /// What was being done: "adding x + y == 10", "suggesting 320 for width", …
    public let operation: String
    public var description: String { "more than \(limit) simplex pivots \(operation); the operation was undone" }
}

/// A required constraint the solver dropped in ``Solver/breaksConflicts`` mode.
///
/// ```swift
/// for broken in solver.brokenConstraints { print(broken.constraint, broken.conflict) }
/// ```
public struct BrokenConstraint: Sendable {
    /// The dropped constraint: the most recently added member of `conflict`.
    public let constraint: Constraint
    /// The minimal conflicting set, `constraint` included.
    public let conflict: [Constraint]

    init(_ error: UnsatisfiableConstraintError) {
        constraint = error.constraint
        conflict = error.conflict
    }
}

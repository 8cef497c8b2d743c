/// A required constraint cannot hold with the required ones already in; the solver is as before.
/// `conflict` is minimal: it holds `constraint`, and without any one member the rest can hold.
public struct UnsatisfiableConstraintError: Error, CustomStringConvertible {
    public let constraint: Constraint
    public let conflict: [Constraint]
    public var description: String {
        "Unable to simultaneously satisfy constraints: " + conflict.map(\.description).joined(separator: "; ")
    }
}

/// The constraint was already added.
public struct DuplicateConstraintError: Error { public let constraint: Constraint }
/// The constraint is not in the solver.
public struct UnknownConstraintError: Error { public let constraint: Constraint }
/// The variable is already an edit variable.
public struct DuplicateEditVariableError: Error { public let variable: Variable }
/// The variable is not an edit variable.
public struct UnknownEditVariableError: Error { public let variable: Variable }
/// Edit variables must be weaker than required.
public struct RequiredEditVariableError: Error { public let variable: Variable }
/// A coefficient, constant or suggested value is NaN or infinite; nothing was changed.
public struct NonFiniteValueError: Error { public let message: String }
/// A priority outside 1...1000.
public struct InvalidPriorityError: Error { public let priority: Priority }

/// An operation needed more than ``Solver/maximumPivots`` simplex pivots; it was undone.
/// `operation` says what was being done: "adding x + y == 10", "suggesting 320 for width", …
public struct IterationLimitError: Error, CustomStringConvertible {
    public let limit: Int, operation: String
    public var description: String { "more than \(limit) simplex pivots \(operation); the operation was undone" }
}

/// Far outside the domain, rounding would leave a required constraint violated; the operation was undone.
public struct PrecisionLimitError: Error, CustomStringConvertible {
    public let operation: String
    public var description: String { "rounding would leave a required constraint violated \(operation); the operation was undone" }
}

/// A required constraint the solver dropped in ``Solver/breaksConflicts`` mode.
public struct BrokenConstraint: Sendable {
    /// The dropped constraint: the most recently added member of `conflict`.
    public let constraint: Constraint
    /// The minimal conflicting set, `constraint` included.
    public let conflict: [Constraint]

    init(_ error: UnsatisfiableConstraintError) { (constraint, conflict) = (error.constraint, error.conflict) }
}

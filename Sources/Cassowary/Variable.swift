/// An unknown of the linear system, such as a view's `minX` or `width`. Compared by identity:
/// two variables with the same name are different unknowns. `Sendable`, but its value is only
/// meaningful for one solver at a time.
/// ```swift
/// let width = Variable("button.width")
/// try solver.add(width >= 44)
/// solver.updateVariables()
/// print(width.value) // 44.0
/// ```
public final class Variable: Sendable, IdentityHashable, CustomStringConvertible {
    /// A name for diagnostics; it does not have to be unique.
    public let name: String
    private let cell = ValueCell(0)

    public init(_ name: String = "") { self.name = name }

    /// The value the solver assigned at the last ``Solver/updateVariables()``.
    public internal(set) var value: Double {
        get { cell.value }
        set { cell.value = newValue }
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

/// Identity equality and hashing for the solver's reference types. A protocol extension because
/// `x == y` on variables must build a ``Constraint``: the concrete operator outranks this
/// generic one, while `Set` and `Dictionary` still get identity semantics.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

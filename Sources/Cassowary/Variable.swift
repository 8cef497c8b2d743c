/// An unknown such as a view's `width`, compared by identity; its value is meaningful for one solver
/// at a time: `let width = Variable("button.width"); try solver.add(width >= 44)`.
public final class Variable: Sendable, IdentityHashable, CustomStringConvertible {
    /// For diagnostics; need not be unique.
    public let name: String
    private let cell = ValueCell(0)

    public init(_ name: String = "") { self.name = name }

    /// The value the solver assigned at the last ``Solver/updateVariables()``.
    public internal(set) var value: Double { get { cell.value } set { cell.value = newValue } }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

/// Identity equality and hashing, as a protocol extension so that the concrete `x == y` building a
/// ``Constraint`` outranks this generic one while `Set` and `Dictionary` get identity semantics.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How much a constraint matters, on Auto Layout's scale from 1 to 1000 (fractions allowed).
/// Strict: one constraint of a higher priority outweighs any number of lower ones; ``required``
/// (1000) constraints must hold.
/// ```swift
/// let hug = (label.width <= 120).priority(.low)
/// let almost: Priority = 999.5
/// ```
public struct Priority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750: UIKit's `defaultHigh`.
    public static let high = Priority(750)
    /// 250: UIKit's `defaultLow`.
    public static let low = Priority(250)
    /// 50: UIKit's `fittingSizeLevel`.
    public static let fittingSize = Priority(50)

    public var isRequired: Bool { value >= 1000 }
    var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    public var description: String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
}

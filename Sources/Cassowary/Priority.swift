/// Auto Layout's 1…1000 (fractions allowed), strict: a higher priority outweighs any number of
/// lower ones; ``required`` must hold. `(label.width <= 120).priority(.low)`, `let p: Priority = 999.5`.
public struct Priority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public static let required = Priority(1000)
    /// UIKit's `defaultHigh`, `defaultLow` and `fittingSizeLevel`.
    public static let high = Priority(750), low = Priority(250), fittingSize = Priority(50)

    public var isRequired: Bool { value >= 1000 }
    var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    public var description: String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
}

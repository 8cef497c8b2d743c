/// One `coefficient * variable` summand of an ``Expression``: `Term(x, 2)` is 2·x.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) { (self.variable, self.coefficient) = (variable, coefficient) }
    public var description: String { "\(coefficient) * \(variable)" }
}

/// `Σ coefficient·variable + constant`, built with `+`, `-`, and `*` or `/` by constants: `2 * margin - 8`.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) { (self.terms, self.constant) = (terms, constant) }
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(terms: [], constant: constant) }

    /// The value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Expression, rhs: Double) -> Expression { Expression(terms: lhs.terms, constant: lhs.constant + rhs) }
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    public static func - (lhs: Double, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs)]) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs, -1)]) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, 1 / rhs)]) }
}

/// A condition over a profile's traits, as written after `if:`, `when:` and a constraint's `when`.
///
/// ```swift
/// // textSize >= AX1 and not keyboard
/// let c: TraitCondition = .and(.textSize(.greaterOrEqual, .ax1), .not(.keyboard))
/// c.holds(in: traits)
/// ```
public indirect enum TraitCondition: Hashable, Sendable {
    case always
    case textSize(Comparison, ContentSizeCategory)
    case horizontalSizeClass(SizeClass, negated: Bool)
    case verticalSizeClass(SizeClass, negated: Bool)
    case orientation(Orientation, negated: Bool)
    /// Device ids are compared after alias resolution; the parser stores the canonical id.
    case device(String, negated: Bool)
    case keyboard
    case rtl
    case and(TraitCondition, TraitCondition)
    case or(TraitCondition, TraitCondition)
    case not(TraitCondition)

    public enum Comparison: String, Hashable, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    public func holds(in traits: Traits) -> Bool {
        switch self {
        case .always: true
        case let .textSize(comparison, size): comparison.compare(traits.textSize, size)
        case let .horizontalSizeClass(sizeClass, negated): (traits.horizontalSizeClass == sizeClass) != negated
        case let .verticalSizeClass(sizeClass, negated): (traits.verticalSizeClass == sizeClass) != negated
        case let .orientation(orientation, negated): (traits.orientation == orientation) != negated
        case let .device(id, negated): (traits.device == id) != negated
        case .keyboard: traits.keyboard
        case .rtl: traits.rtl
        case let .and(lhs, rhs): lhs.holds(in: traits) && rhs.holds(in: traits)
        case let .or(lhs, rhs): lhs.holds(in: traits) || rhs.holds(in: traits)
        case let .not(condition): !condition.holds(in: traits)
        }
    }
}

extension TraitCondition.Comparison {
    func compare<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool {
        switch self {
        case .equal: lhs == rhs
        case .notEqual: lhs != rhs
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        case .greater: lhs > rhs
        case .greaterOrEqual: lhs >= rhs
        }
    }
}

extension TraitCondition: CustomStringConvertible {
    /// The condition in the screen file's syntax, parenthesised so it parses back to itself:
    /// `(textSize >= AX1 and not keyboard)`. The syntax has no literal for `always`, so it is
    /// written as a condition every profile meets.
    public var description: String {
        switch self {
        case .always: "(hClass == compact or hClass == regular)"
        case let .textSize(comparison, size): "textSize \(comparison.rawValue) \(size.shortName)"
        case let .horizontalSizeClass(value, negated): "hClass \(negated ? "!=" : "==") \(value.rawValue)"
        case let .verticalSizeClass(value, negated): "vClass \(negated ? "!=" : "==") \(value.rawValue)"
        case let .orientation(value, negated): "orientation \(negated ? "!=" : "==") \(value.rawValue)"
        case let .device(id, negated): "device \(negated ? "!=" : "==") \(id)"
        case .keyboard: "keyboard"
        case .rtl: "rtl"
        case let .and(lhs, rhs): "(\(lhs) and \(rhs))"
        case let .or(lhs, rhs): "(\(lhs) or \(rhs))"
        case let .not(condition): "not \(condition)"
        }
    }
}

import TrellisLayout

extension TraitCondition {
    /// The condition in the file format's syntax, for the `constraint_sets.condition` column.
    var catalogText: String {
        switch self {
        case .always: "always"
        case let .textSize(comparison, size): "textSize \(comparison.rawValue) \(size.shortName)"
        case let .horizontalSizeClass(value, negated): "hClass \(negated ? "!=" : "==") \(value.rawValue)"
        case let .verticalSizeClass(value, negated): "vClass \(negated ? "!=" : "==") \(value.rawValue)"
        case let .orientation(value, negated): "orientation \(negated ? "!=" : "==") \(value.rawValue)"
        case let .device(id, negated): "device \(negated ? "!=" : "==") \(id)"
        case .keyboard: "keyboard"
        case .rtl: "rtl"
        case let .and(a, b): "(\(a.catalogText) and \(b.catalogText))"
        case let .or(a, b): "(\(a.catalogText) or \(b.catalogText))"
        case let .not(a): "not \(a.catalogText)"
        }
    }
}

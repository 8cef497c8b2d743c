/// Reads trait conditions: `textSize >= AX1 and not keyboard`, `(hClass == compact or rtl)`.
///
/// Precedence, loosest first: `or`, `and`, `not`; parentheses group. `&&`, `||` and `!` are
/// accepted as spellings of `and`, `or` and `not`.
struct TraitConditionParser {
    static let traits = ["textSize", "accessibilityText", "hClass", "vClass", "orientation", "keyboard", "rtl", "device"]

    let options: FormatOptions
    private var depth = 0

    init(options: FormatOptions) {
        self.options = options
    }

    /// The whole scalar as one condition.
    static func parse(_ scalar: YAMLScalar, options: FormatOptions) throws(FormatError) -> TraitCondition {
        var cursor = try TokenCursor(scalar: scalar, limits: options.limits)
        if cursor.atEnd { throw FormatError(at: scalar.location, "expected a trait condition, found nothing") }
        var parser = TraitConditionParser(options: options)
        let condition = try parser.parseOr(&cursor)
        if !cursor.atEnd { throw cursor.expected("'and', 'or' or the end of the condition") }
        return condition
    }

    /// A condition from the cursor's position up to the end of its string.
    mutating func parseToEnd(_ cursor: inout TokenCursor) throws(FormatError) -> TraitCondition {
        if cursor.atEnd { throw cursor.expected("a trait condition") }
        let condition = try parseOr(&cursor)
        if !cursor.atEnd { throw cursor.expected("'and', 'or' or the end of the condition") }
        return condition
    }

    private mutating func parseOr(_ cursor: inout TokenCursor) throws(FormatError) -> TraitCondition {
        var condition = try parseAnd(&cursor)
        while cursor.takeWord("or") != nil || cursor.take("||") != nil {
            condition = .or(condition, try parseAnd(&cursor))
        }
        return condition
    }

    private mutating func parseAnd(_ cursor: inout TokenCursor) throws(FormatError) -> TraitCondition {
        var condition = try parseNot(&cursor)
        while cursor.takeWord("and") != nil || cursor.take("&&") != nil {
            condition = .and(condition, try parseNot(&cursor))
        }
        return condition
    }

    private mutating func parseNot(_ cursor: inout TokenCursor) throws(FormatError) -> TraitCondition {
        guard let token = cursor.peek, token.isWord("not") || token.is("!") else {
            return try parsePrimary(&cursor)
        }
        _ = cursor.advance()
        try enter(token, cursor)
        defer { depth -= 1 }
        return .not(try parseNot(&cursor))
    }

    private mutating func enter(_ token: ExpressionToken, _ cursor: TokenCursor) throws(FormatError) {
        depth += 1
        if depth > options.limits.maxConditionDepth {
            throw cursor.error(at: token, "condition nested deeper than \(options.limits.maxConditionDepth) levels")
        }
    }

    private mutating func parsePrimary(_ cursor: inout TokenCursor) throws(FormatError) -> TraitCondition {
        guard let token = cursor.peek else { throw cursor.expected("a trait (\(Self.traits.joined(separator: ", ")))") }
        if token.is("(") {
            _ = cursor.advance()
            try enter(token, cursor)
            defer { depth -= 1 }
            let inner = try parseOr(&cursor)
            if cursor.take(")") == nil { throw cursor.expected("')' to close the '(' at column \(cursor.location(of: token).column)") }
            return inner
        }
        guard token.kind == .word else {
            throw cursor.expected("a trait (\(Self.traits.joined(separator: ", ")))")
        }
        _ = cursor.advance()
        switch token.text {
        case "keyboard": return .keyboard
        case "rtl": return .rtl
        case "accessibilityText": return .textSize(.greaterOrEqual, .ax1)
        case "textSize":
            let comparison = try parseComparison(&cursor, after: token, equalityOnly: false)
            return .textSize(comparison, try parseTextSize(&cursor))
        case "hClass", "horizontalSizeClass", "vClass", "verticalSizeClass":
            let comparison = try parseComparison(&cursor, after: token, equalityOnly: true)
            let sizeClass = try parseName(&cursor, [SizeClass.compact, .regular], "size class")
            let negated = comparison == .notEqual
            return token.text.hasPrefix("h") ? .horizontalSizeClass(sizeClass, negated: negated)
                                             : .verticalSizeClass(sizeClass, negated: negated)
        case "orientation":
            let comparison = try parseComparison(&cursor, after: token, equalityOnly: true)
            return .orientation(try parseName(&cursor, Orientation.allCases, "orientation"), negated: comparison == .notEqual)
        case "device":
            let comparison = try parseComparison(&cursor, after: token, equalityOnly: true)
            return .device(try parseDevice(&cursor), negated: comparison == .notEqual)
        default:
            throw cursor.error(at: token, "unknown trait '\(token.text)'"
                               + "; expected one of " + Self.traits.joined(separator: ", ")
                               + Suggestion.didYouMean(token.text, among: Self.traits))
        }
    }

    private func parseComparison(_ cursor: inout TokenCursor, after trait: ExpressionToken,
                                 equalityOnly: Bool) throws(FormatError) -> TraitCondition.Comparison {
        let allowed = equalityOnly ? "== or !=" : "==, !=, <, <=, > or >="
        guard let token = cursor.peek, token.kind == .symbol,
              let comparison = TraitCondition.Comparison(rawValue: token.text) else {
            throw cursor.expected("a comparison (\(allowed)) after '\(trait.text)'")
        }
        if equalityOnly, comparison != .equal, comparison != .notEqual {
            throw cursor.error(at: token, "'\(trait.text)' compares only with == or !=, found '\(token.text)'")
        }
        _ = cursor.advance()
        return comparison
    }

    private func parseTextSize(_ cursor: inout TokenCursor) throws(FormatError) -> ContentSizeCategory {
        let dot = cursor.take(".")
        guard let token = cursor.peek, token.kind == .word else {
            throw cursor.expected("a text size (XS, S, M, L, XL, XXL, XXXL, AX1 ... AX5)")
        }
        _ = cursor.advance()
        if let size = ContentSizeCategory(name: token.text) ?? ContentSizeCategory(name: token.text.uppercased()) {
            return size
        }
        let names = ContentSizeCategory.allCases.map(\.shortName)
        throw cursor.error(at: dot ?? token, "unknown text size '\(token.text)'"
                           + "; expected one of " + names.joined(separator: ", ") + " (or UIKit's names, e.g. accessibilityMedium)"
                           + Suggestion.didYouMean(token.text, among: names))
    }

    private func parseName<T: RawRepresentable>(_ cursor: inout TokenCursor, _ cases: [T],
                                               _ what: String) throws(FormatError) -> T where T.RawValue == String {
        let names = cases.map(\.rawValue)
        guard let token = cursor.peek, token.kind == .word else {
            throw cursor.expected("a \(what) (\(names.joined(separator: " or ")))")
        }
        _ = cursor.advance()
        guard let value = cases.first(where: { $0.rawValue == token.text }) else {
            throw cursor.error(at: token, "unknown \(what) '\(token.text)'; expected \(names.joined(separator: " or "))")
        }
        return value
    }

    /// A device id such as `iphone-se` or `ipad-pro-12-9`: adjacent words, numbers and hyphens.
    private func parseDevice(_ cursor: inout TokenCursor) throws(FormatError) -> String {
        guard let first = cursor.peek, first.kind == .word || first.kind == .number else {
            throw cursor.expected("a device id (e.g. iphone-se)")
        }
        var id = ""
        var end = first.offset
        while let token = cursor.peek, token.offset == end,
              token.kind == .word || token.kind == .number || token.is("-") {
            if token.kind == .word, ["and", "or", "not"].contains(token.text), !id.isEmpty, !id.hasSuffix("-") { break }
            id += token.text
            end = token.end
            _ = cursor.advance()
        }
        guard let canonical = options.resolveDevice(id) else {
            throw cursor.error(at: first, "unknown device '\(id)'")
        }
        return canonical
    }
}

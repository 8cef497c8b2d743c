/// Reads the linear constraint form:
/// `ITEM.ATTR RELATION [ITEM.ATTR [* M | / M]] [+ C | - C] [@ PRIORITY] [as IDENTIFIER] [when CONDITION]`.
///
/// Everything that can be checked without knowing the screen's views is checked here: the
/// attributes exist, sizes are not mixed with positions, a constant alone sets only a size,
/// numbers are finite, priorities are 1…1000.
enum ConstraintParser {
    static func parse(_ scalar: YAMLScalar, options: FormatOptions) throws(FormatError) -> ConstraintSyntax {
        var cursor = try TokenCursor(scalar: scalar, limits: options.limits)
        let first = try parseAnchor(&cursor, side: "the left side")
        guard let relationToken = cursor.peek, relationToken.kind == .symbol,
              let relation = LayoutRelation(rawValue: relationToken.text) else {
            if let token = cursor.peek, token.is("=") || token.is("<") || token.is(">") {
                throw cursor.error(at: token, "unknown relation '\(token.text)'; expected ==, >= or <=")
            }
            throw cursor.expected("a relation (==, >= or <=) after '\(first.text)'")
        }
        _ = cursor.advance()

        var second: AnchorSyntax? = nil
        var multiplier = 1.0
        var multiplierToken: ExpressionToken? = nil
        var constant = 0.0
        if let token = cursor.peek, ["nan", "NaN", "inf", "infinity", "Infinity"].contains(token.text) {
            throw cursor.error(at: token, "a constant must be a finite number, found '\(token.text)'")
        }
        if let token = cursor.peek, token.kind == .word {
            second = try parseAnchor(&cursor, side: "the right side")
            if let op = cursor.take("*") ?? cursor.take("/") {
                multiplierToken = cursor.peek
                let value = try parseNumber(&cursor, what: "a multiplier after '\(op.text)'")
                if op.text == "/" {
                    if value == 0 { throw cursor.error(at: multiplierToken, "division by zero") }
                    if abs(1 / value) > FormatLimits.maxMagnitude {
                        throw cursor.error(at: multiplierToken, "dividing by \(NumberSyntax.format(value)) gives a multiplier out of range")
                    }
                    multiplier = 1 / value
                } else {
                    multiplier = value
                }
            }
            if let op = cursor.take("+") ?? cursor.take("-") {
                let value = try parseNumber(&cursor, what: "a constant after '\(op.text)'")
                constant = op.text == "-" ? -value : value
            }
        } else if let token = cursor.peek, token.kind == .number || token.is("-") || token.is("+") {
            constant = try parseNumber(&cursor, what: "a constant")
            if let op = cursor.peek, op.is("*") || op.is("/") || (op.is("+") || op.is("-")) {
                throw cursor.error(at: op, "expected a constant alone or 'ITEM.ATTR', found arithmetic after a number; write 'a.width == b.width * 2 + 8'")
            }
        } else {
            throw cursor.expected("an anchor (ITEM.ATTR) or a constant after '\(relationToken.text)'")
        }

        var priority = 1000.0
        if let at = cursor.take("@") {
            priority = try parsePriority(&cursor, after: at)
        }
        var identifier: String? = nil
        if cursor.takeWord("as") != nil {
            guard let token = cursor.peek, token.kind == .word, token.text != "when" else {
                throw cursor.expected("an identifier after 'as'")
            }
            identifier = try parseIdentifier(&cursor)
        }
        var condition: TraitCondition? = nil
        if cursor.takeWord("when") != nil {
            var conditions = TraitConditionParser(options: options)
            condition = try conditions.parseToEnd(&cursor)
        }
        if !cursor.atEnd {
            throw cursor.expected("'@ PRIORITY', 'as IDENTIFIER', 'when CONDITION' or the end of the constraint")
        }

        let syntax = ConstraintSyntax(first: first, relation: relation, second: second, multiplier: multiplier,
                                      constant: constant, priority: priority, identifier: identifier,
                                      condition: condition, scalar: scalar)
        try validate(syntax, multiplierToken: multiplierToken, cursor: cursor)
        return syntax
    }

    /// `ITEM(.ITEM)*.ATTRIBUTE`; the last part is the attribute.
    static func parseAnchor(_ cursor: inout TokenCursor, side: String) throws(FormatError) -> AnchorSyntax {
        guard let first = cursor.peek, first.kind == .word else {
            throw cursor.expected("an anchor (ITEM.ATTRIBUTE, e.g. 'title.top') on \(side)")
        }
        var parts: [ExpressionToken] = [first]
        _ = cursor.advance()
        while let dot = cursor.peek, dot.is("."), dot.offset == parts.last!.end {
            _ = cursor.advance()
            guard let part = cursor.peek, part.kind == .word, part.offset == dot.end else {
                throw cursor.expected("a name after '.'")
            }
            parts.append(part)
            _ = cursor.advance()
        }
        if parts[0].text == "superview" {
            throw cursor.error(at: parts[0], "'superview' is not allowed; name the view by its id (or use root, safeArea, margins, readable, keyboard)")
        }
        guard parts.count >= 2 else {
            if AttributeSyntax(name: first.text) != nil {
                throw cursor.error(at: first, "'\(first.text)' needs an item: write ITEM.\(first.text), e.g. 'root.\(first.text)'")
            }
            throw cursor.error(at: first, "expected ITEM.ATTRIBUTE, found '\(first.text)' without an attribute")
        }
        let last = parts.last!
        guard let attribute = AttributeSyntax(name: last.text) else {
            throw cursor.error(at: last, "unknown attribute '\(last.text)'"
                               + "; expected one of " + AttributeSyntax.allNames.joined(separator: ", ")
                               + Suggestion.didYouMean(last.text, among: AttributeSyntax.allNames))
        }
        return AnchorSyntax(path: parts.dropLast().map(\.text), attribute: attribute, offset: first.offset,
                            attributeOffset: last.offset)
    }

    /// A signed, finite number.
    static func parseNumber(_ cursor: inout TokenCursor, what: String) throws(FormatError) -> Double {
        var sign = 1.0
        if cursor.take("-") != nil { sign = -1 } else { _ = cursor.take("+") }
        guard let token = cursor.peek, token.kind == .number else {
            if let token = cursor.peek, ["nan", "NaN", "inf", "infinity", "Infinity"].contains(token.text) {
                throw cursor.error(at: token, "\(what) must be a finite number, found '\(token.text)'")
            }
            throw cursor.expected(what)
        }
        _ = cursor.advance()
        guard let value = NumberSyntax.parse(token.text), value.isFinite else {
            throw cursor.error(at: token, "\(what) must be a finite number, found '\(token.text)'")
        }
        guard value <= FormatLimits.maxMagnitude else {
            throw cursor.error(at: token, "\(what) \(token.text) is out of range; at most \(NumberSyntax.format(FormatLimits.maxMagnitude)) in absolute value")
        }
        return sign * value
    }

    /// After `@`: 1…1000 (fractions allowed) or `required`, `high`, `low`, `fittingSize`.
    static func parsePriority(_ cursor: inout TokenCursor, after at: ExpressionToken) throws(FormatError) -> Double {
        guard let token = cursor.peek else { throw cursor.expected("a priority after '@' (1...1000, required, high, low or fittingSize)") }
        if token.kind == .word {
            _ = cursor.advance()
            if let value = PriorityName.value(of: token.text) { return value }
            throw cursor.error(at: token, "unknown priority '\(token.text)'"
                               + "; expected a number 1...1000 or one of required, high, low, fittingSize"
                               + Suggestion.didYouMean(token.text, among: PriorityName.names))
        }
        let numberToken = cursor.peek(cursor.peek?.is("-") == true ? 1 : 0)
        let value = try parseNumber(&cursor, what: "a priority after '@' (1...1000, required, high, low or fittingSize)")
        guard value >= 1, value <= 1000 else {
            throw cursor.error(at: token.is("-") ? token : numberToken,
                               "priority must be between 1 and 1000, found \(NumberSyntax.format(value))")
        }
        return value
    }

    /// An identifier after `as`: adjacent words, numbers, dots and hyphens (`login.cta-height`).
    static func parseIdentifier(_ cursor: inout TokenCursor) throws(FormatError) -> String {
        guard let first = cursor.advance() else { throw cursor.expected("an identifier") }
        var text = first.text
        var end = first.end
        while let token = cursor.peek, token.offset == end,
              token.kind == .word || token.kind == .number || token.is("-") || token.is(".") {
            text += token.text
            end = token.end
            _ = cursor.advance()
        }
        return text
    }

    private static func validate(_ syntax: ConstraintSyntax, multiplierToken: ExpressionToken?,
                                 cursor: TokenCursor) throws(FormatError) {
        let first = syntax.first
        func at(_ offset: Int) -> SourceLocation { syntax.scalar.location(atOffset: offset) }
        guard let second = syntax.second else {
            if !first.attribute.isSize {
                let name = first.attribute.name
                let example = "\(first.path.joined(separator: ".")).\(name) == root.\(name) + \(NumberSyntax.format(syntax.constant))"
                throw FormatError(at: at(first.attributeOffset),
                                  "'\(name)' is a position: UIKit allows a constant alone only for width and height "
                                  + "(and size); relate it to another anchor, e.g. '\(example)'")
            }
            return
        }
        switch (first.attribute, second.attribute) {
        case let (.single(a), .single(b)):
            try checkCompatible(a, b, at: at(second.attributeOffset), syntax: syntax)
        case let (.compound(a), .compound(b)):
            if a != b {
                throw FormatError(at: at(second.attributeOffset),
                                  "both sides must use the same compound attribute: '\(a.rawValue)' on the left, '\(b.rawValue)' on the right")
            }
            if a.isEdges, syntax.multiplier != 1 {
                throw FormatError(at: cursor.location(of: multiplierToken), "a multiplier does not apply to '\(a.rawValue)'; use it with single attributes")
            }
        case let (.compound(a), .single(b)), let (.single(b), .compound(a)):
            throw FormatError(at: at(second.attributeOffset),
                              "'\(a.rawValue)' stands for several attributes and cannot be related to the single attribute '\(b.rawValue)'; use '\(a.rawValue)' on both sides")
        }
        if syntax.multiplier == 0, !first.attribute.isSize {
            throw FormatError(at: cursor.location(of: multiplierToken),
                              "a multiplier of 0 on the position '\(second.attribute.name)' is not allowed (UIKit raises); relate positions with a non-zero multiplier")
        }
    }

    private static func checkCompatible(_ a: LayoutAttribute, _ b: LayoutAttribute, at location: SourceLocation,
                                        syntax: ConstraintSyntax) throws(FormatError) {
        if a.kind != b.kind {
            func describe(_ kind: LayoutAttribute.Kind) -> String {
                switch kind {
                case .size: "a size"
                case .horizontal: "a horizontal position"
                case .vertical: "a vertical position"
                }
            }
            throw FormatError(at: location, "cannot relate \(describe(a.kind)) ('\(a.rawValue)') to \(describe(b.kind)) ('\(b.rawValue)'); UIKit relates sizes to sizes and positions on the same axis")
        }
        let physical: Set<LayoutAttribute> = [.left, .right]
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        if (physical.contains(a) && directional.contains(b)) || (directional.contains(a) && physical.contains(b)) {
            throw FormatError(at: location, "cannot relate '\(a.rawValue)' to '\(b.rawValue)': UIKit does not mix left/right with leading/trailing")
        }
    }
}

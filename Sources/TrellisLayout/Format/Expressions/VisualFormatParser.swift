/// A Visual Format Language line as written, e.g. `H:|-16-[email(>=120)]-8-[password(==email)]-16-|`.
struct VisualFormatSyntax: Hashable, Sendable {
    enum Axis: Hashable, Sendable { case horizontal, vertical }

    /// `==120`, `>=20@750`, `==email`.
    struct Predicate: Hashable, Sendable {
        enum Object: Hashable, Sendable {
            case constant(Double)
            case view(String)
        }

        var relation: LayoutRelation
        var object: Object
        var priority: Double
        var offset: Int
    }

    /// What joins two elements: nothing (`][`), the standard spacing (`-`), or predicates (`-8-`).
    enum Connection: Hashable, Sendable {
        case flush
        case standard
        case predicates([Predicate])
    }

    struct Element: Hashable, Sendable {
        var name: String
        var offset: Int
        var predicates: [Predicate]
    }

    var axis: Axis
    /// The connection from the superview's leading/top edge, if the line starts with `|`.
    var leadingSuperview: Connection?
    var views: [Element]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection to the superview's trailing/bottom edge, if the line ends with `|`.
    var trailingSuperview: Connection?
    var identifier: String?
    var condition: TraitCondition?
    var scalar: YAMLScalar

    var source: String { scalar.text }
}

/// Reads VFL with UIKit's grammar, plus an optional ` as IDENTIFIER` and ` when CONDITION` tail.
///
/// ```
/// (H:|V:)? (| CONNECTION)? [VIEW(PREDICATES)?] (CONNECTION [VIEW(PREDICATES)?])* (CONNECTION |)?
/// CONNECTION := (nothing) | - | -NUMBER- | -(PREDICATE, …)-
/// PREDICATE  := (== | >= | <=)? (NUMBER | VIEW) (@PRIORITY)?
/// ```
/// Metric names are not supported (there is no metrics dictionary): write numbers.
enum VisualFormatParser {
    /// UIKit's standard spacing between sibling views.
    static let standardSiblingSpacing = 8.0
    /// UIKit's standard spacing between a view and its superview's edge, as the contract states.
    static let standardSuperviewSpacing = 20.0

    static func parse(_ scalar: YAMLScalar, options: FormatOptions) throws(FormatError) -> VisualFormatSyntax {
        var cursor = try TokenCursor(scalar: scalar, limits: options.limits)
        var axis = VisualFormatSyntax.Axis.horizontal
        if let token = cursor.peek, token.isWord("H") || token.isWord("V"), cursor.peek(1)?.is(":") == true {
            axis = token.text == "H" ? .horizontal : .vertical
            _ = cursor.advance()
            _ = cursor.advance()
        } else if let token = cursor.peek, token.kind == .word, cursor.peek(1)?.is(":") == true {
            throw cursor.error(at: token, "unknown VFL orientation '\(token.text):'; expected 'H:' or 'V:'")
        }

        var leadingSuperview: VisualFormatSyntax.Connection? = nil
        if cursor.take("|") != nil {
            leadingSuperview = try parseConnection(&cursor)
        }
        var views: [VisualFormatSyntax.Element] = []
        var connections: [VisualFormatSyntax.Connection] = []
        var trailingSuperview: VisualFormatSyntax.Connection? = nil
        while true {
            views.append(try parseElement(&cursor))
            let connection = try parseConnection(&cursor)
            if cursor.take("|") != nil {
                trailingSuperview = connection
                break
            }
            if cursor.peek?.is("[") == true {
                connections.append(connection)
                continue
            }
            if connection != .flush {
                throw cursor.expected("'[view]' or '|' after the connection")
            }
            break
        }

        var identifier: String? = nil
        if cursor.takeWord("as") != nil {
            guard let token = cursor.peek, token.kind == .word, token.text != "when" else {
                throw cursor.expected("an identifier after 'as'")
            }
            identifier = try ConstraintParser.parseIdentifier(&cursor)
        }
        var condition: TraitCondition? = nil
        if cursor.takeWord("when") != nil {
            var conditions = TraitConditionParser(options: options)
            condition = try conditions.parseToEnd(&cursor)
        }
        if !cursor.atEnd {
            throw cursor.expected("'-', '[view]', '|', 'as IDENTIFIER', 'when CONDITION' or the end of the VFL line")
        }
        return VisualFormatSyntax(axis: axis, leadingSuperview: leadingSuperview, views: views, connections: connections,
                                  trailingSuperview: trailingSuperview, identifier: identifier, condition: condition,
                                  scalar: scalar)
    }

    /// `[name]` or `[name(PREDICATES)]`; names may be dotted for component views (`cta.button`).
    private static func parseElement(_ cursor: inout TokenCursor) throws(FormatError) -> VisualFormatSyntax.Element {
        guard cursor.take("[") != nil else { throw cursor.expected("'[view]'") }
        guard let first = cursor.peek, first.kind == .word else { throw cursor.expected("a view id inside '[ ]'") }
        let name = try parseViewName(&cursor)
        var predicates: [VisualFormatSyntax.Predicate] = []
        if cursor.peek?.is("(") == true {
            predicates = try parsePredicateList(&cursor, allowViews: true)
        }
        guard cursor.take("]") != nil else { throw cursor.expected("']' to close '[\(name)'") }
        return .init(name: name, offset: first.offset, predicates: predicates)
    }

    private static func parseViewName(_ cursor: inout TokenCursor) throws(FormatError) -> String {
        guard let first = cursor.advance(), first.kind == .word else { throw cursor.expected("a view id") }
        if first.text == "superview" {
            throw cursor.error(at: first, "'superview' is not allowed; use '|' for the superview's edge")
        }
        var name = first.text
        var end = first.end
        while let dot = cursor.peek, dot.is("."), dot.offset == end,
              let part = cursor.peek(1), part.kind == .word, part.offset == dot.end {
            name += "." + part.text
            end = part.end
            _ = cursor.advance()
            _ = cursor.advance()
        }
        return name
    }

    private static func parseConnection(_ cursor: inout TokenCursor) throws(FormatError) -> VisualFormatSyntax.Connection {
        guard cursor.take("-") != nil else { return .flush }
        guard let token = cursor.peek else { throw cursor.expected("'[view]' or '|' after '-'") }
        if token.is("[") || token.is("|") { return .standard }
        let predicates: [VisualFormatSyntax.Predicate]
        if token.kind == .number {
            let value = try ConstraintParser.parseNumber(&cursor, what: "a spacing")
            predicates = [.init(relation: .equal, object: .constant(value), priority: 1000, offset: token.offset)]
        } else if token.is("(") {
            predicates = try parsePredicateList(&cursor, allowViews: false)
        } else if token.kind == .word {
            throw cursor.error(at: token, "metric names are not supported ('\(token.text)'); write the spacing as a number")
        } else {
            throw cursor.expected("a spacing (a number or '(predicates)') after '-'")
        }
        guard cursor.take("-") != nil else { throw cursor.expected("'-' after the spacing") }
        return .predicates(predicates)
    }

    private static func parsePredicateList(_ cursor: inout TokenCursor, allowViews: Bool) throws(FormatError) -> [VisualFormatSyntax.Predicate] {
        let open = cursor.advance()
        var predicates: [VisualFormatSyntax.Predicate] = []
        repeat {
            guard let start = cursor.peek else { throw cursor.expected("a predicate such as '>=20' or '==44@750'") }
            var relation = LayoutRelation.equal
            if start.kind == .symbol, let written = LayoutRelation(rawValue: start.text) {
                relation = written
                _ = cursor.advance()
            }
            let object: VisualFormatSyntax.Predicate.Object
            if let token = cursor.peek, token.kind == .word {
                guard allowViews else {
                    throw cursor.error(at: token, "a spacing cannot name a view or metric ('\(token.text)'); write a number")
                }
                object = .view(try parseViewName(&cursor))
            } else {
                object = .constant(try ConstraintParser.parseNumber(&cursor, what: "a number or view id in the predicate"))
            }
            var priority = 1000.0
            if let at = cursor.take("@") {
                priority = try ConstraintParser.parsePriority(&cursor, after: at)
            }
            predicates.append(.init(relation: relation, object: object, priority: priority, offset: start.offset))
        } while cursor.take(",") != nil
        guard cursor.take(")") != nil else {
            throw cursor.expected("',' or ')' to close the predicates opened at column \(cursor.location(of: open).column)")
        }
        return predicates
    }
}

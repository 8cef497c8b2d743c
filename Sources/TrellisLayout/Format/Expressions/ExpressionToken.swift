/// One token of a constraint string or a trait condition, with where it starts in the string.
struct ExpressionToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case word            // [A-Za-z_][A-Za-z0-9_]*
        case number          // 44, 0.88, 1e3 (unsigned; signs are operators)
        case symbol          // . == != >= <= < > * / + - @ ( ) , ! && || | [ ] :
    }

    var kind: Kind
    var text: String
    /// Offset in Unicode scalars from the start of the string.
    var offset: Int
    var end: Int { offset + text.unicodeScalars.count }

    func `is`(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isWord(_ word: String) -> Bool { kind == .word && text == word }

    /// How a message quotes this token.
    var quoted: String { "'\(text.truncatedForMessage)'" }
}

/// Splits a constraint string or condition into tokens.
enum ExpressionLexer {
    private static let twoCharacterSymbols: Set<String> = ["==", "!=", ">=", "<=", "&&", "||"]
    private static let oneCharacterSymbols: Set<Character> = [".", "<", ">", "*", "/", "+", "-", "@", "(", ")", ",", "!", "|", "[", "]", ":", "="]

    /// The tokens of `text`, or the offset and text of the first character that starts none.
    static func tokens(_ text: String) -> (tokens: [ExpressionToken], bad: ExpressionToken?) {
        let scalars = Array(text.unicodeScalars)
        var tokens: [ExpressionToken] = []
        var i = 0
        func isWordStart(_ s: Unicode.Scalar) -> Bool {
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_"
        }
        func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }

        while i < scalars.count {
            let s = scalars[i]
            if s == " " || s == "\t" || s == "\n" || s == "\r" { i += 1; continue }
            let start = i
            if isWordStart(s) {
                while i < scalars.count, isWordStart(scalars[i]) || isDigit(scalars[i]) { i += 1 }
                tokens.append(.init(kind: .word, text: string(start..<i), offset: start))
            } else if isDigit(s) {
                while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                if i + 1 < scalars.count, scalars[i] == ".", isDigit(scalars[i + 1]) {
                    i += 1
                    while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                }
                if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
                    var j = i + 1
                    if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
                    if j < scalars.count, isDigit(scalars[j]) {
                        i = j
                        while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                    }
                }
                tokens.append(.init(kind: .number, text: string(start..<i), offset: start))
            } else if i + 1 < scalars.count, twoCharacterSymbols.contains(string(i..<(i + 2))) {
                i += 2
                tokens.append(.init(kind: .symbol, text: string(start..<i), offset: start))
            } else if oneCharacterSymbols.contains(Character(s)) {
                i += 1
                tokens.append(.init(kind: .symbol, text: string(start..<i), offset: start))
            } else {
                return (tokens, ExpressionToken(kind: .symbol, text: String(Character(s)), offset: start))
            }
        }
        return (tokens, nil)
    }
}

/// A cursor over the tokens of one YAML scalar, turning offsets into file locations.
struct TokenCursor {
    let tokens: [ExpressionToken]
    let scalar: YAMLScalar
    var index = 0

    init(scalar: YAMLScalar, text: String? = nil, limits: FormatLimits) throws(FormatError) {
        self.scalar = scalar
        let source = text ?? scalar.text
        if source.unicodeScalars.count > limits.maxExpressionLength {
            throw FormatError(at: scalar.location, "expression is longer than \(limits.maxExpressionLength) characters")
        }
        let lexed = ExpressionLexer.tokens(source)
        if let bad = lexed.bad {
            throw FormatError(at: scalar.location(atOffset: bad.offset), "unexpected character '\(bad.text)'"
                              + (bad.text == "$" ? " ($params exist only in component files)" : ""))
        }
        self.tokens = lexed.tokens
    }

    var peek: ExpressionToken? { index < tokens.count ? tokens[index] : nil }
    var atEnd: Bool { index >= tokens.count }

    func peek(_ ahead: Int) -> ExpressionToken? { index + ahead < tokens.count ? tokens[index + ahead] : nil }

    mutating func advance() -> ExpressionToken? {
        defer { index += 1 }
        return peek
    }

    /// Consumes the symbol if it is next.
    mutating func take(_ symbol: String) -> ExpressionToken? {
        guard let token = peek, token.is(symbol) else { return nil }
        index += 1
        return token
    }

    mutating func takeWord(_ word: String) -> ExpressionToken? {
        guard let token = peek, token.isWord(word) else { return nil }
        index += 1
        return token
    }

    func location(of token: ExpressionToken?) -> SourceLocation {
        scalar.location(atOffset: token?.offset ?? scalar.text.unicodeScalars.count)
    }

    /// An error at the next token (or the end of the string), saying what was expected there.
    func expected(_ what: String) -> FormatError {
        if let token = peek {
            return FormatError(at: location(of: token), "expected \(what), found \(token.quoted)")
        }
        return FormatError(at: location(of: nil), "expected \(what) at the end of '\(scalar.text.truncatedForMessage)'")
    }

    func error(at token: ExpressionToken?, _ message: String) -> FormatError {
        FormatError(at: location(of: token), message)
    }
}

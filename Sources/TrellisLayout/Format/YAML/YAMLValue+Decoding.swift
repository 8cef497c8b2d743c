/// Typed reads of YAML values, each failing with a message that says what was expected.
extension YAMLValue {
    func mapping(_ what: String) throws(FormatError) -> YAMLMapping {
        guard case let .mapping(mapping) = self else {
            throw FormatError(at: location, "expected \(what) (a mapping), found \(kindDescription)")
        }
        return mapping
    }

    func sequence(_ what: String) throws(FormatError) -> [YAMLValue] {
        guard case let .sequence(items, _) = self else {
            throw FormatError(at: location, "expected \(what) (a list), found \(kindDescription)")
        }
        return items
    }

    /// A list, or no items for an empty value (`views:` with nothing after it).
    func sequenceOrEmpty(_ what: String) throws(FormatError) -> [YAMLValue] {
        if case let .scalar(scalar) = self, scalar.isNull { return [] }
        return try sequence(what)
    }

    func scalar(_ what: String) throws(FormatError) -> YAMLScalar {
        guard case let .scalar(scalar) = self, !scalar.isNull else {
            throw FormatError(at: location, "expected \(what), found \(kindDescription)")
        }
        return scalar
    }

    /// Any non-null scalar's text (numbers and booleans included, as written).
    func string(_ what: String) throws(FormatError) -> String {
        try scalar(what).text
    }

    func bool(_ what: String) throws(FormatError) -> Bool {
        let scalar = try scalar("\(what) (true or false)")
        switch scalar.text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: throw FormatError(at: scalar.location, "expected \(what) to be true or false, found '\(scalar.text.truncatedForMessage)'")
        }
    }

    /// A finite decimal number (no NaN, no infinity, no hex).
    func number(_ what: String) throws(FormatError) -> Double {
        let scalar = try scalar("\(what) (a number)")
        guard let value = NumberSyntax.parse(scalar.text) else {
            throw FormatError(at: scalar.location, "expected \(what) to be a number, found '\(scalar.text.truncatedForMessage)'")
        }
        guard value.isFinite else {
            throw FormatError(at: scalar.location, "\(what) must be a finite number, found '\(scalar.text.truncatedForMessage)'")
        }
        guard abs(value) <= FormatLimits.maxMagnitude else {
            throw FormatError(at: scalar.location, "\(what) \(scalar.text.truncatedForMessage) is out of range; at most \(NumberSyntax.format(FormatLimits.maxMagnitude)) in absolute value")
        }
        return value
    }

    func number(_ what: String, atLeast minimum: Double) throws(FormatError) -> Double {
        let value = try number(what)
        if value < minimum {
            throw FormatError(at: location, "\(what) must be at least \(NumberSyntax.format(minimum)), found \(NumberSyntax.format(value))")
        }
        return value
    }

    func integer(_ what: String, atLeast minimum: Int) throws(FormatError) -> Int {
        let value = try number(what)
        guard value.rounded() == value, abs(value) < 1e9 else {
            throw FormatError(at: location, "expected \(what) to be a whole number, found \(NumberSyntax.format(value))")
        }
        if Int(value) < minimum {
            throw FormatError(at: location, "\(what) must be at least \(minimum), found \(Int(value))")
        }
        return Int(value)
    }

    /// A value out of a fixed set of names, e.g. a text style.
    func choice<T: RawRepresentable & CaseIterable>(_ what: String, _: T.Type) throws(FormatError) -> T where T.RawValue == String {
        try choice(what, Array(T.allCases))
    }

    /// A value out of the given cases, matched by raw value.
    func choice<T: RawRepresentable>(_ what: String, _ cases: [T]) throws(FormatError) -> T where T.RawValue == String {
        let scalar = try scalar(what)
        if let value = cases.first(where: { $0.rawValue == scalar.text }) { return value }
        let names = cases.map(\.rawValue)
        throw FormatError(at: scalar.location, "unknown \(what) '\(scalar.text.truncatedForMessage)'" + "; expected one of " + names.joined(separator: ", ")
                                               + Suggestion.didYouMean(scalar.text, among: names))
    }

    /// A priority: 1…1000 or one of the names `required`, `high`, `low`, `fittingSize`.
    func priority(_ what: String) throws(FormatError) -> Double {
        let scalar = try scalar("\(what) (a priority)")
        if let value = PriorityName.value(of: scalar.text) { return value }
        guard let value = NumberSyntax.parse(scalar.text), value.isFinite else {
            throw FormatError(at: scalar.location, "expected \(what) to be a priority (1...1000, required, high, low or fittingSize), found '\(scalar.text.truncatedForMessage)'")
        }
        guard value >= 1, value <= 1000 else {
            throw FormatError(at: scalar.location, "\(what) must be between 1 and 1000, found \(NumberSyntax.format(value))")
        }
        return value
    }
}

extension YAMLMapping {
    /// Fails at the first key not in `allowed`, listing the allowed keys.
    func checkKeys(_ allowed: [String], in what: String) throws(FormatError) {
        var seen: Set<String> = []
        for entry in entries {
            if !allowed.contains(entry.key.text) {
                throw FormatError(at: entry.key.location, "unknown key '\(entry.key.text.truncatedForMessage)' in \(what)"
                                  + "; expected one of " + allowed.joined(separator: ", ")
                                  + Suggestion.didYouMean(entry.key.text, among: allowed))
            }
            if !seen.insert(entry.key.text).inserted {
                throw FormatError(at: entry.key.location, "duplicate key '\(entry.key.text)' in \(what)")
            }
        }
    }

    func required(_ key: String, in what: String) throws(FormatError) -> YAMLValue {
        guard let value = self[key] else {
            throw FormatError(at: location, "\(what) needs '\(key):'")
        }
        return value
    }
}

/// Numbers as the format writes them: decimal, optional sign, fraction and exponent.
enum NumberSyntax {
    static func parse(_ text: some StringProtocol) -> Double? {
        var sawDigit = false
        var index = text.utf8.startIndex
        let bytes = text.utf8
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if peek() == 0x2B || peek() == 0x2D { index = bytes.index(after: index) }
        while isDigit(peek()) { sawDigit = true; index = bytes.index(after: index) }
        if peek() == 0x2E {
            index = bytes.index(after: index)
            while isDigit(peek()) { sawDigit = true; index = bytes.index(after: index) }
        }
        guard sawDigit else { return nil }
        if peek() == 0x65 || peek() == 0x45 {
            index = bytes.index(after: index)
            if peek() == 0x2B || peek() == 0x2D { index = bytes.index(after: index) }
            guard isDigit(peek()) else { return nil }
            while isDigit(peek()) { index = bytes.index(after: index) }
        }
        guard index == bytes.endIndex else { return nil }
        return Double(String(text))
    }

    /// `44` rather than `44.0`, for messages.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// UIKit's named priorities as the format spells them.
enum PriorityName {
    static let names = ["required", "high", "low", "fittingSize"]

    static func value(of name: String) -> Double? {
        switch name {
        case "required": 1000
        case "high", "defaultHigh": 750
        case "low", "defaultLow": 250
        case "fittingSize", "fittingSizeLevel": 50
        default: nil
        }
    }
}

/// "did you mean 'label'?" for near misses.
enum Suggestion {
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard word.count <= 40 else { return "" }
        let lowered = word.lowercased()
        var best: (String, Int)? = nil
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= (candidate.count <= 4 ? 1 : 2), distance < (best?.1 ?? .max) {
                best = (candidate, distance)
            }
        }
        return best.map { "; did you mean '\($0.0)'?" } ?? ""
    }

    /// Edits (insert, delete, substitute, swap two neighbours) between two short words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

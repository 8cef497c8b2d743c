import Foundation

/// A JSON value with its object keys in the order written: the CLI's output is stable and reads
/// in the order CLI.md documents (`screen`, `profile`, `kind`, …), which `JSONEncoder` does not keep.
///
/// ```swift
/// JSONValue.object([("screen", "EmailLogin"), ("amount", 165)]).serialized() // {"screen":"EmailLogin","amount":165}
/// ```
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Compact JSON, or indented by two spaces per level when `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    /// The value for a key of an object (nil otherwise).
    public subscript(key: String) -> JSONValue? {
        if case let .object(entries) = self { return entries.first { $0.0 == key }?.1 }
        return nil
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(value): out += JSON.number(value)
        case let .string(value): JSON.quote(value, into: &out)
        case let .array(items):
            if items.isEmpty { out += "[]"; return }
            // Lists of plain values (a finding's views, a screen's tags) stay on one line.
            let inline = pretty && items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            if inline {
                out += "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case let .object(entries):
            if entries.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in entries.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSON.quote(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }
}

/// Small JSON helpers for the catalog's columns.
enum JSON {
    static func quote(_ text: String, into out: inout String) {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += "\""
            out += text
            out += "\""
            return
        }
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Integers without a fraction, others with at most three decimals (points to 1/1000).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    static func array(_ strings: [String]) -> String {
        JSONValue.array(strings.map { .string($0) }).serialized()
    }

    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// A JSON array of strings as the catalog writes them (views, tags, aliases). A fast path
    /// for plain strings; anything with escapes goes through JSONDecoder.
    static func stringArray(_ text: String) -> [String] {
        var result: [String] = []
        var utf8 = text.utf8[...]
        guard utf8.first == UInt8(ascii: "[") else { return [] }
        utf8 = utf8.dropFirst()
        while let byte = utf8.first {
            switch byte {
            case UInt8(ascii: "\""):
                utf8 = utf8.dropFirst()
                guard let end = utf8.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
                      utf8[end] == UInt8(ascii: "\"") else {
                    return (try? decode([String].self, from: text)) ?? []
                }
                result.append(String(Substring(utf8[..<end])))
                utf8 = utf8[utf8.index(after: end)...]
            case UInt8(ascii: "]"): return result
            default: utf8 = utf8.dropFirst()
            }
        }
        return result
    }
}

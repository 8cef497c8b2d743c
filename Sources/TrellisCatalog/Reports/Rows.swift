import Foundation

/// The formats listings and queries print in (`--format`).
public enum OutputFormat: String, CaseIterable, Sendable {
    case table, json, csv, markdown
}

/// Rows with named columns: one value, printed as a table, JSON, CSV or Markdown.
///
/// ```swift
/// let rows = Rows(keys: ["screen", "amount"], rows: [["EmailLogin", 165]])
/// print(rows.rendered(.json)) // [{"screen":"EmailLogin","amount":165}]
/// ```
///
/// JSON is an array of objects with the keys in column order (CLI.md's stable shape); the other
/// formats show arrays joined with ", " and null as an empty cell (`-` in a table).
public struct Rows: Sendable {
    public var keys: [String]
    public var rows: [[JSONValue]]

    public init(keys: [String], rows: [[JSONValue]]) {
        self.keys = keys
        self.rows = rows
    }

    /// One row, the object's keys as columns.
    public init(object: JSONValue) {
        guard case let .object(entries) = object else {
            self.init(keys: [], rows: [])
            return
        }
        self.init(keys: entries.map(\.0), rows: [entries.map(\.1)])
    }

    public var json: JSONValue {
        .array(rows.map { row in .object(Array(zip(keys, row))) })
    }

    public func rendered(_ format: OutputFormat, color: Bool = false) -> String {
        switch format {
        case .json: return json.serialized(pretty: true) + "\n"
        case .csv:
            return ([keys] + rows.map { $0.map { Self.cell($0) } }).map { $0.map(Self.csvField).joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        case .markdown:
            let escape = { (text: String) in text.replacingOccurrences(of: "|", with: "\\|") }
            var lines = ["| " + keys.joined(separator: " | ") + " |", "|" + keys.map { _ in " --- |" }.joined()]
            lines += rows.map { "| " + $0.map { escape(Self.cell($0)) }.joined(separator: " | ") + " |" }
            return lines.joined(separator: "\n") + "\n"
        case .table:
            if rows.isEmpty { return "(none)\n" }
            let cells = rows.map { $0.map { Self.cell($0, empty: "-") } }
            var widths = keys.map(\.count)
            for row in cells { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
            func line(_ values: [String]) -> String {
                zip(values, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
                    .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
            let header = line(keys)
            return ([color ? "\u{1B}[1m\(header)\u{1B}[0m" : header] + cells.map(line)).joined(separator: "\n") + "\n"
        }
    }

    static func cell(_ value: JSONValue, empty: String = "") -> String {
        switch value {
        case .null: empty
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number): JSON.number(number)
        case let .string(text): text
        case let .array(items): items.map { cell($0) }.joined(separator: ", ")
        case .object: value.serialized()
        }
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

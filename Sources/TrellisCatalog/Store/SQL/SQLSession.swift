import Foundation

/// A value bound to or read from the catalog's SQL: the four storage classes both stores share.
enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    init(_ value: Int64) { self = .integer(value) }
    init(_ value: Int) { self = .integer(Int64(value)) }
    init(_ value: Bool) { self = .integer(value ? 1 : 0) }
    init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
}

/// One result row, read by column position.
struct SQLRow: Sendable {
    var values: [SQLValue]

    subscript(index: Int) -> SQLValue { values[index] }

    func int(_ index: Int) -> Int64 {
        switch values[index] {
        case let .integer(value): value
        case let .real(value): Int64(value)
        case let .text(text): Int64(text) ?? 0
        case .null: 0
        }
    }

    func string(_ index: Int) -> String { optionalString(index) ?? "" }

    func optionalString(_ index: Int) -> String? {
        switch values[index] {
        case let .text(text): text
        case let .integer(value): String(value)
        case let .real(value): String(value)
        case .null: nil
        }
    }

    func optionalInt(_ index: Int) -> Int64? {
        if case .null = values[index] { return nil }
        return int(index)
    }

    func double(_ index: Int) -> Double? {
        switch values[index] {
        case let .real(value): value
        case let .integer(value): Double(value)
        case let .text(text): Double(text)
        case .null: nil
        }
    }
}

/// The SQL both stores speak, inside one transaction: statements use `?` placeholders, which the
/// PostgreSQL session numbers (`$1`, `$2`, …) before sending.
protocol SQLSession: AnyObject {
    /// Every row of a query.
    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow]
    /// Rows one by one, for large results.
    func each(_ sql: String, _ arguments: [SQLValue], _ body: (SQLRow) throws -> Void) throws
    /// Runs a statement; returns how many rows it changed.
    @discardableResult func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int
    /// Runs an INSERT of one row into a table with an `id` key and returns the new row's id.
    func insertReturningID(_ sql: String, _ arguments: [SQLValue]) throws -> Int64
    /// Inserts many rows: `prefix` is `INSERT INTO table (columns…)`, `suffix` follows the rows
    /// (`ON CONFLICT DO NOTHING`, `RETURNING …`), and the rows the statements return are passed to
    /// `returned`. Each store sends them its cheapest way.
    func insertRows(_ prefix: String, columns: Int, rows values: [[SQLValue]], suffix: String,
                    returned: ((SQLRow) throws -> Void)?) throws
}

extension SQLSession {
    func rows(_ sql: String) throws -> [SQLRow] { try rows(sql, []) }
    @discardableResult func execute(_ sql: String) throws -> Int { try execute(sql, []) }

    /// The first column of the first row, or nil.
    func value(_ sql: String, _ arguments: [SQLValue] = []) throws -> SQLValue? {
        try rows(sql, arguments).first?.values.first
    }

    func int(_ sql: String, _ arguments: [SQLValue] = []) throws -> Int64? {
        guard let row = try rows(sql, arguments).first else { return nil }
        return row.optionalInt(0)
    }

    func string(_ sql: String, _ arguments: [SQLValue] = []) throws -> String? {
        try rows(sql, arguments).first?.optionalString(0)
    }

    func insertRows(_ prefix: String, columns: Int, rows values: [[SQLValue]], suffix: String = "") throws {
        try insertRows(prefix, columns: columns, rows: values, suffix: suffix, returned: nil)
    }

    /// Multi-row `VALUES` lists, a few hundred rows per statement (SQLite's way; PostgreSQL's
    /// session sends arrays instead).
    func insertRows(_ prefix: String, columns: Int, rows values: [[SQLValue]], suffix: String,
                    returned: ((SQLRow) throws -> Void)?) throws {
        let perStatement = max(1, 900 / columns)
        let tuple = "(" + Array(repeating: "?", count: columns).joined(separator: ",") + ")"
        var start = 0
        while start < values.count {
            let chunk = values[start..<min(start + perStatement, values.count)]
            let sql = prefix + " VALUES " + Array(repeating: tuple, count: chunk.count).joined(separator: ",") + " " + suffix
            let arguments = chunk.flatMap { $0 }
            if let returned { try each(sql, arguments, returned) } else { try execute(sql, arguments) }
            start += perStatement
        }
    }
}

/// `?, ?, ?` for a list of values.
func placeholders(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ",")
}

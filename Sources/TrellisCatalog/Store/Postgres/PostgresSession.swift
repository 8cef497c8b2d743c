import Logging
import NIOCore
import PostgresNIO

/// ``SQLSession`` over one PostgreSQL connection: numbers the `?` placeholders, binds the values,
/// and waits for each answer (the store is synchronous; the connection's event loop does the I/O).
final class PostgresSession: SQLSession {
    let connection: PostgresConnection
    private let logger: Logger

    init(_ connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow] {
        var rows: [SQLRow] = []
        try each(sql, arguments) { rows.append($0) }
        return rows
    }

    func each(_ sql: String, _ arguments: [SQLValue], _ body: (SQLRow) throws -> Void) throws {
        try each(try Self.query(sql, arguments), body)
    }

    /// Any number of rows in one statement: each column is bound as an array and unnested, so the
    /// server parses and plans one short statement per batch instead of a long `VALUES` list per
    /// hundred rows.
    func insertRows(_ prefix: String, columns: Int, rows values: [[SQLValue]], suffix: String,
                    returned: ((SQLRow) throws -> Void)?) throws {
        guard !values.isEmpty else { return }
        var binds = PostgresBindings(capacity: columns)
        for column in 0..<columns { binds.append(PostgresColumnArray(values.map { $0[column] })) }
        let arrays = (1...columns).map { "$\($0)" }.joined(separator: ", ")
        try each(PostgresQuery(unsafeSQL: "\(prefix) SELECT * FROM UNNEST(\(arrays)) \(suffix)", binds: binds)) { try returned?($0) }
    }

    private func each(_ query: PostgresQuery, _ body: (SQLRow) throws -> Void) throws {
        let result = try run(query)
        for row in result.rows {
            var values: [SQLValue] = []
            for cell in row { values.append(try Self.value(cell)) }
            try body(SQLRow(values: values))
        }
    }

    @discardableResult
    func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
        let result = try run(try Self.query(sql, arguments))
        return result.metadata.rows ?? 0
    }

    /// Sends `query` and waits for its answer. postgres-nio drops a query written to a channel
    /// that has closed (the server restarted while we solved) and its answer never comes; so
    /// the channel is checked on its event loop, where it cannot close between check and write.
    private func run(_ query: PostgresQuery) throws -> PostgresQueryResult {
        let connection = connection, logger = logger
        return try connection.eventLoop.flatSubmit {
            guard !connection.isClosed else { return connection.eventLoop.makeFailedFuture(PostgresSessionError.connectionClosed) }
            return connection.query(query, logger: logger)
        }.wait()
    }

    func insertReturningID(_ sql: String, _ arguments: [SQLValue]) throws -> Int64 {
        guard let row = try rows(sql + " RETURNING id", arguments).first else { throw PostgresSessionError.noRowReturned }
        return row.int(0)
    }

    /// Runs a script of statements separated by `;` at the ends of lines (a migration file).
    func executeScript(_ script: String) throws {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
        var statement = ""
        for line in lines {
            statement += line + "\n"
            if line.trimmingCharacters(in: .whitespaces).hasSuffix(";") {
                try execute(statement, [])
                statement = ""
            }
        }
        if !statement.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { try execute(statement, []) }
    }

    /// `?` → `$1`, `$2`, … outside quoted text, and the values bound in order.
    static func query(_ sql: String, _ arguments: [SQLValue]) throws -> PostgresQuery {
        var text = ""
        text.reserveCapacity(sql.utf8.count + arguments.count * 3)
        var number = 0, quoted = false
        for character in sql {
            if character == "'" { quoted.toggle() }
            if character == "?" && !quoted {
                number += 1
                text += "$\(number)"
            } else {
                text.append(character)
            }
        }
        var binds = PostgresBindings(capacity: arguments.count)
        for argument in arguments {
            switch argument {
            case .null: binds.appendNull()
            case let .integer(value): binds.append(value)
            case let .real(value): binds.append(value)
            case let .text(value): binds.append(value)
            }
        }
        return PostgresQuery(unsafeSQL: text, binds: binds)
    }

    /// One cell as a ``SQLValue``. The catalog's own column types are read from their binary form
    /// directly (postgres-nio's generic decoding is most of a large query's time); anything else
    /// (`numeric` of a `SUM`, text-format cells) goes through postgres-nio.
    private static func value(_ cell: PostgresCell) throws -> SQLValue {
        guard var bytes = cell.bytes else { return .null }
        guard cell.format == .binary else { return try decoded(cell) }
        switch (cell.dataType, bytes.readableBytes) {
        case (.int8, 8): return .integer(bytes.readInteger(as: Int64.self)!)
        case (.int4, 4): return .integer(Int64(bytes.readInteger(as: Int32.self)!))
        case (.float8, 8): return .real(Double(bitPattern: bytes.readInteger(as: UInt64.self)!))
        case (.text, _), (.varchar, _), (.name, _): return .text(bytes.readString(length: bytes.readableBytes)!)
        default: return try decoded(cell)
        }
    }

    private static func decoded(_ cell: PostgresCell) throws -> SQLValue {
        switch cell.dataType {
        case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
        case .float4, .float8: return .real(try cell.decode(Double.self))
        case .bool: return .integer(try cell.decode(Bool.self) ? 1 : 0)
        default: return .text(try cell.decode(String.self))
        }
    }
}

enum PostgresSessionError: Error {
    case noRowReturned
    /// The connection had closed before the query could be sent.
    case connectionClosed
}

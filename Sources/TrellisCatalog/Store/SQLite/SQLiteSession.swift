import GRDB

/// ``SQLSession`` over one GRDB connection inside a transaction. Statements are cached: the
/// same insert runs thousands of times in a solve.
final class SQLiteSession: SQLSession {
    private let db: Database

    init(_ db: Database) { self.db = db }

    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow] {
        var rows: [SQLRow] = []
        try each(sql, arguments) { rows.append($0) }
        return rows
    }

    func each(_ sql: String, _ arguments: [SQLValue], _ body: (SQLRow) throws -> Void) throws {
        let statement = try db.cachedStatement(sql: sql)
        let cursor = try Row.fetchCursor(statement, arguments: Self.arguments(arguments))
        while let row = try cursor.next() {
            var values: [SQLValue] = []
            values.reserveCapacity(row.count)
            for value in row.databaseValues {
                switch value.storage {
                case .null, .blob: values.append(.null)
                case let .int64(number): values.append(.integer(number))
                case let .double(number): values.append(.real(number))
                case let .string(text): values.append(.text(text))
                }
            }
            try body(SQLRow(values: values))
        }
    }

    @discardableResult
    func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
        if arguments.isEmpty && sql.contains(";") {
            try db.execute(sql: sql)   // a script (migrations, tests)
        } else {
            try db.cachedStatement(sql: sql).execute(arguments: Self.arguments(arguments))
        }
        return db.changesCount
    }

    func insertReturningID(_ sql: String, _ arguments: [SQLValue]) throws -> Int64 {
        try db.cachedStatement(sql: sql).execute(arguments: Self.arguments(arguments))
        return db.lastInsertedRowID
    }

    private static func arguments(_ values: [SQLValue]) -> StatementArguments {
        StatementArguments(values.map { value -> DatabaseValue in
            switch value {
            case .null: .null
            case let .integer(number): number.databaseValue
            case let .real(number): number.databaseValue
            case let .text(text): text.databaseValue
            }
        })
    }
}

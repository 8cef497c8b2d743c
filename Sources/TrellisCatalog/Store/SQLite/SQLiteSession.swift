import GRDB
import GRDBSQLite

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
        // Cells straight from the stepped statement: GRDB's generic row decoding is most of a
        // large query's time.
        let handle = statement.sqliteStatement
        let columns = Int32(statement.columnCount)
        while try cursor.next() != nil {
            var values: [SQLValue] = []
            values.reserveCapacity(Int(columns))
            for column in 0..<columns {
                switch sqlite3_column_type(handle, column) {
                case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, column)))
                case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, column)))
                case SQLITE_TEXT:
                    let bytes = UnsafeBufferPointer(start: sqlite3_column_text(handle, column), count: Int(sqlite3_column_bytes(handle, column)))
                    values.append(.text(String(decoding: bytes, as: UTF8.self)))
                default: values.append(.null)   // NULL (the catalog stores no blobs)
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

import NIOCore
import PostgresNIO

/// One column of a batch insert, bound as a PostgreSQL array in binary form (NULLs included), so
/// `INSERT … SELECT * FROM UNNEST($1, $2, …)` sends a batch as one short statement the server
/// parses and plans once, whatever the number of rows.
struct PostgresColumnArray: PostgresDynamicTypeEncodable {
    enum Element {
        case integer, real, text

        /// The column's type from its values: text if any is text, else real if any is real,
        /// else integer (also for a column of NULLs: bigint converts to any column on insert).
        init(_ values: [SQLValue]) {
            var element = Element.integer
            for value in values {
                switch value {
                case .text: self = .text; return
                case .real: element = .real
                case .integer, .null: break
                }
            }
            self = element
        }
    }

    let element: Element
    let values: [SQLValue]

    init(_ values: [SQLValue]) {
        element = Element(values)
        self.values = values
    }

    var psqlType: PostgresDataType {
        switch element {
        case .integer: .int8Array
        case .real: .float8Array
        case .text: .textArray
        }
    }

    var psqlFormat: PostgresFormat { .binary }

    func encode<JSONEncoder: PostgresJSONEncoder>(into buffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        let elementType: PostgresDataType = switch element {
        case .integer: .int8
        case .real: .float8
        case .text: .text
        }
        // Header: one dimension, whether NULLs occur, the element type, the length, lower bound 1.
        buffer.writeInteger(Int32(1))
        buffer.writeInteger(Int32(values.contains(.null) ? 1 : 0))
        buffer.writeInteger(elementType.rawValue)
        buffer.writeInteger(Int32(values.count))
        buffer.writeInteger(Int32(1))
        for value in values {
            switch (value, element) {
            case (.null, _):
                buffer.writeInteger(Int32(-1))
            case let (.text(text), _):
                Self.write(text, into: &buffer)
            case let (.integer(number), .text):
                Self.write(String(number), into: &buffer)
            case let (.real(number), .text):
                Self.write(String(number), into: &buffer)
            case let (.integer(number), .integer):
                buffer.writeInteger(Int32(8))
                buffer.writeInteger(number)
            case let (.integer(number), .real):
                buffer.writeInteger(Int32(8))
                buffer.writeInteger(Double(number).bitPattern)
            case let (.real(number), _):
                buffer.writeInteger(Int32(8))
                buffer.writeInteger(number.bitPattern)
            }
        }
    }

    /// A text element: its length in bytes, then its UTF-8.
    private static func write(_ text: String, into buffer: inout ByteBuffer) {
        let start = buffer.writerIndex
        buffer.writeInteger(Int32(0))
        let length = buffer.writeString(text)
        buffer.setInteger(Int32(length), at: start)
    }
}

import Foundation

/// A file's bytes as text: UTF-8, an optional byte order mark dropped, no larger than the limits
/// allow. Invalid UTF-8 is an error at the line and column of the first bad byte.
///
/// ```swift
/// let text = try SourceText.decode(data, path: "Login.yaml")
/// ```
public enum SourceText {
    public static func decode(_ data: Data, path: String, limits: FormatLimits = .standard) throws(FormatError) -> String {
        if data.count > limits.maxFileBytes {
            throw FormatError(at: SourceLocation(file: path, line: 1, column: 1),
                              "file is \(data.count) bytes; the limit is \(limits.maxFileBytes) bytes")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var result = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                result.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                break loop
            case .error:
                let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
                let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let column = (prefix.split(separator: "\n", omittingEmptySubsequences: false).last?.unicodeScalars.count ?? 0) + 1
                throw FormatError(at: SourceLocation(file: path, line: line, column: column), "invalid UTF-8 (byte offset \(offset)); expected UTF-8 text")
            }
        }
        return String(result)
    }
}

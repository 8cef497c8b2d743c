/// Where something was written: a file, a 1-based line and a 1-based column.
///
/// Every error a user can cause names one, so editors and CI logs can jump to it:
///
/// ```swift
/// let here = SourceLocation(file: "Login.yaml", line: 12, column: 7)
/// print(here) // Login.yaml:12:7
/// ```
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A mistake in a screen, component or device file: where it is and what was expected.
///
/// ```swift
/// throw FormatError(at: here, "expected a relation (==, >=, <=) after 'go.height'")
/// // Login.yaml:12:7: expected a relation (==, >=, <=) after 'go.height'
/// ```
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}

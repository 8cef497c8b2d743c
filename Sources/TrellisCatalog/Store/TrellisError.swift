import TrellisLayout

/// What went wrong, sorted by whose fault it is, each with the CLI exit code CLI.md gives it.
///
/// ```swift
/// throw TrellisError.usage("unknown screen 'Logn'; did you mean 'Login'?")   // exit 2
/// throw TrellisError.input([formatError])                                    // exit 2, file:line:col
/// throw TrellisError.catalog("trellis.sqlite: file is not a database")       // exit 3
/// ```
public enum TrellisError: Error, Sendable, CustomStringConvertible {
    /// A flag, argument or name that does not fit (exit 2).
    case usage(String)
    /// Files that do not read: each error names file:line:col (exit 2).
    case input([FormatError])
    /// The catalog could not be read or written (exit 3).
    case catalog(String)

    public var exitCode: Int32 {
        switch self {
        case .usage, .input: 2
        case .catalog: 3
        }
    }

    public var description: String {
        switch self {
        case let .usage(message): message
        case let .input(errors): errors.map(\.description).joined(separator: "\n")
        case let .catalog(message): message
        }
    }
}

import NIOCore
import PostgresNIO

/// How a PostgreSQL error is handled: run the transaction again (a conflict the server resolved
/// by aborting it), reconnect (the connection or the server went away), or give up.
enum PostgresFailure: Equatable {
    case conflict
    case connection
    case fatal

    init(_ error: any Error) {
        if let error = error as? PSQLError {
            switch error.code {
            case .server:
                let state = error.serverInfo?[.sqlState] ?? ""
                if state == "40001" || state == "40P01" {
                    self = .conflict
                } else if state.hasPrefix("08") || state.hasPrefix("57P") {
                    self = .connection   // connection exception; admin shutdown, crash, starting up
                } else {
                    self = .fatal
                }
            case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
                self = .connection
            default:
                self = .fatal
            }
        } else if error is IOError || error is ChannelError || error is NIOConnectionError
                    || error as? PostgresSessionError == .connectionClosed {
            self = .connection
        } else {
            self = .fatal
        }
    }

    /// A message for people: the server's own words for server errors (they never hold the
    /// password), or what happened to the connection.
    static func message(_ error: any Error, host: String) -> String {
        if let error = error as? PSQLError {
            if let info = error.serverInfo, let message = info[.message] {
                let state = info[.sqlState] ?? ""
                if state == "28P01" || state == "28000" {
                    return "\(message) (check the user and password: the URL, PGPASSWORD or ~/.pgpass)"
                }
                return message + (info[.detail].map { " (\($0))" } ?? "")
            }
            switch error.code {
            case .connectionError: return "cannot reach the PostgreSQL server at \(host)" + (error.underlying.map { " (\($0))" } ?? "")
            case .serverClosedConnection, .uncleanShutdown:
                return "lost the connection to the PostgreSQL server at \(host); what was committed stays — run the command again to finish"
            case .authMechanismRequiresPassword: return "the server asks for a password: give one in the URL, PGPASSWORD or ~/.pgpass"
            default: return "PostgreSQL error: \(error.code)"
            }
        }
        if PostgresFailure(error) == .connection {
            return "cannot reach the PostgreSQL server at \(host) (\(error)); what was committed stays — run the command again to finish"
        }
        return "\(error)"
    }
}

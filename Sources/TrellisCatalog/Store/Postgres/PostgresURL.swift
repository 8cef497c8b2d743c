import Foundation

/// A `postgres://user[:password]@host[:port]/database[?sslmode=…&host=/socket/dir]` URL, read as
/// libpq reads it: a missing password comes from `PGPASSWORD`, then `~/.pgpass` (or
/// `PGPASSFILE`); a host starting with `/` (or `?host=/dir`) is the folder of a Unix socket.
///
/// ```swift
/// let url = try PostgresURL("postgres://ci:s3cret@db.internal/trellis?sslmode=require")
/// url.redacted // "postgres://ci:***@db.internal/trellis?sslmode=require"
/// ```
struct PostgresURL: Sendable {
    var user: String
    var password: String?
    /// A host name, or the folder holding the server's Unix socket.
    var host: String
    var port: Int
    var database: String
    /// disable, allow, prefer (the default), require, verify-ca or verify-full.
    var sslMode: String
    /// The URL as given, with its password replaced: the only form that is ever printed.
    var redacted: String

    var socketPath: String? { host.hasPrefix("/") ? "\(host)/.s.PGSQL.\(port)" : nil }

    static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    static let sslModes = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]

    init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(TrellisError) {
        let scheme = text.hasPrefix("postgresql://") ? "postgresql://" : "postgres://"
        var rest = Substring(text.dropFirst(scheme.count))
        var query: [String: String] = [:]
        if let mark = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                query[Self.decode(parts[0])] = parts.count > 1 ? Self.decode(parts[1]) : ""
            }
            rest = rest[..<mark]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash]
        let path = slash < rest.endIndex ? rest[rest.index(after: slash)...] : ""
        var hostPort = authority
        var userInfo: Substring?
        if let at = authority.lastIndex(of: "@") {
            userInfo = authority[..<at]
            hostPort = authority[authority.index(after: at)...]
        }
        var givenPassword: String?
        var givenUser: String?
        if let userInfo {
            if let colon = userInfo.firstIndex(of: ":") {
                givenUser = Self.decode(userInfo[..<colon])
                givenPassword = Self.decode(userInfo[userInfo.index(after: colon)...])
            } else {
                givenUser = Self.decode(userInfo)
            }
        }
        // The printed form: the user, host, database and options, never the password.
        let shownUser = userInfo.map { info in
            info.firstIndex(of: ":").map { String(info[..<$0]) + ":***@" } ?? String(info) + "@"
        } ?? ""
        let shownQuery = query.keys.sorted().map { $0 == "password" ? "password=***" : "\($0)=\(query[$0]!)" }.joined(separator: "&")
        redacted = scheme + shownUser + hostPort + (slash < rest.endIndex ? "/" + path : "") + (shownQuery.isEmpty ? "" : "?" + shownQuery)
        var hostText = Self.decode(hostPort)
        var portText: String?
        if !hostText.hasPrefix("["), let colon = hostText.lastIndex(of: ":") {
            portText = String(hostText[hostText.index(after: colon)...])
            hostText = String(hostText[..<colon])
        }
        hostText = hostText.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        host = query["host"] ?? (hostText.isEmpty ? environment["PGHOST"] ?? "localhost" : hostText)
        let portString = query["port"] ?? portText ?? environment["PGPORT"] ?? "5432"
        guard let port = Int(portString), (1...65535).contains(port) else {
            throw .usage("\(redacted): the port '\(portString)' is not a number from 1 to 65535")
        }
        self.port = port
        user = givenUser ?? query["user"] ?? environment["PGUSER"] ?? NSUserName()
        database = path.isEmpty ? (query["dbname"] ?? environment["PGDATABASE"] ?? user) : Self.decode(path)
        sslMode = query["sslmode"] ?? environment["PGSSLMODE"] ?? "prefer"
        guard Self.sslModes.contains(sslMode) else {
            throw .usage("\(redacted): sslmode '\(sslMode)' is not one of \(Self.sslModes.joined(separator: ", "))")
        }
        password = givenPassword ?? query["password"] ?? environment["PGPASSWORD"]
            ?? Self.passwordFile(environment: environment, host: host, port: port, database: database, user: user)
    }

    private static func decode(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }

    /// The password `~/.pgpass` (or `PGPASSFILE`) gives: the first line
    /// `host:port:database:user:password` whose fields match (`*` matches anything; a socket
    /// folder is matched as `localhost`, as libpq does).
    static func passwordFile(environment: [String: String], host: String, port: Int, database: String, user: String) -> String? {
        let file = environment["PGPASSFILE"] ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.pgpass"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let wanted = [host.hasPrefix("/") ? "localhost" : host, String(port), database, user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = splitEscaped(String(line))
            guard fields.count == 5 else { continue }
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    /// Splits a `.pgpass` line at unescaped colons, undoing `\:` and `\\`.
    private static func splitEscaped(_ line: String) -> [String] {
        var fields: [String] = [], current = "", escaped = false
        for character in line {
            if escaped { current.append(character); escaped = false } else if character == "\\" { escaped = true }
            else if character == ":" { fields.append(current); current = "" } else { current.append(character) }
        }
        fields.append(current)
        return fields
    }
}

import Foundation
import Testing

/// A token made by the real `trellis token create`, and the line it printed for the tokens file.
struct IssuedToken {
    var token: String
    var line: String

    init(_ work: Workspace, role: String, name: String? = nil) throws {
        let result = try work.trellis("token", "create", "--role", role, "--name", name ?? "\(role)-token")
        #expect(result.status == 0, "\(result.stderr)")
        token = try #require(result.stdout.firstMatch(of: /token: (\S+)/).map { String($0.1) }, "\(result.stdout)")
        line = try #require(result.stdout.firstMatch(of: /line:  (.+)/).map { String($0.1) }, "\(result.stdout)")
    }

    /// Writes `tokens`' lines to `name` in `work` and returns its path.
    static func file(_ tokens: [IssuedToken], in work: Workspace, name: String = "tokens") throws -> String {
        try work.write(name, "# role name hash\n" + tokens.map(\.line).joined(separator: "\n") + "\n")
        return work.path(name)
    }
}

/// A bare TCP connection to the server, for what URLSession will not do: send a Host of the
/// test's choosing, or open a connection and send nothing at all.
enum RawHTTP {
    struct Exchange {
        var reply: String
        /// The server closed the connection (read returned 0) before `timeout`.
        var closedByServer: Bool
        var seconds: Double
    }

    static func exchange(_ base: URL, send text: String, timeout: TimeInterval) throws -> Exchange {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CLI.BinaryError(description: "socket() failed: \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(base.port!)).bigEndian
        inet_pton(AF_INET, base.host!, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CLI.BinaryError(description: "connect() failed: \(errno)") }
        var wait = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let start = Date()
        if !text.isEmpty { _ = text.withCString { send(fd, $0, strlen($0), 0) } }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date().timeIntervalSince(start) < timeout {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 { return Exchange(reply: String(decoding: received, as: UTF8.self), closedByServer: true, seconds: Date().timeIntervalSince(start)) }
            if count > 0 { received.append(contentsOf: buffer[0..<count]) }
        }
        return Exchange(reply: String(decoding: received, as: UTF8.self), closedByServer: false, seconds: timeout)
    }
}

/// A network namespace of the test's own with a veth pair: the server listens on the
/// namespace's end, the test speaks from this side — a non-loopback address that reaches no
/// other machine. Needs root and iproute2 (scripts/test installs it); fails loudly without them.
final class TestNetwork {
    let name: String
    let hostAddress: String
    let serverAddress: String
    private let hostLink: String

    init() throws {
        let tag = String(UUID().uuidString.prefix(6)).lowercased()
        let subnet = Int.random(in: 0...63) * 4   // 198.18.0.0/15: the range set aside for tests of networks
        let octet = Int.random(in: 1...254)
        name = "trellis-\(tag)"
        hostLink = "vth\(tag)"
        hostAddress = "198.18.\(octet).\(subnet + 1)"
        serverAddress = "198.18.\(octet).\(subnet + 2)"
        let inside = "vtn\(tag)"
        try Self.ip(["netns", "add", name])
        try Self.ip(["link", "add", hostLink, "type", "veth", "peer", "name", inside])
        try Self.ip(["link", "set", inside, "netns", name])
        try Self.ip(["addr", "add", "\(hostAddress)/30", "dev", hostLink])
        try Self.ip(["link", "set", hostLink, "up"])
        try Self.ip(["netns", "exec", name, "ip", "addr", "add", "\(serverAddress)/30", "dev", inside])
        try Self.ip(["netns", "exec", name, "ip", "link", "set", inside, "up"])
        try Self.ip(["netns", "exec", name, "ip", "link", "set", "lo", "up"])
    }

    deinit {
        try? Self.ip(["netns", "del", name])
        try? Self.ip(["link", "del", hostLink])   // usually gone with its peer already
    }

    /// Runs a command inside the namespace.
    var launcher: [String] { ["ip", "netns", "exec", name] }

    private static func ip(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ip"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CLI.BinaryError(description: "ip \(arguments.joined(separator: " ")) failed (needs root and iproute2): \(message)")
        }
    }
}

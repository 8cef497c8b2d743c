import ArgumentParser
import Foundation
import NIOCore
import TrellisCatalog

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the catalog's questions over HTTP/JSON (see openapi.yaml), and the live page at /.",
        discussion: """
            Open the address in a browser for the live page: find screens, drag through text sizes, \
            inspect views, edit a screen's YAML and register it; it follows the catalog as it changes.

            Every endpoint answers with what the matching command prints with --format json; errors are \
            {"error": "…"} with 400 (bad input, naming file:line:col), 401 (no or unknown token), 403 (a read \
            token on a write route, a write on --read-only, another site's Origin), 404 (unknown route), \
            413 (a body over 1 MiB), 415 (a body that is not JSON or YAML), 429 (a second solve of one caller) \
            or 500. SIGTERM or SIGINT stops accepting connections, lets requests in flight finish, then exits 0. \
            --port 0 picks a free port; the first line on stdout names the address either way.

            On loopback without tokens anyone on this machine may read and write. Any other address \
            needs --tokens FILE (or $TRELLIS_TOKENS_FILE; lines from `trellis token create`) or --read-only, \
            else the server refuses to start (exit 2).
            """)

    @Option(help: ArgumentHelp("The address to listen on (default: loopback only).", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port (0: any free port).", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("Bearer tokens and their roles, one 'ROLE NAME HASH' a line (default: $TRELLIS_TOKENS_FILE).",
                               valueName: "file"))
    var tokens: String?

    @Flag(name: .customLong("read-only"), help: "Refuse every write (POST /screens, POST /solve) with 403, whatever the token.")
    var readOnly = false

    @Option(name: .customLong("allow-origin"),
            help: ArgumentHelp("The one web origin whose pages may call this server (CORS); none by default.", valueName: "origin"))
    var allowOrigin: String?

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp("Seconds before a silent connection is closed.", valueName: "seconds"))
    var idleTimeout = 30

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if idleTimeout < 1 { throw ValidationError("--idle-timeout must be at least 1 second") }
        // One exact origin: a wildcard would let every site's pages read the catalog.
        if let allowOrigin, !Self.isOrigin(allowOrigin) {
            throw ValidationError("--allow-origin takes one origin, scheme://host[:port] with no path (e.g. https://catalog.example.com), not '\(allowOrigin)'")
        }
    }

    /// `scheme://host[:port]`, as browsers send it in `Origin`.
    static func isOrigin(_ text: String) -> Bool {
        text.wholeMatch(of: /https?:\/\/([A-Za-z0-9.\-]+|\[[0-9A-Fa-f:]+\])(:[0-9]+)?/) != nil
    }

    /// `--tokens`, else `$TRELLIS_TOKENS_FILE` when set and not empty.
    private var tokensFile: String? {
        tokens ?? ProcessInfo.processInfo.environment["TRELLIS_TOKENS_FILE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func run() throws {
        // The rules first: a refused exposure (exit 2) must not create or migrate a catalog.
        var rules: Access?
        var opened: Catalog?
        try running { () throws(TrellisError) in
            rules = try Access(host: self.host, tokensFile: tokensFile, readOnly: readOnly, allowedOrigin: allowOrigin)
            opened = try catalog.open()
        }
        guard let catalog = opened, let access = rules else { return }
        let server = Server(catalog: catalog, access: access, idleTimeout: .seconds(Int64(idleTimeout)))
        let outcome = ServerOutcome()
        let host = host, port = port
        Task {
            do {
                try await server.run(host: host, port: port) { address in
                    Terminal.print("trellis serve: listening on http://\(address) (catalog \(catalog.path); \(access.summary))\n")
                    if !access.loopback {
                        FileHandle.standardError.write(Data("""
                            note: this is plain HTTP, and bearer tokens can be read on the wire: beyond one machine, put \
                            a reverse proxy that terminates TLS in front of it (README, "Serving to a network")\n
                            """.utf8))
                    }
                }
            } catch {
                outcome.error = error
            }
            outcome.finished.signal()
        }
        outcome.finished.wait()
        if let error = outcome.error {
            Terminal.printError("cannot serve on \(host):\(port): \(error)")
            throw ExitCode(2)
        }
    }
}

/// How the server task ended, handed back to the blocked main thread.
private final class ServerOutcome: @unchecked Sendable {
    let finished = DispatchSemaphore(value: 0)
    var error: (any Error)?
}
